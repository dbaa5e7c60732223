import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEventSchema, auditQuerySchema } from '@drones/shared/audit';
import { errorResponses } from '../../lib/http-error';
import { setPagingHeaders } from '../../lib/keyset';
import type { RoutesOptions } from '../../lib/service-context';
import { listAuditPage } from './service';

const auditRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.get(
    '/audit',
    {
      config: { access: 'audit:read' },
      schema: {
        operationId: 'listAuditEvents',
        tags: ['audit'],
        summary:
          'Registro de auditoria: entradas, senhas, aprovações, exportações e leituras (ADMIN)',
        description:
          'Mais novos primeiro. Filtros: `actor` (id de quem agiu), `action`, `from` e `to` (um ' +
          'dia `AAAA-MM-DD`, inteiro no horário de Brasília, ou um instante ISO 8601 com fuso). ' +
          'Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
        querystring: auditQuerySchema,
        response: { 200: z.array(auditEventSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const page = await listAuditPage(ctx, request.query);
      setPagingHeaders(reply, { path: '/api/audit', query: request.query, ...page });
      return page.items;
    },
  );
};

export default auditRoutes;
