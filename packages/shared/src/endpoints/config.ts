import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  return {
    ...(await import('../responses')),
    ...(await import('../zod-locale')),
  };
}

export const getWebConfig = {
  method: 'GET',
  path: '/config',
  operationId: 'getWebConfig',
  access: 'public',
  schemas: async () => {
    const { errorResponses, z } = await load();
    return {
      responses: {
        200: z.object({ mapTileUrl: z.string() }),
        ...errorResponses(429),
      },
    };
  },
} satisfies Endpoint;
