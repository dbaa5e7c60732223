import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  return {
    ...(await import('../responses')),
    ...(await import('../pilot-data')),
    ...(await import('../zod-locale')),
  };
}

export const createDriverForm = {
  method: 'POST',
  path: '/driverForm',
  operationId: 'createDriverForm',
  access: 'pilot-data:write',
  schemas: async () => {
    const { driverFormCreatedSchema, errorResponses } = await load();
    return {
      responses: {
        201: driverFormCreatedSchema,
        ...errorResponses(400, 401, 403, 413, 415, 429),
      },
    };
  },
} satisfies Endpoint;

export const deleteDriverForm = {
  method: 'DELETE',
  path: '/driverForm/:id',
  operationId: 'deleteDriverForm',
  access: 'pilot-data:write',
  schemas: async () => {
    const { errorResponses, z } = await load();
    return {
      params: z.object({ id: z.uuid() }),
      responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;
