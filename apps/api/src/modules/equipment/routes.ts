import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAPABILITIES } from '@drones/shared/capabilities';
import {
  createEquipmentSchema,
  EQUIPMENT_LIST_FIELDS,
  updateEquipmentSchema,
} from '@drones/shared/pilot-data';
import * as endpoints from '@drones/shared/endpoints/equipment';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import { readForm } from '../../plugins/external/multipart';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import {
  changeEquipment,
  countAllEquipment,
  createEquipment,
  listEquipmentPage,
  readEquipment,
  readUserEquipment,
  removeEquipment,
} from './service';

const READERS = 'O próprio droneiro, a Defesa Civil aprovada e ADMIN.';
const FORM_DESCRIPTION =
  'JSON, ou multipart/form-data com os mesmos campos (sem arquivos; uma lista é um campo ' +
  `repetido). \`capabilities\` lista o que o drone faz: ${CAPABILITIES.join(', ')}; ` +
  'guardadas uma vez cada, nessa ordem.';
/** The text fields of a multipart form, validated as the JSON body is. */
const FORM_OPTIONS = { fileFields: [], listFields: EQUIPMENT_LIST_FIELDS };

const equipmentRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'equipment');
  await route(
    endpoints.countEquipment,
    { summary: 'Quantidade de drones cadastrados' },
    async () => ({ equipmentsCount: await countAllEquipment(ctx) }),
  );

  await route(
    endpoints.createEquipment,
    {
      summary: 'Cadastra um equipamento do droneiro da sessão',
      description:
        `${FORM_DESCRIPTION} \`userId\`, se enviado, tem de ser o do usuário da sessão. ` +
        IDEMPOTENCY_NOTE,
      consumes: ['application/json', 'multipart/form-data'],
    },
    async (request, reply) => {
      const { data } = await readForm(request, createEquipmentSchema, FORM_OPTIONS);
      const user = sessionUser(request);
      return idempotent(request, reply, { userId: user.id, body: data }, async () =>
        reply.status(201).send(await createEquipment(ctx, user, data)),
      );
    },
  );

  await route.list(
    endpoints.listEquipment,
    {
      summary: 'Equipamentos de todos os droneiros (Defesa Civil aprovada e ADMIN)',
      description:
        'Mais novos primeiro. Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request) => listEquipmentPage(ctx, request.query),
  );

  await route(
    endpoints.listPilotEquipment,
    {
      summary: 'Equipamentos de um droneiro, mais novos primeiro',
      description: READERS,
    },
    async (request) => readUserEquipment(ctx, sessionUser(request), request.params.userId),
  );

  await route(
    endpoints.getEquipment,
    {
      summary: 'Um equipamento',
      description: READERS,
    },
    async (request) => readEquipment(ctx, sessionUser(request), request.params.id),
  );

  await route(
    endpoints.updateEquipment,
    {
      summary: 'Altera um equipamento (só o dono)',
      description: `${FORM_DESCRIPTION} Campos ausentes não mudam.`,
      consumes: ['application/json', 'multipart/form-data'],
    },
    async (request) => {
      const { data } = await readForm(request, updateEquipmentSchema, FORM_OPTIONS);
      return changeEquipment(ctx, sessionUser(request), request.params.id, data);
    },
  );

  await route(
    endpoints.deleteEquipment,
    { summary: 'Exclui um equipamento (só o dono)' },
    async (request, reply) => {
      await removeEquipment(ctx, sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default equipmentRoutes;
