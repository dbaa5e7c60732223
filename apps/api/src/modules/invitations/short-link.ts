import type { FastifyInstance } from 'fastify';
import type { RoutesOptions } from '../../lib/service-context';
import { invitationByShortCode } from './service';

/**
 * PUBLIC_URL/c/{code}, the SMS's short link (docs/design.md §13): it opens the invitation's page
 * with the code, which the invitation takes as the token of that SMS. Outside /api: it is the
 * address a pilot taps.
 */
export default async function shortLinkRoute(app: FastifyInstance, { ctx }: RoutesOptions) {
  app.get<{ Params: { code: string } }>(
    '/c/:code',
    { schema: { hide: true } },
    async (request, reply) => {
      const { code } = request.params;
      const id = await invitationByShortCode(ctx, code);
      return reply.redirect(id ? `/convite/${id}/${code}` : '/convites', 302);
    },
  );
}
