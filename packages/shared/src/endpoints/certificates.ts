import type { Endpoint } from '../endpoint';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  return {
    ...(await import('../certificates')),
    ...(await import('../responses')),
    ...(await import('../zod-locale')),
  };
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
    const { certificateReviewItemSchema, errorResponses, reviewCertificateSchema, z } =
      await load();
    return {
      params: z.object({ id: z.uuid() }),
      body: reviewCertificateSchema,
      responses: {
        200: certificateReviewItemSchema,
        ...errorResponses(400, 401, 403, 404, 429),
      },
    };
  },
} satisfies Endpoint;
