import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Shows the server's field errors (400 and 409 answers) on the form's fields. `fields` lists the
 * form fields by wire name; errors on other paths are left to the caller's toast.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  if (!(error instanceof ApiError)) return;
  let focused = false;
  for (const { path, message } of error.errors) {
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}

/** The server's reason for refusing the files: too large (413), a wrong type (415) or on `fields`. */
export function serverFileErrorOf(error: unknown, fields: readonly string[]): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.statusCode === 413 || error.statusCode === 415) return error.message;
  return error.errors.find((e) => fields.includes(e.path))?.message;
}
