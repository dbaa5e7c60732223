import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../audit')) };
}

export const listAuditEvents = {
  method: 'GET',
  path: '/audit',
  operationId: 'listAuditEvents',
  access: 'audit:read',
  schemas: async () => {
    const { auditEventSchema, auditQuerySchema, errorResponses, z } = await load();
    return {
      query: auditQuerySchema,
      responses: { 200: z.array(auditEventSchema), ...errorResponses(400, 401, 403, 429) },
    };
  },
} satisfies Endpoint;
