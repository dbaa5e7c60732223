import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/own-data';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import { eraseAccount, exportPersonalData } from './service';

const ownDataRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'users');
  await route(
    endpoints.exportOwnData,
    {
      summary: 'Meus dados (LGPD): um zip com dados.json e os meus arquivos',
      description:
        'dados.json traz o perfil, a disponibilidade, os dados adicionais, os equipamentos, os ' +
        'formulários da ANAC, os convites, as solicitações, os relatórios, os comunicados ' +
        'enviados e as sessões; os arquivos do usuário vão em arquivos/. Gerado em fluxo.',
      contentDescription: 'O arquivo zip',
    },
    async (request, reply) => {
      const zip = await exportPersonalData(ctx, sessionUser(request), request.ip);
      zip.on('error', (error) => request.log.error({ err: error }, 'own-data export failed'));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="meus-dados-${day}.zip"`)
        .send(zip);
    },
  );

  await route(
    endpoints.eraseOwnAccount,
    {
      summary: 'Remove a própria conta (LGPD), com a senha',
      description:
        'Encerra as sessões, apaga os arquivos pessoais, a disponibilidade, os dados ' +
        'adicionais, os equipamentos e os formulários; nome, e-mail, CPF, telefone, nascimento ' +
        "e foto são apagados. Solicitações e relatórios ficam, com autor 'Conta removida'. " +
        'O mesmo e-mail e CPF podem se cadastrar de novo.',
    },
    async (request, reply) => {
      await eraseAccount(ctx, sessionUser(request), request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );
};

export default ownDataRoutes;
