import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '@drones/shared/roles';
import type { Db } from '../../src/db/client';
import { equipment, solicitations, users } from '../../src/db/schema';

let sequence = 0;

/** Inserts a user row directly (the sign-up rules are tested through the API elsewhere). */
export async function insertUser(db: Db, role: Role = 'DRIVER') {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      name: `Pessoa ${sequence}`,
      email: `pessoa${sequence}@exemplo.com.br`,
      passwordHash: 'not-a-real-hash',
      birthDate: '1990-05-17',
      phone: '21987654321',
      cpf: String(10_000_000_000 + sequence),
      role,
    })
    .returning();
  return user!;
}

export async function insertEquipment(db: Db, userId: string) {
  const [row] = await db
    .insert(equipment)
    .values({ userId, name: 'Drone', manufacture: 'DJI', model: 'Mavic 3', autonomy: '45 min' })
    .returning();
  return row!;
}

export async function insertSolicitation(db: Db, userId: string, isFinished = false) {
  const [row] = await db
    .insert(solicitations)
    .values({
      userId,
      name: 'Enchente no bairro',
      description: 'Mapear áreas alagadas',
      place: 'Petrópolis',
      hour: '14:30',
      necessaryResources: 'Drone com câmera térmica',
      missionDetails: 'Sobrevoo de 2 km²',
      isFinished,
    })
    .returning();
  return row!;
}

/** Inserts `count` pilot accounts in one statement, for tests that need many. */
export async function insertPilots(db: Db, count: number) {
  const first = sequence + 1;
  sequence += count;
  return db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Pessoa ${first + i}`,
        email: `pessoa${first + i}@exemplo.com.br`,
        passwordHash: 'not-a-real-hash',
        birthDate: '1990-05-17',
        phone: '21987654321',
        cpf: String(10_000_000_000 + first + i),
        role: 'DRIVER' as const,
      })),
    )
    .returning({ id: users.id });
}

/** How many rows `table` holds (those `where` selects, when given). */
export async function rowCount(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row!.n;
}
