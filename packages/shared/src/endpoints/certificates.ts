import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return { ...(await loadCommon()), ...(await import('../certificates')) };
}

export const listCertificates = {
  method: 'GET',
  path: '/certificates',
  operationId: 'listCertificates',
  access: 'certificates:review',
  schemas: async () => {
    const { certificateListQuerySchema, certificateReviewItemSchema, errorResponses, z } =
      await load();
    return {
      query: certificateListQuerySchema,
      responses: {
        200: z.array(certificateReviewItemSchema),
        ...errorResponses(400, 401, 403, 429),
      },
    };
  },
} satisfies Endpoint;

export const reviewCertificate = {
  method: 'PATCH',
  path: '/certificates/:id',
  operationId: 'reviewCertificate',
  access: 'certificates:review',
  schemas: async () => {
    const { certificateReviewItemSchema, errorResponses, idParams, reviewCertificateSchema } =
      await load();
    return {
      params: idParams,
      body: reviewCertificateSchema,
      responses: {
        200: certificateReviewItemSchema,
        ...errorResponses(400, 401, 403, 404, 429),
      },
    };
  },
} satisfies Endpoint;
