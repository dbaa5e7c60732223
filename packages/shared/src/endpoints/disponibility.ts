import type { Endpoint } from '../endpoint';
import { deleteById, loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../pilot-data')) };
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
    const { disponibilitySchema, errorResponses, idParams, updateDisponibilityBodySchema } =
      await load();
    return {
      params: idParams,
      body: updateDisponibilityBodySchema,
      responses: { 200: disponibilitySchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const deleteDisponibility = deleteById(
  'deleteDisponibility',
  '/disponibility/:id',
  'pilot-data:write',
);
