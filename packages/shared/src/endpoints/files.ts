import type { Endpoint } from '../endpoint';
import { loadCommon } from './common';

/**
 * The modules of this file's schemas and the common ones, loaded only when a definition's schemas
 * are asked for.
 */
async function load() {
  return {
    ...(await loadCommon()),
    ...(await import('../errors')),
    ...(await import('../text-fields')),
  };
}

export const getFile = {
  method: 'GET',
  path: '/files/:id',
  operationId: 'getFile',
  // The signature in the URL is the credential, so an <img> or a new tab can open it. It was
  // made for one session (`s`) and stops working when that session ends.
  access: 'public',
  schemas: async () => {
    const { apiErrorSchema, fileResponse, idParams, lineString, z } = await load();
    return {
      params: idParams,
      query: z.object({
        s: z.uuid().optional(),
        exp: z.coerce.number().int().optional(),
        sig: lineString().max(128).optional(),
        variant: z
          .literal('small')
          .optional()
          .describe('`small`: a cópia pequena de uma foto (até 480 px), para listas e cartões'),
        disposition: z
          .literal('inline')
          .optional()
          .describe(
            '`inline`: um PDF abre no navegador (sob a mesma CSP `sandbox`); sem ele, PDFs vêm como anexo',
          ),
      }),
      responses: {
        200: fileResponse('image/webp', 'application/pdf'),
        400: apiErrorSchema,
        403: apiErrorSchema,
        404: apiErrorSchema,
      },
    };
  },
} satisfies Endpoint;
