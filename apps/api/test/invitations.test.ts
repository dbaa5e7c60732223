import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { auditEvents, outbox, invitations } from '../src/db/schema';
import { newToken, tokenHash } from '../src/lib/tokens';
import { eraseAccount, signUp, type Account } from './helpers/accounts';
import { insertPilots } from './helpers/fixtures';
import { call } from './helpers/pilot-data';
import { createRequest, fileReport, requestFields, requestPeople } from './helpers/solicitations';
import { anotherConnection, createTestApp, startSmtpApp } from './helpers/test-app';

// docs/design.md §8 "Call-out and answers": an invitation read and answered by its pilot, in the app or
// through the token of its e-mail's links; his inbox.

/** The creator asks the pilot (the spec's contact) and the pilot's invitation is returned. */
async function invite(app: FastifyInstance, creator: Account, requestId: string, pilot: Account) {
  const res = await call(app, 'POST', '/api/contactedDriver', creator, {
    solicitationId: requestId,
    userId: pilot.id,
  });
  expect(res.statusCode).toBe(201);
  const [row] = await app.db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.solicitationId, requestId), eq(invitations.userId, pilot.id)));
  return row!.id;
}

/** A token for the invitation's links, kept hashed as the e-mail's would be. */
async function withToken(app: FastifyInstance, invitationId: string) {
  const token = newToken();
  await app.db
    .update(invitations)
    .set({ tokenHash: tokenHash(token) })
    .where(eq(invitations.id, invitationId));
  return token;
}

const answer = (
  app: FastifyInstance,
  id: string,
  body: { answer: string; token?: string },
  who?: Account,
) => call(app, 'POST', `/api/invitations/${id}/answer`, who, body);

describe('an invitation', () => {
  it('shows the request and its creator to the invited pilot, and to no one else', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, admin } = await requestPeople(app);
    const request = await createRequest(app, government);
    const id = await invite(app, government, request.id, pilot);

    const res = await call(app, 'GET', `/api/invitations/${id}`, pilot);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      status: 'invited',
      message: null,
      cancelledAt: null,
      solicitation: {
        id: request.id,
        name: requestFields.name,
        urgency: 'normal',
        place: requestFields.place,
        date: null,
        hour: requestFields.hour,
        description: requestFields.description,
        isFinished: false,
        creator: { name: 'Maria da Silva', phone: '21987654321', email: government.email },
        organization: null,
      },
      terms: null,
    });
    for (const who of [otherPilot, government, admin, undefined]) {
      const other = await call(app, 'GET', `/api/invitations/${id}`, who);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Convite não encontrado');
    }
    const unknown = await call(app, 'GET', `/api/invitations/${crypto.randomUUID()}`, pilot);
    expect(unknown.statusCode).toBe(404);
  });

  it("opens with its e-mail's token, never another's, and a read changes nothing", async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const id = await invite(app, government, request.id, pilot);
    const other = await invite(app, government, request.id, otherPilot);
    const token = await withToken(app, id);
    const otherToken = await withToken(app, other);

    for (let i = 0; i < 2; i += 1) {
      const res = await call(app, 'GET', `/api/invitations/${id}?token=${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('invited');
    }
    for (const wrong of [otherToken, newToken(), 'x']) {
      expect((await call(app, 'GET', `/api/invitations/${id}?token=${wrong}`)).statusCode).toBe(
        404,
      );
    }
    const [row] = await app.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row).toMatchObject({ status: 'invited', answeredAt: null });
  });

  it('takes the answer by session or token, lets it change, and closes with the request', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const id = await invite(app, government, request.id, pilot);
    const token = await withToken(app, id);

    const accepted = await answer(app, id, { answer: 'accept' }, pilot);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id, status: 'accepted' });
    const [row] = await app.db.select().from(invitations).where(eq(invitations.id, id));
    expect(row!.answeredAt).toBeInstanceOf(Date);

    const declined = await answer(app, id, { answer: 'decline', token });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe('declined');

    expect((await answer(app, id, { answer: 'accept', token: newToken() })).statusCode).toBe(404);
    expect((await answer(app, id, { answer: 'accept' }, otherPilot)).statusCode).toBe(404);
    expect((await answer(app, id, { answer: 'accept' })).statusCode).toBe(404);
    const bad = await answer(app, id, { answer: 'talvez' }, pilot);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'answer', message: 'Resposta inválida' }]);

    expect((await fileReport(app, government, request.id)).statusCode).toBe(201);
    const late = await answer(app, id, { answer: 'accept', token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta solicitação já foi finalizada');
    const read = await call(app, 'GET', `/api/invitations/${id}?token=${token}`);
    expect(read.json()).toMatchObject({ status: 'declined', solicitation: { isFinished: true } });
  });
});

describe("an invitation's mission day (docs/design.md §4)", () => {
  it('is in the call-out e-mail, on the invitation and in the inbox, with the hour', async () => {
    const app = await createTestApp();
    const { pilot, government } = await requestPeople(app);
    const request = await createRequest(app, government, { date: '2026-11-28', hour: '07:30' });
    const called = await call(app, 'POST', `/api/solicitation/${request.id}/callout`, government, {
      pilotIds: [pilot.id],
    });
    expect(called.statusCode).toBe(201);

    const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, pilot.email));
    expect(mail!.text).toContain('Horário: sáb., 28/11 às 07:30');
    expect(mail!.html).toContain('sáb., 28/11 às 07:30');
    const [invitation] = (await call(app, 'GET', '/api/invitations', pilot)).json();
    expect(invitation.solicitation).toMatchObject({ date: '2026-11-28', hour: '07:30' });
    const read = await call(app, 'GET', `/api/invitations/${invitation.id}`, pilot);
    expect(read.json().solicitation).toMatchObject({ date: '2026-11-28', hour: '07:30' });
  });
});

describe("a pilot's invitations", () => {
  it('lists his own, newest first, by status, with the count of unanswered ones', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, pending } = await requestPeople(app);
    const first = await createRequest(app, government, { name: 'Primeira' });
    const second = await createRequest(app, government, { name: 'Segunda' });
    const firstId = await invite(app, government, first.id, pilot);
    await invite(app, government, second.id, pilot);
    await invite(app, government, second.id, otherPilot);
    expect((await answer(app, firstId, { answer: 'accept' }, pilot)).statusCode).toBe(200);

    const all = await call(app, 'GET', '/api/invitations', pilot);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(
      all.json().map((item: { solicitation: { name: string } }) => item.solicitation.name),
    ).toEqual(['Segunda', 'Primeira']);

    const waiting = await call(app, 'GET', '/api/invitations?status=invited', pilot);
    expect(waiting.headers['x-total-count']).toBe('1');
    expect(waiting.json()).toEqual([
      expect.objectContaining({
        status: 'invited',
        solicitation: expect.objectContaining({ id: second.id }),
      }),
    ]);

    const paged = await call(app, 'GET', '/api/invitations?limit=1', pilot);
    expect(paged.headers.link).toContain('rel="next"');
    const next = /<([^>]+)>/.exec(paged.headers.link as string)![1]!;
    const rest = await call(app, 'GET', next, pilot);
    expect(rest.json().map((item: { id: string }) => item.id)).toEqual([firstId]);

    expect((await call(app, 'GET', '/api/invitations', government)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/invitations', pending)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/invitations')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/invitations?status=talvez', pilot)).statusCode).toBe(400);
  });
});

describe('the roster', () => {
  it('lists the accepted first, then volunteers, the unanswered and who declined', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, pending } = await requestPeople(app);
    const third = await signUp(app, { name: 'Rafael Souza' });
    const fourth = await signUp(app, { name: 'Bruna Lima' });
    const request = await createRequest(app, government);
    const declining = await invite(app, government, request.id, pilot);
    await invite(app, government, request.id, otherPilot);
    const accepting = await invite(app, government, request.id, third);
    expect((await answer(app, declining, { answer: 'decline' }, pilot)).statusCode).toBe(200);
    expect((await answer(app, accepting, { answer: 'accept' }, third)).statusCode).toBe(200);
    const offer = await call(app, 'POST', `/api/solicitation/${request.id}/volunteer`, fourth);
    expect(offer.statusCode).toBe(201);
    expect(offer.json()).toEqual({ status: 'volunteered' });

    const res = await call(app, 'GET', `/api/solicitation/${request.id}/roster`, government);
    expect(res.statusCode).toBe(200);
    const roster = res.json<{ pilot: { id: string }; status: string; source: string }[]>();
    expect(roster.map((entry) => [entry.pilot.id, entry.status, entry.source])).toEqual([
      [third.id, 'accepted', 'contact'],
      [fourth.id, 'volunteered', 'volunteer'],
      [otherPilot.id, 'invited', 'contact'],
      [pilot.id, 'declined', 'contact'],
    ]);
    expect(roster[0]).toEqual({
      pilot: {
        id: third.id,
        name: 'Rafael Souza',
        phone: '21987654321',
        email: third.email,
        urlPhoto: null,
      },
      status: 'accepted',
      source: 'contact',
      invitedAt: expect.any(String),
      answeredAt: expect.any(String),
      conflict: null,
      // He answered from his session; his e-mail is his one delivery (docs/design.md §13).
      answeredVia: 'app',
      deliveries: [
        {
          channel: 'email',
          status: expect.stringMatching(/^(queued|sent)$/),
          at: expect.any(String),
        },
      ],
      unclearReplies: [],
    });
    expect(roster[2]).toMatchObject({ answeredAt: null, answeredVia: null });
    expect(roster[1]).toMatchObject({ answeredVia: 'app', deliveries: [] });

    expect(
      (await call(app, 'GET', `/api/solicitation/${request.id}/roster`, pilot)).statusCode,
    ).toBe(403);
    expect(
      (await call(app, 'GET', `/api/solicitation/${request.id}/roster`, pending)).statusCode,
    ).toBe(403);
    expect((await call(app, 'GET', `/api/solicitation/${request.id}/roster`)).statusCode).toBe(401);
    const unknown = await call(
      app,
      'GET',
      `/api/solicitation/${crypto.randomUUID()}/roster`,
      government,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a volunteer', () => {
  it('offers himself, the creator is told by e-mail and accepts him', async () => {
    const { app, smtp, close } = await startSmtpApp();
    onTestFinished(close);
    const { pilot, otherPilot, government, otherGovernment } = await requestPeople(app);
    const request = await createRequest(app, government);
    const before = smtp.messages.length;

    const offer = await call(app, 'POST', `/api/solicitation/${request.id}/volunteer`, pilot);
    expect(offer.statusCode).toBe(201);
    const again = await call(app, 'POST', `/api/solicitation/${request.id}/volunteer`, pilot);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'volunteered' });
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toBe(government.email);
    expect(mail!.subject).toBe(`Um droneiro quer participar: ${requestFields.name}`);
    for (const text of ['Maria da Silva', '(21) 98765-4321', pilot.email]) {
      expect(mail!.text).toContain(text);
    }
    expect(mail!.text).toContain(`http://drones.test/solicitations/${request.id}`);

    const acceptUrl = `/api/solicitation/${request.id}/roster/${pilot.id}/accept`;
    expect((await call(app, 'POST', acceptUrl, otherGovernment)).statusCode).toBe(403);
    expect((await call(app, 'POST', acceptUrl, pilot)).statusCode).toBe(403);
    const accepted = await call(app, 'POST', acceptUrl, government);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      pilot: { id: pilot.id },
      status: 'accepted',
      source: 'volunteer',
    });
    expect((await call(app, 'POST', acceptUrl, government)).statusCode).toBe(200);

    // An invited pilot who offers himself is taking part; one never invited cannot be accepted.
    const invited = await invite(app, government, request.id, otherPilot);
    const joined = await call(app, 'POST', `/api/solicitation/${request.id}/volunteer`, otherPilot);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toEqual({ status: 'accepted' });
    const read = await call(app, 'GET', `/api/invitations/${invited}`, otherPilot);
    expect(read.json().status).toBe('accepted');
    const stranger = await signUp(app);
    const notOffered = await call(
      app,
      'POST',
      `/api/solicitation/${request.id}/roster/${stranger.id}/accept`,
      government,
    );
    expect(notOffered.statusCode).toBe(404);
    // Offering himself again, or joining through his invitation, tells the creator nothing new.
    await app.jobs.runDue();
    expect(smtp.messages.filter((message) => message.to === government.email)).toHaveLength(1);

    expect(
      (await call(app, 'POST', `/api/solicitation/${request.id}/volunteer`, government)).statusCode,
    ).toBe(403);
    expect(
      (await call(app, 'POST', `/api/solicitation/${crypto.randomUUID()}/volunteer`, pilot))
        .statusCode,
    ).toBe(404);
    expect((await fileReport(app, government, request.id)).statusCode).toBe(201);
    const late = await call(app, 'POST', `/api/solicitation/${request.id}/volunteer`, stranger);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Esta solicitação já foi finalizada');
  });
});

describe('a call-out', () => {
  it('invites each pilot once, mails him links that answer, and is audited', async () => {
    const { app, smtp, close } = await startSmtpApp();
    onTestFinished(close);
    const { pilot, otherPilot, government } = await requestPeople(app);
    const third = await signUp(app, { name: 'Rafael Souza' });
    const request = await createRequest(app, government, { urgency: 'urgente' });
    const url = `/api/solicitation/${request.id}/callout`;

    const first = await call(app, 'POST', url, government, {
      pilotIds: [pilot.id, otherPilot.id],
      message: 'Levem baterias extras.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ invited: 2, alreadyInvited: 0 });
    const second = await call(app, 'POST', url, government, {
      pilotIds: [pilot.id, third.id, otherPilot.id],
    });
    expect(second.json()).toEqual({ invited: 1, alreadyInvited: 2 });

    const mails = await smtp.waitFor(3);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [pilot.email, otherPilot.email, third.email].sort(),
    );
    const mail = mails.find((message) => message.to === pilot.email)!;
    expect(mail.subject).toBe(`URGENTE: Convocação da Defesa Civil: ${requestFields.name}`);
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'Urgência: Urgente',
      `Local: ${requestFields.place}`,
      `Horário: ${requestFields.hour}`,
    ]);
    for (const text of ['Levem baterias extras.', '(21) 98765-4321', government.email]) {
      expect(mail.text).toContain(text);
    }
    const yes = /Vou participar: (\S+)/.exec(mail.text)![1]!;
    const no = /Não posso: (\S+)/.exec(mail.text)![1]!;
    const link =
      /^http:\/\/drones\.test\/convite\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})\?resposta=sim$/.exec(
        yes,
      )!;
    expect(no).toBe(yes.replace('=sim', '=nao'));
    expect(mail.html).toContain(`href="${yes}"`);
    const [, invitationId, token] = link;
    const read = await call(app, 'GET', `/api/invitations/${invitationId}?token=${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'invited', solicitation: { id: request.id } });
    const accepted = await answer(app, invitationId!, { answer: 'accept', token });
    expect(accepted.json().status).toBe('accepted');
    const [stored] = await app.db
      .select({
        tokenHash: invitations.tokenHash,
        source: invitations.source,
        message: invitations.message,
      })
      .from(invitations)
      .where(eq(invitations.id, invitationId!));
    expect(stored).toEqual({
      tokenHash: tokenHash(token!),
      source: 'callout',
      message: 'Levem baterias extras.',
    });

    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'callout.created'))
      .orderBy(auditEvents.at)
      .limit(1);
    expect(event).toMatchObject({
      actorId: government.id,
      targetType: 'solicitation',
      targetId: request.id,
      details: { invited: 2, pilots: 2 },
    });
  });

  it("shows its message to each pilot, on the invitation's page and in his inbox", async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const message = 'Encontro na base do Corpo de Bombeiros às 7h.\nColete refletivo obrigatório.';
    const url = `/api/solicitation/${request.id}/callout`;
    expect(
      (await call(app, 'POST', url, government, { pilotIds: [pilot.id], message })).statusCode,
    ).toBe(201);
    expect(
      (await call(app, 'POST', url, government, { pilotIds: [otherPilot.id] })).statusCode,
    ).toBe(201);

    const [inbox] = (await call(app, 'GET', '/api/invitations', pilot)).json();
    expect(inbox.message).toBe(message);
    const read = await call(app, 'GET', `/api/invitations/${inbox.id}`, pilot);
    expect(read.json().message).toBe(message);
    const [other] = (await call(app, 'GET', '/api/invitations', otherPilot)).json();
    expect(other.message).toBeNull();
  });

  it('counts a pilot named twice once', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const url = `/api/solicitation/${request.id}/callout`;

    const first = await call(app, 'POST', url, government, { pilotIds: [pilot.id, pilot.id] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ invited: 1, alreadyInvited: 0 });
    const again = await call(app, 'POST', url, government, {
      pilotIds: [otherPilot.id, pilot.id, otherPilot.id, pilot.id],
    });
    expect(again.json()).toEqual({ invited: 1, alreadyInvited: 1 });
  });

  it('creates at most 1,000 invitations per user an hour, refusing whole the call-out that would cross it', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const other = await createRequest(app, government);
    const pilots = (await insertPilots(app.db, 1001)).map((pilot) => pilot.id);
    const url = `/api/solicitation/${request.id}/callout`;
    const invitedTo = async (requestId: string) => {
      const [row] = await app.db
        .select({ n: count() })
        .from(invitations)
        .where(eq(invitations.solicitationId, requestId));
      return row!.n;
    };

    for (let start = 0; start < 800; start += 200) {
      const res = await call(app, 'POST', url, government, {
        pilotIds: pilots.slice(start, start + 200),
      });
      expect(res.json()).toEqual({ invited: 200, alreadyInvited: 0 });
    }
    const more = await call(app, 'POST', url, government, { pilotIds: pilots.slice(800, 950) });
    expect(more.json()).toEqual({ invited: 150, alreadyInvited: 0 });
    // 50 invited already and 51 new would make 1,001.
    const over = await call(app, 'POST', url, government, { pilotIds: pilots.slice(900, 1001) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Limite de convocações atingido. Tente novamente mais tarde.',
    });
    expect(await invitedTo(request.id)).toBe(950);
    const last = await call(app, 'POST', url, government, { pilotIds: pilots.slice(900, 1000) });
    expect(last.json()).toEqual({ invited: 50, alreadyInvited: 50 });

    // At the limit, on any of his requests: a call-out and a contact are refused.
    const elsewhere = await call(app, 'POST', `/api/solicitation/${other.id}/callout`, government, {
      pilotIds: [pilots[1000]],
    });
    expect(elsewhere.statusCode).toBe(429);
    const contact = await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: other.id,
      userId: pilots[1000],
    });
    expect(contact.statusCode).toBe(429);
    expect(contact.json().message).toBe(
      'Limite de convocações atingido. Tente novamente mais tarde.',
    );
    expect(await invitedTo(other.id)).toBe(0);
  });

  it('answers 201 to concurrent call-outs of the same pilots through two instances, inviting each once', async () => {
    const first = await createTestApp();
    const second = await createTestApp({}, { database: await anotherConnection() });
    const { pilot, otherPilot, government } = await requestPeople(first);
    const third = await signUp(first, { name: 'Rafael Souza' });
    const request = await createRequest(first, government);
    const url = `/api/solicitation/${request.id}/callout`;
    const batches = [
      [first, [pilot.id, otherPilot.id]],
      [second, [otherPilot.id, third.id]],
      [first, [third.id, pilot.id]],
      [second, [pilot.id, otherPilot.id, third.id]],
    ] as const;
    const answers = await Promise.all(
      batches.map(([app, pilotIds]) => call(app, 'POST', url, government, { pilotIds })),
    );
    let invited = 0;
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(201);
      const body = res.json<{ invited: number; alreadyInvited: number }>();
      expect(body.invited + body.alreadyInvited).toBe(batches[i]![1].length);
      invited += body.invited;
    });
    expect(invited).toBe(3);
    const rows = await first.db
      .select({ userId: invitations.userId })
      .from(invitations)
      .where(eq(invitations.solicitationId, request.id));
    expect(rows).toHaveLength(3);
  });

  it('refuses ids that are not pilots, inviting nobody, and only the creator of an open request calls', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, otherGovernment, admin } = await requestPeople(app);
    const request = await createRequest(app, government);
    const url = `/api/solicitation/${request.id}/callout`;
    const unknown = crypto.randomUUID();

    const strangers = await call(app, 'POST', url, government, {
      pilotIds: [pilot.id, government.id, unknown],
    });
    expect(strangers.statusCode).toBe(400);
    expect(strangers.json().errors).toEqual([
      { path: 'pilotIds', message: `Não são droneiros cadastrados: ${government.id}, ${unknown}` },
    ]);
    expect(await app.db.select().from(invitations)).toEqual([]);

    for (const pilotIds of [[], Array.from({ length: 201 }, () => crypto.randomUUID()), ['x']]) {
      expect((await call(app, 'POST', url, government, { pilotIds })).statusCode).toBe(400);
    }
    for (const who of [otherGovernment, admin, pilot]) {
      expect((await call(app, 'POST', url, who, { pilotIds: [pilot.id] })).statusCode).toBe(403);
    }
    expect((await call(app, 'POST', url, undefined, { pilotIds: [pilot.id] })).statusCode).toBe(
      401,
    );
    const elsewhere = `/api/solicitation/${crypto.randomUUID()}/callout`;
    expect(
      (await call(app, 'POST', elsewhere, government, { pilotIds: [pilot.id] })).statusCode,
    ).toBe(404);

    // Two call-outs of the same pilots at once: each answer adds up to the ids it was given.
    const both = await Promise.all(
      [0, 1].map(() => call(app, 'POST', url, government, { pilotIds: [pilot.id, otherPilot.id] })),
    );
    for (const res of both) {
      expect(res.statusCode).toBe(201);
      expect(res.json().invited + res.json().alreadyInvited).toBe(2);
    }
    expect(both.reduce((sum, res) => sum + res.json().invited, 0)).toBe(2);

    expect((await fileReport(app, government, request.id)).statusCode).toBe(201);
    const late = await call(app, 'POST', url, government, { pilotIds: [pilot.id] });
    expect(late.statusCode).toBe(409);
  });
});

describe("a pilot's record", () => {
  it('counts his calls, answers, accepts and missions of the last 365 days on his profile', async () => {
    const app = await createTestApp();
    const { pilot, government } = await requestPeople(app);
    const requests = await Promise.all([1, 2, 3, 4].map(() => createRequest(app, government)));
    const ids = [];
    for (const request of requests.slice(0, 3)) {
      ids.push(await invite(app, government, request.id, pilot));
    }
    expect((await answer(app, ids[0]!, { answer: 'accept' }, pilot)).statusCode).toBe(200);
    expect((await answer(app, ids[1]!, { answer: 'decline' }, pilot)).statusCode).toBe(200);
    expect((await fileReport(app, government, requests[0]!.id)).statusCode).toBe(201);
    // An offer of his own is not a call, and a call older than a year no longer counts.
    await call(app, 'POST', `/api/solicitation/${requests[3]!.id}/volunteer`, pilot);
    await app.db
      .update(invitations)
      .set({ invitedAt: new Date(Date.now() - 400 * 24 * 3600 * 1000) })
      .where(eq(invitations.id, ids[2]!));

    const expected = { invitations: 2, answered: 2, accepted: 1, missions: 1 };
    const seen = await call(app, 'GET', `/api/users/${pilot.id}`, government);
    expect(seen.json().stats).toEqual(expected);
    expect((await call(app, 'GET', `/api/users/${pilot.id}`, pilot)).json().stats).toEqual(
      expected,
    );
    expect(
      (await call(app, 'GET', `/api/users/${government.id}`, government)).json().stats,
    ).toBeNull();
  });
});

describe("a request's timeline", () => {
  it('tells, oldest first and in Portuguese, what happened to the request', async () => {
    const app = await createTestApp();
    const { government, otherGovernment, pilot, admin } = await requestPeople(app);
    const ana = await signUp(app, { name: 'Ana Souza' });
    const bruno = await signUp(app, { name: 'Bruno Lima' });
    const carla = await signUp(app, { name: 'Carla Dias' });
    const request = await createRequest(app, government);
    const ids = [await invite(app, government, request.id, ana)];
    const callout = await call(app, 'POST', `/api/solicitation/${request.id}/callout`, government, {
      pilotIds: [bruno.id, carla.id],
    });
    expect(callout.json()).toEqual({ invited: 2, alreadyInvited: 0 });
    expect((await answer(app, ids[0]!, { answer: 'accept' }, ana)).statusCode).toBe(200);
    const [carlas] = (await call(app, 'GET', '/api/invitations', carla)).json();
    expect((await answer(app, carlas.id, { answer: 'decline' }, carla)).statusCode).toBe(200);
    await call(app, 'POST', `/api/solicitation/${request.id}/volunteer`, pilot);
    const accept = `/api/solicitation/${request.id}/roster/${pilot.id}/accept`;
    expect((await call(app, 'POST', accept, government)).statusCode).toBe(200);
    expect((await fileReport(app, government, request.id)).statusCode).toBe(201);

    const path = `/api/solicitation/${request.id}/timeline`;
    for (const who of [government, otherGovernment, admin]) {
      const res = await call(app, 'GET', path, who);
      expect(res.statusCode).toBe(200);
      const timeline = res.json<{ at: string; type: string; text: string }[]>();
      expect(timeline.map(({ type, text }) => [type, text])).toEqual([
        ['created', 'Solicitação criada por Maria da Silva'],
        ['callout', 'Convite enviado a Ana Souza'],
        ['callout', '2 droneiros convocados'],
        ['answer', 'Ana Souza vai participar'],
        ['answer', 'Carla Dias não pode participar'],
        ['volunteer', 'Maria da Silva se ofereceu para participar'],
        ['answer', 'Maria da Silva entrou na equipe'],
        ['report', 'Relatório da missão registrado por Maria da Silva'],
      ]);
      const times = timeline.map((entry) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    expect((await call(app, 'GET', path, pilot)).statusCode).toBe(403);
    expect((await call(app, 'GET', path)).statusCode).toBe(401);
  });
});

describe('a removed request', () => {
  it('tells every invited pilot who had not declined, and its invitations then read cancelled', async () => {
    const { app, smtp, close } = await startSmtpApp();
    onTestFinished(close);
    const { pilot, otherPilot, government } = await requestPeople(app);
    const declining = await signUp(app, { name: 'Rafael Souza' });
    const request = await createRequest(app, government, { urgency: 'urgente' });
    const callout = await call(app, 'POST', `/api/solicitation/${request.id}/callout`, government, {
      pilotIds: [pilot.id, otherPilot.id, declining.id],
      message: 'Encontro na praça central.',
    });
    expect(callout.statusCode).toBe(201);
    const invitationMails = await smtp.waitFor(3);
    const mail = invitationMails.find((message) => message.to === pilot.email)!;
    const [, id, token] = /\/convite\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})\?resposta=sim/.exec(
      mail.text,
    )!;
    const [declined] = (await call(app, 'GET', '/api/invitations', declining)).json();
    expect((await answer(app, declined.id, { answer: 'decline' }, declining)).statusCode).toBe(200);
    expect((await answer(app, id!, { answer: 'accept', token })).statusCode).toBe(200);

    expect(
      (await call(app, 'DELETE', `/api/solicitation/${request.id}`, government)).statusCode,
    ).toBe(204);

    const mails = await smtp.waitFor(5);
    const cancellations = mails.slice(3);
    expect(cancellations.map((message) => message.to).sort()).toEqual(
      [pilot.email, otherPilot.email].sort(),
    );
    for (const cancellation of cancellations) {
      expect(cancellation.subject).toBe(`Solicitação cancelada: ${requestFields.name}`);
      expect(cancellation.text.split('\n')[0]).toBe('Solicitação cancelada');
      expect(cancellation.text).toContain(`"${requestFields.name}"`);
      expect(cancellation.text).toContain('http://drones.test/convites');
      expect(cancellation.html).toContain('Solicitação cancelada');
    }

    // The e-mail's link still opens the invitation: it says cancelled, with the request's name
    // and urgency, and nothing else of it (its texts, the creator's contact, the message).
    const read = await call(app, 'GET', `/api/invitations/${id}?token=${token}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id,
      status: 'accepted',
      message: null,
      cancelledAt: expect.any(String),
      solicitation: {
        id: request.id,
        name: requestFields.name,
        urgency: 'urgente',
        place: '',
        date: null,
        hour: '',
        description: '',
        isFinished: false,
        creator: { name: '', phone: null, email: '' },
        organization: null,
      },
      terms: null,
    });
    expect(Date.now() - Date.parse(read.json().cancelledAt)).toBeLessThan(60_000);
    const late = await answer(app, id!, { answer: 'decline', token });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Solicitação cancelada');

    // The inbox keeps it, cancelled; it waits for no answer any more.
    const inbox = await call(app, 'GET', '/api/invitations', otherPilot);
    expect(inbox.json()).toEqual([
      expect.objectContaining({ status: 'invited', cancelledAt: expect.any(String) }),
    ]);
    const waiting = await call(app, 'GET', '/api/invitations?status=invited', otherPilot);
    expect(waiting.headers['x-total-count']).toBe('0');
  });
});

describe("an erased pilot's invitations", () => {
  it("keep counting in the request's past, shown as 'Conta removida'", async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const pilots = [];
    for (const name of ['Fernanda Lima', 'Bruno Dias', 'Carla Reis', 'Davi Melo']) {
      pilots.push(await signUp(app, { name }));
    }
    const [fernanda] = pilots;
    const request = await createRequest(app, government);
    const callout = await call(app, 'POST', `/api/solicitation/${request.id}/callout`, government, {
      pilotIds: pilots.map((pilot) => pilot.id),
    });
    expect(callout.json()).toEqual({ invited: 4, alreadyInvited: 0 });
    const [invitation] = (await call(app, 'GET', '/api/invitations', fernanda)).json();
    expect((await answer(app, invitation.id, { answer: 'accept' }, fernanda)).statusCode).toBe(200);
    const timeline = async () =>
      (await call(app, 'GET', `/api/solicitation/${request.id}/timeline`, government))
        .json()
        .map((entry: { text: string }) => entry.text);
    expect(await timeline()).toEqual([
      'Solicitação criada por Maria da Silva',
      '4 droneiros convocados',
      'Fernanda Lima vai participar',
    ]);

    const erase = await eraseAccount(app, fernanda!);
    expect(erase.statusCode).toBe(204);

    expect(await timeline()).toEqual([
      'Solicitação criada por Maria da Silva',
      '4 droneiros convocados',
      'Conta removida vai participar',
    ]);
    const roster = await call(app, 'GET', `/api/solicitation/${request.id}/roster`, government);
    expect(roster.json()).toHaveLength(4);
    expect(roster.json()[0]).toMatchObject({
      pilot: { id: fernanda!.id, name: 'Conta removida', phone: null, email: '' },
      status: 'accepted',
    });
    const detail = await call(app, 'GET', `/api/solicitation/${request.id}`, government);
    expect(detail.json().ContactedDrivers).toContainEqual({
      id: fernanda!.id,
      name: 'Conta removida',
      email: '',
      phone: null,
    });
  });
});
