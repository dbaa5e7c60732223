import type {
  CreateSolicitationInput,
  Solicitation,
  SolicitationDetail,
  UpdateSolicitationInput,
} from '@drones/shared/solicitations';
import { SOLICITATION_NOT_FOUND } from '@drones/shared/solicitations';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { FileService } from '../../plugins/app/files/file-service';
import { assertSelf } from '../../lib/ownership';
import { decodeCursor, encodeCursor, type Cursor } from '../../lib/keyset';
import type { SessionUser } from '../../lib/session-user';
import { findUserById } from '../users/service';
import {
  countFinished,
  countSolicitationsQuery,
  deleteSolicitation,
  findPhotoIds,
  findSolicitation,
  finishedBatch,
  finishSolicitation,
  insertSolicitation,
  linkPhoto,
  listSolicitationsQuery,
  lockOpenSolicitation,
  updateOpenSolicitation,
  type SolicitationFilter,
  type SolicitationListRow,
} from './repository';

export { countFinished };
export type { SolicitationFilter };

/** Turns a stored file id into a signed, expiring URL. */
type SignUrl = (fileId: string) => string;

export interface SolicitationDeps {
  db: Db;
  files: FileService;
}

const NOT_CREATOR = 'Somente quem criou a solicitação pode alterá-la ou removê-la.';
const FINISHED_NOT_EDITABLE = 'A solicitação finalizada não pode ser alterada.';
const FINISHED_NOT_REMOVABLE = 'A solicitação finalizada não pode ser removida.';

function view(entry: SolicitationListRow, signUrl: SignUrl): Solicitation {
  const { row } = entry;
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    place: row.place,
    hour: row.hour,
    necessary_resources: row.necessaryResources,
    mission_details: row.missionDetails,
    observation: row.observation,
    urgency: row.urgency,
    urlsPhoto: entry.photoIds.map(signUrl),
    isFinished: row.isFinished,
    missionReportId: entry.missionReportId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The request, or 404 'Solicitação não encontrada'. */
async function getSolicitation(db: Db, id: string): Promise<SolicitationListRow> {
  const entry = await findSolicitation(db, id);
  if (!entry) throw new HttpError(404, SOLICITATION_NOT_FOUND);
  return entry;
}

/** The request when `user` created it: 404 when unknown, 403 with `message` otherwise. */
export async function requireCreator(
  db: Db,
  user: SessionUser,
  id: string,
  message: string,
): Promise<SolicitationListRow> {
  const entry = await getSolicitation(db, id);
  if (entry.row.userId !== user.id) throw new HttpError(403, message);
  return entry;
}

/** Marks the request finished inside the caller's transaction; false when it already was. */
export function markFinished(tx: Db, id: string): Promise<boolean> {
  return finishSolicitation(tx, id);
}

/** A newest-first page of requests and the cursor of the next one. */
export async function listSolicitationPage(
  db: Db,
  filter: SolicitationFilter,
  page: { limit: number; cursor?: string | undefined },
  signUrl: SignUrl,
): Promise<{ items: Solicitation[]; total: number; next: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const [rows, [counted]] = await Promise.all([
    listSolicitationsQuery(db, filter, page.limit + 1, after),
    countSolicitationsQuery(db, filter),
  ]);
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((entry) => view(entry, signUrl)),
    total: counted?.n ?? 0,
    next:
      rows.length > page.limit && last
        ? encodeCursor({ createdAt: last.cursor, id: last.row.id })
        : null,
  };
}

/** One request with its creator's contact; the contacted pilots are the caller's to add. */
export async function readSolicitation(
  db: Db,
  id: string,
  signUrl: SignUrl,
): Promise<Omit<SolicitationDetail, 'ContactedDrivers'>> {
  const entry = await getSolicitation(db, id);
  const creator = await findUserById(db, entry.row.userId);
  return {
    ...view(entry, signUrl),
    userDetails: {
      name: creator?.name ?? '',
      phone: creator?.phone ?? null,
      email: creator?.email ?? '',
    },
  };
}

async function storePhotos(
  deps: SolicitationDeps,
  tx: Db,
  solicitationId: string,
  ownerId: string,
  photos: Buffer[],
): Promise<void> {
  for (const data of photos) {
    const file = await deps.files.store({ data, kind: 'solicitation_photo', ownerId }, tx);
    await linkPhoto(tx, solicitationId, file.id);
  }
}

/** The request and its photos are saved together: a refused photo (413/415) leaves neither. */
export async function createSolicitation(
  deps: SolicitationDeps,
  user: SessionUser,
  input: CreateSolicitationInput,
  photos: Buffer[],
): Promise<Solicitation> {
  assertSelf(user, input.userId);
  const id = await deps.files.transaction(async (tx) => {
    const row = await insertSolicitation(tx, {
      userId: user.id,
      name: input.name,
      description: input.description,
      place: input.place,
      hour: input.hour,
      necessaryResources: input.necessary_resources,
      missionDetails: input.mission_details,
      observation: input.observation || null,
      urgency: input.urgency,
    });
    await storePhotos(deps, tx, row.id, user.id, photos);
    return row.id;
  });
  return view(await getSolicitation(deps.db, id), (fileId) => deps.files.signedUrl(fileId));
}

/** The creator's open request, or the answer that explains why it cannot be changed. */
async function openOwnRequest(db: Db, user: SessionUser, id: string, finishedMessage: string) {
  const entry = await requireCreator(db, user, id, NOT_CREATOR);
  if (entry.row.isFinished) throw new HttpError(409, finishedMessage);
  return entry;
}

/** A concurrent request finished (409) or removed (404) the request since it was read. */
async function changedMeanwhile(tx: Db, id: string, finishedMessage: string): Promise<HttpError> {
  return (await findSolicitation(tx, id))
    ? new HttpError(409, finishedMessage)
    : new HttpError(404, SOLICITATION_NOT_FOUND);
}

/**
 * Changes the given fields, drops the listed photos (ids of other requests are ignored) and adds
 * the new ones, all or nothing; a finished request is 409. Dropped photos' bytes go after commit.
 */
export async function changeSolicitation(
  deps: SolicitationDeps,
  user: SessionUser,
  id: string,
  input: UpdateSolicitationInput,
  photos: Buffer[],
): Promise<Solicitation> {
  assertSelf(user, input.userId);
  await openOwnRequest(deps.db, user, id, FINISHED_NOT_EDITABLE);
  await deps.files.transaction(async (tx) => {
    const updated = await updateOpenSolicitation(tx, id, {
      name: input.name,
      description: input.description,
      place: input.place,
      hour: input.hour,
      necessaryResources: input.necessary_resources,
      missionDetails: input.mission_details,
      observation: input.observation === undefined ? undefined : input.observation || null,
      urgency: input.urgency,
    });
    if (!updated) throw await changedMeanwhile(tx, id, FINISHED_NOT_EDITABLE);
    const linked = new Set(await findPhotoIds(tx, id));
    const removed = [...new Set(input.removePhotos ?? [])].filter((fileId) => linked.has(fileId));
    await deps.files.remove(removed, tx);
    await storePhotos(deps, tx, id, user.id, photos);
  });
  return view(await getSolicitation(deps.db, id), (fileId) => deps.files.signedUrl(fileId));
}

/** Removes the creator's open request with its photos and contacts; a finished one is 409. */
export async function removeSolicitation(
  deps: SolicitationDeps,
  user: SessionUser,
  id: string,
): Promise<void> {
  await openOwnRequest(deps.db, user, id, FINISHED_NOT_REMOVABLE);
  await deps.files.transaction(async (tx) => {
    if (!(await lockOpenSolicitation(tx, id))) {
      throw await changedMeanwhile(tx, id, FINISHED_NOT_REMOVABLE);
    }
    const photoIds = await findPhotoIds(tx, id);
    await deleteSolicitation(tx, id);
    await deps.files.remove(photoIds, tx);
  });
}

export type FinishedRow = Awaited<ReturnType<typeof finishedBatch>>[number];

/** Every finished request, newest first, read in keyset batches so memory stays flat. */
export async function* finishedSolicitations(
  db: Db,
  batchSize = 1000,
): AsyncGenerator<FinishedRow[]> {
  let after: Cursor | undefined;
  for (;;) {
    const batch = await finishedBatch(db, batchSize, after);
    if (batch.length > 0) yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { createdAt: last.cursor, id: last.id };
  }
}
