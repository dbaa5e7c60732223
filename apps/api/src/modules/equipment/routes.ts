import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPABILITIES } from '@drones/shared/capabilities';
import { equipmentsCountSchema } from '@drones/shared/counters';
import {
  createEquipmentSchema,
  EQUIPMENT_LIST_FIELDS,
  equipmentListQuerySchema,
  equipmentSchema,
  updateEquipmentSchema,
} from '@drones/shared/pilot-data';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import { errorResponses } from '../../lib/http-error';
import { readForm } from '../../plugins/external/multipart';
import { setPagingHeaders } from '../../lib/keyset';
import type { RoutesOptions } from '../../lib/service-context';
import {
  changeEquipment,
  createEquipment,
  listEquipmentPage,
  readEquipment,
  readUserEquipment,
  removeEquipment,
  equipmentCount,
} from './service';

const idParams = z.object({ id: z.uuid() });
const READERS = 'O próprio droneiro, a Defesa Civil aprovada e ADMIN.';
const FORM_DESCRIPTION =
  'JSON, ou multipart/form-data com os mesmos campos (sem arquivos; uma lista é um campo ' +
  `repetido). \`capabilities\` lista o que o drone faz: ${CAPABILITIES.join(', ')}; ` +
  'guardadas uma vez cada, nessa ordem.';
/** The text fields of a multipart form, validated as the JSON body is. */
const FORM_OPTIONS = { fileFields: [], listFields: EQUIPMENT_LIST_FIELDS };

const equipmentRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.get(
    '/equipment/length',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'countEquipment',
        tags: ['equipment'],
        summary: 'Quantidade de drones cadastrados',
        response: { 200: equipmentsCountSchema, ...errorResponses(429) },
      },
    },
    async () => ({ equipmentsCount: await equipmentCount(ctx) }),
  );

  app.post(
    '/equipment',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'createEquipment',
        tags: ['equipment'],
        summary: 'Cadastra um equipamento do droneiro da sessão',
        description:
          `${FORM_DESCRIPTION} \`userId\`, se enviado, tem de ser o do usuário da sessão. ` +
          IDEMPOTENCY_NOTE,
        consumes: ['application/json', 'multipart/form-data'],
        // A multipart body reaches validation as null; readForm validates its fields.
        body: createEquipmentSchema.nullish(),
        response: { 201: equipmentSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { data } = await readForm(request, createEquipmentSchema, FORM_OPTIONS);
      const user = sessionUser(request);
      return idempotent(request, reply, { userId: user.id, body: data }, async () =>
        reply.status(201).send(await createEquipment(ctx, user, data)),
      );
    },
  );

  app.get(
    '/equipment',
    {
      config: { access: 'pilots:read' },
      schema: {
        operationId: 'listEquipment',
        tags: ['equipment'],
        summary: 'Equipamentos de todos os droneiros (Defesa Civil aprovada e ADMIN)',
        description:
          'Mais novos primeiro. Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
        querystring: equipmentListQuerySchema,
        response: { 200: z.array(equipmentSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const page = await listEquipmentPage(ctx, request.query);
      setPagingHeaders(reply, { path: '/api/equipment', query: request.query, ...page });
      return page.items;
    },
  );

  app.get(
    '/equipment/user/:userId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listPilotEquipment',
        tags: ['equipment'],
        summary: 'Equipamentos de um droneiro, mais novos primeiro',
        description: READERS,
        params: z.object({ userId: z.uuid() }),
        response: { 200: z.array(equipmentSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => readUserEquipment(ctx, sessionUser(request), request.params.userId),
  );

  app.get(
    '/equipment/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getEquipment',
        tags: ['equipment'],
        summary: 'Um equipamento',
        description: READERS,
        params: idParams,
        response: { 200: equipmentSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => readEquipment(ctx, sessionUser(request), request.params.id),
  );

  app.put(
    '/equipment/:id',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'updateEquipment',
        tags: ['equipment'],
        summary: 'Altera um equipamento (só o dono)',
        description: `${FORM_DESCRIPTION} Campos ausentes não mudam.`,
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: updateEquipmentSchema.nullish(),
        response: { 200: equipmentSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const { data } = await readForm(request, updateEquipmentSchema, FORM_OPTIONS);
      return changeEquipment(ctx, sessionUser(request), request.params.id, data);
    },
  );

  app.delete(
    '/equipment/:id',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'deleteEquipment',
        tags: ['equipment'],
        summary: 'Exclui um equipamento (só o dono)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await removeEquipment(ctx, sessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default equipmentRoutes;
