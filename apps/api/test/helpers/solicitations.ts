import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { signUp, type Account } from './accounts';
import { call, pilotDataPeople } from './pilot-data';

export const requestFields = {
  name: 'Enchente no Vale do Cuiabá',
  description: 'Mapear as áreas alagadas e localizar famílias ilhadas',
  place: 'Petrópolis - RJ',
  hour: '14:30',
  necessary_resources: 'Drone com câmera térmica',
  mission_details: 'Sobrevoo de 2 km² ao longo do rio',
  observation: 'Levar baterias extras',
};

/** The permission table (`@drones/shared/permissions`) for requests: two approved civil-defence users among others. */
export async function requestPeople(app: FastifyInstance) {
  const people = await pilotDataPeople(app);
  const otherGovernment = await signUp(app, { role: 'GOVERNMENT', name: 'Carlos Pereira' });
  await app.db
    .update(users)
    .set({ approvalStatus: 'approved' })
    .where(eq(users.id, otherGovernment.id));
  return { ...people, otherGovernment };
}

/** Creates a request as `who` through the API and answers its body. */
export async function createRequest(
  app: FastifyInstance,
  who: Account,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/solicitation',
    headers: who.auth,
    payload: { ...requestFields, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json<{ id: string; urlsPhoto: string[] } & Record<string, unknown>>();
}

/** The fields of a mission report, as its form sends them. */
export const reportFields = {
  name: 'Relatório - Enchente no Vale do Cuiabá',
  description: 'Sobrevoo das margens do rio',
  main_information: 'Três famílias localizadas e resgatadas',
  fight_time: '95 min',
  colected_data: '420 fotos e um ortomosaico',
  resources_utilizated: 'DJI Mavic 3 Thermal',
  observation: 'Chuva forte no fim da tarde',
};

/** Files a mission report for the request as `creator`, which finishes it; answers the response. */
export function fileReport(app: FastifyInstance, creator: Account, requestId: string) {
  return call(app, 'POST', '/api/missionReport', creator, {
    ...reportFields,
    solicitationId: requestId,
  });
}
