import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../places')) };
}

export const searchMunicipalities = {
  method: 'GET',
  path: '/municipalities',
  operationId: 'searchMunicipalities',
  access: 'public',
  schemas: async () => {
    const { errorResponses, municipalitySchema, municipalitySearchSchema, z } = await load();
    return {
      query: municipalitySearchSchema,
      responses: { 200: z.array(municipalitySchema), ...errorResponses(400, 429) },
    };
  },
} satisfies Endpoint;

export const getMunicipality = {
  method: 'GET',
  path: '/municipalities/:code',
  operationId: 'getMunicipality',
  access: 'public',
  schemas: async () => {
    const { MUNICIPALITY_INVALID, errorResponses, municipalitySchema, z } = await load();
    return {
      params: z.object({ code: z.string().regex(/^\d{7}$/, MUNICIPALITY_INVALID) }),
      responses: { 200: municipalitySchema, ...errorResponses(400, 404, 429) },
    };
  },
} satisfies Endpoint;
