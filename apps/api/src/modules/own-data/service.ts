import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import type { TermsAcceptance } from '@drones/shared/organizations';
import { WRONG_CURRENT_PASSWORD } from '@drones/shared/users';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { record } from '../audit/service';
import { checkPassword } from '../auth/service';
import { myTerms } from '../organizations/service';
import { findUser } from '../users/service';
import {
  eraseAccountRecords,
  personalFileIds,
  personalRecords,
  type PersonalRecords,
} from './repository';

const extensions: Record<string, string> = { 'image/webp': 'webp', 'application/pdf': 'pdf' };

function archivePath(file: { id: string; contentType: string }): string {
  return `arquivos/${file.id}.${extensions[file.contentType] ?? 'bin'}`;
}

/**
 * dados.json: what the platform holds about the person, named as the API names it, with each
 * file given by its path inside the zip.
 */
function personalData(
  records: PersonalRecords,
  termsAcceptances: TermsAcceptance[],
  generatedAt: Date,
) {
  const paths = new Map(records.ownFiles.map((file) => [file.id, archivePath(file)]));
  const pathOf = (id: string | null) => (id ? (paths.get(id) ?? null) : null);
  const pathsOf = (rows: { fileId: string }[]) => rows.map((row) => pathOf(row.fileId));
  const { photoFileId, ...profile } = records.account;
  return {
    generatedAt: generatedAt.toISOString(),
    profile: { ...profile, photo: pathOf(photoFileId) },
    disponibility: records.availability,
    additionalData: records.additional && {
      ...records.additional,
      certificates: pathsOf(records.certificates),
    },
    equipments: records.equipments,
    driverForms: records.forms.map(({ fileId, ...form }) => ({ ...form, file: pathOf(fileId) })),
    invitations: records.invitations,
    automaticCallouts: records.automaticCallouts,
    solicitations: records.requests.map((request) => ({
      ...request,
      photos: pathsOf(records.requestPhotos.filter((p) => p.solicitationId === request.id)),
    })),
    missionReports: records.reports.map((report) => ({
      ...report,
      documents: pathsOf(records.reportDocuments.filter((d) => d.missionReportId === report.id)),
    })),
    communications: records.sent,
    sessions: records.openSessions,
    auditEvents: records.events,
    memberships: records.memberships,
    channels: records.channels,
    pushSubscriptions: records.pushSubscriptions,
    replies: records.replies,
    reachabilityTests: records.reachabilityTests,
    termsAcceptances,
    files: records.ownFiles.map((file) => ({ ...file, path: archivePath(file) })),
  };
}

/**
 * The user's data as a zip written into `out`: dados.json and every file he owns under
 * arquivos/. Files are read one at a time, so memory holds one file whatever the total.
 */
export async function exportPersonalData(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  me: SessionUser,
  ip: string,
): Promise<ZipArchive> {
  const [records, termsAcceptances] = await Promise.all([
    personalRecords(ctx.db, me.id),
    myTerms(ctx, me.id),
  ]);
  if (!records) throw new HttpError(401);
  // Recorded before the first byte goes out: no export leaves unrecorded.
  await record(ctx.db, {
    action: 'data.exported',
    actor: { id: me.id, ip },
    target: { type: 'user', id: me.id },
    details: { files: records.ownFiles.length },
  });
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const write = async () => {
    zip.append(JSON.stringify(personalData(records, termsAcceptances, new Date()), null, 2), {
      name: 'dados.json',
    });
    await once(zip, 'entry');
    for (const file of records.ownFiles) {
      const stored = await ctx.files.read(file.id);
      // A file deleted since the listing is simply not in the archive.
      if (!stored) continue;
      zip.append(stored.data, { name: archivePath(file), date: file.createdAt });
      await once(zip, 'entry');
    }
    await zip.finalize();
  };
  write().catch((error: unknown) => {
    // The status line is gone already: cutting the stream tells the client it is incomplete.
    zip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return zip;
}

/**
 * Erases the account (LGPD art. 18, VI) once its password is confirmed: its sessions, personal
 * files and pilot data go, the row stays as 'Conta removida' for the requests and reports it
 * authored, and the e-mail and CPF are free to sign up again.
 */
export async function eraseAccount(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  me: SessionUser,
  password: string,
  ip: string,
): Promise<void> {
  const user = await findUser(ctx, me.id);
  if (!user) throw new HttpError(401);
  if (!(await checkPassword(user.passwordHash, password))) {
    throw new HttpError(403, WRONG_CURRENT_PASSWORD, [
      { path: 'password', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  await ctx.files.transaction(async (tx) => {
    const fileIds = await personalFileIds(tx, user.id);
    if (!(await eraseAccountRecords(tx, user.id, user.email))) throw new HttpError(401);
    await ctx.files.remove(fileIds, tx);
    await record(tx, {
      action: 'account.erased',
      actor: { id: user.id, ip },
      target: { type: 'user', id: user.id },
      details: { role: user.role, files: fileIds.length },
    });
  });
}
