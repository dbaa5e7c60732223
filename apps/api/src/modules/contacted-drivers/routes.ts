import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/contacted-drivers';
import { sessionUser } from '../../plugins/app/access/access';
import { IDEMPOTENCY_NOTE, idempotent } from '../../plugins/app/idempotency/idempotency';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { contactDriver } from './service';

const contactedDriversRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'solicitations');
  await route(
    endpoints.contactDriver,
    {
      summary: 'Pede a participação de um droneiro numa solicitação (só quem a criou)',
      description:
        '`userId` é o droneiro convidado: uma convocação de um droneiro (origem `contact`). ' +
        'Ele recebe o e-mail da convocação, com a solicitação, o contato de quem a criou e os ' +
        'links "Vou participar" e "Não posso". Um droneiro que já tem convite para a ' +
        'solicitação, de qualquer origem, fica como está e não recebe outro e-mail (200); o ' +
        'primeiro pedido responde 201. Convocações e pedidos criam no máximo 1.000 convites ' +
        'por hora por usuário (429). ' +
        IDEMPOTENCY_NOTE,
    },
    async (request, reply) => {
      const user = sessionUser(request);
      return idempotent(request, reply, { userId: user.id, body: request.body }, async () => {
        const { created, contact } = await contactDriver(ctx, user, request.body);
        return reply.status(created ? 201 : 200).send(contact);
      });
    },
  );
};

export default contactedDriversRoutes;
