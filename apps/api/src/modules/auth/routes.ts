import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/auth';
import { sessionUser } from '../../plugins/app/access/access';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { userOrganization } from '../organizations/service';
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

const authRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'auth');
  await route(
    endpoints.logIn,
    {
      config: { limit: 'login' },
      summary: 'Entrar com e-mail e senha',
      description:
        'E-mail desconhecido e senha errada respondem o mesmo 401. Depois de 100 senhas ' +
        'erradas numa hora, de qualquer endereço, só um aparelho que já entrou na conta ' +
        '(cookie dispositivo) pode tentar; os outros recebem 429. Uma troca de senha pelo ' +
        'link de e-mail zera a conta.',
      responseHeaders: {
        200: {
          'Set-Cookie': {
            type: 'string',
            description:
              'dispositivo: o token deste aparelho (HttpOnly, SameSite=Strict, ' +
              'Path=/api/auth, um ano); com ele o dono da conta entra mesmo depois de ' +
              'muitas tentativas erradas de outros.',
          },
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
      const organization = await userOrganization(ctx, user.id);
      return { accessToken, user: ownView(ctx, { sessionId }, user, organization) };
    },
  );

  await route(
    endpoints.validateSession,
    { summary: 'Confere o token e devolve o usuário da sessão' },
    async (request) => readOwnUser(ctx, sessionUser(request)),
  );

  await route(
    endpoints.listSessions,
    { summary: 'As sessões abertas do usuário, a atual marcada' },
    async (request) => listSessions(ctx, sessionUser(request).id, request.sessionId!),
  );

  await route(
    endpoints.endOtherSessions,
    { summary: 'Encerra todas as sessões do usuário, menos a atual' },
    async (request, reply) => {
      await endOtherSessions(ctx, sessionUser(request).id, request.sessionId!);
      return reply.status(204).send(null);
    },
  );

  await route(
    endpoints.logOut,
    { summary: 'Sair: revoga o token apresentado' },
    async (request, reply) => {
      await logout(ctx, { id: request.sessionId!, userId: sessionUser(request).id }, request.ip);
      return reply.status(204).send(null);
    },
  );

  await route(
    endpoints.requestPasswordReset,
    {
      config: { limit: 'forgotPassword' },
      summary: 'Pede o link de alteração de senha por e-mail',
      description: 'Responde 202 para qualquer e-mail, cadastrado ou não.',
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return reply.status(202).send({
        message: 'Se o e-mail estiver cadastrado, enviaremos um link para alterar a senha.',
      });
    },
  );

  await route(
    endpoints.getPasswordResetStatus,
    {
      config: { limit: 'resetPassword' },
      summary: 'Situação de um link de alteração de senha',
    },
    async (request) => ({
      status: await resetTokenStatus(ctx, request.params.userId, request.params.token),
    }),
  );

  await route(
    endpoints.resetPassword,
    {
      config: { limit: 'resetPassword' },
      summary: 'Define a nova senha com o link recebido por e-mail',
      description:
        'Usa o link uma única vez e encerra todas as sessões do usuário. Link já usado: 409; ' +
        "expirado: 410; desconhecido: 404. Senha fácil de adivinhar: 400 'Senha muito fraca'.",
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
