import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  const modules = {
    ...(await import('../responses')),
    ...(await import('../matching')),
    ...(await import('../zod-locale')),
  };
  const { z } = modules;
  const idParams = z.object({ id: z.uuid() });
  return { ...modules, idParams };
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
