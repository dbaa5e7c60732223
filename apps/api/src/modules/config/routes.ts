import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/config';
import { route } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';

/** What the SPA needs from the server's settings at run time: the map's tile server. */
const configRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  await route(
    app,
    endpoints.getWebConfig,
    {
      tags: ['config'],
      summary: 'Configuração pública do aplicativo web (servidor de mapas)',
    },
    async () => ({ mapTileUrl: ctx.config.MAP_TILE_URL }),
  );
};

export default configRoutes;
