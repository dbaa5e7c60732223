import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../mission-reports')) };
}

export const createMissionReport = {
  method: 'POST',
  path: '/missionReport',
  operationId: 'createMissionReport',
  access: 'solicitations:manage',
  schemas: async () => {
    const { createMissionReportSchema, errorResponses, missionReportSchema } = await load();
    return {
      // A multipart body reaches validation as null; readForm validates its fields.
      body: createMissionReportSchema.nullish(),
      responses: {
        201: missionReportSchema,
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
      },
    };
  },
} satisfies Endpoint;

export const listMissionReports = {
  method: 'GET',
  path: '/missionReport',
  operationId: 'listMissionReports',
  access: 'solicitations:read',
  schemas: async () => {
    const { errorResponses, missionReportListQuerySchema, missionReportSchema, z } = await load();
    return {
      query: missionReportListQuerySchema,
      responses: { 200: z.array(missionReportSchema), ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;

export const getMissionReport = {
  method: 'GET',
  path: '/missionReport/:id',
  operationId: 'getMissionReport',
  access: 'solicitations:read',
  schemas: async () => {
    const { errorResponses, idParams, missionReportSchema } = await load();
    return {
      params: idParams,
      responses: { 200: missionReportSchema, ...errorResponses(400, 401, 403, 404, 429) },
    };
  },
} satisfies Endpoint;
