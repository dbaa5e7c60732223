import type {
  CurrentUser,
  OwnUser,
  PublicUser,
  SignUpInput,
  UpdateUserInput,
  UserDetail,
  UserListItem,
} from '@drones/shared/users';
import { can } from '@drones/shared/permissions';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import { findUserAdditionalData } from '../additional-data/service';
import { findUserDisponibility } from '../disponibility/service';
import { listUserDriverForms } from '../driver-form/service';
import { listUserEquipment } from '../equipment/service';
import {
  countDrivers,
  countUsers,
  findTaken,
  findUserByEmail as findByEmail,
  findUserById as findById,
  insertUser,
  listUsers,
  promoteToAdmin,
  setGovernmentApproval,
  setPasswordHash as storePasswordHash,
  updateUser,
  type UserListFilter,
  type UserRow,
} from './repository';

export type { UserRow };

/** Turns a stored file id into a signed, expiring URL. */
export type SignUrl = (fileId: string) => string;

const EMAIL_TAKEN = 'E-mail já cadastrado.';
const CPF_TAKEN = 'CPF já cadastrado.';
const USER_NOT_FOUND = 'Usuário não encontrado.';

export { countDrivers };

export function findUserById(db: Db, id: string): Promise<UserRow | null> {
  return findById(db, id);
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  return findByEmail(db, email);
}

export function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  return storePasswordHash(db, id, passwordHash);
}

export function publicView(user: UserRow, signUrl: SignUrl): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    phone: user.phone,
    urlPhoto: user.photoFileId ? signUrl(user.photoFileId) : null,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Only the user themself reads CPF and birth date; password data is never in a view. */
export function ownView(user: UserRow, signUrl: SignUrl): OwnUser {
  return {
    ...publicView(user, signUrl),
    updatedAt: user.updatedAt.toISOString(),
    approvalStatus: user.approvalStatus,
    birthDate: user.birthDate,
    cpf: user.cpf,
  };
}

/** The pilot data of a profile; its signed URLs are for readers readUser has let through. */
async function profileExtras(db: Db, userId: string, signUrl: SignUrl) {
  const [equipments, disponibility, additionalData, driverForms] = await Promise.all([
    listUserEquipment(db, userId),
    findUserDisponibility(db, userId),
    findUserAdditionalData(db, userId, signUrl),
    listUserDriverForms(db, userId, signUrl),
  ]);
  return { equipments, disponibility, additionalData, driverForms };
}

export async function currentUser(db: Db, userId: string, signUrl: SignUrl): Promise<CurrentUser> {
  const user = await findById(db, userId);
  if (!user) throw new HttpError(401);
  return { ...ownView(user, signUrl), ...(await profileExtras(db, user.id, signUrl)) };
}

/** One's own profile, or a pilot's public profile for those allowed to read pilots. */
export async function readUser(
  db: Db,
  viewer: { id: string; role: UserRow['role']; approvalStatus: UserRow['approvalStatus'] },
  id: string,
  signUrl: SignUrl,
): Promise<CurrentUser | UserDetail> {
  if (id === viewer.id) return currentUser(db, id, signUrl);
  if (!can(viewer, 'pilots:read')) throw new HttpError(403);
  const user = await findById(db, id);
  // Only pilots have a profile others may read; other accounts look absent.
  if (!user || user.role !== 'DRIVER') throw new HttpError(404, USER_NOT_FOUND);
  return { ...publicView(user, signUrl), ...(await profileExtras(db, user.id, signUrl)) };
}

/** 409 when another user already has the e-mail or the CPF. */
export async function assertAvailable(
  db: Db,
  fields: { email?: string | undefined; cpf?: string | undefined },
  exceptId?: string,
): Promise<void> {
  const taken = await findTaken(db, fields, exceptId);
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

export async function createUser(
  db: Db,
  input: Omit<SignUpInput, 'password'> & {
    id: string;
    passwordHash: string;
    photoFileId: string | null;
    governmentApproval: 'admin' | 'auto';
  },
): Promise<UserRow> {
  try {
    return await insertUser(db, {
      id: input.id,
      name: input.name,
      email: input.email.toLowerCase(),
      passwordHash: input.passwordHash,
      birthDate: input.birthDate,
      phone: input.phone,
      cpf: input.cpf,
      role: input.role,
      photoFileId: input.photoFileId,
      approvalStatus:
        input.role === 'GOVERNMENT' && input.governmentApproval === 'admin'
          ? 'pending'
          : 'approved',
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

export async function updateProfile(
  db: Db,
  id: string,
  input: UpdateUserInput & { photoFileId?: string },
): Promise<UserRow> {
  try {
    return await updateUser(db, id, {
      ...input,
      ...(input.email !== undefined ? { email: input.email.toLowerCase() } : {}),
    });
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

/** Creates an ADMIN, or promotes the user who has the e-mail (the password becomes the given one). */
export async function upsertAdmin(
  db: Db,
  input: { email: string; name: string; passwordHash: string },
): Promise<{ user: UserRow; created: boolean }> {
  const email = input.email.toLowerCase();
  const existing = await findByEmail(db, email);
  if (existing) {
    const user = await promoteToAdmin(db, existing.id, {
      name: input.name,
      passwordHash: input.passwordHash,
    });
    return { user, created: false };
  }
  const user = await insertUser(db, {
    email,
    name: input.name,
    passwordHash: input.passwordHash,
    role: 'ADMIN',
    approvalStatus: 'approved',
  });
  return { user, created: true };
}

export async function decideApproval(
  db: Db,
  id: string,
  approved: boolean,
  signUrl: SignUrl,
): Promise<UserListItem> {
  const user = await setGovernmentApproval(db, id, approved ? 'approved' : 'rejected');
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  return { ...publicView(user, signUrl), approvalStatus: user.approvalStatus, disponibility: null };
}

/** A newest-first page of users and the cursor of the next one. */
export async function listPage(
  db: Db,
  filter: UserListFilter,
  page: { limit: number; cursor?: string | undefined },
  signUrl: SignUrl,
): Promise<{ items: UserListItem[]; total: number; next: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const [rows, total] = await Promise.all([
    listUsers(db, filter, page.limit + 1, after),
    countUsers(db, filter),
  ]);
  const more = rows.length > page.limit;
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((row) => ({
      ...publicView(row.user, signUrl),
      approvalStatus: row.user.approvalStatus,
      disponibility:
        row.city !== null && row.district !== null
          ? { city: row.city, district: row.district }
          : null,
    })),
    total,
    next: more && last ? encodeCursor({ createdAt: last.cursor, id: last.user.id }) : null,
  };
}
