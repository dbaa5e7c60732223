import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MUNICIPALITY_NOT_FOUND } from '@drones/shared/places';
import * as endpoints from '@drones/shared/endpoints/municipalities';
import { taggedRoutes } from '../../lib/route';
import { HttpError } from '../../lib/http-error';
import type { RoutesOptions } from '../../lib/service-context';
import { findMunicipalities, findMunicipality } from './service';

const municipalitiesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'places');
  await route(
    endpoints.searchMunicipalities,
    {
      summary: 'Municípios do IBGE por nome (sem diferença de acentos e maiúsculas) e UF',
      description:
        'Nomes exatos primeiro, depois os que começam com o termo, depois os que o contêm; ' +
        'capitais antes das demais no empate. `limit` até 50 (padrão 20).',
    },
    async (request) => findMunicipalities(ctx, request.query),
  );

  await route(
    endpoints.getMunicipality,
    {
      summary: 'Um município do IBGE pelo código de 7 dígitos',
      description:
        'Para mostrar pelo nome o município que uma resposta traz só pelo código ' +
        '(`municipalityCode`).',
    },
    async (request) => {
      const found = await findMunicipality(ctx, Number(request.params.code));
      if (!found) throw new HttpError(404, MUNICIPALITY_NOT_FOUND);
      return found;
    },
  );
};

export default municipalitiesRoutes;
