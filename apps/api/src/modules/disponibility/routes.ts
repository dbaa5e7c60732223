import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/disponibility';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { changeDisponibility, createDisponibility, removeDisponibility } from './service';

const PLACE_DESCRIPTION =
  'Com `municipalityCode` (código IBGE de 7 dígitos, número ou texto), `city` passa a ser o nome ' +
  'do município e pode ser omitida; um código desconhecido responde 400 e nada é gravado. Sem ' +
  'ele, a cada gravação o servidor procura o município que `city` nomeia ("Petrópolis", ' +
  '"petropolis", "Petrópolis - RJ", "Petrópolis/RJ") e guarda o código quando só um coincide, ' +
  'ou nenhum. A resposta traz `municipalityCode` e `uf` (null sem município).';

const disponibilityRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'disponibility');
  await route(
    endpoints.createDisponibility,
    {
      summary: 'Cadastra a disponibilidade do droneiro da sessão (uma por droneiro)',
      description:
        '`userId`, se enviado, tem de ser o do usuário da sessão. ' +
        PLACE_DESCRIPTION +
        ' ' +
        IDEMPOTENCY_NOTE,
    },
    async (request, reply) => {
      const user = sessionUser(request);
      return idempotent(request, reply, { userId: user.id, body: request.body }, async () =>
        reply.status(201).send(await createDisponibility(ctx, user, request.body)),
      );
    },
  );

  await route(
    endpoints.updateDisponibility,
    {
      summary: 'Altera a disponibilidade (só o dono)',
      description:
        'Substitui os dados; sem `complement`, o complemento fica vazio. ' + PLACE_DESCRIPTION,
    },
    async (request) =>
      changeDisponibility(ctx, sessionUser(request), request.params.id, request.body),
  );

  await route(
    endpoints.deleteDisponibility,
    { summary: 'Exclui a disponibilidade (só o dono)' },
    async (request, reply) => {
      await removeDisponibility(ctx, sessionUser(request), request.params.id, request.ip);
      return reply.status(204).send(null);
    },
  );
};

export default disponibilityRoutes;
