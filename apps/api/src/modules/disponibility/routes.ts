import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDisponibilityBodySchema,
  disponibilitySchema,
  updateDisponibilityBodySchema,
} from '@drones/shared/pilot-data';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import type { RoutesOptions } from '../../lib/service-context';
import { errorResponses } from '../../lib/http-error';
import { changeDisponibility, createDisponibility, removeDisponibility } from './service';

const PLACE_DESCRIPTION =
  'Com `municipalityCode` (código IBGE de 7 dígitos, número ou texto), `city` passa a ser o nome ' +
  'do município e pode ser omitida; um código desconhecido responde 400 e nada é gravado. Sem ' +
  'ele, a cada gravação o servidor procura o município que `city` nomeia ("Petrópolis", ' +
  '"petropolis", "Petrópolis - RJ", "Petrópolis/RJ") e guarda o código quando só um coincide, ' +
  'ou nenhum. A resposta traz `municipalityCode` e `uf` (null sem município).';

const disponibilityRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.post(
    '/disponibility',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'createDisponibility',
        tags: ['disponibility'],
        summary: 'Cadastra a disponibilidade do droneiro da sessão (uma por droneiro)',
        description:
          '`userId`, se enviado, tem de ser o do usuário da sessão. ' +
          PLACE_DESCRIPTION +
          ' ' +
          IDEMPOTENCY_NOTE,
        body: createDisponibilityBodySchema,
        response: { 201: disponibilitySchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = sessionUser(request);
      return idempotent(request, reply, { userId: user.id, body: request.body }, async () =>
        reply.status(201).send(await createDisponibility(ctx, user, request.body)),
      );
    },
  );

  app.put(
    '/disponibility/:id',
    {
      config: { access: 'pilot-data:write' },
      schema: {
        operationId: 'updateDisponibility',
        tags: ['disponibility'],
        summary: 'Altera a disponibilidade (só o dono)',
        description:
          'Substitui os dados; sem `complement`, o complemento fica vazio. ' + PLACE_DESCRIPTION,
        params: z.object({ id: z.uuid() }),
        body: updateDisponibilityBodySchema,
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
