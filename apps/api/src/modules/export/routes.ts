import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/export';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import { record } from '../audit/service';
import { writeFinishedWorkbook } from './workbook';

const exportRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'solicitations');
  await route(
    endpoints.exportSolicitations,
    {
      summary: 'Planilha das solicitações finalizadas (ADMIN)',
      description:
        'SolicitationReports.xlsx, aba SolicitationReports: Nome, Descrição, Local, Horário, ' +
        'Detalhes da missão, Recursos necessários, Observação, depois Data (a da missão, ou o ' +
        'dia da criação), Município, Criado por e os campos do relatório da missão; mais novas ' +
        'primeiro. Gerada em ' +
        'fluxo. Células que começam com = + - @ são escapadas com um apóstrofo.',
      contentDescription: 'A planilha',
    },
    async (request, reply) => {
      // Logged before the first byte: an export the log cannot note does not start.
      await record(ctx.db, {
        action: 'spreadsheet.exported',
        actor: { id: sessionUser(request).id, ip: request.ip },
        details: { file: 'SolicitationReports.xlsx' },
      });
      const out = new PassThrough();
      writeFinishedWorkbook(ctx, out).catch((error: unknown) => {
        request.log.error({ err: error }, 'spreadsheet export failed');
        // The status line is gone already: cutting the stream tells the client it is incomplete.
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .header('content-type', endpoints.XLSX)
        .header('content-disposition', 'attachment; filename="SolicitationReports.xlsx"')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
};

export default exportRoutes;
