import type { Endpoint, HttpMethod } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  const modules = { ...(await loadCommon()), ...(await import('../users')) };
  const { z } = modules;
  const resetParams = z.object({ userId: z.string().max(100), token: z.string().max(200) });
  return { ...modules, resetParams };
}

export const logIn = {
  method: 'POST',
  path: '/auth/login',
  operationId: 'logIn',
  access: 'public',
  schemas: async () => {
    const { authResponseSchema, errorResponses, loginSchema } = await load();
    return {
      body: loginSchema,
      responses: {
        200: authResponseSchema,
        ...errorResponses(400, 401, 429),
      },
    };
  },
} satisfies Endpoint;

export const validateSession = {
  method: 'POST',
  path: '/auth/validate',
  operationId: 'validateSession',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, ownUserSchema } = await load();
    return {
      responses: { 200: ownUserSchema, ...errorResponses(401, 429) },
    };
  },
} satisfies Endpoint;

export const listSessions = {
  method: 'GET',
  path: '/auth/sessions',
  operationId: 'listSessions',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, sessionInfoSchema, z } = await load();
    return {
      responses: { 200: z.array(sessionInfoSchema), ...errorResponses(401, 429) },
    };
  },
} satisfies Endpoint;

/** What the caller does to its own sessions: signed in, answered with no body. */
function sessionAction<const M extends HttpMethod, const P extends string, const O extends string>(
  method: M,
  path: P,
  operationId: O,
) {
  return {
    method,
    path,
    operationId,
    access: 'authenticated' as const,
    schemas: async () => {
      const { errorResponses, z } = await load();
      return { responses: { 204: z.null(), ...errorResponses(401, 429) } };
    },
  } satisfies Endpoint;
}

export const endOtherSessions = sessionAction('DELETE', '/auth/sessions', 'endOtherSessions');

export const logOut = sessionAction('POST', '/auth/logout', 'logOut');

export const requestPasswordReset = {
  method: 'POST',
  path: '/users/forgotPassword',
  operationId: 'requestPasswordReset',
  access: 'public',
  schemas: async () => {
    const { errorResponses, forgotPasswordSchema, z } = await load();
    return {
      body: forgotPasswordSchema,
      responses: { 202: z.object({ message: z.string() }), ...errorResponses(400, 429) },
    };
  },
} satisfies Endpoint;

export const getPasswordResetStatus = {
  method: 'GET',
  path: '/users/resetPassword/:userId/:token',
  operationId: 'getPasswordResetStatus',
  access: 'public',
  schemas: async () => {
    const { errorResponses, resetParams, resetTokenStatusSchema } = await load();
    return {
      params: resetParams,
      responses: { 200: resetTokenStatusSchema, ...errorResponses(400, 429) },
    };
  },
} satisfies Endpoint;

export const resetPassword = {
  method: 'PATCH',
  path: '/users/resetPassword/:userId/:token',
  operationId: 'resetPassword',
  access: 'public',
  schemas: async () => {
    const { errorResponses, resetParams, resetPasswordSchema, z } = await load();
    return {
      params: resetParams,
      body: resetPasswordSchema,
      responses: { 204: z.null(), ...errorResponses(400, 404, 409, 410, 429) },
    };
  },
} satisfies Endpoint;
