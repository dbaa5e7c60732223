import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { SignUpInput } from '@drones/shared/users';
import { openPglite } from '../../apps/api/src/db/client';
import { equipment, solicitations, users } from '../../apps/api/src/db/schema';

/** Rows the landing-page counters must show. */
export const publicSeed = { drivers: 7, governments: 2, equipment: 5, finished: 3, open: 2 };

/** The administrator `npm run create-admin` would make; the journeys sign in with it. */
export const adminAccount = {
  name: 'Administradora E2E',
  email: 'admin@e2e.test',
  password: 'admin-e2e-123',
};

const root = path.resolve(import.meta.dirname, '../..');

/** Creates the admin with `npm run create-admin`'s script, as an operator would. */
function createAdmin(dataDir: string) {
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/api/scripts/create-admin.ts',
      '--email',
      adminAccount.email,
      '--password',
      adminAccount.password,
      '--name',
      adminAccount.name,
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    throw new Error(`create-admin failed (${result.status}): ${result.stderr}${result.stdout}`);
  }
}

/** Seeds the rows, then the admin (PGlite admits one process: all of it before the server). */
export async function seedDatabase(dataDir: string) {
  await seedPublicData(dataDir);
  createAdmin(dataDir);
}

async function seedPublicData(dataDir: string) {
  const database = await openPglite(dataDir);
  const { db } = database;
  const person = (i: number, role: SignUpInput['role']) => ({
    name: `${role === 'DRIVER' ? 'Piloto' : 'Defesa Civil'} ${i}`,
    email: `${role.toLowerCase()}${i}@e2e.test`,
    passwordHash: 'seeded-without-login',
    birthDate: '1988-03-09',
    phone: '21999990000',
    cpf: `${role === 'DRIVER' ? 1 : 2}${String(i).padStart(10, '0')}`,
    role,
  });
  const drivers = await db
    .insert(users)
    .values(Array.from({ length: publicSeed.drivers }, (_, i) => person(i, 'DRIVER')))
    .returning();
  const governments = await db
    .insert(users)
    .values(Array.from({ length: publicSeed.governments }, (_, i) => person(i, 'GOVERNMENT')))
    .returning();
  await db.insert(equipment).values(
    Array.from({ length: publicSeed.equipment }, (_, i) => ({
      userId: drivers[i % drivers.length]!.id,
      name: `Drone ${i}`,
      manufacture: 'DJI',
      model: 'Mavic 3 Enterprise',
      autonomy: '45 min',
    })),
  );
  await db.insert(solicitations).values(
    Array.from({ length: publicSeed.finished + publicSeed.open }, (_, i) => ({
      userId: governments[0]!.id,
      name: `Solicitação ${i}`,
      description: 'Mapeamento de área atingida',
      place: 'Rio de Janeiro',
      hour: '09:00',
      necessaryResources: 'Drone com câmera',
      missionDetails: 'Sobrevoo',
      isFinished: i < publicSeed.finished,
    })),
  );
  await database.close();
}
