import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERTIFICATE_FIELDS,
  changeAdditionalDataSchema,
  createAdditionalDataSchema,
} from '@drones/shared/pilot-data';
import * as endpoints from '@drones/shared/endpoints/additional-data';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import type { UploadedFile } from '../../plugins/app/files/content';
import { readForm, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import {
  changeAdditionalData,
  createAdditionalData,
  readAdditionalData,
  removeAdditionalData,
} from './service';

const FORM_DESCRIPTION =
  'JSON, ou multipart/form-data com os mesmos campos e os certificados (JPEG, PNG, WEBP ou PDF) ' +
  'no campo de arquivos `documents` (`certificates` também é aceito). `userId`, se enviado, tem ' +
  `de ser o do usuário da sessão. ${UPLOAD_LIMITS_NOTE}`;

/** Every certificate of the form, under either of its field names. */
function certificatesOf(files: Record<string, UploadedFile[]>): UploadedFile[] {
  return CERTIFICATE_FIELDS.flatMap((field) => files[field] ?? []);
}

const additionalDataRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'additional-data');
  await route(
    endpoints.createAdditionalData,
    {
      summary: 'Cadastra os dados adicionais do droneiro da sessão (um por droneiro)',
      description: `${FORM_DESCRIPTION} ${IDEMPOTENCY_NOTE}`,
      consumes: ['application/json', 'multipart/form-data'],
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

  await route(
    endpoints.updateAdditionalData,
    {
      summary: 'Altera os dados adicionais (só o dono); pode acrescentar e remover certificados',
      description:
        `${FORM_DESCRIPTION} Os novos certificados somam-se aos já enviados; ` +
        '`removeCertificates` lista ids de certificados a remover (o id está no link assinado).',
      consumes: ['application/json', 'multipart/form-data'],
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

  await route(
    endpoints.getAdditionalData,
    {
      summary: 'Dados adicionais de um droneiro, com a disponibilidade e os certificados',
      description:
        'O próprio droneiro, a Defesa Civil aprovada e ADMIN. `url` traz links assinados e com ' +
        'validade dos certificados.',
    },
    async (request) => readAdditionalData(ctx, sessionUser(request), request.params.id),
  );

  await route(
    endpoints.deleteAdditionalData,
    { summary: 'Exclui os dados adicionais e os certificados (só o dono)' },
    async (request, reply) => {
      await removeAdditionalData(ctx, sessionUser(request), request.params.id, request.ip);
      return reply.status(204).send(null);
    },
  );
};

export default additionalDataRoutes;
