import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/matching';
import { taggedRoutes } from '../../lib/route';
import { setPagingHeaders } from '../../lib/keyset';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import { listMatchPage } from './service';

const matchingRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'solicitations');
  await route(
    endpoints.listSolicitationMatches,
    {
      summary: 'Droneiros recomendados para a solicitação, os melhores primeiro',
      description:
        'Droneiros com disponibilidade cujo município está dentro do próprio raio de atuação ' +
        '(operate_km; 50 km quando não há número) a partir do ponto da solicitação, ou, sem ' +
        'município de um dos lados, cuja cidade tem o nome do município da solicitação. Quem não ' +
        'tem todas as capacidades pedidas vem depois de todos que as têm; depois pontuação, ' +
        'distância e id. Cada um traz os motivos (`reasons`) em português. Paginação nos ' +
        'cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request, reply) => {
      const { id } = request.params;
      const page = await listMatchPage(
        ctx,
        sessionUser(request),
        id,
        { limit: request.query.limit, cursor: request.query.cursor },
        new Date(),
      );
      setPagingHeaders(reply, {
        path: `/api/solicitation/${id}/matches`,
        query: request.query,
        ...page,
      });
      return page.items;
    },
  );
};

export default matchingRoutes;
