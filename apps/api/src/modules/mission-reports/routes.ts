import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMissionReportSchema,
  MISSION_DOCUMENTS_FIELD,
  missionReportListQuerySchema,
  missionReportSchema,
} from '@drones/shared/mission-reports';
import { sessionUser } from '../../plugins/app/access/access';
import { errorResponses } from '../../lib/http-error';
import { readForm, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import { setPagingHeaders } from '../../lib/keyset';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import type { RoutesOptions } from '../../lib/service-context';
import { fileMissionReport, listMissionReportPage, readMissionReport } from './service';

const idParams = z.object({ id: z.uuid() });

const missionReportsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.post(
    '/missionReport',
    {
      config: { access: 'solicitations:manage' },
      schema: {
        operationId: 'createMissionReport',
        tags: ['mission-reports'],
        summary: 'Registra o relatório da missão e finaliza a solicitação (só quem a criou)',
        description:
          'JSON, ou multipart/form-data com os mesmos campos e os documentos (JPEG, PNG, WEBP ou ' +
          'PDF) no campo de arquivos `documents`. O relatório, os documentos e a finalização da ' +
          'solicitação são gravados juntos: um documento recusado não grava nada. Um segundo ' +
          `relatório para a mesma solicitação é 409. ${UPLOAD_LIMITS_NOTE} ${IDEMPOTENCY_NOTE}`,
        consumes: ['application/json', 'multipart/form-data'],
        // A multipart body reaches validation as null; readForm validates its fields.
        body: createMissionReportSchema.nullish(),
        response: {
          201: missionReportSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
        },
      },
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

  app.get(
    '/missionReport',
    {
      config: { access: 'solicitations:read' },
      schema: {
        operationId: 'listMissionReports',
        tags: ['mission-reports'],
        summary: 'Relatórios de missão, mais novos primeiro',
        description:
          'Paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`. `urlDocuments` ' +
          'traz links assinados e com validade.',
        querystring: missionReportListQuerySchema,
        response: { 200: z.array(missionReportSchema), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const page = await listMissionReportPage(ctx, sessionUser(request), request.query);
      setPagingHeaders(reply, { path: '/api/missionReport', query: request.query, ...page });
      return page.items;
    },
  );

  app.get(
    '/missionReport/:id',
    {
      config: { access: 'solicitations:read' },
      schema: {
        operationId: 'getMissionReport',
        tags: ['mission-reports'],
        summary: 'Um relatório de missão, com os links assinados dos documentos',
        params: idParams,
        response: { 200: missionReportSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => readMissionReport(ctx, sessionUser(request), request.params.id),
  );
};

export default missionReportsRoutes;
