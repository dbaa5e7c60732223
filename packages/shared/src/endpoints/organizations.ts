import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  return {
    ...(await import('../organizations')),
    ...(await import('../responses')),
    ...(await import('../zod-locale')),
  };
}

export const listOrganizations = {
  method: 'GET',
  path: '/organizations',
  operationId: 'listOrganizations',
  access: 'public',
  schemas: async () => {
    const { errorResponses, organizationListQuerySchema, organizationSchema, z } = await load();
    return {
      query: organizationListQuerySchema,
      responses: { 200: z.array(organizationSchema), ...errorResponses(400, 429) },
    };
  },
} satisfies Endpoint;

export const createOrganization = {
  method: 'POST',
  path: '/organizations',
  operationId: 'createOrganization',
  access: 'organizations:manage',
  schemas: async () => {
    const { createOrganizationSchema, errorResponses, organizationDetailSchema } = await load();
    return {
      body: createOrganizationSchema,
      responses: { 201: organizationDetailSchema, ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;

export const updateOrganization = {
  method: 'PATCH',
  path: '/organizations/:id',
  operationId: 'updateOrganization',
  access: 'organizations:manage',
  schemas: async () => {
    const { errorResponses, organizationDetailSchema, updateOrganizationSchema, z } = await load();
    return {
      params: z.object({ id: z.uuid() }),
      body: updateOrganizationSchema,
      responses: { 200: organizationDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const listMembers = {
  method: 'GET',
  path: '/organizations/:id/members',
  operationId: 'listOrganizationMembers',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, memberListQuerySchema, memberSchema, z } = await load();
    return {
      params: z.object({ id: z.uuid() }),
      query: memberListQuerySchema,
      responses: { 200: z.array(memberSchema), ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const askToJoin = {
  method: 'POST',
  path: '/organizations/:id/members',
  operationId: 'askToJoinOrganization',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, memberSchema, z } = await load();
    return {
      params: z.object({ id: z.uuid() }),
      responses: { 201: memberSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    };
  },
} satisfies Endpoint;

export const decideMember = {
  method: 'PATCH',
  path: '/organizations/:id/members/:userId',
  operationId: 'decideOrganizationMember',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, memberDecisionSchema, memberSchema, z } = await load();
    return {
      params: z.object({ id: z.uuid(), userId: z.uuid() }),
      body: memberDecisionSchema,
      responses: { 200: memberSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    };
  },
} satisfies Endpoint;

export const getOrganizationTerms = {
  method: 'GET',
  path: '/organizations/:id/terms',
  operationId: 'getOrganizationTerms',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, termsSchema, z } = await load();
    return {
      params: z.object({ id: z.uuid() }),
      responses: { 200: termsSchema, ...errorResponses(400, 401, 404, 429) },
    };
  },
} satisfies Endpoint;

export const updateOrganizationTerms = {
  method: 'PATCH',
  path: '/organizations/:id/terms',
  operationId: 'updateOrganizationTerms',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, termsInputSchema, termsSchema, z } = await load();
    return {
      params: z.object({ id: z.uuid() }),
      body: termsInputSchema,
      responses: { 200: termsSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const listMyTerms = {
  method: 'GET',
  path: '/users/me/terms',
  operationId: 'listMyTermsAcceptances',
  access: 'authenticated',
  schemas: async () => {
    const { errorResponses, termsAcceptanceSchema, z } = await load();
    return { responses: { 200: z.array(termsAcceptanceSchema), ...errorResponses(401, 429) } };
  },
} satisfies Endpoint;
