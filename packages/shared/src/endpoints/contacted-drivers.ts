import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../solicitations')) };
}

export const contactDriver = {
  method: 'POST',
  path: '/contactedDriver',
  operationId: 'contactDriver',
  access: 'solicitations:manage',
  schemas: async () => {
    const { contactDriverResponseSchema, contactDriverSchema, errorResponses } = await load();
    return {
      body: contactDriverSchema,
      responses: {
        200: contactDriverResponseSchema,
        201: contactDriverResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    };
  },
} satisfies Endpoint;
