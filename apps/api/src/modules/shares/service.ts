import {
  ONLY_INVITED_COORDINATORS,
  ORGANIZATION_NOT_FOUND,
  SHARE_EXISTS,
  SHARE_NEEDS_BODY,
  SHARE_NOT_FOUND,
  SHARE_WITH_OWNER,
  type IncomingShare,
  type Share,
  type ShareInput,
  type ShareStatus,
} from '@drones/shared/organizations';
import { NOT_CREATOR } from '@drones/shared/solicitations';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { record } from '../audit/service';
import { findOrganization, userOrganization } from '../organizations/service';
import { requireManager, requireReader } from '../solicitations/service';
import {
  findShare,
  insertShare,
  listIncoming,
  listShares,
  setShareStatus,
  type ShareRow,
} from './repository';

// Sharing a body's request with another body (docs/design.md §12, ADR 038): asked by a member of
// the owner, decided by a coordinator of the invited body, never imposed.

type Ctx = Pick<ServiceContext, 'db'>;

function view(row: ShareRow): Share {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function shareRequest(
  ctx: Ctx,
  user: SessionUser,
  solicitationId: string,
  input: ShareInput,
  ip: string,
): Promise<Share> {
  const { row } = await requireManager(ctx, user, solicitationId, NOT_CREATOR);
  if (!row.organizationId) throw new HttpError(409, SHARE_NEEDS_BODY);
  if (input.organizationId === row.organizationId) throw new HttpError(409, SHARE_WITH_OWNER);
  if (!(await findOrganization(ctx, input.organizationId))) {
    throw new HttpError(400, undefined, [
      { path: 'organizationId', message: ORGANIZATION_NOT_FOUND },
    ]);
  }
  await ctx.db.transaction(async (tx) => {
    try {
      await insertShare(tx, {
        solicitationId,
        organizationId: input.organizationId,
        message: input.message || null,
      });
    } catch (error) {
      if (isUniqueViolation(error, 'shares_solicitation_id_organization_id_pk')) {
        throw new HttpError(409, SHARE_EXISTS);
      }
      throw error;
    }
    await record(tx, {
      action: 'share.created',
      actor: { id: user.id, ip },
      target: { type: 'solicitation', id: solicitationId },
      details: { organizationId: input.organizationId },
    });
  });
  return view((await findShare(ctx.db, solicitationId, input.organizationId))!);
}

/** A request's shares, for those who read its roster. */
export async function readShares(
  ctx: Ctx,
  user: SessionUser,
  solicitationId: string,
): Promise<Share[]> {
  await requireReader(ctx, user, solicitationId);
  return (await listShares(ctx.db, solicitationId)).map(view);
}

/** A coordinator of the invited body accepts or declines. */
export async function decideShare(
  ctx: Ctx,
  user: SessionUser,
  solicitationId: string,
  organizationId: string,
  status: Exclude<ShareStatus, 'pending'>,
  ip: string,
): Promise<Share> {
  const share = await findShare(ctx.db, solicitationId, organizationId);
  if (!share) throw new HttpError(404, SHARE_NOT_FOUND);
  const mine = await userOrganization(ctx, user.id);
  if (mine?.id !== organizationId || mine.role !== 'coordenador') {
    throw new HttpError(403, ONLY_INVITED_COORDINATORS);
  }
  await ctx.db.transaction(async (tx) => {
    await setShareStatus(tx, solicitationId, organizationId, status);
    await record(tx, {
      action: 'share.decided',
      actor: { id: user.id, ip },
      target: { type: 'solicitation', id: solicitationId },
      details: { organizationId, status },
    });
  });
  return view((await findShare(ctx.db, solicitationId, organizationId))!);
}

/** 'Pedidos de apoio de outros órgãos': what other bodies asked of the user's body. */
export async function readIncomingShares(
  ctx: Ctx,
  user: SessionUser,
  status: ShareStatus | undefined,
): Promise<IncomingShare[]> {
  const mine = await userOrganization(ctx, user.id);
  if (!mine) return [];
  const rows = await listIncoming(ctx.db, mine.id, status);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
