import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/** What `getReadiness` checks, named in its answer when they fail. */
export const readinessChecks = ['database', 'files', 'migrations', 'closing'] as const;

export const getHealth = {
  method: 'GET',
  path: '/health',
  operationId: 'getHealth',
  access: 'public',
  schemas: async () => {
    const { errorResponses, z } = await loadCommon();
    return {
      responses: {
        200: z.object({ status: z.literal('ok') }),
        ...errorResponses(429),
        503: z.object({ status: z.literal('unavailable') }),
      },
    };
  },
} satisfies Endpoint;

export const getLiveness = {
  method: 'GET',
  path: '/health/live',
  operationId: 'getLiveness',
  access: 'public',
  schemas: async () => {
    const { errorResponses, z } = await loadCommon();
    return {
      responses: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(429) },
    };
  },
} satisfies Endpoint;

export const getReadiness = {
  method: 'GET',
  path: '/health/ready',
  operationId: 'getReadiness',
  access: 'public',
  schemas: async () => {
    const { errorResponses, z } = await loadCommon();
    return {
      responses: {
        200: z.object({ status: z.literal('ok') }),
        ...errorResponses(429),
        503: z.object({
          status: z.literal('unavailable'),
          failing: z.array(z.enum(readinessChecks)),
        }),
      },
    };
  },
} satisfies Endpoint;
