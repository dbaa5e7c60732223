import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../matching')) };
}

export const listSolicitationMatches = {
  method: 'GET',
  path: '/solicitation/:id/matches',
  operationId: 'listSolicitationMatches',
  access: 'pilots:read',
  schemas: async () => {
    const { errorResponses, idParams, matchListQuerySchema, matchSchema, z } = await load();
    return {
      params: idParams,
      query: matchListQuerySchema,
      responses: { 200: z.array(matchSchema), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;
