import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDisponibilitySchema,
  disponibilitySchema,
  updateDisponibilitySchema,
} from '@drones/shared/pilot-data';
import { sessionUser } from '../../plugins/app/access/access';
import type { RoutesOptions } from '../../lib/service-context';
import { errorResponses } from '../../lib/http-error';
import { changeDisponibility, createDisponibility, removeDisponibility } from './service';

const disponibilityRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.post(
    '/disponibility',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'createDisponibility',
        tags: ['disponibility'],
        summary: 'Cadastra a disponibilidade do droneiro da sessão (uma por droneiro)',
        description: '`userId`, se enviado, tem de ser o do usuário da sessão.',
        body: createDisponibilitySchema,
        response: { 201: disponibilitySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDisponibility(ctx, sessionUser(request), request.body)),
  );

  app.put(
    '/disponibility/:id',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'updateDisponibility',
        tags: ['disponibility'],
        summary: 'Altera a disponibilidade (só o dono)',
        description: 'Substitui os dados; sem `complement`, o complemento fica vazio.',
        params: z.object({ id: z.uuid() }),
        body: updateDisponibilitySchema,
        response: { 200: disponibilitySchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      changeDisponibility(ctx, sessionUser(request), request.params.id, request.body),
  );

  app.delete(
    '/disponibility/:id',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'deleteDisponibility',
        tags: ['disponibility'],
        summary: 'Exclui a disponibilidade (só o dono)',
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await removeDisponibility(ctx, sessionUser(request), request.params.id, request.ip);
      return reply.status(204).send(null);
    },
  );
};

export default disponibilityRoutes;
