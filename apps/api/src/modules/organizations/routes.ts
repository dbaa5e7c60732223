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
  changeTerms,
  listOrganizationPage,
  myTerms,
  readTerms,
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

  await route(
    app,
    endpoints.getOrganizationTerms,
    {
      tags: ['organizations'],
      summary: 'O termo de adesão ao serviço voluntário do órgão',
      description: 'Sem texto próprio, um texto padrão com o nome do órgão (versão 1).',
    },
    async (request) => readTerms(ctx, request.params.id),
  );

  await route(
    app,
    endpoints.updateOrganizationTerms,
    {
      tags: ['organizations'],
      summary: 'Escreve uma nova versão do termo (coordenadores do órgão e ADMIN)',
      description:
        'Cada alteração é uma nova versão, pedida de novo no próximo aceite de cada droneiro.',
    },
    async (request) => changeTerms(ctx, sessionUser(request), request.params.id, request.body.text),
  );

  await route(
    app,
    endpoints.listMyTerms,
    {
      tags: ['organizations'],
      summary: 'Os termos de adesão que o usuário aceitou',
      description: 'Um por órgão e versão, o mais antigo primeiro, com o canal do aceite.',
    },
    async (request) => myTerms(ctx, sessionUser(request).id),
  );
};

export default organizationsRoutes;
