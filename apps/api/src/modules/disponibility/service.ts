import type {
  CreateDisponibilityInput,
  Disponibility,
  UpdateDisponibilityInput,
} from '@drones/shared/pilot-data';
import type { ServiceContext } from '../../lib/service-context';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import { assertSelf, ownRecord } from '../../lib/ownership';
import type { SessionUser } from '../../lib/session-user';
import {
  deleteDisponibility,
  findDisponibility,
  findDisponibilityByUser,
  insertDisponibility,
  ONE_PER_PILOT,
  updateDisponibility,
  type DisponibilityChanges,
  type DisponibilityRow,
} from './repository';
import { recordPilotDataDeleted } from '../audit/service';
import { requireMunicipality } from '../municipalities/service';

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
    municipalityCode: row.municipalityCode,
    uf: row.uf,
  };
}

/**
 * What a POST or PUT stores. With a municipality the pilot chose (400 on `municipalityCode` when
 * it does not exist), the city is its name; without one, the repository looks the city up.
 */
async function changesOf(
  db: Pick<ServiceContext, 'db'>,
  input: CreateDisponibilityInput | UpdateDisponibilityInput,
): Promise<DisponibilityChanges> {
  const chosen =
    input.municipalityCode == null ? null : await requireMunicipality(db, input.municipalityCode);
  // The body's schema refuses an availability with neither a city nor a municipality.
  const city = chosen?.name ?? input.city ?? '';
  return {
    days: input.days,
    city,
    district: input.district,
    complement: input.complement || null,
    municipalityCode: chosen?.code ?? null,
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
  const changes = await changesOf({ db }, input);
  try {
    const row = await insertDisponibility(db, user.id, changes);
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
  ownRecord(user, await findDisponibility(db, id), NOT_FOUND);
  const updated = await updateDisponibility(db, id, await changesOf({ db }, input));
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
  ownRecord(user, await findDisponibility(db, id), NOT_FOUND);
  await db.transaction(async (tx) => {
    if (!(await deleteDisponibility(tx, id))) throw new HttpError(404, NOT_FOUND);
    await recordPilotDataDeleted(tx, user.id, ip, { resource: 'disponibility', id });
  });
}
