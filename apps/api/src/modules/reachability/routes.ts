import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/channels';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { optionalSessionUser, sessionUser } from '../../plugins/app/access/access';
import { confirmTest, createTest, pendingTests, readTest } from './service';

const reachabilityRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'channels');

  await route(
    endpoints.createReachabilityTest,
    {
      summary: 'Teste de alcance: pede a cada droneiro da área que confirme o recebimento',
      description:
        'ADMIN em qualquer área; coordenadores ativos na área do seu órgão (fora dela, 403). ' +
        'Alcança os droneiros cuja disponibilidade fica na UF ou no município, por e-mail e ' +
        'por cada canal que cada um ligou.',
      config: { limit: 'broadcast' },
    },
    async (request, reply) => {
      reply.code(201);
      return createTest(ctx, sessionUser(request), request.body, request.ip);
    },
  );

  await route(
    endpoints.listMyReachabilityTests,
    { summary: 'Os testes de alcance que o droneiro ainda pode confirmar (24 horas)' },
    async (request) => pendingTests(ctx, sessionUser(request)),
  );

  await route(
    endpoints.getReachabilityTest,
    {
      summary: 'Quantos receberam e confirmaram, por canal, e quem não foi alcançado',
      description: '`unreached`: quem não confirmou em 24 horas.',
    },
    async (request) => readTest(ctx, sessionUser(request), request.params.id),
  );

  await route(
    endpoints.confirmReachability,
    {
      summary: 'Confirma o recebimento de um teste de alcance',
      description:
        'Com o `token` da mensagem (um toque na notificação envia também `via: push`) ou com ' +
        'a sessão do droneiro. Confirmar de novo não muda nada.',
    },
    async (request, reply) => {
      await confirmTest(ctx, request.params.id, {
        token: request.body.token,
        via: request.body.via,
        user: await optionalSessionUser(ctx.db, request),
      });
      return reply.code(204).send(null);
    },
  );
};

export default reachabilityRoutes;
