import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPABILITIES } from '@drones/shared/capabilities';
import { can } from '@drones/shared/permissions';
import {
  createSolicitationSchema,
  SOLICITATION_LIST_FIELDS,
  SOLICITATION_PHOTOS_FIELD,
  updateSolicitationSchema,
} from '@drones/shared/solicitations';
import * as endpoints from '@drones/shared/endpoints/solicitations';
import { sessionUser } from '../../plugins/app/access/access';
import { readForm, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import { taggedRoutes } from '../../lib/route';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import type { RoutesOptions } from '../../lib/service-context';
import { listContactedDrivers } from '../contacted-drivers/service';
import {
  changeSolicitation,
  countFinishedSolicitations,
  createSolicitation,
  listSolicitationPage,
  readSolicitation,
  handOver,
  removeSolicitation,
} from './service';

const FORM_DESCRIPTION =
  'JSON, ou multipart/form-data com os mesmos campos (uma lista é um campo repetido, um número é ' +
  'texto) e as fotos (JPEG, PNG ou WEBP) no campo de arquivos `urlsPhoto`. `userId`, se enviado, ' +
  'tem de ser o do usuário da sessão. O lugar: `municipalityCode` (código IBGE; desconhecido ' +
  'responde 400) e, se quiser, o ponto `latitude` e `longitude`, os dois, dentro do Brasil; sem ' +
  'eles, o ponto do município. Um ponto exige um município. Sem município, os três ficam null; ' +
  '`place` é texto livre e nunca é resolvido. `date` (opcional, AAAA-MM-DD) é o dia da missão ' +
  'no horário de Brasília, no máximo um ano à frente; `hour` continua texto livre. `requiredCapabilities` lista o que o drone precisa ' +
  `fazer: ${CAPABILITIES.join(', ')}. ` +
  UPLOAD_LIMITS_NOTE;

const solicitationsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'solicitations');
  await route(
    endpoints.countFinishedSolicitations,
    { summary: 'Quantidade de solicitações finalizadas' },
    async () => ({ solictationsFinishedCount: await countFinishedSolicitations(ctx) }),
  );

  await route(
    endpoints.createSolicitation,
    {
      summary: 'Cria uma solicitação (Defesa Civil aprovada e ADMIN)',
      description: `${FORM_DESCRIPTION} \`urgency\` é 'urgente' ou 'normal' (padrão). ${IDEMPOTENCY_NOTE}`,
      consumes: ['application/json', 'multipart/form-data'],
    },
    async (request, reply) => {
      const { data, files } = await readForm(request, createSolicitationSchema, {
        fileFields: [SOLICITATION_PHOTOS_FIELD],
        listFields: SOLICITATION_LIST_FIELDS,
      });
      const user = sessionUser(request);
      const photos = files[SOLICITATION_PHOTOS_FIELD] ?? [];
      return idempotent(request, reply, { userId: user.id, body: data, files: photos }, async () =>
        reply.status(201).send(await createSolicitation(ctx, user, data, photos)),
      );
    },
  );

  await route.list(
    endpoints.listSolicitations,
    {
      summary: 'Solicitações, mais novas primeiro',
      description:
        '`status=open|finished` filtra pela situação; `search` busca, sem diferenciar ' +
        'maiúsculas, no nome, na urgência e na descrição. `scope=organization` lista as do ' +
        'órgão do usuário; `scope=shared`, as que outros órgãos compartilharam com ele (nenhuma ' +
        'para quem não é membro de um órgão). Paginação nos cabeçalhos ' +
        '`X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request) => {
      const { status, search, scope, limit, cursor } = request.query;
      return listSolicitationPage(
        ctx,
        sessionUser(request),
        { status, search: search || undefined, scope },
        { limit, cursor },
      );
    },
  );

  await route(
    endpoints.getSolicitation,
    {
      summary: 'Uma solicitação, com o contato de quem a criou',
      description:
        '`ContactedDrivers` lista os droneiros convidados para a Defesa Civil aprovada e ADMIN; ' +
        'para os demais vem vazia. `urlsPhoto` traz links assinados e com validade.',
    },
    async (request) => {
      const viewer = sessionUser(request);
      const solicitation = await readSolicitation(ctx, sessionUser(request), request.params.id);
      // The contacted pilots' names and e-mails are pilot data: only `pilots:read` sees them.
      const ContactedDrivers = can(viewer, 'pilots:read')
        ? await listContactedDrivers(ctx, solicitation.id)
        : [];
      return { ...solicitation, ContactedDrivers };
    },
  );

  await route(
    endpoints.updateSolicitation,
    {
      summary: 'Altera uma solicitação em curso (só quem a criou)',
      description:
        `${FORM_DESCRIPTION} Campos ausentes não mudam; \`municipalityCode\` sem ponto leva o ` +
        'ponto ao do município, `municipalityCode` null apaga o lugar. As novas fotos somam-se ' +
        'às já enviadas; `removePhotos` lista as fotos a remover (ids, ou os links assinados ' +
        'que os trazem). Uma solicitação tem no máximo 10 fotos: além disso, 400 e nada muda. ' +
        'Uma solicitação finalizada não muda (409).',
      consumes: ['application/json', 'multipart/form-data'],
    },
    async (request) => {
      const { data, files } = await readForm(request, updateSolicitationSchema, {
        fileFields: [SOLICITATION_PHOTOS_FIELD],
        listFields: SOLICITATION_LIST_FIELDS,
      });
      return changeSolicitation(
        ctx,
        sessionUser(request),
        request.params.id,
        data,
        files[SOLICITATION_PHOTOS_FIELD] ?? [],
      );
    },
  );

  await route(
    endpoints.deleteSolicitation,
    {
      summary: 'Remove uma solicitação em curso e as suas fotos (só quem a criou)',
      description:
        'Os convites continuam, cancelados (só com o nome e a urgência da solicitação), e cada ' +
        'droneiro convidado que não recusou recebe o e-mail "Solicitação cancelada".',
    },
    async (request, reply) => {
      await removeSolicitation(ctx, sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await route(
    endpoints.handOverSolicitation,
    {
      summary: 'Passa a responsabilidade a outro membro ativo do órgão',
      description:
        'Qualquer membro ativo do órgão dono da solicitação pode passá-la; o novo responsável é ' +
        'um membro ativo do mesmo órgão (senão 400 em `userId`). Os convites e mensagens ' +
        'enviados depois trazem o contato do responsável, e a linha do tempo registra a troca.',
    },
    async (request) =>
      handOver(ctx, sessionUser(request), request.params.id, request.body, request.ip),
  );
};

export default solicitationsRoutes;
