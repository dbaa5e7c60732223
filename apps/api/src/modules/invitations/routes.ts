import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/invitations';
import { taggedRoutes } from '../../lib/route';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import type { RoutesOptions } from '../../lib/service-context';
import { optionalSessionUser, sessionUser } from '../../plugins/app/access/access';
import { requireReader } from '../solicitations/service';
import { readAutoCallout, startAutoCallout, stopAutoCallout } from './auto-callout';
import { rosterStreams } from './roster-stream';
import { readTimeline } from './timeline';
import {
  acceptOffer,
  answerInvitation,
  callOut,
  listMyInvitations,
  offerHelp,
  readInvitation,
  readRoster,
} from './service';

const invitationsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'invitations');
  const streams = rosterStreams(ctx);
  // Open streams would keep the server from closing: they end first, and their clients reconnect.
  app.addHook('preClose', async () => streams.closeAll());

  await route.list(
    endpoints.listMyInvitations,
    {
      summary: 'Os convites do droneiro, o mais novo primeiro',
      description:
        '`status` filtra por situação (`invited`, `accepted`, `declined`, `volunteered`); o ' +
        '`X-Total-Count` de `status=invited` é o número de convites sem resposta (os de ' +
        'solicitações canceladas não contam). `solicitationId` dá o convite dele para essa ' +
        'solicitação. Convites de solicitações removidas continuam na lista, com `cancelledAt`. ' +
        'Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request) => listMyInvitations(ctx, sessionUser(request), request.query),
  );

  await route(
    endpoints.getInvitation,
    {
      summary: 'Um convite, pelo link do e-mail (token) ou pelo droneiro convidado com sessão',
      description:
        'Ler nunca muda o convite (leitores de e-mail seguem links). Token errado, ou de outro ' +
        'convite, e quem não é o convidado recebem 404. Se quem criou a solicitação a removeu, ' +
        '`cancelledAt` diz quando, e da solicitação restam só `id`, `name` e `urgency`.',
    },
    async (request) =>
      readInvitation(ctx, request.params.id, {
        user: await optionalSessionUser(ctx.db, request),
        token: request.query.token,
      }),
  );

  await route(
    endpoints.answerInvitation,
    {
      summary: 'Responde a um convite: `accept` (vou participar) ou `decline` (não posso)',
      description:
        'Com a sessão do droneiro convidado ou com o `token` do link do e-mail. A resposta pode ' +
        'mudar enquanto a solicitação está aberta; depois de finalizada ou cancelada, 409. ' +
        'Token errado: 404. ' +
        IDEMPOTENCY_NOTE,
    },
    async (request, reply) => {
      const user = await optionalSessionUser(ctx.db, request);
      // Keys are per user: an answer through the e-mail's token alone has none (and is
      // idempotent by nature: the same answer twice leaves the same state).
      return idempotent(request, reply, { userId: user?.id, body: request.body }, async () =>
        reply.send(
          await answerInvitation(
            ctx,
            request.params.id,
            { user, token: request.body.token, via: request.body.via },
            request.body.answer,
            request.ip,
          ),
        ),
      );
    },
  );

  await route(
    endpoints.callOutPilots,
    {
      summary: 'Convoca droneiros para a solicitação aberta (só quem a criou)',
      description:
        'Com `pilotIds`, cada droneiro ainda não convidado recebe um convite e um e-mail com os ' +
        'links "Vou participar" e "Não posso". `invited` conta os convidados agora; ' +
        '`alreadyInvited`, os que já tinham convite (um id repetido conta uma vez). Convocações e ' +
        'pedidos de apoio criam no máximo 1.000 convites por hora por usuário: a convocação que ' +
        'passaria do limite é recusada inteira (429). Ids que não são droneiros: 400 em ' +
        '`pilotIds`, e ninguém é convidado. Com `auto: { wanted, everyMinutes }`, a convocação ' +
        'automática convida já os `2 × wanted` melhores recomendados ainda sem convite e, a cada ' +
        '`everyMinutes`, os seguintes, enquanto menos de `wanted` aceitaram e a solicitação está ' +
        'aberta, até acabarem os recomendados; `auto` na resposta diz quando é o próximo passo. ' +
        '`auto.message` (ou `message`) vai em cada convite dos passos. ' +
        IDEMPOTENCY_NOTE,
    },
    async (request, reply) => {
      const user = sessionUser(request);
      const { pilotIds, auto, message } = request.body;
      const { id } = request.params;
      return idempotent(request, reply, { userId: user.id, body: request.body }, async () => {
        const result = auto
          ? await startAutoCallout(ctx, user, id, { auto, message }, request.ip)
          : await callOut(ctx, user, id, { pilotIds: pilotIds!, message }, request.ip);
        return reply.status(201).send(result);
      });
    },
  );

  await route(
    endpoints.getAutoCallout,
    { summary: 'A convocação automática da solicitação enquanto corre (null quando não há)' },
    async (request) => readAutoCallout(ctx, request.params.id),
  );

  await route(
    endpoints.stopAutoCallout,
    {
      summary: 'Interrompe a convocação automática (só quem criou a solicitação)',
      description:
        'Os convites já enviados continuam valendo. Sem convocação automática, nada muda.',
    },
    async (request, reply) => {
      await stopAutoCallout(ctx, sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await route(
    endpoints.getSolicitationRoster,
    {
      summary: 'Quem foi convidado para a solicitação ou se ofereceu, e a resposta de cada um',
      description:
        'Quem aceitou primeiro, depois os voluntários, quem ainda não respondeu e quem recusou.',
    },
    async (request) => readRoster(ctx, sessionUser(request), request.params.id),
  );

  await route(
    endpoints.streamSolicitationRoster,
    {
      summary: 'As mudanças da equipe da solicitação, ao vivo (Server-Sent Events)',
      description:
        'Responde na hora com os cabeçalhos e um comentário; daí em diante, cada convite criado ' +
        'ou respondido, em qualquer instância, chega como um evento `roster` com a entrada da ' +
        'equipe (a forma de `GET /solicitation/{id}/roster`). Um comentário a cada 25 s mantém a ' +
        'conexão. Quem lê é verificado de novo a cada evento e a cada segundo: o fluxo termina ' +
        'quando a sessão acaba (saída, expiração, troca de senha, conta removida) ou a conta ' +
        'perde o acesso (recusada), sem enviar mais nada. Cada usuário tem no máximo 10 fluxos ' +
        'abertos, em todas as instâncias (o 11º: 429); fechar um libera o lugar.',
      contentDescription: 'O fluxo de eventos',
    },
    async (request, reply) => {
      const viewer = sessionUser(request);
      await requireReader(ctx, viewer, request.params.id);
      await streams.serve(request, reply, request.params.id, viewer);
    },
  );

  await route(
    endpoints.getSolicitationTimeline,
    {
      summary: 'O que aconteceu com a solicitação, do mais antigo ao mais novo',
      description:
        'Criação, convocações, passos da convocação automática, ofertas de voluntários, a ' +
        'resposta atual de cada droneiro e o relatório, cada um com um texto em português.',
    },
    async (request) => readTimeline(ctx, sessionUser(request), request.params.id),
  );

  await route(
    endpoints.volunteerForSolicitation,
    {
      summary: 'O droneiro se oferece para uma solicitação aberta',
      description:
        'Sem convite, vira voluntário (`volunteered`, 201) e quem criou a solicitação recebe um ' +
        'e-mail; com um convite sem resposta ou recusado, o convite passa a aceito (200). ' +
        IDEMPOTENCY_NOTE,
    },
    async (request, reply) => {
      const user = sessionUser(request);
      return idempotent(request, reply, { userId: user.id, body: null }, async () => {
        const { status, created } = await offerHelp(ctx, user, request.params.id);
        return reply.status(created ? 201 : 200).send({ status });
      });
    },
  );

  await route(
    endpoints.acceptVolunteer,
    { summary: 'Quem criou a solicitação aceita um voluntário' },
    async (request) =>
      acceptOffer(ctx, sessionUser(request), request.params.id, request.params.pilotId),
  );
};

export default invitationsRoutes;
