import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { WEAK_PASSWORD, type PasswordOwner } from '@drones/shared/password-policy';
import { isWeakPassword } from '@drones/shared/password-strength';
import type { ResetTokenStatus, SessionInfo } from '@drones/shared/users';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ServiceContext } from '../../lib/service-context';
import { concurrencyLimit } from '../../lib/concurrency-limit';
import { HttpError } from '../../lib/http-error';
import { newToken, tokenHash } from '../../lib/tokens';
import { record, recentLoginFailures, type AuditRecord } from '../audit/service';
import { isDeviceOf, newDeviceToken } from './device-token';
import { passwordChangedMail, resetPasswordMail } from './emails';
import {
  consumeResetToken,
  findAccountByEmail,
  findAccountById,
  findResetToken,
  insertSession,
  listLiveSessions,
  revokeOtherSessions,
  replaceResetToken,
  revokeSession,
  revokeUserSessions,
  setPasswordHash,
} from './repository';

const SESSION_DAYS = 30;
// Failed logins an account takes in an hour, from all addresses, before only its own devices
// may try (ADR 028); RATE_LIMIT_MULTIPLIER raises it like every limit.
const LOGIN_FAILURES_PER_HOUR = 100;
const RESET_TOKEN_MINUTES = 60;
// OWASP's argon2id parameters (the library's default algorithm is argon2id). The test suites sign
// up about a thousand accounts a run: under NODE_ENV=test a hash costs 1 MiB and one pass instead.
// A hash records its own parameters, so verifying works the same either way (ADR 004).
const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
const ARGON2_IN_TESTS = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

const INVALID_CREDENTIALS = 'Credenciais inválidas!';
const RESET_LINK_USED = 'Link já utilizado, peça um novo link para alterar a senha!';
const RESET_LINK_EXPIRED = 'Tempo do link expirado, peça um novo link para alterar a senha!';
const RESET_LINK_INVALID = 'Link inválido, peça um novo link para alterar a senha!';

// Argon2 is memory- and CPU-hard by design: a flood of logins must queue here rather than fill
// libuv's thread pool (which file and zlib work share) and slow every other request.
const argon2Slot = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export function hashPassword(
  password: string,
  nodeEnv: Config['NODE_ENV'] = 'production',
): Promise<string> {
  return argon2Slot(() => hash(password, nodeEnv === 'test' ? ARGON2_IN_TESTS : ARGON2));
}

/**
 * A new password must not be guessable (zxcvbn score 2 or more, the owner's name, e-mail and CPF
 * counting as known words): 400 'Senha muito fraca' on the `password` field otherwise.
 */
export function assertStrongPassword(password: string, owner: PasswordOwner): void {
  if (isWeakPassword(password, owner)) {
    throw new HttpError(400, WEAK_PASSWORD, [{ path: 'password', message: WEAK_PASSWORD }]);
  }
}

// Computed once at start-up, so the first unknown e-mail is not slower than the others.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/** Checks a password; without a user it checks a dummy hash, so both cases take about as long. */
async function passwordMatches(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  const stored = passwordHash ?? (await dummyHash);
  const ok = await argon2Slot(() => verify(stored, password)).catch(() => false);
  return ok && passwordHash !== undefined;
}

/** Whether `password` is the one whose hash is stored (a change of e-mail asks for it). */
export function checkPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordMatches(passwordHash, password);
}

/**
 * Opens a session for the user (from the browser `userAgent`) and answers its bearer token and
 * id (file URLs in the same answer are signed for it).
 */
export async function createSession(
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
  userAgent?: string,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const { id } = await insertSession(db, {
    userId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, sessionId: id };
}

/** The user's live sessions, the one making the call marked `current`. */
export async function listSessions(
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
  currentId: string,
): Promise<SessionInfo[]> {
  const rows = await listLiveSessions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    userAgent: row.userAgent,
    current: row.id === currentId,
  }));
}

/** 'Encerrar as outras sessões': every session of the user but the calling one ends. */
export function endOtherSessions(
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
  currentId: string,
): Promise<void> {
  return revokeOtherSessions(db, userId, currentId);
}

/** Ends every session of a user (password replaced, account promoted). */
export function endAllSessions(db: Db, userId: string): Promise<void> {
  return revokeUserSessions(db, userId);
}

export async function logout(
  { db }: Pick<ServiceContext, 'db'>,
  session: { id: string; userId: string },
  ip: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, session.id);
    await record(tx, { action: 'logout', actor: { id: session.userId, ip } });
  });
}

/**
 * Unknown e-mail and wrong password fail alike (same 401 body, similar time). Both outcomes go to
 * the audit log; a failure names the account when the e-mail has one, and never the e-mail typed.
 * Past the account's hourly cap of failures only a browser holding its device token may try
 * (429 otherwise, whatever the password); a success answers a new device token.
 */
export async function login(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'secret'>,
  email: string,
  password: string,
  client: { ip: string; userAgent?: string | undefined; deviceToken?: string | undefined },
) {
  const { db } = ctx;
  const user = await findAccountByEmail(db, email.toLowerCase());
  if (
    user &&
    !isDeviceOf(ctx.secret, client.deviceToken, user.id) &&
    (await recentLoginFailures(ctx, user.id)) >=
      LOGIN_FAILURES_PER_HOUR * ctx.config.RATE_LIMIT_MULTIPLIER
  ) {
    throw new HttpError(429);
  }
  if (!(await passwordMatches(user?.passwordHash, password)) || !user) {
    await record(db, {
      action: 'login.failed',
      actor: { id: null, ip: client.ip },
      target: user ? { type: 'user', id: user.id } : null,
      details: { knownAccount: user !== null },
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  const session = await db.transaction(async (tx) => {
    const created = await createSession({ db: tx }, user.id, client.userAgent);
    await record(tx, {
      action: 'login.succeeded',
      actor: { id: user.id, ip: client.ip },
      target: { type: 'user', id: user.id },
    });
    return created;
  });
  return {
    accessToken: session.token,
    sessionId: session.sessionId,
    user,
    deviceToken: newDeviceToken(ctx.secret, user.id),
  };
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Mails a single-use reset link when the e-mail belongs to a user; answers the same either way,
 * so the caller learns nothing about which e-mails exist.
 */
export async function requestPasswordReset(
  ctx: Pick<ServiceContext, 'db' | 'mail' | 'config'>,
  email: string,
  ip: string,
): Promise<void> {
  const user = await findAccountByEmail(ctx.db, email.toLowerCase());
  const requested: AuditRecord = {
    action: 'password_reset.requested',
    actor: { id: null, ip },
    target: user ? { type: 'user', id: user.id } : null,
    details: { knownAccount: user !== null },
  };
  if (!user) {
    await record(ctx.db, requested);
    return;
  }
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await record(tx, requested);
    await replaceResetToken(tx, {
      userId: user.id,
      tokenHash: tokenHash(token),
      validMinutes: RESET_TOKEN_MINUTES,
    });
    const link = `${ctx.config.PUBLIC_URL}/resetPassword/${user.id}/${token}`;
    await ctx.mail.enqueue(resetPasswordMail(user, link, RESET_TOKEN_MINUTES), tx);
  });
}

export async function resetTokenStatus(
  { db }: Pick<ServiceContext, 'db'>,
  userId: string,
  token: string,
): Promise<ResetTokenStatus> {
  if (!UUID_SHAPE.test(userId) || !TOKEN_SHAPE.test(token)) return 'invalid';
  const row = await findResetToken(db, userId, tokenHash(token));
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expired ? 'expired' : 'valid';
}

/**
 * Sets a new password with a reset link. The token is consumed, the password changed and every
 * session of the user revoked in one transaction; the link then never works again.
 */
export async function resetPassword(
  ctx: Pick<ServiceContext, 'db' | 'mail' | 'config'>,
  userId: string,
  token: string,
  password: string,
  ip: string,
): Promise<void> {
  // A live link first: a spent one says so whatever the password.
  if ((await resetTokenStatus(ctx, userId, token)) === 'valid') {
    const owner = await findAccountById(ctx.db, userId);
    if (owner) assertStrongPassword(password, owner);
  }
  const passwordHash = await hashPassword(password, ctx.config.NODE_ENV);
  let changed = false;
  if (UUID_SHAPE.test(userId) && TOKEN_SHAPE.test(token)) {
    changed = await ctx.db.transaction(async (tx) => {
      if (!(await consumeResetToken(tx, userId, tokenHash(token)))) return false;
      const user = await setPasswordHash(tx, userId, passwordHash);
      await revokeUserSessions(tx, userId);
      if (!user) return false;
      await ctx.mail.enqueue(passwordChangedMail(user, ctx.config.PUBLIC_URL), tx);
      // The link proved its holder owns the account: the user is the actor.
      await record(tx, {
        action: 'password_reset.completed',
        actor: { id: user.id, ip },
        target: { type: 'user', id: user.id },
      });
      return true;
    });
  }
  if (changed) return;
  const status = await resetTokenStatus(ctx, userId, token);
  if (status === 'used') throw new HttpError(409, RESET_LINK_USED);
  if (status === 'expired') throw new HttpError(410, RESET_LINK_EXPIRED);
  throw new HttpError(404, RESET_LINK_INVALID);
}
