import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@drones/shared/endpoint';
import { can, type Permission } from '@drones/shared/permissions';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../lib/session-user';
import { HttpError } from '../../../lib/http-error';
import { findSession } from './find-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user on every non-public route. */
    user: SessionUser | null;
    sessionId: string | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +([A-Za-z0-9_-]{1,200})$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The signed-in user of a non-public route (the access hook has already refused anonymous calls). */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401);
  return request.user;
}

/**
 * The signed-in user of a public route that also serves sessions (an invitation opened from its
 * e-mail's link, or by the pilot in the app): null without a live session.
 */
export async function optionalSessionUser(
  db: Db,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const token = bearerToken(request.headers.authorization);
  const session = token ? await findSession(db, token) : null;
  return session?.user ?? null;
}

/** Refuses with 403 unless the shared permission table allows the user. */
export function requirePermission(request: FastifyRequest, permission: Permission): SessionUser {
  const user = sessionUser(request);
  if (!can(user, permission)) throw new HttpError(403);
  return user;
}

/**
 * Deny by default: an API route registered without an access rule stops the app from starting.
 * Non-public routes need a live session (401 otherwise) and the route's permission (403 otherwise).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
      const access = route.config?.access;
      if (!access) {
        throw new Error(
          `A rota ${String(route.method)} ${route.url} não declara uma regra de acesso.`,
        );
      }
      // Generated clients name their calls after operationId, so every route needs one.
      if (!route.schema?.operationId) {
        throw new Error(`A rota ${String(route.method)} ${route.url} não declara um operationId.`);
      }
      // The documented security follows the access rule, so the two cannot disagree.
      route.schema = { ...route.schema, security: access === 'public' ? [] : [{ bearer: [] }] };
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      // Unknown paths (the not-found handler) carry no rule and answer 404 on their own.
      if (!access || access === 'public') return;
      const token = bearerToken(request.headers.authorization);
      const session = token ? await findSession(app.db, token) : null;
      if (!session) throw new HttpError(401);
      request.user = session.user;
      request.sessionId = session.sessionId;
      if (access !== 'authenticated' && !can(session.user, access)) throw new HttpError(403);
    });
  },
  { name: 'access' },
);
