import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MUNICIPALITY_INVALID,
  MUNICIPALITY_NOT_FOUND,
  municipalitySchema,
  municipalitySearchSchema,
} from '@drones/shared/places';
import { errorResponses, HttpError } from '../../lib/http-error';
import type { RoutesOptions } from '../../lib/service-context';
import { findMunicipalities, findMunicipality } from './service';

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
    async (request) => findMunicipalities(ctx, request.query),
  );

  app.get(
    '/municipalities/:code',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getMunicipality',
        tags: ['places'],
        summary: 'Um município do IBGE pelo código de 7 dígitos',
        description:
          'Para mostrar pelo nome o município que uma resposta traz só pelo código ' +
          '(`municipalityCode`).',
        params: z.object({ code: z.string().regex(/^\d{7}$/, MUNICIPALITY_INVALID) }),
        response: { 200: municipalitySchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const found = await findMunicipality(ctx, Number(request.params.code));
      if (!found) throw new HttpError(404, MUNICIPALITY_NOT_FOUND);
      return found;
    },
  );
};

export default municipalitiesRoutes;
