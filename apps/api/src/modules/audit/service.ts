import {
  isAuditDay,
  REMOVED_REQUEST_NAME,
  type AuditAction,
  type AuditDetails,
  type AuditEvent,
  type AuditQuery,
  type AuditTargetType,
} from '@drones/shared/audit';
import { ERASED_ACCOUNT_NAME } from '@drones/shared/users';
import type { Db } from '../../db/client';
import { keysetPage, type Page } from '../../lib/keyset';
import { liveSessionUsers } from '../../plugins/app/access/find-session';
import type { ServiceContext } from '../../lib/service-context';
import {
  countAuditEvents,
  countRecentLoginFailures,
  insertAuditEvent,
  listAuditEvents,
  type AuditFilter,
} from './repository';

/** Who acted, and from where. */
export interface AuditActor {
  /** The signed-in user; null when nobody was (failed login, reset link, CLI). */
  id: string | null;
  /** `request.ip`; null outside a request (the create-admin script). */
  ip: string | null;
}

/** One event to add to the audit log. */
export interface AuditRecord {
  action: AuditAction;
  actor: AuditActor;
  /** What the action was about, e.g. `{ type: 'user', id: pilotId }`. */
  target?: { type: AuditTargetType; id: string } | null;
  /** Small and flat; never a password, token or hash (a key naming one is refused). */
  details?: AuditDetails;
}

const SECRET_KEY = /password|token|hash|secret|signature/i;

/**
 * Adds an event to the audit log. Call it with the transaction of the change it records
 * (`record(tx, …)`), so the two are committed together; a failure rejects, and the action with
 * it, never silently.
 */
export async function record(db: Db, event: AuditRecord): Promise<void> {
  const details = event.details ?? {};
  const secret = Object.keys(details).find((key) => SECRET_KEY.test(key));
  if (secret) throw new Error(`audit details may not carry '${secret}'`);
  await insertAuditEvent(db, {
    action: event.action,
    actorId: event.actor.id,
    ip: event.actor.ip?.slice(0, 100) ?? null,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    details,
  });
}

/** A pilot deleted one of his own records (LGPD): which kind and its id, never its contents. */
export function recordPilotDataDeleted(
  db: Db,
  pilotId: string,
  ip: string,
  deleted: { resource: 'disponibility' | 'additionalData' | 'driverForm'; id: string },
): Promise<void> {
  return record(db, {
    action: 'pilot_data.deleted',
    actor: { id: pilotId, ip },
    target: { type: 'user', id: pilotId },
    details: deleted,
  });
}

/**
 * How many wrong passwords the account took in the past hour, a completed password reset starting
 * the count again: the log is the counter of the login cap (docs/decisions/028-device-cookies.md).
 */
export function recentLoginFailures(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
): Promise<number> {
  return countRecentLoginFailures(ctx.db, userId);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day of the filter starts at midnight in Brasília time (UTC−03:00, no daylight saving). */
const startOfDay = (day: string) => new Date(`${day}T00:00:00-03:00`);

function filterOf(query: AuditQuery): AuditFilter {
  const filter: AuditFilter = { actorId: query.actor, action: query.action };
  if (query.from)
    filter.from = isAuditDay(query.from) ? startOfDay(query.from) : new Date(query.from);
  if (query.to) {
    // A day includes all of it; an instant is included itself.
    filter.to = isAuditDay(query.to)
      ? new Date(startOfDay(query.to).getTime() + DAY_MS)
      : new Date(query.to);
    filter.toInclusive = !isAuditDay(query.to);
  }
  return filter;
}

/**
 * Records that a signed link to another user's certificate or ANAC form was opened
 * (`certificate.read`, `driver_form.read`): the reader is the user of the session the link was
 * made for. Reads are logged when a document is opened, never when a list of links is shown
 * (docs/decisions/033-field-fixes.md). Nothing for other files or for the owner. Call it before
 * answering: if the log cannot be written, the file is not sent.
 */
export async function recordFileOpened(
  ctx: Pick<ServiceContext, 'db'>,
  opened: {
    file: { id: string; kind: string; ownerId: string | null };
    sessionId: string;
    ip: string;
  },
): Promise<void> {
  const { file } = opened;
  const action =
    file.kind === 'certificate'
      ? 'certificate.read'
      : file.kind === 'driver_form'
        ? 'driver_form.read'
        : null;
  if (!action || !file.ownerId) return;
  const [reader] = await liveSessionUsers(ctx.db, [opened.sessionId]);
  if (!reader || reader.id === file.ownerId) return;
  await record(ctx.db, {
    action,
    actor: { id: reader.id, ip: opened.ip },
    target: { type: 'user', id: file.ownerId },
    details: { source: 'file', fileIds: [file.id] },
  });
}

/** An account's name in the log: 'Conta removida' once erased, or when the row is gone. */
const accountName = (name: string | null, erased: boolean | null) =>
  name === null || erased ? ERASED_ACCOUNT_NAME : name;

/** A newest-first page of the audit log (ADMIN). */
export function listAuditPage(
  ctx: Pick<ServiceContext, 'db'>,
  query: AuditQuery,
): Promise<Page<AuditEvent>> {
  const filter = filterOf(query);
  return keysetPage(query, {
    rows: (limit, after) => listAuditEvents(ctx.db, filter, limit, after),
    total: () => countAuditEvents(ctx.db, filter),
    position: (row) => ({ createdAt: row.cursor, id: row.event.id }),
    view: ({ event, actorName, actorErased, targetName, targetErased, requestName }) => ({
      id: event.id,
      at: event.at.toISOString(),
      action: event.action,
      actor: event.actorId
        ? { id: event.actorId, name: accountName(actorName, actorErased) }
        : null,
      targetType: event.targetType,
      targetId: event.targetId,
      targetName: !event.targetId
        ? null
        : event.targetType === 'user'
          ? accountName(targetName, targetErased)
          : event.targetType === 'solicitation'
            ? (requestName ?? REMOVED_REQUEST_NAME)
            : null,
      ip: event.ip,
      details: event.details,
    }),
  });
}
