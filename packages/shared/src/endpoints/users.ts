import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return {
    ...(await loadCommon()),
    ...(await import('../counters')),
    ...(await import('../users')),
  };
}

export const countDrivers = {
  method: 'GET',
  path: '/users/driversLength',
  operationId: 'countDrivers',
  access: 'public',
  schemas: async () => {
    const { driversCountSchema, errorResponses } = await load();
    return {
      responses: { 200: driversCountSchema, ...errorResponses(429) },
    };
  },
} satisfies Endpoint;

export const signUp = {
  method: 'POST',
  path: '/users',
  operationId: 'signUp',
  access: 'public',
  schemas: async () => {
    const { authResponseSchema, errorResponses, signUpSchema } = await load();
    return {
      body: signUpSchema.nullish(),
      responses: { 201: authResponseSchema, ...errorResponses(400, 409, 413, 415, 429) },
    };
  },
} satisfies Endpoint;

export const getCurrentUser = {
  method: 'GET',
  path: '/users/currentUser',
  operationId: 'getCurrentUser',
  access: 'authenticated',
  schemas: async () => {
    const { currentUserSchema, errorResponses } = await load();
    return {
      responses: { 200: currentUserSchema, ...errorResponses(401, 429) },
    };
  },
} satisfies Endpoint;

/** The same as getCurrentUser, at the path docs/design.md §12 names. */
export const getMe = {
  ...getCurrentUser,
  path: '/users/me',
  operationId: 'getMe',
} satisfies Endpoint;

export const listUsers = {
  method: 'GET',
  path: '/users',
  operationId: 'listUsers',
  access: 'pilots:read',
  schemas: async () => {
    const { errorResponses, userListItemSchema, userListQuerySchema, z } = await load();
    return {
      query: userListQuerySchema,
      responses: {
        200: z.array(userListItemSchema),
        ...errorResponses(400, 401, 403, 404, 429),
      },
    };
  },
} satisfies Endpoint;

export const getUser = {
  method: 'GET',
  path: '/users/:id',
  operationId: 'getUser',
  access: 'authenticated',
  schemas: async () => {
    const { currentUserSchema, errorResponses, idParams, userDetailSchema, z } = await load();
    return {
      params: idParams,
      responses: {
        200: z.union([currentUserSchema, userDetailSchema]),
        ...errorResponses(400, 401, 403, 404, 429),
      },
    };
  },
} satisfies Endpoint;

export const updateUser = {
  method: 'PUT',
  path: '/users/:id',
  operationId: 'updateUser',
  access: 'authenticated',
  schemas: async () => {
    const { currentUserSchema, errorResponses, idParams, updateUserSchema } = await load();
    return {
      params: idParams,
      body: updateUserSchema.nullish(),
      responses: {
        200: currentUserSchema,
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
      },
    };
  },
} satisfies Endpoint;

export const changePassword = {
  method: 'PUT',
  path: '/users/:id/password',
  operationId: 'changePassword',
  access: 'authenticated',
  schemas: async () => {
    const { changePasswordSchema, errorResponses, idParams, z } = await load();
    return {
      params: idParams,
      body: changePasswordSchema,
      responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const setGovernmentApproval = {
  method: 'PATCH',
  path: '/users/:id/approval',
  operationId: 'setGovernmentApproval',
  access: 'accounts:approve',
  schemas: async () => {
    const { approvalSchema, errorResponses, idParams, userListItemSchema } = await load();
    return {
      params: idParams,
      body: approvalSchema,
      responses: { 200: userListItemSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;
