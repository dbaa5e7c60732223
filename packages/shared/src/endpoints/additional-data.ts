import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  const modules = {
    ...(await import('../responses')),
    ...(await import('../pilot-data')),
    ...(await import('../zod-locale')),
  };
  const { z } = modules;
  const idParams = z.object({ id: z.uuid() });
  return { ...modules, idParams };
}

export const createAdditionalData = {
  method: 'POST',
  path: '/additionalData',
  operationId: 'createAdditionalData',
  access: 'pilot-data:write',
  schemas: async () => {
    const { additionalDataSchema, createAdditionalDataSchema, errorResponses } = await load();
    return {
      // A multipart body reaches validation as null; readForm validates its fields.
      body: createAdditionalDataSchema.nullish(),
      responses: {
        201: additionalDataSchema,
        ...errorResponses(400, 401, 403, 409, 413, 415, 429),
      },
    };
  },
} satisfies Endpoint;

export const updateAdditionalData = {
  method: 'PUT',
  path: '/additionalData/:id',
  operationId: 'updateAdditionalData',
  access: 'pilot-data:write',
  schemas: async () => {
    const { additionalDataSchema, changeAdditionalDataSchema, errorResponses, idParams } =
      await load();
    return {
      params: idParams,
      body: changeAdditionalDataSchema.nullish(),
      responses: {
        200: additionalDataSchema,
        ...errorResponses(400, 401, 403, 404, 413, 415, 429),
      },
    };
  },
} satisfies Endpoint;

export const getAdditionalData = {
  method: 'GET',
  path: '/additionalData/:id',
  operationId: 'getAdditionalData',
  access: 'authenticated',
  schemas: async () => {
    const { additionalDataSchema, errorResponses, idParams } = await load();
    return {
      params: idParams,
      responses: { 200: additionalDataSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const deleteAdditionalData = {
  method: 'DELETE',
  path: '/additionalData/:id',
  operationId: 'deleteAdditionalData',
  access: 'pilot-data:write',
  schemas: async () => {
    const { errorResponses, idParams, z } = await load();
    return {
      params: idParams,
      responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;
