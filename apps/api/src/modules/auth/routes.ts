import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  ownUserSchema,
  resetPasswordSchema,
  resetTokenStatusSchema,
  sessionInfoSchema,
} from '@drones/shared/users';
import { sessionUser } from '../../plugins/app/access/access';
import { errorResponses } from '../../lib/http-error';
import type { RoutesOptions } from '../../lib/service-context';
import { ownView, readOwnUser } from '../users/service';
import { deviceCookie, deviceTokenOf } from './device-token';
import {
  endOtherSessions,
  listSessions,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
  resetTokenStatus,
} from './service';

const resetParams = z.object({ userId: z.string().max(100), token: z.string().max(200) });

const authRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public', limit: 'login' },
      schema: {
        operationId: 'logIn',
        tags: ['auth'],
        summary: 'Entrar com e-mail e senha',
        description:
          'E-mail desconhecido e senha errada respondem o mesmo 401. Depois de 100 senhas ' +
          'erradas numa hora, de qualquer endereço, só um aparelho que já entrou na conta ' +
          '(cookie dispositivo) pode tentar; os outros recebem 429. Uma troca de senha pelo ' +
          'link de e-mail zera a conta.',
        body: loginSchema,
        response: {
          200: authResponseSchema.meta({
            // @fastify/swagger documents these as the answer's headers.
            headers: {
              'Set-Cookie': {
                type: 'string',
                description:
                  'dispositivo: o token deste aparelho (HttpOnly, SameSite=Strict, ' +
                  'Path=/api/auth, um ano); com ele o dono da conta entra mesmo depois de ' +
                  'muitas tentativas erradas de outros.',
              },
            },
          }),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request, reply) => {
      const { accessToken, sessionId, user, deviceToken } = await login(
        ctx,
        request.body.email,
        request.body.password,
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
          deviceToken: deviceTokenOf(request.headers.cookie),
        },
      );
      void reply.header(
        'set-cookie',
        deviceCookie(deviceToken, ctx.config.NODE_ENV === 'production'),
      );
      return { accessToken, user: ownView(ctx, { sessionId }, user) };
    },
  );

  app.post(
    '/auth/validate',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'validateSession',
        tags: ['auth'],
        summary: 'Confere o token e devolve o usuário da sessão',
        response: { 200: ownUserSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => readOwnUser(ctx, sessionUser(request)),
  );

  app.get(
    '/auth/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listSessions',
        tags: ['auth'],
        summary: 'As sessões abertas do usuário, a atual marcada',
        response: { 200: z.array(sessionInfoSchema), ...errorResponses(401, 429) },
      },
    },
    async (request) => listSessions(ctx, sessionUser(request).id, request.sessionId!),
  );

  app.delete(
    '/auth/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'endOtherSessions',
        tags: ['auth'],
        summary: 'Encerra todas as sessões do usuário, menos a atual',
        response: { 204: z.null(), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      await endOtherSessions(ctx, sessionUser(request).id, request.sessionId!);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'logOut',
        tags: ['auth'],
        summary: 'Sair: revoga o token apresentado',
        response: { 204: z.null(), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      await logout(ctx, { id: request.sessionId!, userId: sessionUser(request).id }, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/forgotPassword',
    {
      config: { access: 'public', limit: 'forgotPassword' },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'Pede o link de alteração de senha por e-mail',
        description: 'Responde 202 para qualquer e-mail, cadastrado ou não.',
        body: forgotPasswordSchema,
        response: { 202: z.object({ message: z.string() }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return reply.status(202).send({
        message: 'Se o e-mail estiver cadastrado, enviaremos um link para alterar a senha.',
      });
    },
  );

  app.get(
    '/users/resetPassword/:userId/:token',
    {
      config: { access: 'public', limit: 'resetPassword' },
      schema: {
        operationId: 'getPasswordResetStatus',
        tags: ['auth'],
        summary: 'Situação de um link de alteração de senha',
        params: resetParams,
        response: { 200: resetTokenStatusSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      status: await resetTokenStatus(ctx, request.params.userId, request.params.token),
    }),
  );

  app.patch(
    '/users/resetPassword/:userId/:token',
    {
      config: { access: 'public', limit: 'resetPassword' },
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Define a nova senha com o link recebido por e-mail',
        description:
          'Usa o link uma única vez e encerra todas as sessões do usuário. Link já usado: 409; ' +
          "expirado: 410; desconhecido: 404. Senha fácil de adivinhar: 400 'Senha muito fraca'.",
        params: resetParams,
        body: resetPasswordSchema,
        response: { 204: z.null(), ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      await resetPassword(
        ctx,
        request.params.userId,
        request.params.token,
        request.body.password,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
