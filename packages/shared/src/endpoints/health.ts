import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/** What `getReadiness` checks, named in its answer when they fail. */
export const readinessChecks = ['database', 'files', 'migrations', 'closing'] as const;

/**
 * The common modules and a probe's two answers, loaded only when a definition's schemas are asked
 * for.
 */
async function load() {
  const common = await loadCommon();
  const { z } = common;
  return {
    ...common,
    ok: z.object({ status: z.literal('ok') }),
    unavailable: z.object({ status: z.literal('unavailable') }),
  };
}

export const getHealth = {
  method: 'GET',
  path: '/health',
  operationId: 'getHealth',
  access: 'public',
  schemas: async () => {
    const { errorResponses, ok, unavailable } = await load();
    return { responses: { 200: ok, ...errorResponses(429), 503: unavailable } };
  },
} satisfies Endpoint;

export const getLiveness = {
  method: 'GET',
  path: '/health/live',
  operationId: 'getLiveness',
  access: 'public',
  schemas: async () => {
    const { errorResponses, ok } = await load();
    return { responses: { 200: ok, ...errorResponses(429) } };
  },
} satisfies Endpoint;

export const getReadiness = {
  method: 'GET',
  path: '/health/ready',
  operationId: 'getReadiness',
  access: 'public',
  schemas: async () => {
    const { errorResponses, ok, unavailable, z } = await load();
    return {
      responses: {
        200: ok,
        ...errorResponses(429),
        503: unavailable.extend({ failing: z.array(z.enum(readinessChecks)) }),
      },
    };
  },
} satisfies Endpoint;
