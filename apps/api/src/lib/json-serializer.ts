import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

// Compiling is most of the time an app takes to start: a second app in the process (tests, a
// restart) reuses each serializer, found by its zod schema or, for one a route builds anew
// (`z.array(row)`), by the JSON Schema it turns into.
const bySchema = new WeakMap<z.ZodType, Serializer>();
const byJsonSchema = new Map<string, Serializer>();

/**
 * Writes each answer with fast-json-stringify, compiled from the route's zod response schema
 * turned into JSON Schema: like zod's own serializer only the declared fields go out (a row's
 * other columns never leak), at about a sixth less CPU per list request
 * (docs/decisions/013-response-serializer.md).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const known = bySchema.get(schema);
  if (known) return known;
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  }) as Schema;
  const key = JSON.stringify(jsonSchema);
  let serialize = byJsonSchema.get(key);
  if (!serialize) {
    serialize = fastJson(jsonSchema);
    byJsonSchema.set(key, serialize);
  }
  bySchema.set(schema, serialize);
  return serialize;
};
