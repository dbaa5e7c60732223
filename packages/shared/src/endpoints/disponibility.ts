import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  return {
    ...(await import('../responses')),
    ...(await import('../pilot-data')),
    ...(await import('../zod-locale')),
  };
}

export const createDisponibility = {
  method: 'POST',
  path: '/disponibility',
  operationId: 'createDisponibility',
  access: 'pilot-data:write',
  schemas: async () => {
    const { createDisponibilityBodySchema, disponibilitySchema, errorResponses } = await load();
    return {
      body: createDisponibilityBodySchema,
      responses: { 201: disponibilitySchema, ...errorResponses(400, 401, 403, 409, 429) },
    };
  },
} satisfies Endpoint;

export const updateDisponibility = {
  method: 'PUT',
  path: '/disponibility/:id',
  operationId: 'updateDisponibility',
  access: 'pilot-data:write',
  schemas: async () => {
    const { disponibilitySchema, errorResponses, updateDisponibilityBodySchema, z } = await load();
    return {
      params: z.object({ id: z.uuid() }),
      body: updateDisponibilityBodySchema,
      responses: { 200: disponibilitySchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const deleteDisponibility = {
  method: 'DELETE',
  path: '/disponibility/:id',
  operationId: 'deleteDisponibility',
  access: 'pilot-data:write',
  schemas: async () => {
    const { errorResponses, z } = await load();
    return {
      params: z.object({ id: z.uuid() }),
      responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;
