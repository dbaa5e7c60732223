import type {
  CreateEquipmentInput,
  Equipment,
  UpdateEquipmentInput,
} from '@drones/shared/pilot-data';
import { PILOT_NOT_FOUND } from '@drones/shared/users';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { HttpError } from '../../lib/http-error';
import { assertCanReadPilotData, assertSelf, ownRecord } from '../../lib/ownership';
import { keysetPage, type Page } from '../../lib/keyset';
import {
  countEquipment,
  deleteEquipment,
  findEquipment,
  insertEquipment,
  listEquipment,
  listEquipmentByUser,
  listEquipmentOfUsers,
  updateEquipment,
  type EquipmentRow,
} from './repository';

const NOT_FOUND = 'Equipamento não encontrado.';

function view(row: EquipmentRow): Equipment {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    manufacture: row.manufacture,
    model: row.model,
    autonomy: row.autonomy,
    observation: row.observation,
    capabilities: row.capabilities,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function existing(db: Db, id: string): Promise<EquipmentRow> {
  const row = await findEquipment(db, id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row;
}

/** How many drones are registered: the landing page's public counter. */
export async function countAllEquipment({ db }: Pick<ServiceContext, 'db'>): Promise<number> {
  return countEquipment(db);
}

export async function createEquipment(
  { db }: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  input: CreateEquipmentInput,
): Promise<Equipment> {
  assertSelf(user, input.userId);
  const row = await insertEquipment(db, {
    userId: user.id,
    name: input.name,
    manufacture: input.manufacture,
    model: input.model,
    autonomy: input.autonomy,
    observation: input.observation || null,
    capabilities: input.capabilities ?? [],
  });
  return view(row);
}

/** A newest-first page of everyone's equipment. */
export type EquipmentSummary = Pick<Equipment, 'id' | 'name' | 'manufacture' | 'model'>;

/** Each user's drones (name and model), for lists of pilots; users without any are absent. */
export async function summarizeEquipmentOf(
  { db }: Pick<ServiceContext, 'db'>,
  userIds: string[],
): Promise<Map<string, EquipmentSummary[]>> {
  const byUser = new Map<string, EquipmentSummary[]>();
  for (const { userId, ...item } of await listEquipmentOfUsers(db, userIds)) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), item]);
  }
  return byUser;
}

export function listEquipmentPage(
  { db }: Pick<ServiceContext, 'db'>,
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<Equipment>> {
  return keysetPage(page, {
    rows: (limit, after) => listEquipment(db, limit, after),
    total: () => countEquipment(db),
    position: (entry) => ({ createdAt: entry.cursor, id: entry.row.id }),
    view: (entry) => view(entry.row),
  });
}

/** A pilot's equipment, newest first, for whoever the caller already allowed to read it. */
export async function listUserEquipment(
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
): Promise<Equipment[]> {
  return (await listEquipmentByUser(db, userId)).map(view);
}

export async function readEquipment(
  { db }: Pick<ServiceContext, 'db'>,
  viewer: SessionUser,
  id: string,
): Promise<Equipment> {
  const row = await existing(db, id);
  assertCanReadPilotData(viewer, row.userId, NOT_FOUND);
  return view(row);
}

export async function readUserEquipment(
  { db }: Pick<ServiceContext, 'db'>,
  viewer: SessionUser,
  userId: string,
): Promise<Equipment[]> {
  assertCanReadPilotData(viewer, userId, PILOT_NOT_FOUND);
  return listUserEquipment({ db }, userId);
}

export async function changeEquipment(
  { db }: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  id: string,
  input: UpdateEquipmentInput,
): Promise<Equipment> {
  ownRecord(user, await findEquipment(db, id), NOT_FOUND);
  const row = await updateEquipment(db, id, {
    name: input.name,
    manufacture: input.manufacture,
    model: input.model,
    autonomy: input.autonomy,
    observation: input.observation === undefined ? undefined : input.observation || null,
    capabilities: input.capabilities,
  });
  // Deleted by a concurrent request since it was read.
  if (!row) throw new HttpError(404, NOT_FOUND);
  return view(row);
}

export async function removeEquipment(
  { db }: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  id: string,
): Promise<void> {
  ownRecord(user, await findEquipment(db, id), NOT_FOUND);
  await deleteEquipment(db, id);
}
