import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  additionalDataSchema,
  CERTIFICATE_FIELDS,
  changeAdditionalDataSchema,
  createAdditionalDataSchema,
} from '@drones/shared/pilot-data';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import type { RoutesOptions } from '../../lib/service-context';
import { errorResponses } from '../../lib/http-error';
import type { UploadedFile } from '../../plugins/app/files/content';
import { readForm, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import {
  changeAdditionalData,
  createAdditionalData,
  readAdditionalData,
  removeAdditionalData,
} from './service';

const idParams = z.object({ id: z.uuid() });
const FORM_DESCRIPTION =
  'JSON, ou multipart/form-data com os mesmos campos e os certificados (JPEG, PNG, WEBP ou PDF) ' +
  'no campo de arquivos `documents` (`certificates` também é aceito). `userId`, se enviado, tem ' +
  `de ser o do usuário da sessão. ${UPLOAD_LIMITS_NOTE}`;

/** Every certificate of the form, under either of its field names. */
function certificatesOf(files: Record<string, UploadedFile[]>): UploadedFile[] {
  return CERTIFICATE_FIELDS.flatMap((field) => files[field] ?? []);
}

const additionalDataRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.post(
    '/additionalData',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'createAdditionalData',
        tags: ['additional-data'],
        summary: 'Cadastra os dados adicionais do droneiro da sessão (um por droneiro)',
        description: `${FORM_DESCRIPTION} ${IDEMPOTENCY_NOTE}`,
        consumes: ['application/json', 'multipart/form-data'],
        // A multipart body reaches validation as null; readForm validates its fields.
        body: createAdditionalDataSchema.nullish(),
        response: {
          201: additionalDataSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { data, files } = await readForm(request, createAdditionalDataSchema, {
        fileFields: [...CERTIFICATE_FIELDS],
      });
      const user = sessionUser(request);
      const certificates = certificatesOf(files);
      return idempotent(
        request,
        reply,
        { userId: user.id, body: data, files: certificates },
        async () =>
          reply.status(201).send(await createAdditionalData(ctx, user, data, certificates)),
      );
    },
  );

  app.put(
    '/additionalData/:id',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'updateAdditionalData',
        tags: ['additional-data'],
        summary: 'Altera os dados adicionais (só o dono); pode acrescentar e remover certificados',
        description:
          `${FORM_DESCRIPTION} Os novos certificados somam-se aos já enviados; ` +
          '`removeCertificates` lista ids de certificados a remover (o id está no link assinado).',
        consumes: ['application/json', 'multipart/form-data'],
        params: idParams,
        body: changeAdditionalDataSchema.nullish(),
        response: {
          200: additionalDataSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { data, files } = await readForm(request, changeAdditionalDataSchema, {
        fileFields: [...CERTIFICATE_FIELDS],
        listFields: ['removeCertificates'],
      });
      return changeAdditionalData(
        ctx,
        sessionUser(request),
        request.params.id,
        data,
        certificatesOf(files),
      );
    },
  );

  app.get(
    '/additionalData/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getAdditionalData',
        tags: ['additional-data'],
        summary: 'Dados adicionais de um droneiro, com a disponibilidade e os certificados',
        description:
          'O próprio droneiro, a Defesa Civil aprovada e ADMIN. `url` traz links assinados e com ' +
          'validade dos certificados.',
        params: idParams,
        response: { 200: additionalDataSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => readAdditionalData(ctx, sessionUser(request), request.params.id),
  );

  app.delete(
    '/additionalData/:id',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'deleteAdditionalData',
        tags: ['additional-data'],
        summary: 'Exclui os dados adicionais e os certificados (só o dono)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await removeAdditionalData(ctx, sessionUser(request), request.params.id, request.ip);
      return reply.status(204).send(null);
    },
  );
};

export default additionalDataRoutes;
