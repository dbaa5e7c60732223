import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http-error';
import type { RoutesOptions } from '../../lib/service-context';

/** What the SPA needs from the server's settings at run time: the map's tile server. */
const configRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getWebConfig',
        tags: ['config'],
        summary: 'Configuração pública do aplicativo web (servidor de mapas)',
        response: {
          200: z.object({ mapTileUrl: z.string() }),
          ...errorResponses(429),
        },
      },
    },
    async () => ({ mapTileUrl: ctx.config.MAP_TILE_URL }),
  );
};

export default configRoutes;
