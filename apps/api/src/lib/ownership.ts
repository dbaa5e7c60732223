import { can, type PermissionSubject } from '@drones/shared/permissions';
import { HttpError } from './http-error';

interface Viewer extends PermissionSubject {
  id: string;
}

/** A body's `userId` names the signed-in user or is absent: it never lets one user act for another. */
export function assertSelf(user: Viewer, userId: string | undefined): void {
  if (userId !== undefined && userId !== user.id) throw new HttpError(403);
}

/**
 * Only the pilot who recorded something changes or deletes it. Someone who may not even read it
 * gets the resource's 404 (`notFound`), so a refusal never tells that it exists.
 */
export function assertOwner(user: Viewer, ownerId: string, notFound: string): void {
  if (ownerId === user.id) return;
  throw canReadPilotData(user, ownerId) ? new HttpError(403) : new HttpError(404, notFound);
}

/** The pilot's own record: 404 (`notFound`) when there is none, otherwise as `assertOwner`. */
export function ownRecord<R extends { userId: string }>(
  user: Viewer,
  row: R | null | undefined,
  notFound: string,
): R {
  if (!row) throw new HttpError(404, notFound);
  assertOwner(user, row.userId, notFound);
  return row;
}

/**
 * A pilot's data (certificates and ANAC forms included, so also who may receive their signed
 * URLs) is read by the pilot, approved GOVERNMENT and ADMIN.
 */
export function canReadPilotData(viewer: Viewer, pilotId: string): boolean {
  return viewer.id === pilotId || can(viewer, 'pilots:read');
}

/** Someone who may not read a pilot's data gets its 404 (`notFound`), as if it did not exist. */
export function assertCanReadPilotData(viewer: Viewer, pilotId: string, notFound: string): void {
  if (!canReadPilotData(viewer, pilotId)) throw new HttpError(404, notFound);
}
