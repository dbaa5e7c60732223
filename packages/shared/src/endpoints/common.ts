import type { Access, Endpoint } from '../endpoint';

/**
 * What most endpoints' schemas use: the shared answers, zod with its pt-BR messages and the `:id`
 * path parameters. Loaded, like each file's own schemas, only when a definition's schemas are
 * asked for.
 */
export async function loadCommon() {
  const modules = { ...(await import('../responses')), ...(await import('../zod-locale')) };
  const { z } = modules;
  return { ...modules, idParams: z.object({ id: z.uuid() }) };
}

/** Deletes the item `:id` of `path`, answering 204 with no body; 404 when there is none. */
export function deleteById<const O extends string, const P extends string, const A extends Access>(
  operationId: O,
  path: P,
  access: A,
) {
  return {
    method: 'DELETE' as const,
    path,
    operationId,
    access,
    schemas: async () => {
      const { errorResponses, idParams, z } = await loadCommon();
      return {
        params: idParams,
        responses: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      };
    },
  } satisfies Endpoint;
}
