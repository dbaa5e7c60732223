import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createMissionReportSchema, MISSION_DOCUMENTS_FIELD } from '@drones/shared/mission-reports';
import * as endpoints from '@drones/shared/endpoints/mission-reports';
import { sessionUser } from '../../plugins/app/access/access';
import { readForm, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import { taggedRoutes } from '../../lib/route';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import type { RoutesOptions } from '../../lib/service-context';
import { fileMissionReport, listMissionReportPage, readMissionReport } from './service';

const missionReportsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'mission-reports');
  await route(
    endpoints.createMissionReport,
    {
      summary: 'Registra o relatório da missão e finaliza a solicitação (só quem a criou)',
      description:
        'JSON, ou multipart/form-data com os mesmos campos e os documentos (JPEG, PNG, WEBP ou ' +
        'PDF) no campo de arquivos `documents`. O relatório, os documentos e a finalização da ' +
        'solicitação são gravados juntos: um documento recusado não grava nada. Um segundo ' +
        `relatório para a mesma solicitação é 409. ${UPLOAD_LIMITS_NOTE} ${IDEMPOTENCY_NOTE}`,
      consumes: ['application/json', 'multipart/form-data'],
    },
    async (request, reply) => {
      const { data, files } = await readForm(request, createMissionReportSchema, {
        fileFields: [MISSION_DOCUMENTS_FIELD],
      });
      const user = sessionUser(request);
      const documents = files[MISSION_DOCUMENTS_FIELD] ?? [];
      return idempotent(
        request,
        reply,
        { userId: user.id, body: data, files: documents },
        async () => reply.status(201).send(await fileMissionReport(ctx, user, data, documents)),
      );
    },
  );

  await route.list(
    endpoints.listMissionReports,
    {
      summary: 'Relatórios de missão, mais novos primeiro',
      description:
        'Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`. `urlDocuments` ' +
        'traz links assinados e com validade.',
    },
    async (request) => listMissionReportPage(ctx, sessionUser(request), request.query),
  );

  await route(
    endpoints.getMissionReport,
    { summary: 'Um relatório de missão, com os links assinados dos documentos' },
    async (request) => readMissionReport(ctx, sessionUser(request), request.params.id),
  );
};

export default missionReportsRoutes;
