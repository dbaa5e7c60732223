import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

export const getWebConfig = {
  method: 'GET',
  path: '/config',
  operationId: 'getWebConfig',
  access: 'public',
  schemas: async () => {
    const { errorResponses, z } = await loadCommon();
    return {
      responses: {
        200: z.object({ mapTileUrl: z.string() }),
        ...errorResponses(429),
      },
    };
  },
} satisfies Endpoint;
