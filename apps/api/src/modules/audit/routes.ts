import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/audit';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { listAuditPage } from './service';

const auditRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'audit');
  await route.list(
    endpoints.listAuditEvents,
    {
      summary:
        'Registro de auditoria: entradas, senhas, aprovações, exportações e leituras (ADMIN)',
      description:
        'Mais novos primeiro. Filtros: `actor` (id de quem agiu), `action`, `from` e `to` (um ' +
        'dia `AAAA-MM-DD`, inteiro no horário de Brasília, ou um instante ISO 8601 com fuso). ' +
        'Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request) => listAuditPage(ctx, request.query),
  );
};

export default auditRoutes;
