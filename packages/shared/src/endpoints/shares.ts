import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  const modules = {
    ...(await import('../organizations')),
    ...(await import('../responses')),
    ...(await import('../zod-locale')),
  };
  return { ...modules, idParams: modules.z.object({ id: modules.z.uuid() }) };
}

export const shareSolicitation = {
  method: 'POST',
  path: '/solicitation/:id/shares',
  operationId: 'shareSolicitation',
  access: 'solicitations:manage',
  schemas: async () => {
    const { errorResponses, idParams, shareInputSchema, shareSchema } = await load();
    return {
      params: idParams,
      body: shareInputSchema,
      responses: { 201: shareSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    };
  },
} satisfies Endpoint;

export const listSolicitationShares = {
  method: 'GET',
  path: '/solicitation/:id/shares',
  operationId: 'listSolicitationShares',
  access: 'pilots:read',
  schemas: async () => {
    const { errorResponses, idParams, shareSchema, z } = await load();
    return {
      params: idParams,
      responses: { 200: z.array(shareSchema), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const decideShare = {
  method: 'PATCH',
  path: '/solicitation/:id/shares/:organizationId',
  operationId: 'decideShare',
  access: 'solicitations:manage',
  schemas: async () => {
    const { errorResponses, shareDecisionSchema, shareSchema, z } = await load();
    return {
      params: z.object({ id: z.uuid(), organizationId: z.uuid() }),
      body: shareDecisionSchema,
      responses: { 200: shareSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const listIncomingShares = {
  method: 'GET',
  path: '/shares',
  operationId: 'listIncomingShares',
  access: 'pilots:read',
  schemas: async () => {
    const { errorResponses, incomingShareQuerySchema, incomingShareSchema, z } = await load();
    return {
      query: incomingShareQuerySchema,
      responses: { 200: z.array(incomingShareSchema), ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;
