import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../users')) };
}

export const exportOwnData = {
  method: 'GET',
  path: '/users/me/export',
  operationId: 'exportOwnData',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, fileResponse } = await load();
    return {
      responses: {
        200: fileResponse('application/zip'),
        ...errorResponses(401, 429),
      },
    };
  },
} satisfies Endpoint;

export const eraseOwnAccount = {
  method: 'DELETE',
  path: '/users/me',
  operationId: 'eraseOwnAccount',
  access: 'authenticated',
  schemas: async () => {
    const { eraseAccountSchema, errorResponses, z } = await load();
    return {
      body: eraseAccountSchema,
      responses: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;
