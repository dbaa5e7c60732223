import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  return {
    ...(await import('../audit')),
    ...(await import('../responses')),
    ...(await import('../zod-locale')),
  };
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
