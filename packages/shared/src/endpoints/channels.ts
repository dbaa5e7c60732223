import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

// docs/design.md §13: a pilot's channels, push subscriptions and reachability tests. The
// providers' webhooks are not here: they take the providers' own bodies and signatures.

async function load() {
  return { ...(await loadCommon()), ...(await import('../channels')) };
}

export const getMyChannels = {
  method: 'GET',
  path: '/users/me/channels',
  operationId: 'getMyChannels',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, myChannelsSchema } = await load();
    return { responses: { 200: myChannelsSchema, ...errorResponses(401, 429) } };
  },
} satisfies Endpoint;

export const updateMyChannels = {
  method: 'PUT',
  path: '/users/me/channels',
  operationId: 'updateMyChannels',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, myChannelsSchema, updateChannelsSchema } = await load();
    return {
      body: updateChannelsSchema,
      responses: { 200: myChannelsSchema, ...errorResponses(400, 401, 429) },
    };
  },
} satisfies Endpoint;

export const sendChannelCode = {
  method: 'POST',
  path: '/users/me/channels/:channel/verify',
  operationId: 'sendChannelCode',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, phoneChannelParams, z } = await load();
    return {
      params: phoneChannelParams,
      responses: { 202: z.null(), ...errorResponses(400, 401, 409, 429) },
    };
  },
} satisfies Endpoint;

export const confirmChannelCode = {
  method: 'POST',
  path: '/users/me/channels/:channel/confirm',
  operationId: 'confirmChannelCode',
  access: 'authenticated',
  schemas: async () => {
    const { confirmCodeSchema, errorResponses, myChannelsSchema, phoneChannelParams } =
      await load();
    return {
      params: phoneChannelParams,
      body: confirmCodeSchema,
      responses: { 200: myChannelsSchema, ...errorResponses(400, 401, 409, 429) },
    };
  },
} satisfies Endpoint;

export const getPushKey = {
  method: 'GET',
  path: '/push/key',
  operationId: 'getPushKey',
  access: 'public',
  schemas: async () => {
    const { errorResponses, pushKeySchema } = await load();
    return { responses: { 200: pushKeySchema, ...errorResponses(429) } };
  },
} satisfies Endpoint;

export const subscribePush = {
  method: 'POST',
  path: '/push/subscriptions',
  operationId: 'subscribePush',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, pushSubscriptionSchema, z } = await load();
    return {
      body: pushSubscriptionSchema,
      responses: { 201: z.null(), ...errorResponses(400, 401, 429) },
    };
  },
} satisfies Endpoint;

export const unsubscribePush = {
  method: 'DELETE',
  path: '/push/subscriptions',
  operationId: 'unsubscribePush',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, pushEndpointSchema, z } = await load();
    return {
      body: pushEndpointSchema,
      responses: { 204: z.null(), ...errorResponses(400, 401, 429) },
    };
  },
} satisfies Endpoint;

export const sendTestPush = {
  method: 'POST',
  path: '/push/test',
  operationId: 'sendTestPush',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, z } = await load();
    return { responses: { 202: z.null(), ...errorResponses(401, 409, 429) } };
  },
} satisfies Endpoint;

export const createReachabilityTest = {
  method: 'POST',
  path: '/reachability-tests',
  operationId: 'createReachabilityTest',
  access: 'pilots:read',
  schemas: async () => {
    const { createReachabilityTestSchema, errorResponses, reachabilityTestSchema } = await load();
    return {
      body: createReachabilityTestSchema,
      responses: { 201: reachabilityTestSchema, ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;

export const getReachabilityTest = {
  method: 'GET',
  path: '/reachability-tests/:id',
  operationId: 'getReachabilityTest',
  access: 'pilots:read',
  schemas: async () => {
    const { errorResponses, idParams, reachabilityTestSchema } = await load();
    return {
      params: idParams,
      responses: { 200: reachabilityTestSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const listMyReachabilityTests = {
  method: 'GET',
  path: '/reachability-tests/mine',
  operationId: 'listMyReachabilityTests',
  access: 'invitations:answer',
  schemas: async () => {
    const { errorResponses, pendingReachabilityTestsSchema } = await load();
    return { responses: { 200: pendingReachabilityTestsSchema, ...errorResponses(401, 403, 429) } };
  },
} satisfies Endpoint;

export const confirmReachability = {
  method: 'POST',
  path: '/reachability-tests/:id/confirm',
  operationId: 'confirmReachability',
  access: 'public',
  schemas: async () => {
    const { confirmReachabilitySchema, errorResponses, idParams, z } = await load();
    return {
      params: idParams,
      body: confirmReachabilitySchema,
      responses: { 204: z.null(), ...errorResponses(400, 404, 429) },
    };
  },
} satisfies Endpoint;
