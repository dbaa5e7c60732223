import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openSession } from './helpers/accounts';
import { call } from './helpers/pilot-data';
import { createRequest, requestPeople } from './helpers/solicitations';
import { addressOf, openStream, type Stream } from './helpers/roster-stream';
import { anotherConnection, createTestApp } from './helpers/test-app';

// docs/design.md §8 "Call-out and answers": GET /api/solicitation/{id}/events, the live roster, fed by
// whichever instance served the write.

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Two instances of the app on one database, each with its own connections. */
async function twoInstances(overrides: Record<string, string> = {}) {
  const first = await createTestApp(overrides);
  const second = await createTestApp(overrides, { database: await anotherConnection() });
  return { first, second };
}

// The contract ends a stream within 2 s of the answer that ended its reader's access; the tests
// wait longer, so a slow machine does not fail them.
const ENDS_WITHIN_MS = 5000;

function endsSoon(stream: Stream) {
  return Promise.race([
    stream.ended,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the stream is still open')), ENDS_WITHIN_MS),
    ),
  ]);
}

describe("a roster stream's reader", () => {
  it('loses the stream when he logs out on another instance, and gets nothing more', async () => {
    const { first, second } = await twoInstances();
    const { pilot, government } = await requestPeople(first);
    const request = await createRequest(first, government);
    const stream = await openStream(first, request.id, government);
    // The creator's other session calls the pilot right after.
    const elsewhere = { ...government, auth: await openSession(second, government) };

    const logout = await call(second, 'POST', '/api/auth/logout', government);
    expect(logout.statusCode).toBe(204);
    const callout = await call(
      second,
      'POST',
      `/api/solicitation/${request.id}/callout`,
      elsewhere,
      { pilotIds: [pilot.id] },
    );
    expect(callout.statusCode).toBe(201);
    await endsSoon(stream);
    expect(stream.unread).toBe(0);
  });

  it('loses the stream when his account is rejected, and gets nothing more', async () => {
    const { first, second } = await twoInstances();
    const { pilot, government, otherGovernment, admin } = await requestPeople(first);
    const request = await createRequest(first, government);
    const stream = await openStream(first, request.id, otherGovernment);
    const untouched = await openStream(first, request.id, government);

    const rejected = await second.inject({
      method: 'PATCH',
      url: `/api/users/${otherGovernment.id}/approval`,
      headers: admin.auth,
      payload: { approved: false },
    });
    expect(rejected.statusCode).toBe(200);
    await call(second, 'POST', `/api/solicitation/${request.id}/callout`, government, {
      pilotIds: [pilot.id],
    });
    await endsSoon(stream);
    expect(stream.unread).toBe(0);
    expect(await untouched.nextRoster()).toMatchObject({ pilot: { id: pilot.id } });
  });

  it('holds at most 10 open streams over every instance; one he closes frees its place', async () => {
    const { first, second } = await twoInstances();
    const { government } = await requestPeople(first);
    const request = await createRequest(first, government);
    const streams: Stream[] = [];
    for (const app of [first, second]) {
      for (let i = 0; i < 5; i += 1) {
        const stream = await openStream(app, request.id, government);
        expect(stream.status).toBe(200);
        streams.push(stream);
      }
    }
    const path = `/api/solicitation/${request.id}/events`;
    const eleventh = await fetch(`${await addressOf(second)}${path}`, { headers: government.auth });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toEqual({
      statusCode: 429,
      code: 'rate_limited',
      message: expect.any(String),
    });

    streams[0]!.close();
    // The contract frees the place within 5 s.
    await vi.waitFor(
      async () => {
        const stream = await openStream(second, request.id, government);
        expect(stream.status).toBe(200);
      },
      { timeout: 5000, interval: 250 },
    );
  });
});

describe('the live roster', () => {
  it('streams to its readers an answer made through another instance', async () => {
    const { first, second } = await twoInstances();
    const { pilot, otherPilot, government, otherGovernment } = await requestPeople(first);
    const request = await createRequest(first, government);

    const creatorStream = await openStream(first, request.id, government);
    expect(creatorStream.status).toBe(200);
    expect(creatorStream.contentType).toMatch(/^text\/event-stream/);
    const readerStream = await openStream(first, request.id, otherGovernment);

    const callout = await call(
      second,
      'POST',
      `/api/solicitation/${request.id}/callout`,
      government,
      {
        pilotIds: [pilot.id, otherPilot.id],
      },
    );
    expect(callout.statusCode).toBe(201);
    for (const stream of [creatorStream, readerStream]) {
      const invited = [await stream.nextRoster(), await stream.nextRoster()];
      expect(invited.map((entry) => (entry.pilot as { id: string }).id).sort()).toEqual(
        [pilot.id, otherPilot.id].sort(),
      );
      expect(invited[0]).toMatchObject({ status: 'invited', source: 'callout', answeredAt: null });
    }

    const [mine] = (await call(second, 'GET', '/api/invitations', pilot)).json();
    const answered = await call(second, 'POST', `/api/invitations/${mine.id}/answer`, pilot, {
      answer: 'accept',
    });
    expect(answered.statusCode).toBe(200);
    for (const stream of [creatorStream, readerStream]) {
      const entry = await stream.nextRoster();
      expect(entry).toMatchObject({
        pilot: { id: pilot.id, name: 'Maria da Silva', phone: '21987654321', email: pilot.email },
        status: 'accepted',
        source: 'callout',
      });
      expect(entry.answeredAt).toEqual(expect.any(String));
    }
  });

  it('streams volunteers and accepts, each as its changed entry', async () => {
    const app = await createTestApp();
    const { pilot, government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const stream = await openStream(app, request.id, government);

    const offer = await call(app, 'POST', `/api/solicitation/${request.id}/volunteer`, pilot);
    expect(offer.statusCode).toBe(201);
    expect(await stream.nextRoster()).toMatchObject({
      pilot: { id: pilot.id },
      status: 'volunteered',
      source: 'volunteer',
    });
    const accept = await call(
      app,
      'POST',
      `/api/solicitation/${request.id}/roster/${pilot.id}/accept`,
      government,
    );
    expect(accept.statusCode).toBe(200);
    expect(await stream.nextRoster()).toMatchObject({
      pilot: { id: pilot.id },
      status: 'accepted',
    });
  });

  it('reaches another instance through Redis when REDIS_URL is set', async () => {
    // Redis keeps the rate-limit counters between runs: the accounts set up here must not meet
    // the sign-up limit of earlier runs.
    const { first, second } = await twoInstances({ REDIS_URL, RATE_LIMIT_MULTIPLIER: '1000' });
    const { pilot, government } = await requestPeople(first);
    const request = await createRequest(first, government);
    const stream = await openStream(first, request.id, government);
    // The change goes out on Redis, where any subscriber sees it.
    const watcher = new Redis(REDIS_URL);
    onTestFinished(() => void watcher.quit());
    const published = new Promise<string>((resolve) =>
      watcher.on('message', (_c, m: string) => resolve(m)),
    );
    await watcher.subscribe('drones_roster');

    const contact = await call(second, 'POST', '/api/contactedDriver', government, {
      solicitationId: request.id,
      userId: pilot.id,
    });
    expect(contact.statusCode).toBe(201);
    expect(await stream.nextRoster()).toMatchObject({
      pilot: { id: pilot.id },
      status: 'invited',
      source: 'contact',
    });
    expect(JSON.parse(await published)).toEqual({ s: request.id, p: [pilot.id] });
  });

  it('is for the roster readers only, of a request that exists', async () => {
    const app = await createTestApp();
    const { pilot, government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const path = `/api/solicitation/${request.id}/events`;
    expect((await call(app, 'GET', path)).statusCode).toBe(401);
    expect((await call(app, 'GET', path, pilot)).statusCode).toBe(403);
    const unknown = await call(app, 'GET', `/api/solicitation/${randomUUID()}/events`, government);
    expect(unknown.statusCode).toBe(404);
  });

  it('ends its streams when the app closes, so the app can close', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const stream = await openStream(app, request.id, government);
    await app.close();
    await stream.ended;
  });
});
