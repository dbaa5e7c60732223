import { uuidv7 } from 'uuidv7';
import type { AuditDetails } from '@drones/shared/audit';
import type { UserOrganization } from '@drones/shared/memberships';
import { ONLY_GOVERNMENT_JOINS } from '@drones/shared/organizations';
import type {
  AuthResponse,
  OwnUser,
  PublicUser,
  SignUpInput,
  UpdateUserInput,
  UserListItem,
} from '@drones/shared/users';
import { WRONG_CURRENT_PASSWORD, type ChangePasswordInput } from '@drones/shared/users';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import { decodeOffset, encodeOffset, keysetPage, type Page } from '../../lib/keyset';
import { assertOwner } from '../../lib/ownership';
import type { SessionUser } from '../../lib/session-user';
import type { ServiceContext } from '../../lib/service-context';
import type { Upload } from '../../plugins/app/files/content';
import type { FileViewer } from '../../plugins/app/files/file-service';
import {
  assertStrongPassword,
  checkPassword,
  createSession,
  endAllSessions,
  endOtherSessions,
  hashPassword,
} from '../auth/service';
import { record } from '../audit/service';
import { summarizeEquipmentOf } from '../equipment/service';
import { askMembership, userOrganization } from '../organizations/service';
import { passwordChangedMail } from '../auth/emails';
import { approvalMail, emailChangedMail } from './emails';
import {
  countDrivers,
  countUsers,
  findTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  listUsersNear,
  promoteToAdmin,
  setGovernmentApproval,
  type UserListFilter,
  type UserRow,
  updateUser,
} from './repository';

type Files = Pick<ServiceContext, 'files'>;

const EMAIL_TAKEN = 'E-mail já cadastrado.';
const CPF_TAKEN = 'CPF já cadastrado.';

/** How many pilots are registered: the landing page's public counter. */
export async function countAllDrivers({ db }: Pick<ServiceContext, 'db'>): Promise<number> {
  return countDrivers(db);
}

export const USER_NOT_FOUND = 'Usuário não encontrado.';

/** A user as anyone may see him; the photo URL is signed for the viewer's session. */
export function publicView(ctx: Files, viewer: FileViewer, user: UserRow): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    phone: user.phone,
    urlPhoto: user.photoFileId ? ctx.files.signedUrl(user.photoFileId, viewer) : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Only the user themself reads CPF and birth date; password data is never in a view. */
export function ownView(
  ctx: Files,
  viewer: FileViewer,
  user: UserRow,
  organization: UserOrganization,
): OwnUser {
  return {
    ...publicView(ctx, viewer, user),
    updatedAt: user.updatedAt.toISOString(),
    approvalStatus: user.approvalStatus,
    birthDate: user.birthDate,
    cpf: user.cpf,
    organization,
  };
}

/** A user by id, for the modules that show who created or is asked for something. */
export function findUser(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<UserRow | null> {
  return findUserById(ctx.db, id);
}

/** The signed-in user's own account (the session lookup has just found it). */
export async function readOwnUser(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  me: SessionUser,
): Promise<OwnUser> {
  const user = await findUserById(ctx.db, me.id);
  // The session join found the user a moment ago; only a concurrent deletion misses it.
  if (!user) throw new Error('session user vanished');
  return ownView(ctx, me, user, await userOrganization(ctx, me.id));
}

/** 409 when another user already has the e-mail or the CPF. */
async function assertAvailable(
  ctx: Pick<ServiceContext, 'db'>,
  fields: { email?: string | undefined; cpf?: string | undefined },
  exceptId?: string,
): Promise<void> {
  const taken = await findTaken(ctx.db, fields, exceptId);
  if (taken.email) throw taken409('email', EMAIL_TAKEN);
  if (taken.cpf) throw taken409('cpf', CPF_TAKEN);
}

/** The 409 names its field, so the form can show the message next to it. */
function taken409(path: 'email' | 'cpf', message: string): HttpError {
  return new HttpError(409, message, [{ path, message }]);
}

/** A unique index refused the write: two requests raced past assertAvailable. */
function conflictOf(error: unknown): HttpError | null {
  if (isUniqueViolation(error, 'users_email_key')) return taken409('email', EMAIL_TAKEN);
  if (isUniqueViolation(error, 'users_cpf_key')) return taken409('cpf', CPF_TAKEN);
  return null;
}

/**
 * Creates the account and opens its session. The photo and the user are saved together: if
 * either is refused, neither stays. GOVERNMENT accounts wait for an ADMIN when
 * GOVERNMENT_APPROVAL is 'admin'.
 */
export async function signUp(
  ctx: ServiceContext,
  input: SignUpInput,
  photo: Upload | undefined,
): Promise<AuthResponse> {
  const email = input.email.toLowerCase();
  if (input.organizationId && input.role !== 'GOVERNMENT') {
    throw new HttpError(400, undefined, [
      { path: 'organizationId', message: ONLY_GOVERNMENT_JOINS },
    ]);
  }
  assertStrongPassword(input.password, input);
  await assertAvailable(ctx, { email, cpf: input.cpf });
  const passwordHash = await hashPassword(input.password, ctx.config.NODE_ENV);
  const id = uuidv7();
  const prepared = photo
    ? await ctx.files.prepare({ data: photo, kind: 'user_photo', ownerId: id })
    : undefined;
  return ctx.files.transaction(async (tx) => {
    const photoFileId = prepared ? (await ctx.files.store(prepared, tx)).id : null;
    let user: UserRow;
    try {
      user = await insertUser(tx, {
        id,
        name: input.name,
        email,
        passwordHash,
        birthDate: input.birthDate,
        phone: input.phone,
        cpf: input.cpf,
        role: input.role,
        photoFileId,
        approvalStatus:
          input.role === 'GOVERNMENT' && ctx.config.GOVERNMENT_APPROVAL === 'admin'
            ? 'pending'
            : 'approved',
      });
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
    if (input.organizationId) await askMembership(tx, input.organizationId, user.id);
    const session = await createSession({ db: tx }, user.id);
    // A body named at sign-up is only asked for: the new account is in none yet.
    return { accessToken: session.token, user: ownView(ctx, session, user, null) };
  });
}

/**
 * Changes the user's own profile; nobody edits another user, ADMIN included. A new photo
 * replaces the old one, whose bytes go once the change is committed. A new e-mail needs the
 * current password; it ends the user's other sessions and is told to the old address.
 */
export async function changeProfile(
  ctx: ServiceContext,
  me: SessionUser,
  id: string,
  { currentPassword, ...input }: UpdateUserInput,
  photo: Upload | undefined,
  sessionId: string,
  ip: string,
): Promise<void> {
  assertOwner(me, id, USER_NOT_FOUND);
  const before = await findUserById(ctx.db, me.id);
  if (!before) throw new HttpError(404, USER_NOT_FOUND);
  const newEmail = input.email?.toLowerCase();
  const emailChanges = newEmail !== undefined && newEmail !== before.email;
  if (
    emailChanges &&
    !(currentPassword && (await checkPassword(before.passwordHash, currentPassword)))
  ) {
    throw new HttpError(403, WRONG_CURRENT_PASSWORD, [
      { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  await assertAvailable(ctx, { email: newEmail, cpf: input.cpf }, me.id);
  // The new photo is prepared without its owner's quota: the old one still counts until the swap.
  const prepared = photo
    ? await ctx.files.prepare({ data: photo, kind: 'user_photo', ownerId: null })
    : undefined;
  await ctx.files.transaction(async (tx) => {
    // The old photo goes first, so the quota counts the swap's net result; a refused new photo
    // rolls the removal back.
    if (prepared && before.photoFileId) await ctx.files.remove([before.photoFileId], tx);
    const photoFileId = prepared
      ? (await ctx.files.store({ ...prepared, ownerId: me.id }, tx)).id
      : undefined;
    try {
      await updateUser(tx, me.id, {
        ...input,
        ...(newEmail !== undefined ? { email: newEmail } : {}),
        ...(photoFileId ? { photoFileId } : {}),
      });
    } catch (error) {
      throw conflictOf(error) ?? error;
    }
    if (emailChanges) {
      await endOtherSessions({ db: tx }, me.id, sessionId);
      await ctx.mail.enqueue(emailChangedMail(before, newEmail, ctx.config.PUBLIC_URL), tx);
      const target = { type: 'user', id: me.id } as const;
      await record(tx, { action: 'email.changed', actor: { id: me.id, ip }, target });
    }
  });
}

/** A new password: the current one is asked for, the other sessions end, the user is told. */
export async function changePassword(
  ctx: ServiceContext,
  me: SessionUser,
  id: string,
  input: ChangePasswordInput,
  sessionId: string,
  ip: string,
): Promise<void> {
  assertOwner(me, id, USER_NOT_FOUND);
  const user = await findUserById(ctx.db, me.id);
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  if (!(await checkPassword(user.passwordHash, input.currentPassword))) {
    throw new HttpError(403, WRONG_CURRENT_PASSWORD, [
      { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  assertStrongPassword(input.password, user);
  const passwordHash = await hashPassword(input.password, ctx.config.NODE_ENV);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, me.id, { passwordHash });
    await endOtherSessions({ db: tx }, me.id, sessionId);
    await ctx.mail.enqueue(
      passwordChangedMail(user, ctx.config.PUBLIC_URL, { keptCurrent: true }),
      tx,
    );
    const target = { type: 'user', id: me.id } as const;
    await record(tx, { action: 'password.changed', actor: { id: me.id, ip }, target });
  });
}

/** Someone signed up with the e-mail an admin is being created for. */
export class ExistingAccountError extends Error {
  constructor(readonly role: string) {
    super(`Já existe uma conta ${role} com esse e-mail.`);
  }
}

/**
 * Creates an ADMIN. An existing admin gets the new name and password; another account with the
 * e-mail becomes ADMIN only with `promote` (anyone may have signed up with the e-mail an operator
 * is about to use). Either way the password is replaced, so its sessions end. The audit log
 * records it as `admin.created` (details.mode: created, promoted or updated), with no actor.
 */
export async function upsertAdmin(
  ctx: Pick<ServiceContext, 'db'>,
  input: { email: string; name: string; passwordHash: string },
  { promote = false }: { promote?: boolean } = {},
): Promise<{ user: UserRow; created: boolean }> {
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (existing.role !== 'ADMIN' && !promote) throw new ExistingAccountError(existing.role);
    const user = await ctx.db.transaction(async (tx) => {
      const promoted = await promoteToAdmin(tx, existing.id, {
        name: input.name,
        passwordHash: input.passwordHash,
      });
      await endAllSessions(tx, existing.id);
      await recordAdmin(tx, promoted.id, {
        mode: existing.role === 'ADMIN' ? 'updated' : 'promoted',
        previousRole: existing.role,
      });
      return promoted;
    });
    return { user, created: false };
  }
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email,
      name: input.name,
      passwordHash: input.passwordHash,
      role: 'ADMIN',
      approvalStatus: 'approved',
    });
    await recordAdmin(tx, created.id, { mode: 'created' });
    return created;
  });
  return { user, created: true };
}

function recordAdmin(db: Db, adminId: string, details: AuditDetails): Promise<void> {
  return record(db, {
    action: 'admin.created',
    actor: { id: null, ip: null },
    target: { type: 'user', id: adminId },
    details: { source: 'create-admin', ...details },
  });
}

/**
 * Approves or rejects a civil-defence account and tells the applicant by e-mail, queued in the
 * same transaction. The same decision again changes nothing and mails nobody.
 */
export async function decideApproval(
  ctx: Pick<ServiceContext, 'db' | 'files' | 'mail' | 'config'>,
  admin: SessionUser,
  id: string,
  approved: boolean,
  ip: string,
): Promise<UserListItem> {
  const status = approved ? 'approved' : 'rejected';
  const current = await findUserById(ctx.db, id);
  if (!current || current.role !== 'GOVERNMENT') throw new HttpError(404, USER_NOT_FOUND);
  const user =
    current.approvalStatus === status
      ? current
      : await ctx.db.transaction(async (tx) => {
          const changed = await setGovernmentApproval(tx, id, status);
          if (!changed) throw new HttpError(404, USER_NOT_FOUND);
          await ctx.mail.enqueue(approvalMail(changed, approved, ctx.config.PUBLIC_URL), tx);
          await record(tx, {
            action: approved ? 'government.approved' : 'government.rejected',
            actor: { id: admin.id, ip },
            target: { type: 'user', id },
            details: { previousStatus: current.approvalStatus },
          });
          return changed;
        });
  return {
    ...publicView(ctx, admin, user),
    approvalStatus: user.approvalStatus,
    disponibility: null,
    equipments: [],
    distanceKm: null,
  };
}

/** A row of either order, as the list shows it (drones added after). */
function listItem(
  ctx: Files,
  viewer: FileViewer,
  row: { user: UserRow; city: string | null; district: string | null; distanceKm?: number | null },
): Omit<UserListItem, 'equipments'> {
  return {
    ...publicView(ctx, viewer, row.user),
    approvalStatus: row.user.approvalStatus,
    disponibility:
      row.city !== null && row.district !== null
        ? { city: row.city, district: row.district }
        : null,
    distanceKm: row.distanceKm ?? null,
  };
}

/**
 * A page of users, each with his drones: newest first, or, given a point (a request's place),
 * pilots nearest first (an offset cursor, like the matches' computed order).
 */
export async function listUserPage(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: FileViewer,
  filter: UserListFilter,
  page: { limit: number; cursor?: string | undefined },
  near?: { latitude: number; longitude: number } | null,
): Promise<Page<UserListItem>> {
  let found: Page<Omit<UserListItem, 'equipments'>>;
  if (near) {
    const offset = page.cursor ? decodeOffset(page.cursor) : 0;
    const [rows, total] = await Promise.all([
      listUsersNear(ctx.db, filter, near, page.limit, offset),
      countUsers(ctx.db, filter),
    ]);
    found = {
      items: rows.map((row) => listItem(ctx, viewer, row)),
      total,
      next: offset + page.limit < total ? encodeOffset(offset + page.limit) : null,
    };
  } else {
    found = await keysetPage(page, {
      rows: (limit, after) => listUsers(ctx.db, filter, limit, after),
      total: () => countUsers(ctx.db, filter),
      position: (row) => ({ createdAt: row.cursor, id: row.user.id }),
      view: (row) => listItem(ctx, viewer, row),
    });
  }
  const drones = await summarizeEquipmentOf(
    ctx,
    found.items.map((item) => item.id),
  );
  return {
    ...found,
    items: found.items.map((item) => ({ ...item, equipments: drones.get(item.id) ?? [] })),
  };
}
