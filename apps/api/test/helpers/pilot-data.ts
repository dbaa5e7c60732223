import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import { createAdmin, signUp, type Account } from './accounts';

/** Everyone the permission table (`@drones/shared/permissions`) tells apart for pilot data. */
export async function pilotDataPeople(app: FastifyInstance) {
  const pilot = await signUp(app);
  const otherPilot = await signUp(app);
  const pending = await signUp(app, { role: 'GOVERNMENT' });
  const government = await signUp(app, { role: 'GOVERNMENT' });
  await app.db.update(users).set({ approvalStatus: 'approved' }).where(eq(users.id, government.id));
  const admin = await createAdmin(app);
  return { pilot, otherPilot, pending, government, admin };
}

/** A pilot's drone, as the equipment form sends it. */
export const drone = {
  name: 'Drone de mapeamento',
  manufacture: 'DJI',
  model: 'Mavic 3',
  autonomy: '45 min',
  observation: 'Câmera térmica',
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request as `who` (anonymous without one). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  who?: Account,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: who?.auth ?? {},
    ...(payload ? { payload } : {}),
  });
}
