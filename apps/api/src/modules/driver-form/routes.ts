import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDriverFormSchema, DRIVER_FORM_FIELD } from '@drones/shared/pilot-data';
import * as endpoints from '@drones/shared/endpoints/driver-form';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { parseInput } from '../../lib/http-error';
import { readMultipart, UPLOAD_LIMITS_NOTE } from '../../plugins/external/multipart';
import { createDriverForm, removeDriverForm } from './service';

const driverFormRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'driver-form');
  await route(
    endpoints.createDriverForm,
    {
      summary: 'Envia o formulário da ANAC do droneiro da sessão',
      description:
        'multipart/form-data com o arquivo (PDF, JPEG, PNG ou WEBP) no campo `driverForm` e, ' +
        'opcionalmente, `userId`, que tem de ser o do usuário da sessão. ' +
        `${UPLOAD_LIMITS_NOTE} ${IDEMPOTENCY_NOTE}`,
      consumes: ['multipart/form-data'],
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

  await route(
    endpoints.deleteDriverForm,
    { summary: 'Exclui um formulário da ANAC e o seu arquivo (só o dono)' },
    async (request, reply) => {
      await removeDriverForm(ctx, sessionUser(request), request.params.id, request.ip);
      return reply.status(204).send(null);
    },
  );
};

export default driverFormRoutes;
