import type {
  CreateDisponibilityInput,
  Disponibility,
  UpdateDisponibilityInput,
} from '@drones/shared/pilot-data';
import type { ServiceContext } from '../../lib/service-context';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import { assertOwner, assertSelf } from '../../lib/ownership';
import type { SessionUser } from '../../lib/session-user';
import {
  deleteDisponibility,
  findDisponibility,
  findDisponibilityByUser,
  insertDisponibility,
  ONE_PER_PILOT,
  updateDisponibility,
  type DisponibilityRow,
} from './repository';
import { recordPilotDataDeleted } from '../audit/service';

const ALREADY_EXISTS = 'Disponibilidade já cadastrada.';
const NOT_FOUND = 'Disponibilidade não encontrada.';

function view(row: DisponibilityRow): Disponibility {
  return {
    id: row.id,
    userId: row.userId,
    days: row.days,
    city: row.city,
    district: row.district,
    complement: row.complement,
  };
}

/** A pilot's availability, for whoever the caller already allowed to read it. */
export async function findUserDisponibility(
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
): Promise<Disponibility | null> {
  const row = await findDisponibilityByUser(db, userId);
  return row && view(row);
}

/** One availability per pilot: a second one is a 409, also when two requests race. */
export async function createDisponibility(
  { db }: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  input: CreateDisponibilityInput,
): Promise<Disponibility> {
  assertSelf(user, input.userId);
  if (await findDisponibilityByUser(db, user.id)) throw new HttpError(409, ALREADY_EXISTS);
  try {
    const row = await insertDisponibility(db, {
      userId: user.id,
      days: input.days,
      city: input.city,
      district: input.district,
      complement: input.complement || null,
    });
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_PILOT)) throw new HttpError(409, ALREADY_EXISTS);
    throw error;
  }
}

export async function changeDisponibility(
  { db }: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  id: string,
  input: UpdateDisponibilityInput,
): Promise<Disponibility> {
  const row = await findDisponibility(db, id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  assertOwner(user, row.userId, NOT_FOUND);
  const updated = await updateDisponibility(db, id, {
    days: input.days,
    city: input.city,
    district: input.district,
    complement: input.complement || null,
  });
  if (!updated) throw new HttpError(404, NOT_FOUND);
  return view(updated);
}

/** The pilot takes his availability back (LGPD): only he may, and he may record it again later. */
export async function removeDisponibility(
  { db }: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  id: string,
  ip: string,
): Promise<void> {
  const row = await findDisponibility(db, id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  assertOwner(user, row.userId, NOT_FOUND);
  await db.transaction(async (tx) => {
    if (!(await deleteDisponibility(tx, id))) throw new HttpError(404, NOT_FOUND);
    await recordPilotDataDeleted(tx, user.id, ip, { resource: 'disponibility', id });
  });
}
