import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import { driversCountSchema } from '@drones/shared/counters';
import {
  approvalSchema,
  authResponseSchema,
  currentUserSchema,
  signUpSchema,
  updateUserSchema,
  userDetailSchema,
  userListItemSchema,
  userListQuerySchema,
} from '@drones/shared/users';
import { requirePermission, sessionUser } from '../../plugins/app/access/access';
import { errorResponses, HttpError } from '../../lib/http-error';
import { readForm } from '../../plugins/external/multipart';
import { setPagingHeaders } from '../../lib/keyset';
import { createSession, hashPassword } from '../auth/service';
import {
  assertAvailable,
  countDrivers,
  createUser,
  currentUser,
  decideApproval,
  findUserById,
  listPage,
  ownView,
  readUser,
  updateProfile,
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

export interface UsersRoutesOptions {
  governmentApproval: 'admin' | 'auto';
}

const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, opts) => {
  const signUrl = (fileId: string) => app.files.signedUrl(fileId);

  app.get(
    '/users/driversLength',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Quantidade de droneiros cadastrados',
        response: { 200: driversCountSchema },
      },
    },
    async () => ({ driversCount: await countDrivers(app.db) }),
  );

  app.post(
    '/users',
    {
      config: { access: 'public', limit: 'signUp' },
      schema: {
        tags: ['users'],
        summary: 'Cadastro de droneiro ou de membro da Defesa Civil',
        description:
          'JSON, ou multipart/form-data com os mesmos campos e a foto opcional em `urlPhoto`. ' +
          'Contas GOVERNMENT aguardam a aprovação de um ADMIN (GOVERNMENT_APPROVAL=admin).',
        consumes: ['application/json', 'multipart/form-data'],
        body: signUpSchema.nullish(),
        response: { 201: authResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { data, photo } = await readProfileForm(request, signUpSchema);
      await assertAvailable(app.db, { email: data.email.toLowerCase(), cpf: data.cpf });
      const passwordHash = await hashPassword(data.password);
      const id = uuidv7();
      // The photo and the user are saved together: if either is refused, neither stays.
      const result = await app.files.transaction(async (tx) => {
        const photoFileId = photo
          ? (await app.files.store({ data: photo, kind: 'user_photo', ownerId: id }, tx)).id
          : null;
        const user = await createUser(tx, {
          ...data,
          id,
          passwordHash,
          photoFileId,
          governmentApproval: opts.governmentApproval,
        });
        return { accessToken: await createSession(tx, user.id), user: ownView(user, signUrl) };
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/users/currentUser',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'O usuário da sessão, com equipamentos, disponibilidade e dados adicionais',
        security: [{ bearer: [] }],
        response: { 200: currentUserSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => currentUser(app.db, sessionUser(request).id, signUrl),
  );

  app.get(
    '/users',
    {
      config: { access: 'pilots:read' },
      schema: {
        tags: ['users'],
        summary: 'Droneiros cadastrados (ou, para ADMIN, contas da Defesa Civil por situação)',
        description:
          'Mais novos primeiro. `role=GOVERNMENT&status=pending` lista as contas que aguardam ' +
          'aprovação (só ADMIN). Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
        security: [{ bearer: [] }],
        querystring: userListQuerySchema,
        response: { 200: z.array(userListItemSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (query.role === 'GOVERNMENT') requirePermission(request, 'accounts:approve');
      const page = await listPage(
        app.db,
        { role: query.role ?? 'DRIVER', status: query.status, search: query.search },
        { limit: query.limit, cursor: query.cursor },
        signUrl,
      );
      setPagingHeaders(reply, { path: '/api/users', query, total: page.total, next: page.next });
      return page.items;
    },
  );

  app.get(
    '/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'Um usuário: o próprio perfil, ou o perfil público de um droneiro',
        description:
          'O próprio usuário lê todos os seus dados. Defesa Civil aprovada e ADMIN leem o perfil ' +
          'público de um droneiro (sem CPF nem data de nascimento).',
        security: [{ bearer: [] }],
        params: idParams,
        response: {
          200: z.union([currentUserSchema, userDetailSchema]),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => readUser(app.db, sessionUser(request), request.params.id, signUrl),
  );

  app.put(
    '/users/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['users'],
        summary: 'Atualiza o próprio perfil',
        description:
          'JSON, ou multipart/form-data com os mesmos campos e a nova foto em `urlPhoto` ' +
          '(só quando uma nova foto for escolhida). Campos ausentes não mudam.',
        security: [{ bearer: [] }],
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: updateUserSchema.nullish(),
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 429) },
      },
    },
    async (request) => {
      const me = sessionUser(request);
      // Nobody edits another user, ADMIN included.
      if (request.params.id !== me.id) throw new HttpError(403);
      const { data, photo } = await readProfileForm(request, updateUserSchema);
      await assertAvailable(app.db, { email: data.email?.toLowerCase(), cpf: data.cpf }, me.id);
      await app.files.transaction(async (tx) => {
        const before = await findUserById(tx, me.id);
        const photoFileId = photo
          ? (await app.files.store({ data: photo, kind: 'user_photo', ownerId: me.id }, tx)).id
          : undefined;
        await updateProfile(tx, me.id, { ...data, ...(photoFileId ? { photoFileId } : {}) });
        // The replaced photo's bytes go once the new one is committed.
        if (photoFileId && before?.photoFileId) await app.files.remove([before.photoFileId], tx);
      });
      return currentUser(app.db, me.id, signUrl);
    },
  );

  app.patch(
    '/users/:id/approval',
    {
      config: { access: 'accounts:approve' },
      schema: {
        tags: ['users'],
        summary: 'Aprova ou recusa uma conta da Defesa Civil (ADMIN)',
        security: [{ bearer: [] }],
        params: idParams,
        body: approvalSchema,
        response: { 200: userListItemSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => decideApproval(app.db, request.params.id, request.body.approved, signUrl),
  );
};

export default usersRoutes;
