import type {
  CreateSolicitationInput,
  Solicitation,
  SolicitationDetail,
  UpdateSolicitationInput,
} from '@drones/shared/solicitations';
import {
  NOT_A_MEMBER,
  NOT_CREATOR,
  SOLICITATION_NOT_FOUND,
  SOLICITATION_PHOTOS_FIELD,
} from '@drones/shared/solicitations';
import { POINT_INCOMPLETE, POINT_WITHOUT_MUNICIPALITY } from '@drones/shared/places';
import { ERASED_ACCOUNT_NAME } from '@drones/shared/users';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../lib/service-context';
import { HttpError } from '../../lib/http-error';
import { assertSelf } from '../../lib/ownership';
import { keysetPage, type Cursor, type Page } from '../../lib/keyset';
import type { SessionUser } from '../../lib/session-user';
import { MAX_FILES_PER_REQUEST, type Upload } from '../../plugins/app/files/content';
import type { FileViewer } from '../../plugins/app/files/file-service';
import { record } from '../audit/service';
import { cancelInvitations } from '../invitations/cancellation';
import { requireMunicipality } from '../municipalities/service';
import { userOrganization } from '../organizations/service';
import { findUser } from '../users/service';
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
  type SolicitationChanges,
  type SolicitationFilter,
  type SolicitationListRow,
  type SolicitationRow,
  updateOpenSolicitation,
  readablePairs,
  setResponsible,
  sharedWith,
} from './repository';

/** How many requests are finished: the landing page's public counter. */
export async function countFinishedSolicitations({
  db,
}: Pick<ServiceContext, 'db'>): Promise<number> {
  return countFinished(db);
}

export type { SolicitationFilter, SolicitationListRow };

const FINISHED_NOT_EDITABLE = 'A solicitação finalizada não pode ser alterada.';
const FINISHED_NOT_REMOVABLE = 'A solicitação finalizada não pode ser removida.';
// docs/design.md §4's 10 files bound the request's photos in total, not only those of one upload.
const MAX_PHOTOS = MAX_FILES_PER_REQUEST;
const TOO_MANY_PHOTOS = `Uma solicitação tem no máximo ${MAX_PHOTOS} fotos.`;

function view(
  ctx: Pick<ServiceContext, 'files'>,
  viewer: FileViewer,
  entry: SolicitationListRow,
): Solicitation {
  const { row } = entry;
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    place: row.place,
    date: row.date,
    hour: row.hour,
    necessary_resources: row.necessaryResources,
    mission_details: row.missionDetails,
    observation: row.observation,
    urgency: row.urgency,
    municipalityCode: row.municipalityCode,
    uf: entry.uf,
    latitude: row.latitude,
    longitude: row.longitude,
    requiredCapabilities: row.requiredCapabilities,
    urlsPhoto: entry.photoIds.map((id) => ctx.files.signedUrl(id, viewer)),
    isFinished: row.isFinished,
    missionReportId: entry.missionReportId,
    organization: entry.organization,
    responsible: {
      id: entry.responsible?.id ?? row.userId,
      name: entry.responsible?.name ?? ERASED_ACCOUNT_NAME,
      phone: entry.responsible?.phone ?? null,
      email: entry.responsible?.email ?? '',
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type PlaceInput = Pick<UpdateSolicitationInput, 'municipalityCode' | 'latitude' | 'longitude'>;
type PlaceColumns = Pick<SolicitationChanges, 'municipalityCode' | 'latitude' | 'longitude'>;

/** 400 with one field error, as a schema failure answers. */
function fieldError(path: keyof PlaceInput, message: string): HttpError {
  return new HttpError(400, undefined, [{ path, message }]);
}

/**
 * The place columns a POST (`stored` null) or PUT sets (docs/design.md §8); none when a PUT names no
 * place field. A request's place is a municipality and a point inside it: the point is the one
 * given (both coordinates, or neither) or else the municipality's. A point needs a municipality,
 * given or kept: matching falls back on the municipality and the UF comes from it, so a point
 * alone would be half a place. Naming the municipality again without a point moves the point
 * back to the municipality's. Errors name the field that is missing or wrong; an unknown
 * municipality is 400 on `municipalityCode`. `place` itself is free text, never resolved.
 */
async function placeChanges(
  ctx: Pick<ServiceContext, 'db'>,
  input: PlaceInput,
  stored: Pick<SolicitationRow, 'municipalityCode'> | null,
): Promise<PlaceColumns> {
  const { municipalityCode, latitude, longitude } = input;
  if (
    stored &&
    municipalityCode === undefined &&
    latitude === undefined &&
    longitude === undefined
  ) {
    return {};
  }
  if ((latitude ?? null) === null && (longitude ?? null) !== null) {
    throw fieldError('latitude', POINT_INCOMPLETE);
  }
  if ((latitude ?? null) !== null && (longitude ?? null) === null) {
    throw fieldError('longitude', POINT_INCOMPLETE);
  }
  const code =
    municipalityCode === undefined ? (stored?.municipalityCode ?? null) : municipalityCode;
  if (code === null) {
    if (latitude != null) throw fieldError('municipalityCode', POINT_WITHOUT_MUNICIPALITY);
    return { municipalityCode: null, latitude: null, longitude: null };
  }
  const municipality = await requireMunicipality(ctx, code);
  return latitude != null && longitude != null
    ? { municipalityCode: code, latitude, longitude }
    : {
        municipalityCode: code,
        latitude: municipality.latitude,
        longitude: municipality.longitude,
      };
}

/** The request, or 404 'Solicitação não encontrada'. */
/** The request, or 404. */
export async function getSolicitation(db: Db, id: string): Promise<SolicitationListRow> {
  const entry = await findSolicitation(db, id);
  if (!entry) throw new HttpError(404, SOLICITATION_NOT_FOUND);
  return entry;
}

/**
 * Whether `user` may do what a request's creator may (docs/design.md §12): an active member of
 * the body that owns it, or, for a request without a body, its creator.
 */
async function manages(db: Db, user: SessionUser, row: SolicitationRow): Promise<boolean> {
  if (!row.organizationId) return row.userId === user.id;
  return (await userOrganization({ db }, user.id))?.id === row.organizationId;
}

/**
 * Whether `user` may call pilots to a request and accept volunteers: whoever manages it, or an
 * active member of a body that accepted to share it.
 */
async function callsFor(db: Db, user: SessionUser, row: SolicitationRow): Promise<boolean> {
  return (
    (await manages(db, user, row)) ||
    (row.organizationId !== null && (await sharedWith(db, row.id, user.id)))
  );
}

/** The request when `rule` allows `user`; 404 when unknown, 403 with `message` otherwise. */
async function requireAllowed(
  db: Db,
  user: SessionUser,
  id: string,
  message: string,
  rule: typeof manages,
): Promise<SolicitationListRow> {
  const entry = await getSolicitation(db, id);
  if (!(await rule(db, user, entry.row))) throw new HttpError(403, message);
  return entry;
}

type Guard = (
  ctx: Pick<ServiceContext, 'db'>,
  user: SessionUser,
  id: string,
  message: string,
) => Promise<SolicitationListRow>;

/** The request when `user` manages it; 404 when unknown, 403 with `message` otherwise. */
export const requireManager: Guard = ({ db }, user, id, message) =>
  requireAllowed(db, user, id, message, manages);

/** The request when `user` may call pilots to it (`callsFor`); 404 when unknown, 403 otherwise. */
export const requireCaller: Guard = ({ db }, user, id, message) =>
  requireAllowed(db, user, id, message, callsFor);

/** Which of the readers may read their request's roster, matches and timeline (see readablePairs). */
export function mayRead(
  { db }: Pick<ServiceContext, 'db'>,
  readers: { user: Pick<SessionUser, 'id' | 'role'>; solicitationId: string }[],
): Promise<Set<string>> {
  return readablePairs(
    db,
    readers.map(({ user, solicitationId }) => ({
      userId: user.id,
      admin: user.role === 'ADMIN',
      solicitationId,
    })),
  );
}

/** The request when `user` may read its roster, matches and timeline; 404 otherwise. */
export async function requireReader(
  ctx: Pick<ServiceContext, 'db'>,
  user: Pick<SessionUser, 'id' | 'role'>,
  id: string,
): Promise<SolicitationListRow> {
  const entry = await getSolicitation(ctx.db, id);
  if ((await mayRead(ctx, [{ user, solicitationId: id }])).size === 0) {
    throw new HttpError(404, SOLICITATION_NOT_FOUND);
  }
  return entry;
}

/** Marks the request finished inside the caller's transaction; false when it already was. */
export function markFinished({ db: tx }: Pick<ServiceContext, 'db'>, id: string): Promise<boolean> {
  return finishSolicitation(tx, id);
}

/** A newest-first page of requests. */
export async function listSolicitationPage(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: SessionUser,
  query: Omit<SolicitationFilter, 'scope'> & { scope?: 'organization' | 'shared' | undefined },
  page: { limit: number; cursor?: string | undefined },
): Promise<Page<Solicitation>> {
  const { scope, ...rest } = query;
  const filter: SolicitationFilter = scope
    ? {
        ...rest,
        scope: {
          kind: scope,
          organizationId: (await userOrganization(ctx, viewer.id))?.id ?? null,
        },
      }
    : rest;
  return keysetPage(page, {
    rows: (limit, after) => listSolicitationsQuery(ctx.db, filter, limit, after),
    total: async () => (await countSolicitationsQuery(ctx.db, filter))[0]?.n ?? 0,
    position: (entry) => ({ createdAt: entry.cursor, id: entry.row.id }),
    view: (entry) => view(ctx, viewer, entry),
  });
}

/** One request with its creator's contact; the contacted pilots are the caller's to add. */
export async function readSolicitation(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: FileViewer,
  id: string,
): Promise<Omit<SolicitationDetail, 'ContactedDrivers'>> {
  const entry = await getSolicitation(ctx.db, id);
  const creator = await findUser(ctx, entry.row.userId);
  return {
    ...view(ctx, viewer, entry),
    userDetails: {
      name: creator?.name ?? ERASED_ACCOUNT_NAME,
      phone: creator?.phone ?? null,
      email: creator?.email ?? '',
    },
  };
}

/** Photos checked and re-encoded before the transaction that saves them opens. */
function preparePhotos(ctx: Pick<ServiceContext, 'files'>, user: SessionUser, photos: Upload[]) {
  return ctx.files.prepareEach(photos, { kind: 'solicitation_photo', ownerId: user.id });
}

/** The request and its photos are saved together: a refused photo (413/415) leaves neither. */
export async function createSolicitation(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  user: SessionUser,
  input: CreateSolicitationInput,
  photos: Upload[],
): Promise<Solicitation> {
  assertSelf(user, input.userId);
  const place = await placeChanges(ctx, input, null);
  const prepared = await preparePhotos(ctx, user, photos);
  // A member's request belongs to his body (docs/design.md §12).
  const organization = await userOrganization(ctx, user.id);
  const id = await ctx.files.transaction(async (tx) => {
    const row = await insertSolicitation(tx, {
      userId: user.id,
      organizationId: organization?.id ?? null,
      name: input.name,
      description: input.description,
      place: input.place,
      date: input.date ?? null,
      hour: input.hour,
      necessaryResources: input.necessary_resources,
      missionDetails: input.mission_details,
      observation: input.observation || null,
      urgency: input.urgency,
      ...place,
      requiredCapabilities: input.requiredCapabilities ?? [],
    });
    await ctx.files.storeEach(prepared, tx, (file) => linkPhoto(tx, row.id, file.id));
    return row.id;
  });
  return view(ctx, user, await getSolicitation(ctx.db, id));
}

/** The creator's open request, or the answer that explains why it cannot be changed. */
async function openOwnRequest(db: Db, user: SessionUser, id: string, finishedMessage: string) {
  const entry = await requireManager({ db }, user, id, NOT_CREATOR);
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
 * the new ones, all or nothing; a finished request is 409, more than 10 photos in all is 400.
 * Dropped photos' bytes go after commit.
 */
export async function changeSolicitation(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  user: SessionUser,
  id: string,
  input: UpdateSolicitationInput,
  photos: Upload[],
): Promise<Solicitation> {
  assertSelf(user, input.userId);
  const { row } = await openOwnRequest(ctx.db, user, id, FINISHED_NOT_EDITABLE);
  const place = await placeChanges(ctx, input, row);
  const prepared = await preparePhotos(ctx, user, photos);
  await ctx.files.transaction(async (tx) => {
    const updated = await updateOpenSolicitation(tx, id, {
      name: input.name,
      description: input.description,
      place: input.place,
      date: input.date,
      hour: input.hour,
      necessaryResources: input.necessary_resources,
      missionDetails: input.mission_details,
      observation: input.observation === undefined ? undefined : input.observation || null,
      urgency: input.urgency,
      ...place,
      requiredCapabilities: input.requiredCapabilities,
    });
    if (!updated) throw await changedMeanwhile(tx, id, FINISHED_NOT_EDITABLE);
    const linked = new Set(await findPhotoIds(tx, id));
    const removed = [...new Set(input.removePhotos ?? [])].filter((fileId) => linked.has(fileId));
    // Counted under the row lock the update took, so two PUTs at once cannot both fit.
    if (linked.size - removed.length + prepared.length > MAX_PHOTOS) {
      throw new HttpError(400, TOO_MANY_PHOTOS, [
        { path: SOLICITATION_PHOTOS_FIELD, message: TOO_MANY_PHOTOS },
      ]);
    }
    await ctx.files.remove(removed, tx);
    await ctx.files.storeEach(prepared, tx, (file) => linkPhoto(tx, id, file.id));
  });
  return view(ctx, user, await getSolicitation(ctx.db, id));
}

/**
 * Removes the creator's open request with its photos; a finished one is 409. Its invitations
 * stay, cancelled, and the pilots who had not declined are told by e-mail, all in one
 * transaction (ADR 031).
 */
export async function removeSolicitation(
  ctx: Pick<ServiceContext, 'db' | 'files' | 'mail' | 'config'>,
  user: SessionUser,
  id: string,
): Promise<void> {
  await openOwnRequest(ctx.db, user, id, FINISHED_NOT_REMOVABLE);
  await ctx.files.transaction(async (tx) => {
    const locked = await lockOpenSolicitation(tx, id);
    if (!locked) throw await changedMeanwhile(tx, id, FINISHED_NOT_REMOVABLE);
    await cancelInvitations(ctx, tx, locked);
    const photoIds = await findPhotoIds(tx, id);
    await deleteSolicitation(tx, id);
    await ctx.files.remove(photoIds, tx);
  });
}

export type FinishedRow = Awaited<ReturnType<typeof finishedBatch>>[number];

/** Every finished request, newest first, read in keyset batches so memory stays flat. */
export async function* finishedSolicitations(
  { db }: Pick<ServiceContext, 'db'>,
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

/**
 * Hands a body's request to another of its active members (docs/design.md §12): any member may;
 * the messages sent afterwards name the new responsible's contact, and the timeline tells it.
 */
export async function handOver(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  user: SessionUser,
  id: string,
  input: { userId: string },
  ip: string,
): Promise<Solicitation> {
  const { row } = await requireManager(ctx, user, id, NOT_CREATOR);
  const target = await userOrganization(ctx, input.userId);
  if (!row.organizationId || target?.id !== row.organizationId) {
    throw new HttpError(400, undefined, [{ path: 'userId', message: NOT_A_MEMBER }]);
  }
  await ctx.db.transaction(async (tx) => {
    await setResponsible(tx, id, input.userId);
    await record(tx, {
      action: 'solicitation.handover',
      actor: { id: user.id, ip },
      target: { type: 'solicitation', id },
      details: { organizationId: target.id, responsibleId: input.userId },
    });
  });
  return view(ctx, user, await getSolicitation(ctx.db, id));
}
