import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { invitations } from '../src/db/schema';
import { signUp, type Account } from './helpers/accounts';
import { call } from './helpers/pilot-data';
import { createRequest, fileReport, requestPeople } from './helpers/solicitations';
import { anotherConnection, createTestApp } from './helpers/test-app';

// docs/design.md §8 "Automatic call-out" with CALLOUT_MINUTE_SECONDS=1: a "minute" lasts a second.

const FAST = { CALLOUT_MINUTE_SECONDS: '1' };
// Municipalities by distance from Petrópolis, the request's place: the ranking's order.
const PETROPOLIS = 3303906;
const TERESOPOLIS = 3305802; // 25.1 km
const AREAL = 3300225; // 33.6 km
const RIO = 3304557; // 43.7 km
const PLACES = [PETROPOLIS, TERESOPOLIS, AREAL, RIO];

/** Pilots in the request's reach, spread over four places 0–44 km from it. */
async function pilotsNearby(app: FastifyInstance, count: number): Promise<Account[]> {
  const pilots: Account[] = [];
  for (let i = 0; i < count; i += 1) {
    const pilot = await signUp(app, { name: `Piloto ${i + 1}` });
    const res = await call(app, 'POST', '/api/disponibility', pilot, {
      days: 'Segunda-feira',
      district: 'Centro',
      municipalityCode: PLACES[i % PLACES.length],
    });
    expect(res.statusCode).toBe(201);
    pilots.push(pilot);
  }
  return pilots;
}

/** The request's matches, best first, as the coordinator sees them. */
async function ranking(app: FastifyInstance, who: Account, requestId: string) {
  const res = await call(app, 'GET', `/api/solicitation/${requestId}/matches`, who);
  expect(res.statusCode).toBe(200);
  return res.json<{ pilot: { id: string } }[]>().map((match) => match.pilot.id);
}

async function setting(app: FastifyInstance) {
  const { government, otherGovernment, pilot: outsider } = await requestPeople(app);
  const request = await createRequest(app, government, { municipalityCode: PETROPOLIS });
  return { government, otherGovernment, outsider, requestId: request.id };
}

const startAuto = (
  app: FastifyInstance,
  who: Account,
  requestId: string,
  auto: Record<string, unknown>,
) => call(app, 'POST', `/api/solicitation/${requestId}/callout`, who, { auto });

/** The invitations of the request, oldest first, grouped by the step (statement) that made them. */
async function steps(app: FastifyInstance, requestId: string) {
  const rows = await app.db
    .select({ userId: invitations.userId, source: invitations.source, at: invitations.invitedAt })
    .from(invitations)
    .where(eq(invitations.solicitationId, requestId))
    .orderBy(asc(invitations.invitedAt));
  const groups = new Map<number, { at: Date; pilots: string[]; source: string }>();
  for (const row of rows) {
    const group = groups.get(row.at.getTime()) ?? { at: row.at, pilots: [], source: row.source };
    group.pilots.push(row.userId);
    groups.set(row.at.getTime(), group);
  }
  return [...groups.values()];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, for at most `ms`. */
async function until(check: () => Promise<boolean>, ms = 6000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(100);
  }
}

const autoOf = async (app: FastifyInstance, who: Account, requestId: string) => {
  const res = await call(app, 'GET', `/api/solicitation/${requestId}/callout/auto`, who);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the automatic call-out', () => {
  it('invites 2 × wanted at once, the next ones each interval, and ends when the matches run out', async () => {
    const app = await createTestApp(FAST);
    const { government, otherGovernment, requestId } = await setting(app);
    await pilotsNearby(app, 5);
    const best = await ranking(app, government, requestId);
    expect(best).toHaveLength(5);

    const res = await startAuto(app, government, requestId, { wanted: 1, everyMinutes: 1 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      invited: 2,
      alreadyInvited: 0,
      auto: { wanted: 1, everyMinutes: 1, accepted: 0 },
    });
    const first = await steps(app, requestId);
    expect(first).toHaveLength(1);
    expect(first[0]!.source).toBe('escalation');
    expect(first[0]!.pilots.sort()).toEqual(best.slice(0, 2).sort());
    // Its next step is one "minute" after this one.
    const next = new Date(body.auto.nextStepAt).getTime() - first[0]!.at.getTime();
    expect(next).toBeGreaterThanOrEqual(900);
    expect(next).toBeLessThan(1500);
    expect(await autoOf(app, otherGovernment, requestId)).toMatchObject({ wanted: 1 });

    await until(async () => (await steps(app, requestId)).length === 3);
    const all = await steps(app, requestId);
    expect(all.map((step) => step.pilots.length)).toEqual([2, 2, 1]);
    expect(all[1]!.pilots.sort()).toEqual(best.slice(2, 4).sort());
    expect(all[2]!.pilots).toEqual(best.slice(4));
    // One step a "minute", within a second of its due time.
    for (let i = 1; i < all.length; i += 1) {
      const gap = all[i]!.at.getTime() - all[i - 1]!.at.getTime();
      expect(gap).toBeGreaterThanOrEqual(950);
      expect(gap).toBeLessThan(2100);
    }
    expect(await autoOf(app, government, requestId)).toBeNull();
    const timeline = await call(app, 'GET', `/api/solicitation/${requestId}/timeline`, government);
    expect(timeline.json().map((entry: { text: string }) => entry.text)).toEqual([
      'Solicitação criada por Maria da Silva',
      'Convocação automática: 2 droneiros convidados',
      'Convocação automática: 2 droneiros convidados',
      'Convocação automática: 1 droneiro convidado',
    ]);
  });

  it('carries the message of its settings to every invitation its steps send', async () => {
    const app = await createTestApp(FAST);
    const { government, requestId } = await setting(app);
    const pilots = await pilotsNearby(app, 3);
    const message = 'Ponto de encontro: posto da Defesa Civil. Só voe com autorização da torre.';

    const res = await startAuto(app, government, requestId, {
      wanted: 1,
      everyMinutes: 1,
      message,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().auto).toMatchObject({ wanted: 1, message });
    expect(await autoOf(app, government, requestId)).toMatchObject({ message });
    await until(async () => (await steps(app, requestId)).length === 2);

    for (const pilot of pilots) {
      const [invitation] = (await call(app, 'GET', '/api/invitations', pilot)).json();
      expect(invitation.message).toBe(message);
    }
  });

  it('stops once `wanted` pilots accepted', async () => {
    const app = await createTestApp(FAST);
    const { government, requestId } = await setting(app);
    const pilots = await pilotsNearby(app, 4);
    const best = await ranking(app, government, requestId);
    const first = pilots.find((pilot) => pilot.id === best[0])!;
    // Another request's yes counts for that request only.
    const other = await createRequest(app, government);
    const contact = await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: other.id,
      userId: pilots[1]!.id,
    });
    expect(contact.statusCode).toBe(201);
    const volunteer = await call(app, 'POST', `/api/solicitation/${other.id}/volunteer`, pilots[1]);
    expect(volunteer.json()).toEqual({ status: 'accepted' });
    const started = await startAuto(app, government, requestId, { wanted: 1, everyMinutes: 1 });
    expect(started.json().auto).toMatchObject({ wanted: 1, accepted: 0 });
    const [mine] = (await call(app, 'GET', '/api/invitations', first)).json();
    const answer = await call(app, 'POST', `/api/invitations/${mine.id}/answer`, first, {
      answer: 'accept',
    });
    expect(answer.statusCode).toBe(200);
    await until(async () => (await autoOf(app, government, requestId)) === null);
    await sleep(1500);
    expect((await steps(app, requestId)).map((step) => step.pilots.length)).toEqual([2]);
  });

  it('stops when the request is finished, and at DELETE', async () => {
    const app = await createTestApp(FAST);
    const { government, otherGovernment, outsider, requestId } = await setting(app);
    await pilotsNearby(app, 6);
    await startAuto(app, government, requestId, { wanted: 1, everyMinutes: 1 });

    const path = `/api/solicitation/${requestId}/callout/auto`;
    expect((await call(app, 'DELETE', path, otherGovernment)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', path, outsider)).statusCode).toBe(403);
    expect((await call(app, 'DELETE', path, government)).statusCode).toBe(204);
    expect(await autoOf(app, government, requestId)).toBeNull();
    await sleep(1500);
    expect(await steps(app, requestId)).toHaveLength(1);

    await startAuto(app, government, requestId, { wanted: 1, everyMinutes: 1 });
    expect(await steps(app, requestId)).toHaveLength(2);
    const report = await fileReport(app, government, requestId);
    expect(report.statusCode).toBe(201);
    await until(async () => (await autoOf(app, government, requestId)) === null);
    await sleep(1200);
    expect(await steps(app, requestId)).toHaveLength(2);
    const late = await startAuto(app, government, requestId, { wanted: 1, everyMinutes: 1 });
    expect(late.statusCode).toBe(409);
  });

  it('runs each step once with two instances, and goes on after a restart', async () => {
    const first = await createTestApp(FAST);
    const second = await createTestApp(FAST, { database: await anotherConnection() });
    const { government, requestId } = await setting(first);
    await pilotsNearby(first, 7);
    await first.ready();
    await second.ready();
    expect(
      (await startAuto(second, government, requestId, { wanted: 1, everyMinutes: 1 })).statusCode,
    ).toBe(201);
    await until(async () => (await steps(first, requestId)).length === 2);
    // The instance that started it goes away; its steps live in the database.
    await second.close();
    await until(async () => (await steps(first, requestId)).length === 4);
    const all = await steps(first, requestId);
    expect(all.map((step) => step.pilots.length)).toEqual([2, 2, 2, 1]);
    for (let i = 1; i < all.length; i += 1) {
      expect(all[i]!.at.getTime() - all[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(950);
    }
  });

  it('takes `wanted` 1–50 and `everyMinutes` 1–120, from the creator of an open request only', async () => {
    const app = await createTestApp(FAST);
    const { government, otherGovernment, outsider, requestId } = await setting(app);
    const refused = [
      [{ wanted: 0, everyMinutes: 5 }, 'auto.wanted'],
      [{ wanted: 51, everyMinutes: 5 }, 'auto.wanted'],
      [{ wanted: 2, everyMinutes: 0 }, 'auto.everyMinutes'],
      [{ wanted: 2, everyMinutes: 121 }, 'auto.everyMinutes'],
      [{ wanted: 2, everyMinutes: 5, message: 'x'.repeat(1001) }, 'auto.message'],
    ] as const;
    for (const [auto, path] of refused) {
      const res = await startAuto(app, government, requestId, auto);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([path]);
    }
    const both = await call(app, 'POST', `/api/solicitation/${requestId}/callout`, government, {
      pilotIds: [outsider.id],
      auto: { wanted: 1, everyMinutes: 5 },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual([
      {
        path: 'auto',
        message: 'Convoque os droneiros escolhidos ou ligue a convocação automática, não os dois',
      },
    ]);
    const none = await call(app, 'POST', `/api/solicitation/${requestId}/callout`, government, {});
    expect(none.json().errors).toEqual([
      { path: 'pilotIds', message: 'Escolha os droneiros ou a convocação automática' },
    ]);
    const other = await startAuto(app, otherGovernment, requestId, { wanted: 1, everyMinutes: 5 });
    expect(other.statusCode).toBe(403);
    expect(
      (await startAuto(app, outsider, requestId, { wanted: 1, everyMinutes: 5 })).statusCode,
    ).toBe(403);
    // No one to call: the call-out ends at its first step.
    const empty = await startAuto(app, government, requestId, { wanted: 1, everyMinutes: 5 });
    expect(empty.statusCode).toBe(201);
    expect(empty.json()).toEqual({ invited: 0, alreadyInvited: 0, auto: null });
  });
});
