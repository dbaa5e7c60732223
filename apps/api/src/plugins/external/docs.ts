import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { optionalSessionUser } from '../app/access/access';

/**
 * OpenAPI generated from the routes' zod schemas; Swagger UI at /api/docs, open to anyone or
 * (`API_DOCS=admin`, the production default) to signed-in admins only.
 */
export default fp(
  async (
    app: FastifyInstance,
    { publicUrl, access }: { publicUrl: string; access: 'public' | 'admin' },
  ) => {
    const adminOnly = async (request: FastifyRequest) => {
      const user = await optionalSessionUser(app.db, request);
      if (!user) throw new HttpError(401);
      if (user.role !== 'ADMIN') throw new HttpError(403);
    };
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Drones Voluntários API',
          description: 'API da plataforma que conecta droneiros voluntários à Defesa Civil.',
          version: '1.0.0',
          // The API is offered under the platform's terms: its privacy notice (LGPD).
          license: {
            name: 'Política de privacidade da plataforma',
            url: `${publicUrl}/privacidade`,
          },
        },
        // Paths carry their /api prefix: the server is wherever the document was served from.
        servers: [{ url: '/', description: 'Este servidor' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // swagger-ui adds it as a Fastify onRequest hook, which awaits an async one.
      // eslint-disable-next-line @typescript-eslint/no-misused-promises
      ...(access === 'admin' ? { uiHooks: { onRequest: adminOnly } } : {}),
    });
  },
  { name: 'docs' },
);
