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
    ...(await import('../solicitations')),
  };
}

export const countFinishedSolicitations = {
  method: 'GET',
  path: '/solicitation/finishedLength',
  operationId: 'countFinishedSolicitations',
  access: 'public',
  schemas: async () => {
    const { errorResponses, finishedSolicitationsCountSchema } = await load();
    return {
      responses: { 200: finishedSolicitationsCountSchema, ...errorResponses(429) },
    };
  },
} satisfies Endpoint;

export const createSolicitation = {
  method: 'POST',
  path: '/solicitation',
  operationId: 'createSolicitation',
  access: 'solicitations:create',
  schemas: async () => {
    const { createSolicitationSchema, errorResponses, solicitationSchema } = await load();
    return {
      // A multipart body reaches validation as null; readForm validates its fields.
      body: createSolicitationSchema.nullish(),
      responses: { 201: solicitationSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
    };
  },
} satisfies Endpoint;

export const listSolicitations = {
  method: 'GET',
  path: '/solicitation',
  operationId: 'listSolicitations',
  access: 'solicitations:read',
  schemas: async () => {
    const { errorResponses, solicitationListQuerySchema, solicitationSchema, z } = await load();
    return {
      query: solicitationListQuerySchema,
      responses: { 200: z.array(solicitationSchema), ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;

export const getSolicitation = {
  method: 'GET',
  path: '/solicitation/:id',
  operationId: 'getSolicitation',
  access: 'solicitations:read',
  schemas: async () => {
    const { errorResponses, idParams, solicitationDetailSchema } = await load();
    return {
      params: idParams,
      responses: { 200: solicitationDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const updateSolicitation = {
  method: 'PUT',
  path: '/solicitation/:id',
  operationId: 'updateSolicitation',
  access: 'solicitations:manage',
  schemas: async () => {
    const { errorResponses, idParams, solicitationSchema, updateSolicitationSchema } = await load();
    return {
      params: idParams,
      body: updateSolicitationSchema.nullish(),
      responses: {
        200: solicitationSchema,
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
      },
    };
  },
} satisfies Endpoint;

/** Hands a body's request to another of its active members (docs/design.md §12). */
export const handOverSolicitation = {
  method: 'PATCH',
  path: '/solicitation/:id/responsible',
  operationId: 'handOverSolicitation',
  access: 'solicitations:manage',
  schemas: async () => {
    const { errorResponses, handoverSchema, idParams, solicitationSchema } = await load();
    return {
      params: idParams,
      body: handoverSchema,
      responses: { 200: solicitationSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;

export const deleteSolicitation = {
  method: 'DELETE',
  path: '/solicitation/:id',
  operationId: 'deleteSolicitation',
  access: 'solicitations:manage',
  schemas: async () => {
    const { errorResponses, idParams, z } = await load();
    return {
      params: idParams,
      responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 429) },
    };
  },
} satisfies Endpoint;
