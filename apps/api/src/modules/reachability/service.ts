import {
  REACHABILITY_NEEDS_AREA,
  REACHABILITY_OUTSIDE_AREA,
  REACHABILITY_TEXT,
  type CreateReachabilityTestInput,
  type PhoneChannel,
  type ReachabilityTest,
} from '@drones/shared/channels';
import { HttpError } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import type { SessionUser } from '../../lib/session-user';
import { newToken, tokenHash } from '../../lib/tokens';
import type { OutboxMessage } from '../../plugins/app/outbox/outbox';
import { record } from '../audit/service';
import { ascii } from '../channels/messages';
import { channelTargets } from '../channels/service';
import { requireMunicipality } from '../municipalities/service';
import { findOrganization, userOrganization } from '../organizations/service';
import {
  confirmTarget,
  countTest,
  findPendingFor,
  findPilotsIn,
  findTest,
  findUnreached,
  insertTest,
  isTarget,
} from './repository';

// Reachability tests (teste de alcance, docs/design.md §13): every pilot available in an area is
// asked to reply, so dead numbers and muted phones are found before the disaster.

type Ctx = Pick<ServiceContext, 'db' | 'outbox' | 'config'>;

/** The WhatsApp template of reachability tests (no parameters; its text is REACHABILITY_TEXT). */
export const REACHABILITY_TEMPLATE = 'teste_alcance';

interface Area {
  uf: string | null;
  municipalityCode: number | null;
}

/**
 * The area a user may test: anywhere for an ADMIN; for an active coordinator, his body's
 * municipality or UF (a federal body, the country). Anyone else: 403.
 */
async function allowedArea(
  ctx: Ctx,
  user: SessionUser,
): Promise<{ area: Area | 'any'; organizationId: string | null }> {
  if (user.role === 'ADMIN') return { area: 'any', organizationId: null };
  const membership = await userOrganization(ctx, user.id);
  if (membership?.role !== 'coordenador') throw new HttpError(403);
  const body = (await findOrganization(ctx, membership.id))!;
  if (body.kind === 'federal') return { area: 'any', organizationId: body.id };
  if (body.kind === 'municipal' || (body.kind === 'outro' && body.municipalityCode)) {
    return { area: { uf: null, municipalityCode: body.municipalityCode }, organizationId: body.id };
  }
  if (body.uf) return { area: { uf: body.uf, municipalityCode: null }, organizationId: body.id };
  throw new HttpError(403, REACHABILITY_OUTSIDE_AREA);
}

/** The area asked, within the one allowed; none asked means the whole allowed area. */
async function chosenArea(
  ctx: Ctx,
  allowed: Area | 'any',
  input: CreateReachabilityTestInput,
): Promise<Area> {
  const municipality = input.municipalityCode
    ? await requireMunicipality(ctx, input.municipalityCode)
    : null;
  const asked: Area = municipality
    ? { uf: null, municipalityCode: municipality.code }
    : { uf: input.uf ?? null, municipalityCode: null };
  if (allowed === 'any') {
    if (!municipality && !asked.uf) throw new HttpError(400, REACHABILITY_NEEDS_AREA);
    return asked;
  }
  if (!municipality && !asked.uf) return allowed;
  const inside = allowed.municipalityCode
    ? municipality?.code === allowed.municipalityCode
    : (municipality?.uf ?? asked.uf) === allowed.uf;
  if (!inside) throw new HttpError(403, REACHABILITY_OUTSIDE_AREA);
  return asked;
}

export async function createTest(
  ctx: Ctx,
  user: SessionUser,
  input: CreateReachabilityTestInput,
  ip: string,
): Promise<ReachabilityTest> {
  const allowed = await allowedArea(ctx, user);
  const area = await chosenArea(ctx, allowed.area, input);
  const pilots = await findPilotsIn(ctx.db, area);
  const tokens = new Map(pilots.map((pilot) => [pilot.id, newToken()]));
  const id = await ctx.db.transaction(async (tx) => {
    const test = await insertTest(
      tx,
      { createdBy: user.id, organizationId: allowed.organizationId, ...area },
      pilots.map((pilot) => ({ userId: pilot.id, tokenHash: tokenHash(tokens.get(pilot.id)!) })),
    );
    const targets = await channelTargets(
      ctx,
      tx,
      pilots.map((pilot) => pilot.id),
    );
    const messages = pilots.flatMap((pilot) =>
      testMessages(ctx, test.id, pilot, tokens.get(pilot.id)!, targets.get(pilot.id)),
    );
    await ctx.outbox.enqueue(tx, messages);
    await record(tx, {
      action: 'reachability.tested',
      actor: { id: user.id, ip },
      target: allowed.organizationId ? { type: 'organization', id: allowed.organizationId } : null,
      details: {
        pilots: pilots.length,
        ...(area.uf ? { uf: area.uf } : {}),
        ...(area.municipalityCode ? { municipalityCode: area.municipalityCode } : {}),
      },
    });
    return test.id;
  });
  return readTest(ctx, user, id);
}

/** One pilot's messages: e-mail always, and each other channel he has on (not in quiet hours). */
function testMessages(
  ctx: Ctx,
  testId: string,
  pilot: { id: string; email: string },
  token: string,
  target: Awaited<ReturnType<typeof channelTargets>> extends Map<string, infer T>
    ? T | undefined
    : never,
): OutboxMessage[] {
  const link = `/alcance/${testId}/${token}`;
  const base = { userId: pilot.id, reachabilityTestId: testId };
  const messages: OutboxMessage[] = [
    {
      ...base,
      channel: 'email',
      to: pilot.email,
      subject: 'Teste de alcance da Defesa Civil',
      text: `${REACHABILITY_TEXT}.\n\nPara confirmar que recebeu, abra: ${ctx.config.PUBLIC_URL}${link}`,
    },
  ];
  if (!target || target.quiet) return messages;
  if (target.push) {
    messages.push({
      ...base,
      channel: 'push',
      to: pilot.id,
      text: '',
      payload: {
        message: {
          type: 'reachability',
          testId,
          title: 'Teste de alcance',
          body: REACHABILITY_TEXT,
          url: link,
          token,
        },
        urgent: false,
      },
    });
  }
  const phone = (channel: PhoneChannel, to: string | null): OutboxMessage[] =>
    to
      ? [
          channel === 'sms'
            ? { ...base, channel, to, text: ascii(REACHABILITY_TEXT) }
            : {
                ...base,
                channel,
                to,
                text: '',
                payload: {
                  type: 'template',
                  template: { name: REACHABILITY_TEMPLATE, language: { code: 'pt_BR' } },
                },
              },
        ]
      : [];
  messages.push(...phone('whatsapp', target.whatsapp), ...phone('sms', target.sms));
  return messages;
}

export async function readTest(ctx: Ctx, user: SessionUser, id: string): Promise<ReachabilityTest> {
  const test = await findTest(ctx.db, id);
  if (!test) throw new HttpError(404, 'Teste de alcance não encontrado');
  if (user.role !== 'ADMIN') {
    const membership = await userOrganization(ctx, user.id);
    if (
      !test.organizationId ||
      membership?.role !== 'coordenador' ||
      membership.id !== test.organizationId
    ) {
      throw new HttpError(403);
    }
  }
  const counts = await countTest(ctx.db, id);
  const unreached = await findUnreached(ctx.db, id);
  return {
    id: test.id,
    uf: test.uf,
    municipalityCode: test.municipalityCode,
    createdAt: test.createdAt.toISOString(),
    sent: counts.sent,
    confirmed: counts.confirmed,
    byChannel: Object.fromEntries(
      counts.channels.map(({ channel, ...numbers }) => [channel, numbers]),
    ),
    unreached: unreached.map((pilot) => ({ pilot })),
  };
}

/**
 * 'Confirmar recebimento': with the token of his message (a push tap says `via: 'push'`), or
 * from his session. A token that is not of this test: 404.
 */
export async function confirmTest(
  ctx: Pick<ServiceContext, 'db'>,
  id: string,
  who: { token?: string | undefined; via?: 'push' | undefined; user: SessionUser | null },
) {
  const target = who.token
    ? { tokenHash: tokenHash(who.token) }
    : who.user
      ? { userId: who.user.id }
      : null;
  const via = who.token ? (who.via ?? 'email') : 'app';
  // Confirming again changes nothing; a token or a person the test did not ask: 404.
  if (
    !target ||
    !((await confirmTarget(ctx.db, id, target, via)) || (await isTarget(ctx.db, id, target)))
  ) {
    throw new HttpError(404, 'Teste de alcance não encontrado');
  }
}

/** A reply 'OK' by WhatsApp or SMS confirms his latest unconfirmed test; false when none. */
export async function confirmByReply(
  ctx: Pick<ServiceContext, 'db'>,
  userId: string,
  via: PhoneChannel,
) {
  const [latest] = await findPendingFor(ctx.db, userId);
  return latest ? confirmTarget(ctx.db, latest.id, { userId }, via) : false;
}

/** The tests a pilot may still confirm, for his inbox. */
export async function pendingTests(ctx: Pick<ServiceContext, 'db'>, user: SessionUser) {
  const rows = await findPendingFor(ctx.db, user.id);
  return rows.map((row) => ({ id: row.id, createdAt: new Date(row.createdAt).toISOString() }));
}
