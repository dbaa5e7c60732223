import { z } from './zod-locale';

/** The message of an empty required field in the request, report and communication forms. */
export const REQUIRED_FIELD = 'Campo obrigatório';

export const CONTROL_CHARACTERS_MESSAGE = 'Caracteres de controle não são permitidos.';

// Control characters (U+0000–U+001F, DEL and the C1 block U+0080–U+009F) have no place in a
// form's text, and PostgreSQL refuses NUL outright. The bidirectional embeddings, overrides and
// isolates (U+202A–U+202E, U+2066–U+2069) reorder what is shown around them ('gpj.exe' read as
// 'exe.jpg'), so they go too. Long texts keep tab and line breaks: LF, or CR LF as a browser's
// textarea sends them.
/* eslint-disable no-control-regex -- control characters are what these patterns find */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const CONTROL_CHARACTER_IN_LONG_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;
/* eslint-enable no-control-regex */

/** Strings in which `pattern` finds nothing; checked first, so trimming hides nothing. */
const withoutControl = (pattern: RegExp) => (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !pattern.test(value), {
    error: CONTROL_CHARACTERS_MESSAGE,
    abort: true,
  });

/** A single-line string (names, e-mail, password, search…): no control character at all. */
export const lineString = withoutControl(CONTROL_CHARACTER);

/** A long text (description, details, observation…): of the above, only tab and line breaks. */
const longString = withoutControl(CONTROL_CHARACTER_IN_LONG_TEXT);

const required = (text: z.ZodString, max: number) =>
  text.trim().min(1, REQUIRED_FIELD).max(max, `Máximo de ${max} caracteres`);

// Empty, null or absent all mean "none".
const optional = (text: z.ZodString, max: number) =>
  text.trim().max(max, `Máximo de ${max} caracteres`).nullish();

/** Required single-line text, trimmed. */
export const requiredText = (max: number) => required(lineString({ error: REQUIRED_FIELD }), max);

/** Optional single-line text. */
export const optionalText = (max: number) => optional(lineString({ error: 'Texto inválido' }), max);

/** Required long text, trimmed. */
export const requiredLongText = (max: number) =>
  required(longString({ error: REQUIRED_FIELD }), max);

/** Optional long text. */
export const optionalLongText = (max: number) =>
  optional(longString({ error: 'Texto inválido' }), max);

/** A body's `userId` may only name the signed-in user; the server takes it from the session. */
export const sessionUserIdField = z.uuid('Usuário inválido').optional();

/** The `search` parameter of a list. */
export const searchQuery = lineString().trim().max(100).optional();

/** The paging parameters every list takes (keyset cursor and page size). */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: lineString().max(200).optional(),
};
