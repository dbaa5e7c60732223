import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/communications';
import { taggedRoutes } from '../../lib/route';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import type { RoutesOptions } from '../../lib/service-context';
import { countAreaRecipients, listCommunicationPage, sendCommunication } from './service';

const AREA_NOTE =
  'Com uma área, só os droneiros cujo município da disponibilidade fica nela: `uf` (a UF), ' +
  '`municipalityCode` (o município; com `uf`, tem de ser dessa UF) e `radiusKm` (1 a 500 km em ' +
  'volta do município, que então é obrigatório). Um município desconhecido responde 400.';

const communicationsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'communications');
  await route(
    endpoints.countCommunicationRecipients,
    {
      summary: 'Quantos droneiros um comunicado para a área alcançaria',
      description: `Sem área, todos os droneiros. ${AREA_NOTE}`,
    },
    async (request) => ({ pilots: await countAreaRecipients(ctx, request.query) }),
  );

  await route(
    endpoints.sendCommunication,
    {
      config: { limit: 'broadcast' },
      summary: 'Envia um comunicado por e-mail aos droneiros (todos, ou os de uma área)',
      description:
        'Grava o comunicado e põe na fila um e-mail para cada droneiro; responde na hora, ' +
        'qualquer que seja o número de droneiros (a entrega segue em segundo plano). ' +
        AREA_NOTE +
        ' ' +
        IDEMPOTENCY_NOTE,
    },
    async (request, reply) => {
      const user = sessionUser(request);
      return idempotent(request, reply, { userId: user.id, body: request.body }, async () => {
        const { id, queued } = await sendCommunication(ctx, user, request.body);
        request.log.info({ communicationId: id, queued }, 'communication queued');
        return reply.status(201).send({ id });
      });
    },
  );

  await route.list(
    endpoints.listCommunications,
    {
      summary: 'Os comunicados enviados aos droneiros, o mais novo primeiro',
      description:
        'Os campos de cada comunicado como foram enviados, com `id`, `createdAt` e o nome do ' +
        'município da área. Um droneiro lê os comunicados para todos e os das áreas que têm o ' +
        'seu município. Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request) => listCommunicationPage(ctx, sessionUser(request), request.query),
  );
};

export default communicationsRoutes;
