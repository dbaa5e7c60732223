import type { Endpoint } from '../endpoint';
import { deleteById, loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../pilot-data')) };
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

export const deleteAdditionalData = deleteById(
  'deleteAdditionalData',
  '/additionalData/:id',
  'pilot-data:write',
);
