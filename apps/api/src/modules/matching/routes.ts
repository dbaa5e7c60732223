import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matchListQuerySchema, matchSchema } from '@drones/shared/matching';
import { errorResponses } from '../../lib/http-error';
import { setPagingHeaders } from '../../lib/keyset';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import { listMatchPage } from './service';

const idParams = z.object({ id: z.uuid() });

const matchingRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.get(
    '/solicitation/:id/matches',
    {
      config: { access: 'pilots:read' },
      schema: {
        operationId: 'listSolicitationMatches',
        tags: ['solicitations'],
        summary: 'Droneiros recomendados para a solicitação, os melhores primeiro',
        description:
          'Droneiros com disponibilidade cujo município está dentro do próprio raio de atuação ' +
          '(operate_km; 50 km quando não há número) a partir do ponto da solicitação, ou, sem ' +
          'município de um dos lados, cuja cidade tem o nome do município da solicitação. Quem não ' +
          'tem todas as capacidades pedidas vem depois de todos que as têm; depois pontuação, ' +
          'distância e id. Cada um traz os motivos (`reasons`) em português. Paginação nos ' +
          'cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
        params: idParams,
        querystring: matchListQuerySchema,
        response: { 200: z.array(matchSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
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
