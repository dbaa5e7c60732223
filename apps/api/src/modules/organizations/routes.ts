import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/organizations';
import { setPagingHeaders } from '../../lib/keyset';
import { route } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import {
  createOrganization,
  decideMember,
  listMembers,
  listOrganizationPage,
  updateOrganization,
} from './service';

const organizationsRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  await route(
    app,
    endpoints.listOrganizations,
    {
      tags: ['organizations'],
      summary: 'Órgãos de defesa civil, por nome (público: o cadastro escolhe um deles)',
      description:
        '`search` sem diferença de acentos e maiúsculas; `uf` inclui os órgãos municipais da ' +
        'UF. Ordem alfabética; paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request, reply) => {
      const page = await listOrganizationPage(ctx, request.query);
      setPagingHeaders(reply, { path: '/api/organizations', query: request.query, ...page });
      return page.items;
    },
  );

  await route(
    app,
    endpoints.createOrganization,
    {
      tags: ['organizations'],
      summary: 'Cadastra um órgão (ADMIN)',
      description: 'Um órgão municipal informa `municipalityCode`; um estadual, `uf`.',
    },
    async (request, reply) => {
      reply.code(201);
      return createOrganization(ctx, request.body);
    },
  );

  await route(
    app,
    endpoints.updateOrganization,
    { tags: ['organizations'], summary: 'Altera um órgão (ADMIN)' },
    async (request) => updateOrganization(ctx, request.params.id, request.body),
  );

  await route(
    app,
    endpoints.listMembers,
    {
      tags: ['organizations'],
      summary: 'Membros do órgão (seus coordenadores e ADMIN)',
      description: '`status` filtra por situação: `pending`, `active`, `rejected`, `removed`.',
    },
    async (request) =>
      listMembers(ctx, sessionUser(request), request.params.id, request.query.status),
  );

  await route(
    app,
    endpoints.decideMember,
    {
      tags: ['organizations'],
      summary: 'Aprova, recusa ou remove um membro (coordenadores do órgão e ADMIN)',
      description:
        'Sem `role`, a aprovação faz um operador; o primeiro membro ativo do órgão é o ' +
        'coordenador, aprovado pelo ADMIN. Um usuário participa de um órgão de cada vez (409).',
    },
    async (request) =>
      decideMember(
        ctx,
        sessionUser(request),
        request.params.id,
        request.params.userId,
        request.body,
        request.ip,
      ),
  );
};

export default organizationsRoutes;
