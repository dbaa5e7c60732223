import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { municipalitySchema, municipalitySearchSchema } from '@drones/shared/places';
import { errorResponses } from '../../lib/http-error';
import type { RoutesOptions } from '../../lib/service-context';
import { searchMunicipalities } from './repository';

const municipalitiesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  app.get(
    '/municipalities',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'searchMunicipalities',
        tags: ['places'],
        summary: 'Municípios do IBGE por nome (sem diferença de acentos e maiúsculas) e UF',
        description:
          'Nomes exatos primeiro, depois os que começam com o termo, depois os que o contêm; ' +
          'capitais antes das demais no empate. `limit` até 50 (padrão 20).',
        querystring: municipalitySearchSchema,
        response: { 200: z.array(municipalitySchema), ...errorResponses(400, 429) },
      },
    },
    async (request) => searchMunicipalities(ctx.db, request.query),
  );
};

export default municipalitiesRoutes;
