import type {
  AdditionalData,
  ChangeAdditionalDataInput,
  CreateAdditionalDataInput,
} from '@drones/shared/pilot-data';
import type { ServiceContext } from '../../lib/service-context';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import { assertCanReadPilotData, assertSelf, ownRecord } from '../../lib/ownership';
import type { SessionUser } from '../../lib/session-user';
import type { Upload } from '../../plugins/app/files/content';
import type { FileViewer } from '../../plugins/app/files/file-service';
import { findUserDisponibility } from '../disponibility/service';
import {
  deleteAdditionalData,
  findAdditionalData,
  findAdditionalDataByUser,
  findCertificateIds,
  findCertificates,
  insertAdditionalData,
  linkCertificate,
  ONE_PER_PILOT,
  updateAdditionalData,
  type AdditionalDataRow,
} from './repository';
import { recordPilotDataDeleted } from '../audit/service';

const ALREADY_EXISTS = 'Dados adicionais já cadastrados.';
const NOT_FOUND = 'Dados adicionais não encontrados.';

/**
 * Certificate URLs are signed here: callers must have checked who reads (the pilot, approved
 * GOVERNMENT, ADMIN). `url` and `certificates` list the same files in the same order; a newly
 * sent certificate is pending until an admin reviews it (modules/certificates).
 */
async function view(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: FileViewer,
  row: AdditionalDataRow,
): Promise<AdditionalData> {
  const [disponibility, certificateRows] = await Promise.all([
    findUserDisponibility(ctx, row.userId),
    findCertificates(ctx.db, row.id),
  ]);
  const certificates = certificateRows.map((certificate) => ({
    id: certificate.fileId,
    url: ctx.files.signedUrl(certificate.fileId, viewer),
    status: certificate.status,
    expiresAt: certificate.expiresAt,
    reason: certificate.reason,
  }));
  return {
    id: row.id,
    userId: row.userId,
    habilities: row.habilities,
    areas_expertise: row.areasExpertise,
    operate_km: row.operateKm,
    observation: row.observation,
    disponibility,
    url: certificates.map((certificate) => certificate.url),
    certificates,
  };
}

/** Certificates checked and re-encoded before the transaction that saves them opens. */
function prepareCertificates(
  ctx: Pick<ServiceContext, 'files'>,
  user: SessionUser,
  certificates: Upload[],
) {
  return ctx.files.prepareEach(certificates, { kind: 'certificate', ownerId: user.id });
}

/**
 * A pilot's additional data with signed certificate URLs, for a caller that already checked the
 * reader may see them (the pilot, approved GOVERNMENT, ADMIN).
 */
export async function findUserAdditionalData(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: FileViewer,
  userId: string,
): Promise<AdditionalData | null> {
  const row = await findAdditionalDataByUser(ctx.db, userId);
  return row && view(ctx, viewer, row);
}

export async function readAdditionalData(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: SessionUser,
  id: string,
): Promise<AdditionalData> {
  const row = await findAdditionalData(ctx.db, id);
  if (!row) throw new HttpError(404, NOT_FOUND);
  assertCanReadPilotData(viewer, row.userId, NOT_FOUND);
  return view(ctx, viewer, row);
}

/** The stored columns of the form's fields, the same when it is created and changed. */
function columnsOf(input: CreateAdditionalDataInput) {
  return {
    habilities: input.habilities,
    areasExpertise: input.areasExpertise,
    operateKm: input.operateKm,
    observation: input.observation || null,
  };
}

/**
 * One record per pilot (409 on a second). The record and its certificates are saved together: a
 * refused file (413/415) leaves neither.
 */
export async function createAdditionalData(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  user: SessionUser,
  input: CreateAdditionalDataInput,
  certificates: Upload[],
): Promise<AdditionalData> {
  assertSelf(user, input.userId);
  if (await findAdditionalDataByUser(ctx.db, user.id)) throw new HttpError(409, ALREADY_EXISTS);
  const prepared = await prepareCertificates(ctx, user, certificates);
  let row: AdditionalDataRow;
  try {
    row = await ctx.files.transaction(async (tx) => {
      const created = await insertAdditionalData(tx, { userId: user.id, ...columnsOf(input) });
      await ctx.files.storeEach(prepared, tx, (file) => linkCertificate(tx, created.id, file.id));
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_PILOT)) throw new HttpError(409, ALREADY_EXISTS);
    throw error;
  }
  return view(ctx, user, row);
}

/**
 * Replaces the fields, drops the listed certificates (ids of other records are ignored) and adds
 * the new ones, all or nothing. The dropped files' bytes go once the change is committed.
 */
export async function changeAdditionalData(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  user: SessionUser,
  id: string,
  input: ChangeAdditionalDataInput,
  certificates: Upload[],
): Promise<AdditionalData> {
  assertSelf(user, input.userId);
  ownRecord(user, await findAdditionalData(ctx.db, id), NOT_FOUND);
  const prepared = await prepareCertificates(ctx, user, certificates);
  const row = await ctx.files.transaction(async (tx) => {
    const updated = await updateAdditionalData(tx, id, columnsOf(input));
    if (!updated) throw new HttpError(404, NOT_FOUND);
    const linked = new Set(await findCertificateIds(tx, id));
    const removed = (input.removeCertificates ?? []).filter((fileId) => linked.has(fileId));
    await ctx.files.remove(removed, tx);
    await ctx.files.storeEach(prepared, tx, (file) => linkCertificate(tx, updated.id, file.id));
    return updated;
  });
  return view(ctx, user, row);
}

/** The pilot takes his additional data back (LGPD): the record and its certificates go together. */
export async function removeAdditionalData(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  user: SessionUser,
  id: string,
  ip: string,
): Promise<void> {
  ownRecord(user, await findAdditionalData(ctx.db, id), NOT_FOUND);
  await ctx.files.transaction(async (tx) => {
    const certificates = await findCertificateIds(tx, id);
    if (!(await deleteAdditionalData(tx, id))) throw new HttpError(404, NOT_FOUND);
    await ctx.files.remove(certificates, tx);
    await recordPilotDataDeleted(tx, user.id, ip, { resource: 'additionalData', id });
  });
}
