import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas; Swagger UI at /api/docs. */
export default fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
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
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
