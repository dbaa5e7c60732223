import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/organizations';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import {
  askToJoin,
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
  const route = taggedRoutes(app, 'organizations');

  await route.list(
    endpoints.listOrganizations,
    {
      summary: 'Órgãos de defesa civil, por nome (público: o cadastro escolhe um deles)',
      description:
        '`search` sem diferença de acentos e maiúsculas; `uf` inclui os órgãos municipais da ' +
        'UF. Ordem alfabética; paginação nos cabeçalhos `X-Total-Count` e `Link: <…>; rel="next"`.',
    },
    async (request) => listOrganizationPage(ctx, request.query),
  );

  await route(
    endpoints.createOrganization,
    {
      summary: 'Cadastra um órgão (ADMIN)',
      description: 'Um órgão municipal informa `municipalityCode`; um estadual, `uf`.',
    },
    async (request, reply) => {
      reply.code(201);
      return createOrganization(ctx, request.body);
    },
  );

  await route(
    endpoints.updateOrganization,
    { summary: 'Altera um órgão (ADMIN)' },
    async (request) => updateOrganization(ctx, request.params.id, request.body),
  );

  await route(
    endpoints.listMembers,
    {
      summary: 'Membros do órgão (seus coordenadores e ADMIN)',
      description: '`status` filtra por situação: `pending`, `active`, `rejected`, `removed`.',
    },
    async (request) =>
      listMembers(ctx, sessionUser(request), request.params.id, request.query.status),
  );

  await route(
    endpoints.askToJoin,
    {
      summary: 'Pede para participar do órgão (contas da Defesa Civil)',
      description:
        'O pedido fica pendente até um coordenador decidir; quem foi recusado ou removido pode ' +
        'pedir de novo. Quem já participa de um órgão recebe 409.',
    },
    async (request, reply) => {
      reply.code(201);
      return askToJoin(ctx, sessionUser(request), request.params.id);
    },
  );

  await route(
    endpoints.decideMember,
    {
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
    endpoints.getOrganizationTerms,
    {
      summary: 'O termo de adesão ao serviço voluntário do órgão',
      description: 'Sem texto próprio, um texto padrão com o nome do órgão (versão 1).',
    },
    async (request) => readTerms(ctx, request.params.id),
  );

  await route(
    endpoints.updateOrganizationTerms,
    {
      summary: 'Escreve uma nova versão do termo (coordenadores do órgão e ADMIN)',
      description:
        'Cada alteração é uma nova versão, pedida de novo no próximo aceite de cada droneiro.',
    },
    async (request) => changeTerms(ctx, sessionUser(request), request.params.id, request.body.text),
  );

  await route(
    endpoints.listMyTerms,
    {
      summary: 'Os termos de adesão que o usuário aceitou',
      description: 'Um por órgão e versão, o mais antigo primeiro, com o canal do aceite.',
    },
    async (request) => myTerms(ctx, sessionUser(request).id),
  );
};

export default organizationsRoutes;
