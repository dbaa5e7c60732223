import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { driversCountSchema } from '@drones/shared/counters';
import {
  approvalSchema,
  authResponseSchema,
  changePasswordSchema,
  currentUserSchema,
  signUpSchema,
  updateUserSchema,
  userDetailSchema,
  userListItemSchema,
  userListQuerySchema,
} from '@drones/shared/users';
import { errorResponses, HttpError } from '../../lib/http-error';
import { setPagingHeaders } from '../../lib/keyset';
import type { RoutesOptions } from '../../lib/service-context';
import { requirePermission, sessionUser } from '../../plugins/app/access/access';
import { readForm, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import { getSolicitation } from '../solicitations/service';
import { currentUser, readProfile } from './profile';
import {
  changePassword,
  changeProfile,
  decideApproval,
  driversCount,
  listUserPage,
  signUp,
} from './service';

const PHOTO_FIELD = 'urlPhoto';
const idParams = z.object({ id: z.uuid() });

/** The fields of a sign-up or profile form, sent as JSON or as multipart with an optional photo. */
async function readProfileForm<T extends z.ZodType>(request: FastifyRequest, schema: T) {
  const { data, files } = await readForm(request, schema, { fileFields: [PHOTO_FIELD] });
  const photos = files[PHOTO_FIELD] ?? [];
  if (photos.length > 1) {
    throw new HttpError(400, 'Envie uma única foto.', [
      { path: PHOTO_FIELD, message: 'Envie uma única foto.' },
    ]);
  }
  return { data, photo: photos[0] };
}

/** The point of the request pilots are listed for: null when it has no place; 404 when unknown. */
async function placeOf(ctx: RoutesOptions['ctx'], solicitationId: string) {
  const { row } = await getSolicitation(ctx.db, solicitationId);
  return row.latitude !== null && row.longitude !== null
    ? { latitude: row.latitude, longitude: row.longitude }
    : null;
}

const usersRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.get(
    '/users/driversLength',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'countDrivers',
        tags: ['users'],
        summary: 'Quantidade de droneiros cadastrados',
        response: { 200: driversCountSchema, ...errorResponses(429) },
      },
    },
    async () => ({ driversCount: await driversCount(ctx) }),
  );

  app.post(
    '/users',
    {
      config: { access: 'public', limit: 'signUp' },
      schema: {
        operationId: 'signUp',
        tags: ['users'],
        summary: 'Cadastro de droneiro ou de membro da Defesa Civil',
        description:
          'JSON, ou multipart/form-data com os mesmos campos e a foto opcional em `urlPhoto`. ' +
          'Contas GOVERNMENT aguardam a aprovação de um ADMIN (GOVERNMENT_APPROVAL=admin). ' +
          "Senha fácil de adivinhar (nome, e-mail ou CPF incluídos): 400 'Senha muito fraca'. " +
          UPLOAD_LIMITS_NOTE,
        consumes: ['application/json', 'multipart/form-data'],
        body: signUpSchema.nullish(),
        response: { 201: authResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { data, photo } = await readProfileForm(request, signUpSchema);
      return reply.status(201).send(await signUp(ctx, data, photo));
    },
  );

  app.get(
    '/users/currentUser',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getCurrentUser',
        tags: ['users'],
        summary: 'O usuário da sessão, com equipamentos, disponibilidade e dados adicionais',
        response: { 200: currentUserSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => currentUser(ctx, sessionUser(request)),
  );

  app.get(
    '/users',
    {
      config: { access: 'pilots:read' },
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'Droneiros cadastrados (ou, para ADMIN, contas da Defesa Civil por situação)',
        description:
          'Mais novos primeiro. `role=GOVERNMENT&status=pending` lista as contas que aguardam ' +
          'aprovação (só ADMIN). `near` (o id de uma solicitação com local) lista os droneiros ' +
          'do mais perto ao mais longe, com `distanceKm` até o município de cada um (os sem ' +
          'município por último); solicitação desconhecida responde 404. Paginação nos ' +
          'cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
        querystring: userListQuerySchema,
        response: {
          200: z.array(userListItemSchema),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.role === 'GOVERNMENT') requirePermission(request, 'accounts:approve');
      const page = await listUserPage(
        ctx,
        sessionUser(request),
        { role: query.role ?? 'DRIVER', status: query.status, search: query.search },
        { limit: query.limit, cursor: query.cursor },
        query.near ? await placeOf(ctx, query.near) : null,
      );
      setPagingHeaders(reply, { path: '/api/users', query, ...page });
      return page.items;
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'Um usuário: o próprio perfil, ou o perfil público de um droneiro',
        description:
          'O próprio usuário lê todos os seus dados. Defesa Civil aprovada e ADMIN leem o perfil ' +
          'público de um droneiro (sem CPF nem data de nascimento).',
        params: idParams,
        response: {
          200: z.union([currentUserSchema, userDetailSchema]),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => readProfile(ctx, sessionUser(request), request.params.id),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: 'Atualiza o próprio perfil',
        description:
          'JSON, ou multipart/form-data com os mesmos campos e a nova foto em `urlPhoto` ' +
          '(só quando uma nova foto for escolhida). Campos ausentes não mudam. A nova foto ' +
          `substitui a anterior também na cota. ${UPLOAD_LIMITS_NOTE}`,
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: updateUserSchema.nullish(),
        response: {
          200: currentUserSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const me = sessionUser(request);
      const { data, photo } = await readProfileForm(request, updateUserSchema);
      await changeProfile(ctx, me, request.params.id, data, photo, request.sessionId!, request.ip);
      return currentUser(ctx, me);
    },
  );

  app.put(
    '/users/:id/password',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'changePassword',
        tags: ['users'],
        summary: 'Troca a própria senha (pede a atual; encerra as outras sessões)',
        description:
          "Senha atual errada: 403 'Senha atual incorreta'. Nova senha fácil de adivinhar: 400 " +
          "'Senha muito fraca'.",
        params: idParams,
        body: changePasswordSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await changePassword(
        ctx,
        sessionUser(request),
        request.params.id,
        request.body,
        request.sessionId!,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/users/:id/approval',
    {
      config: { access: 'accounts:approve' },
      schema: {
        operationId: 'setGovernmentApproval',
        tags: ['users'],
        summary: 'Aprova ou recusa uma conta da Defesa Civil (ADMIN)',
        params: idParams,
        body: approvalSchema,
        response: { 200: userListItemSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      decideApproval(
        ctx,
        sessionUser(request),
        request.params.id,
        request.body.approved,
        request.ip,
      ),
  );
};

export default usersRoutes;
