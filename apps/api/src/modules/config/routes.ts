import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/config';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';

/** What the SPA needs from the server's settings at run time: the map's tile server. */
const configRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'config');
  await route(
    endpoints.getWebConfig,
    { summary: 'Configuração pública do aplicativo web (servidor de mapas)' },
    async () => ({ mapTileUrl: ctx.config.MAP_TILE_URL }),
  );
};

export default configRoutes;
