import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signUpSchema, updateUserSchema } from '@drones/shared/users';
import * as endpoints from '@drones/shared/endpoints/users';
import { taggedRoutes } from '../../lib/route';
import { HttpError } from '../../lib/http-error';
import type { RoutesOptions } from '../../lib/service-context';
import { requirePermission, sessionUser } from '../../plugins/app/access/access';
import { readForm, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import { getSolicitation } from '../solicitations/service';
import { currentUser, readProfile } from './profile';
import {
  changePassword,
  changeProfile,
  countAllDrivers,
  decideApproval,
  listUserPage,
  signUp,
} from './service';

const PHOTO_FIELD = 'urlPhoto';

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
  const route = taggedRoutes(app, 'users');
  await route(
    endpoints.countDrivers,
    { summary: 'Quantidade de droneiros cadastrados' },
    async () => ({ driversCount: await countAllDrivers(ctx) }),
  );

  await route(
    endpoints.signUp,
    {
      config: { limit: 'signUp' },
      summary: 'Cadastro de droneiro ou de membro da Defesa Civil',
      description:
        'JSON, ou multipart/form-data com os mesmos campos e a foto opcional em `urlPhoto`. ' +
        'Contas GOVERNMENT aguardam a aprovação de um ADMIN (GOVERNMENT_APPROVAL=admin). ' +
        "Senha fácil de adivinhar (nome, e-mail ou CPF incluídos): 400 'Senha muito fraca'. " +
        UPLOAD_LIMITS_NOTE,
      consumes: ['application/json', 'multipart/form-data'],
    },
    async (request, reply) => {
      const { data, photo } = await readProfileForm(request, signUpSchema);
      return reply.status(201).send(await signUp(ctx, data, photo));
    },
  );

  for (const endpoint of [endpoints.getCurrentUser, endpoints.getMe]) {
    await route(
      endpoint,
      {
        summary:
          'O usuário da sessão, com equipamentos, disponibilidade, dados adicionais e o órgão',
      },
      async (request) => currentUser(ctx, sessionUser(request)),
    );
  }

  await route.list(
    endpoints.listUsers,
    {
      summary: 'Droneiros cadastrados (ou, para ADMIN, contas da Defesa Civil por situação)',
      description:
        'Mais novos primeiro. `role=GOVERNMENT&status=pending` lista as contas que aguardam ' +
        'aprovação (só ADMIN). `near` (o id de uma solicitação com local) lista os droneiros ' +
        'do mais perto ao mais longe, com `distanceKm` até o município de cada um (os sem ' +
        'município por último); solicitação desconhecida responde 404. Paginação nos ' +
        'cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request) => {
      const query = request.query;
      if (query.role === 'GOVERNMENT') requirePermission(request, 'accounts:approve');
      return listUserPage(
        ctx,
        sessionUser(request),
        { role: query.role ?? 'DRIVER', status: query.status, search: query.search },
        { limit: query.limit, cursor: query.cursor },
        query.near ? await placeOf(ctx, query.near) : null,
      );
    },
  );

  await route(
    endpoints.getUser,
    {
      summary: 'Um usuário: o próprio perfil, ou o perfil público de um droneiro',
      description:
        'O próprio usuário lê todos os seus dados. Defesa Civil aprovada e ADMIN leem o perfil ' +
        'público de um droneiro (sem CPF nem data de nascimento).',
    },
    async (request) => readProfile(ctx, sessionUser(request), request.params.id),
  );

  await route(
    endpoints.updateUser,
    {
      summary: 'Atualiza o próprio perfil',
      description:
        'JSON, ou multipart/form-data com os mesmos campos e a nova foto em `urlPhoto` ' +
        '(só quando uma nova foto for escolhida). Campos ausentes não mudam. A nova foto ' +
        `substitui a anterior também na cota. ${UPLOAD_LIMITS_NOTE}`,
      consumes: ['application/json', 'multipart/form-data'],
    },
    async (request) => {
      const me = sessionUser(request);
      const { data, photo } = await readProfileForm(request, updateUserSchema);
      await changeProfile(ctx, me, request.params.id, data, photo, request.sessionId!, request.ip);
      return currentUser(ctx, me);
    },
  );

  await route(
    endpoints.changePassword,
    {
      summary: 'Troca a própria senha (pede a atual; encerra as outras sessões)',
      description:
        "Senha atual errada: 403 'Senha atual incorreta'. Nova senha fácil de adivinhar: 400 " +
        "'Senha muito fraca'.",
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

  await route(
    endpoints.setGovernmentApproval,
    { summary: 'Aprova ou recusa uma conta da Defesa Civil (ADMIN)' },
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
