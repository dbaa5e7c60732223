import type { Endpoint } from '../endpoint';
import { deleteById, loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../pilot-data')) };
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

export const deleteDriverForm = deleteById(
  'deleteDriverForm',
  '/driverForm/:id',
  'pilot-data:write',
);
