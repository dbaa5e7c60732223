import { DRIVER_FORM_FIELD, type DriverForm } from '@drones/shared/pilot-data';
import type { ServiceContext } from '../../lib/service-context';
import { HttpError } from '../../lib/http-error';
import { assertSelf, ownRecord } from '../../lib/ownership';
import type { SessionUser } from '../../lib/session-user';
import type { Upload } from '../../plugins/app/files/content';
import type { FileViewer } from '../../plugins/app/files/file-service';
import {
  deleteDriverForm,
  findDriverForm,
  insertDriverForm,
  listDriverFormsByUser,
} from './repository';
import { recordPilotDataDeleted } from '../audit/service';

const NOT_FOUND = 'Formulário da ANAC não encontrado.';

function fieldError(message: string): HttpError {
  return new HttpError(400, message, [{ path: DRIVER_FORM_FIELD, message }]);
}

/** Stores one ANAC form (PDF or image, checked by content) and its row together. */
export async function createDriverForm(
  ctx: Pick<ServiceContext, 'files'>,
  user: SessionUser,
  input: { userId?: string | undefined },
  uploads: Upload[],
): Promise<{ id: string }> {
  assertSelf(user, input.userId);
  const [data, ...others] = uploads;
  if (!data) throw fieldError('Envie o formulário da ANAC.');
  if (others.length > 0) throw fieldError('Envie um único arquivo.');
  const prepared = await ctx.files.prepare({ data, kind: 'driver_form', ownerId: user.id });
  return ctx.files.transaction(async (tx) => {
    const file = await ctx.files.store(prepared, tx);
    return insertDriverForm(tx, { userId: user.id, fileId: file.id });
  });
}

/**
 * A pilot's ANAC forms with signed URLs, for a caller that already checked the reader may see
 * them (the pilot, approved GOVERNMENT, ADMIN).
 */
export async function listUserDriverForms(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: FileViewer,
  userId: string,
): Promise<DriverForm[]> {
  const rows = await listDriverFormsByUser(ctx.db, userId);
  return rows.map((row) => ({ id: row.id, url: ctx.files.signedUrl(row.fileId, viewer) }));
}

/** The pilot takes an ANAC form back (LGPD): the row and its file go together. */
export async function removeDriverForm(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  user: SessionUser,
  id: string,
  ip: string,
): Promise<void> {
  const row = ownRecord(user, await findDriverForm(ctx.db, id), NOT_FOUND);
  await ctx.files.transaction(async (tx) => {
    if (!(await deleteDriverForm(tx, id))) throw new HttpError(404, NOT_FOUND);
    await ctx.files.remove([row.fileId], tx);
    await recordPilotDataDeleted(tx, user.id, ip, { resource: 'driverForm', id });
  });
}
