import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/channels';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import {
  confirmCode,
  readMyChannels,
  sendCode,
  sendTestPush,
  subscribePush,
  unsubscribePush,
  updateMyChannels,
} from './service';

const channelsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'channels');

  await route(
    endpoints.getMyChannels,
    {
      summary: 'Os canais de aviso do usuário e o horário de silêncio',
      description:
        'E-mail, notificação no aparelho (push), WhatsApp e SMS: se o servidor os tem ' +
        '(`available`), se estão ligados e, para os de telefone, se o telefone foi confirmado.',
    },
    async (request) => readMyChannels(ctx, sessionUser(request)),
  );

  await route(
    endpoints.updateMyChannels,
    {
      summary: 'Liga ou desliga canais e define o horário de silêncio',
      description:
        'WhatsApp e SMS só ligam com o telefone confirmado (400). O e-mail fica sempre ligado. ' +
        'No horário de silêncio (America/Sao_Paulo) só o e-mail chega, fora das urgentes.',
    },
    async (request) => updateMyChannels(ctx, sessionUser(request), request.body),
  );

  await route(
    endpoints.sendChannelCode,
    {
      summary: 'Envia um código de 6 dígitos para confirmar o telefone no canal',
      description:
        'Vale 10 minutos e 5 tentativas; 5 envios por hora (429). Canal indisponível: 409.',
    },
    async (request, reply) => {
      await sendCode(ctx, sessionUser(request), request.params.channel);
      return reply.code(202).send(null);
    },
  );

  await route(
    endpoints.confirmChannelCode,
    {
      summary: 'Confirma o telefone no canal com o código recebido',
      description: "Errado, vencido ou já usado: 400 'Código inválido'.",
    },
    async (request) =>
      confirmCode(ctx, sessionUser(request), request.params.channel, request.body.code),
  );

  await route(
    endpoints.getPushKey,
    { summary: 'A chave pública VAPID com que o navegador se inscreve (base64url)' },
    async () => ({ publicKey: await ctx.outbox.pushKey() }),
  );

  await route(
    endpoints.subscribePush,
    {
      summary: 'Inscreve este navegador nas notificações',
      description:
        'A inscrição vive com a sessão: sair, encerrar a sessão ou apagar a conta a remove. ' +
        'O endereço é https (ou http://127.0.0.1 fora de produção).',
    },
    async (request, reply) => {
      await subscribePush(ctx, sessionUser(request), request.body);
      return reply.code(201).send(null);
    },
  );

  await route(
    endpoints.unsubscribePush,
    { summary: 'Cancela a inscrição deste navegador' },
    async (request, reply) => {
      await unsubscribePush(ctx, sessionUser(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  await route(
    endpoints.sendTestPush,
    {
      summary: 'Envia uma notificação de teste aos navegadores inscritos',
      description: 'Sem navegador inscrito: 409.',
    },
    async (request, reply) => {
      await sendTestPush(ctx, sessionUser(request));
      return reply.code(202).send(null);
    },
  );
};

export default channelsRoutes;
