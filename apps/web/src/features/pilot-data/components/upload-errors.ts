import { CERTIFICATE_FIELDS, DRIVER_FORM_FIELD } from '@drones/shared/pilot-data';
import { ApiError } from '@/lib/api-client';

const FILE_FIELDS: readonly string[] = [...CERTIFICATE_FIELDS, DRIVER_FORM_FIELD];

/** The server's reason for refusing a file (413, 415 or a field error on the files), if any. */
export function fileErrorOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.statusCode === 413 || error.statusCode === 415) return error.message;
  return error.errors.find((e) => FILE_FIELDS.includes(e.path))?.message;
}
