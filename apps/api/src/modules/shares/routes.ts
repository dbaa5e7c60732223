import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/shares';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import { decideShare, readIncomingShares, readShares, shareRequest } from './service';

const sharesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'organizations');

  await route(
    endpoints.shareSolicitation,
    {
      summary: 'Pede apoio a outro órgão para uma solicitação do seu órgão',
      description:
        'Membros ativos do órgão dono. Compartilhar de novo com o mesmo órgão, ou com o próprio ' +
        'dono, responde 409; um órgão desconhecido, 400.',
    },
    async (request, reply) => {
      reply.code(201);
      return shareRequest(ctx, sessionUser(request), request.params.id, request.body, request.ip);
    },
  );

  await route(
    endpoints.listSolicitationShares,
    {
      summary: 'Os órgãos com que a solicitação foi compartilhada',
    },
    async (request) => readShares(ctx, sessionUser(request), request.params.id),
  );

  await route(
    endpoints.decideShare,
    {
      summary: 'Aceita ou recusa o pedido de apoio (coordenadores do órgão convidado)',
      description:
        'Aceito, os membros do órgão convidado leem a solicitação, as recomendações, a equipe ' +
        'e a linha do tempo, convocam droneiros e aceitam voluntários; não a alteram, removem ' +
        'nem fazem o relatório.',
    },
    async (request) =>
      decideShare(
        ctx,
        sessionUser(request),
        request.params.id,
        request.params.organizationId,
        request.body.status,
        request.ip,
      ),
  );

  await route(
    endpoints.listIncomingShares,
    {
      summary: 'Pedidos de apoio de outros órgãos ao órgão do usuário',
      description: '`status` filtra por situação: `pending`, `accepted`, `declined`.',
    },
    async (request) => readIncomingShares(ctx, sessionUser(request), request.query.status),
  );
};

export default sharesRoutes;
