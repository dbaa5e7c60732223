import { z } from './zod-locale';

/** The message of an empty required field in the request, report and communication forms. */
export const REQUIRED_FIELD = 'Campo obrigatório';

/** Required free text, trimmed. */
export const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED_FIELD })
    .trim()
    .min(1, REQUIRED_FIELD)
    .max(max, `Máximo de ${max} caracteres`);

/** Optional free text; empty, null or absent all mean "none". */
export const optionalText = (max: number) =>
  z.string({ error: 'Texto inválido' }).trim().max(max, `Máximo de ${max} caracteres`).nullish();

/** A body's `userId` may only name the signed-in user; the server takes it from the session. */
export const sessionUserIdField = z.uuid('Usuário inválido').optional();

/** The paging parameters every list takes (keyset cursor and page size). */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
};
