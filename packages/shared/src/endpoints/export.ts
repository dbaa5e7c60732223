import type { Endpoint } from '../endpoint';

/** The spreadsheet's media type. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The modules of this file's schemas, loaded only when a definition's schemas are asked for. */
async function load() {
  return {
    ...(await import('../responses')),
  };
}

export const exportSolicitations = {
  method: 'GET',
  path: '/solicitation/export.xlsx',
  operationId: 'exportSolicitations',
  access: 'solicitations:export',
  schemas: async () => {
    const { errorResponses, fileResponse } = await load();
    return {
      responses: {
        200: fileResponse(XLSX),
        ...errorResponses(401, 403, 429),
      },
    };
  },
} satisfies Endpoint;
