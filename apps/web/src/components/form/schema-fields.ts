import type { z } from '@drones/shared/zod-locale';

/** The field names of a form schema, for matching the server's field errors to the form. */
export function fieldsOf<TShape extends z.ZodRawShape>(schema: z.ZodObject<TShape>) {
  return Object.keys(schema.shape) as (keyof TShape & string)[];
}

/** The `.max()` of a string field of the contract, for the input's `maxLength`. */
export function maxLengthOf(schema: z.ZodString | z.ZodOptional<z.ZodString>): number | undefined {
  const string = 'unwrap' in schema ? schema.unwrap() : schema;
  return string.maxLength ?? undefined;
}
