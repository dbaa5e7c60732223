import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDriverFormSchema,
  DRIVER_FORM_FIELD,
  driverFormCreatedSchema,
} from '@drones/shared/pilot-data';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import type { RoutesOptions } from '../../lib/service-context';
import { errorResponses, parseInput } from '../../lib/http-error';
import { readMultipart, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import { createDriverForm, removeDriverForm } from './service';

const driverFormRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.post(
    '/driverForm',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'createDriverForm',
        tags: ['driver-form'],
        summary: 'Envia o formulário da ANAC do droneiro da sessão',
        description:
          'multipart/form-data com o arquivo (PDF, JPEG, PNG ou WEBP) no campo `driverForm` e, ' +
          'opcionalmente, `userId`, que tem de ser o do usuário da sessão. ' +
          `${UPLOAD_LIMITS_NOTE} ${IDEMPOTENCY_NOTE}`,
        consumes: ['multipart/form-data'],
        response: {
          201: driverFormCreatedSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(request, { fileFields: [DRIVER_FORM_FIELD] });
      const user = sessionUser(request);
      const data = parseInput(createDriverFormSchema, fields);
      const sent = files[DRIVER_FORM_FIELD] ?? [];
      return idempotent(request, reply, { userId: user.id, body: data, files: sent }, async () =>
        reply.status(201).send(await createDriverForm(ctx, user, data, sent)),
      );
    },
  );

  app.delete(
    '/driverForm/:id',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'deleteDriverForm',
        tags: ['driver-form'],
        summary: 'Exclui um formulário da ANAC e o seu arquivo (só o dono)',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await removeDriverForm(ctx, sessionUser(request), request.params.id, request.ip);
      return reply.status(204).send(null);
    },
  );
};

export default driverFormRoutes;
