import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/certificates';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { sessionUser } from '../../plugins/app/access/access';
import { listCertificatePage, reviewCertificate } from './service';

const certificatesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'certificates');
  await route.list(
    endpoints.listCertificates,
    {
      summary: 'Certificados dos droneiros para avaliação (ADMIN)',
      description:
        '`status` filtra por situação (`pending`, `verified`, `rejected`). Os pendentes vêm como ' +
        'uma fila, o envio mais antigo primeiro; os demais, e todos juntos, o mais novo primeiro. ' +
        '`url` é o link assinado do arquivo. Paginação nos cabeçalhos `X-Total-Count` e ' +
        '`Link: <…>; rel="next"`.',
    },
    async (request) => listCertificatePage(ctx, sessionUser(request), request.query),
  );

  await route(
    endpoints.reviewCertificate,
    {
      summary: 'Verifica um certificado até uma data ou o recusa com um motivo (ADMIN)',
      description:
        '`{ status: "verified", expiresAt: "AAAA-MM-DD" }` (uma data futura) ou ' +
        '`{ status: "rejected", reason }`. Uma avaliação pode ser refeita. O droneiro recebe um ' +
        'e-mail com a decisão.',
    },
    async (request) =>
      reviewCertificate(ctx, sessionUser(request), request.params.id, request.body, request.ip),
  );
};

export default certificatesRoutes;
