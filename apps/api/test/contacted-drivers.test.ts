import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { disponibility, outbox, invitations, solicitations } from '../src/db/schema';
import { useSmtpApp, type SmtpApp } from './helpers/test-app';
import { call } from './helpers/pilot-data';
import { createRequest, requestFields, requestPeople } from './helpers/solicitations';

let app: FastifyInstance;
let smtp: SmtpApp['smtp'];
useSmtpApp((running) => ({ app, smtp } = running));

async function contacts() {
  const [row] = await app.db.select({ n: count() }).from(invitations);
  return row!.n;
}

describe('asking a pilot for support', () => {
  it('records the contact once and mails the pilot once, with the request and the creator', async () => {
    const { pilot, government } = await requestPeople(app);
    await app.db
      .insert(disponibility)
      .values({ userId: pilot.id, days: 'Sábado', city: 'Petrópolis', district: 'Centro' });
    const request = await createRequest(app, government);
    const before = smtp.messages.length;

    const first = await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: request.id,
      userId: pilot.id,
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      solicitationId: request.id,
      userId: pilot.id,
      createdAt: expect.any(String),
    });
    const second = await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: request.id,
      userId: pilot.id,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await contacts()).toBe(1);

    // A call-out of one pilot: the call-out's e-mail, with the two answer links.
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail!.to).toBe(pilot.email);
    expect(mail!.subject).toBe(`Convocação da Defesa Civil: ${requestFields.name}`);
    for (const text of [
      'Urgência: Normal',
      requestFields.name,
      requestFields.place,
      requestFields.hour,
      'Maria da Silva',
      '(21) 98765-4321',
      government.email,
    ]) {
      expect(mail!.text).toContain(text);
    }
    const yes = /Vou participar: (\S+)/.exec(mail!.text)![1]!;
    const no = /Não posso: (\S+)/.exec(mail!.text)![1]!;
    const [, invitationId, token] =
      /^http:\/\/drones\.test\/convite\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})\?resposta=sim$/.exec(
        yes,
      )!;
    expect(no).toBe(yes.replace('=sim', '=nao'));
    expect(mail!.html).toContain(`href="${yes}"`);
    expect(mail!.html).toContain(`href="${no}"`);
    const answered = await call(app, 'POST', `/api/invitations/${invitationId}/answer`, undefined, {
      answer: 'accept',
      token,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'accepted', solicitation: { id: request.id } });
    const [stored] = await app.db
      .select({ source: invitations.source, status: invitations.status })
      .from(invitations)
      .where(eq(invitations.id, invitationId!));
    expect(stored).toEqual({ source: 'contact', status: 'accepted' });
    await app.jobs.runDue();
    expect(smtp.messages.length).toBe(before + 1);
    expect(await app.db.select({ n: count() }).from(outbox)).toEqual([{ n: 1 }]);

    const detail = await call(app, 'GET', `/api/solicitation/${request.id}`, government);
    expect(detail.json().ContactedDrivers).toEqual([
      { id: pilot.id, name: 'Maria da Silva', email: pilot.email, phone: '21987654321' },
    ]);
  });

  it('mails no one already invited: his invitation stays as it is', async () => {
    const { pilot, government } = await requestPeople(app);
    const request = await createRequest(app, government);
    const sent = smtp.messages.length;
    const callout = await call(app, 'POST', `/api/solicitation/${request.id}/callout`, government, {
      pilotIds: [pilot.id],
      message: 'Levem baterias extras.',
    });
    expect(callout.json()).toEqual({ invited: 1, alreadyInvited: 0 });
    await smtp.waitFor(sent + 1);
    await app.jobs.runDue();
    const before = smtp.messages.length;

    const contact = await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: request.id,
      userId: pilot.id,
    });
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toMatchObject({ solicitationId: request.id, userId: pilot.id });
    const rows = await app.db
      .select({ source: invitations.source, message: invitations.message })
      .from(invitations);
    expect(rows).toEqual([{ source: 'callout', message: 'Levem baterias extras.' }]);
    await app.jobs.runDue();
    expect(smtp.messages.length).toBe(before);
  });

  it('lets only the creator ask, and only for a pilot of a known request', async () => {
    const { pilot, pending, government, otherGovernment, admin } = await requestPeople(app);
    const request = await createRequest(app, government);
    const body = { solicitationId: request.id, userId: pilot.id };

    for (const who of [otherGovernment, admin]) {
      const res = await call(app, 'POST', '/api/contactedDriver', who, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Somente o usuário que criou a solicitação pode pedir apoio.',
      );
    }
    expect((await call(app, 'POST', '/api/contactedDriver', pilot, body)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/contactedDriver', pending, body)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/contactedDriver', undefined, body)).statusCode).toBe(401);

    const unknown = await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: '0190a000-0000-7000-8000-000000000001',
      userId: pilot.id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Solicitação não encontrada');

    for (const userId of [otherGovernment.id, '0190a000-0000-7000-8000-000000000002']) {
      const res = await call(app, 'POST', '/api/contactedDriver', government, {
        solicitationId: request.id,
        userId,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Droneiro não encontrado');
    }
    const invalid = await call(app, 'POST', '/api/contactedDriver', government, {
      solicitationId: request.id,
    });
    expect(invalid.statusCode).toBe(400);

    await app.db
      .update(solicitations)
      .set({ isFinished: true })
      .where(eq(solicitations.id, request.id));
    const finished = await call(app, 'POST', '/api/contactedDriver', government, body);
    expect(finished.statusCode).toBe(409);
    expect(await contacts()).toBe(0);
    expect(await app.db.select({ n: count() }).from(outbox)).toEqual([{ n: 0 }]);
  });
});
