import type { Endpoint } from '../endpoint';

/** The spreadsheet's media type. */
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spreadsheet's header row, one title a column. */
export const EXPORT_COLUMNS = [
  'Nome',
  'Descrição',
  'Local',
  'Horário',
  'Detalhes da missão',
  'Recursos necessários',
  'Observação',
  // docs/design.md §4: after the spec's seven, in this order.
  'Data',
  'Município',
  'Criado por',
  // The mission report's fields, in the spec's order.
  'Nome do relatório',
  'Descrição do relatório',
  'Informações principais',
  'Tempo de voo',
  'Dados coletados',
  'Recursos utilizados',
  'Observação do relatório',
] as const;

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
