import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NOT_A_MEMBER, SOLICITATION_NOT_FOUND } from '@drones/shared/solicitations';
import { auditEvents, outbox, invitations, users } from '../src/db/schema';
import { signUp, type Account } from './helpers/accounts';
import { call } from './helpers/pilot-data';
import { createRequest, fileReport, requestPeople } from './helpers/solicitations';
import { createTestApp } from './helpers/test-app';

const NOT_CREATOR_CALLOUT = 'Somente o usuário que criou a solicitação pode pedir apoio.';
const NOT_CREATOR_REPORT = 'Somente quem criou a solicitação pode fazer o relatório';

/** A body created by ADMIN with approved members, the first of them its coordinator. */
async function bodyWith(
  app: FastifyInstance,
  admin: Account,
  body: Record<string, unknown>,
  names: string[],
) {
  const created = await call(app, 'POST', '/api/organizations', admin, body);
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  const members: Account[] = [];
  for (const name of names) {
    const account = await signUp(app, { role: 'GOVERNMENT', name, organizationId: id });
    await app.db.update(users).set({ approvalStatus: 'approved' }).where(eq(users.id, account.id));
    const decided = await call(
      app,
      'PATCH',
      `/api/organizations/${id}/members/${account.id}`,
      admin,
      { status: 'active' },
    );
    expect(decided.statusCode).toBe(200);
    members.push(account);
  }
  return { id, members };
}

/** A municipal body with an approved coordinator and operator, and the permission table's others. */
async function bodySetting() {
  const app = await createTestApp();
  const people = await requestPeople(app);
  const { id, members } = await bodyWith(
    app,
    people.admin,
    { name: 'COMPDEC Petrópolis', kind: 'municipal', municipalityCode: 3303906 },
    ['Ana Paula Ferreira', 'Bruno Costa'],
  );
  const [coordinator, operator] = members as [Account, Account];
  return { app, body: { id }, coordinator, operator, ...people };
}

const callOut = (app: FastifyInstance, who: Account, requestId: string, pilotId: string) =>
  call(app, 'POST', `/api/solicitation/${requestId}/callout`, who, { pilotIds: [pilotId] });

describe("a body's requests", () => {
  it('belong to the body of the member who creates them, with him as the responsible person', async () => {
    const { app, body, coordinator, government } = await bodySetting();
    const request = await createRequest(app, coordinator);
    expect(request).toMatchObject({
      organization: { id: body.id, name: 'COMPDEC Petrópolis' },
      responsible: { id: coordinator.id, name: 'Ana Paula Ferreira', email: coordinator.email },
    });
    // A civil-defence user without a body keeps his requests to himself, as before.
    const alone = await createRequest(app, government);
    expect(alone).toMatchObject({ organization: null, responsible: { id: government.id } });
    const listed = await call(app, 'GET', '/api/solicitation', coordinator);
    expect(listed.json<{ id: string; organization: unknown }[]>()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: request.id,
          organization: { id: body.id, name: 'COMPDEC Petrópolis' },
        }),
      ]),
    );
  });

  it("let every active member do what the creator could; outsiders get the spec's refusals", async () => {
    const { app, coordinator, operator, otherGovernment, pilot } = await bodySetting();
    const request = await createRequest(app, coordinator);

    const edited = await call(app, 'PUT', `/api/solicitation/${request.id}`, operator, {
      observation: 'Ponto de encontro na praça',
    });
    expect(edited.statusCode).toBe(200);
    expect((await callOut(app, operator, request.id, pilot.id)).statusCode).toBe(201);

    const outsider = await callOut(app, otherGovernment, request.id, pilot.id);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(NOT_CREATOR_CALLOUT);
    const outsiderReport = await fileReport(app, otherGovernment, request.id);
    expect(outsiderReport.statusCode).toBe(403);
    expect(outsiderReport.json().message).toBe(NOT_CREATOR_REPORT);

    const report = await fileReport(app, operator, request.id);
    expect(report.statusCode).toBe(201);
  });

  it('show roster, timeline and matches to members and ADMIN only, and not to a removed member', async () => {
    const { app, body, coordinator, operator, otherGovernment, admin, pilot } = await bodySetting();
    const request = await createRequest(app, coordinator);
    expect((await callOut(app, coordinator, request.id, pilot.id)).statusCode).toBe(201);
    const paths = ['roster', 'timeline', 'matches'].map(
      (part) => `/api/solicitation/${request.id}/${part}`,
    );
    for (const url of paths) {
      for (const reader of [coordinator, operator, admin]) {
        expect((await call(app, 'GET', url, reader)).statusCode, url).toBe(200);
      }
      const outsider = await call(app, 'GET', url, otherGovernment);
      expect(outsider.statusCode, url).toBe(404);
      expect(outsider.json().message).toBe(SOLICITATION_NOT_FOUND);
    }
    // The request itself stays readable to every civil-defence user, as the spec lists them.
    expect(
      (await call(app, 'GET', `/api/solicitation/${request.id}`, otherGovernment)).statusCode,
    ).toBe(200);

    const removed = await call(
      app,
      'PATCH',
      `/api/organizations/${body.id}/members/${operator.id}`,
      coordinator,
      { status: 'removed' },
    );
    expect(removed.statusCode).toBe(200);
    expect((await call(app, 'GET', paths[0]!, operator)).statusCode).toBe(404);
    const refused = await callOut(app, operator, request.id, pilot.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_CREATOR_CALLOUT);
  });

  it('are handed over to another active member, named in later messages and the timeline', async () => {
    const { app, body, coordinator, operator, otherGovernment, pilot } = await bodySetting();
    const request = await createRequest(app, coordinator);
    const url = `/api/solicitation/${request.id}/responsible`;
    const patch = (who: Account, userId: string) => call(app, 'PATCH', url, who, { userId });

    const notMember = await patch(coordinator, otherGovernment.id);
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().errors).toEqual([
      expect.objectContaining({ path: 'userId', message: NOT_A_MEMBER }),
    ]);
    const outsider = await patch(otherGovernment, operator.id);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(NOT_CREATOR_CALLOUT);

    const handed = await patch(coordinator, operator.id);
    expect(handed.statusCode).toBe(200);
    expect(handed.json()).toMatchObject({
      id: request.id,
      responsible: { id: operator.id, name: 'Bruno Costa', email: operator.email },
    });

    // The invitation sent afterwards names the responsible person as the one who calls.
    const called = await call(app, 'POST', '/api/contactedDriver', coordinator, {
      solicitationId: request.id,
      userId: pilot.id,
    });
    expect(called.statusCode).toBe(201);
    const [invitation] = await app.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.userId, pilot.id));
    const read = await call(app, 'GET', `/api/invitations/${invitation!.id}`, pilot);
    expect(read.json().solicitation.creator).toMatchObject({
      name: 'Bruno Costa',
      email: operator.email,
    });

    const timeline = await call(app, 'GET', `/api/solicitation/${request.id}/timeline`, operator);
    expect(timeline.json()).toContainEqual(
      expect.objectContaining({ type: 'handover', text: 'Responsável agora: Bruno Costa' }),
    );
    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'solicitation.handover'));
    expect(event).toMatchObject({
      actorId: coordinator.id,
      targetType: 'solicitation',
      targetId: request.id,
      details: { organizationId: body.id, responsibleId: operator.id },
    });
  });

  it('are shared with another body on request; its members then call pilots but do not edit', async () => {
    const { app, admin, coordinator, operator, pilot } = await bodySetting();
    const niteroi = await bodyWith(
      app,
      admin,
      { name: 'COMPDEC Niterói', kind: 'municipal', municipalityCode: 3303302 },
      ['Carla Mendes', 'Diego Alves'],
    );
    const [helper, helperOperator] = niteroi.members as [Account, Account];
    const request = await createRequest(app, coordinator);
    const sharesUrl = `/api/solicitation/${request.id}/shares`;

    const asked = await call(app, 'POST', sharesUrl, operator, {
      organizationId: niteroi.id,
      message: 'Precisamos de mais pilotos com câmera térmica',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      organizationId: niteroi.id,
      organization: { name: 'COMPDEC Niterói' },
      status: 'pending',
    });
    expect(
      (await call(app, 'POST', sharesUrl, coordinator, { organizationId: niteroi.id })).statusCode,
    ).toBe(409);
    const owner = await call(app, 'POST', sharesUrl, coordinator, {
      organizationId: (request.organization as { id: string }).id,
    });
    expect(owner.statusCode).toBe(409);
    const unknown = await call(app, 'POST', sharesUrl, coordinator, {
      organizationId: '01900000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await call(app, 'POST', sharesUrl, helper, { organizationId: niteroi.id })).statusCode,
    ).toBe(403);

    const incoming = await call(app, 'GET', '/api/shares?status=pending', helperOperator);
    expect(incoming.json()).toEqual([
      {
        solicitation: { id: request.id, name: request.name, urgency: 'normal' },
        organizationId: niteroi.id,
        status: 'pending',
        message: 'Precisamos de mais pilotos com câmera térmica',
        createdAt: expect.any(String),
      },
    ]);
    // Pending, the invited body reads nothing and calls nobody.
    expect(
      (await call(app, 'GET', `/api/solicitation/${request.id}/roster`, helper)).statusCode,
    ).toBe(404);
    expect((await callOut(app, helper, request.id, pilot.id)).statusCode).toBe(403);

    const decideUrl = `${sharesUrl}/${niteroi.id}`;
    const byOperator = await call(app, 'PATCH', decideUrl, helperOperator, { status: 'accepted' });
    expect(byOperator.statusCode).toBe(403);
    const accepted = await call(app, 'PATCH', decideUrl, helper, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });

    for (const part of ['roster', 'timeline', 'matches', 'shares']) {
      const url = `/api/solicitation/${request.id}/${part}`;
      expect((await call(app, 'GET', url, helperOperator)).statusCode, url).toBe(200);
    }
    expect((await callOut(app, helperOperator, request.id, pilot.id)).statusCode).toBe(201);
    const edit = await call(app, 'PUT', `/api/solicitation/${request.id}`, helper, {
      observation: 'Alterada por outro órgão',
    });
    expect(edit.statusCode).toBe(403);
    const ids = async (who: Account, scope: string) =>
      (await call(app, 'GET', `/api/solicitation?scope=${scope}`, who))
        .json<{ id: string }[]>()
        .map((item) => item.id);
    expect(await ids(operator, 'organization')).toEqual([request.id]);
    expect(await ids(operator, 'shared')).toEqual([]);
    expect(await ids(helper, 'shared')).toEqual([request.id]);
    expect(await ids(helper, 'organization')).toEqual([]);
    expect(await ids(pilot, 'organization')).toEqual([]);
    const timeline = await call(app, 'GET', `/api/solicitation/${request.id}/timeline`, helper);
    expect(
      timeline
        .json<{ type: string; text: string }[]>()
        .filter((entry) => entry.type === 'share')
        .map((entry) => entry.text),
    ).toEqual(['Apoio pedido a COMPDEC Niterói', 'COMPDEC Niterói aceitou apoiar']);
  });

  it('are read by the state body of their UF, which calls no pilot without a share', async () => {
    const { app, admin, coordinator, pilot } = await bodySetting();
    const state = await bodyWith(app, admin, { name: 'CEDEC RJ', kind: 'estadual', uf: 'RJ' }, [
      'Eduardo Lima',
    ]);
    const other = await bodyWith(app, admin, { name: 'CEDEC SP', kind: 'estadual', uf: 'SP' }, [
      'Fernanda Rocha',
    ]);
    const [stateMember] = state.members as [Account];
    const [otherState] = other.members as [Account];
    const inRio = await createRequest(app, coordinator, { municipalityCode: 3303906 });
    const nowhere = await createRequest(app, coordinator);
    const roster = (id: string) => `/api/solicitation/${id}/roster`;
    expect((await call(app, 'GET', roster(inRio.id), stateMember)).statusCode).toBe(200);
    expect((await call(app, 'GET', roster(inRio.id), otherState)).statusCode).toBe(404);
    // A request without a municipality has no UF.
    expect((await call(app, 'GET', roster(nowhere.id), stateMember)).statusCode).toBe(404);
    expect((await callOut(app, stateMember, inRio.id, pilot.id)).statusCode).toBe(403);
  });

  it("bind the body's terms of adhesion at a pilot's first accept of each version", async () => {
    const { app, body, coordinator, operator, pilot } = await bodySetting();
    const request = await createRequest(app, coordinator);
    expect((await callOut(app, coordinator, request.id, pilot.id)).statusCode).toBe(201);
    const [invitation] = await app.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.userId, pilot.id));
    const url = `/api/invitations/${invitation!.id}`;
    const read = (await call(app, 'GET', url, pilot)).json();
    expect(read.solicitation.organization).toEqual({ id: body.id, name: 'COMPDEC Petrópolis' });
    expect(read.terms).toEqual({ text: expect.stringContaining('COMPDEC Petrópolis'), version: 1 });
    const [mail] = await app.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.to, pilot.email));
    expect(mail!.text).toContain(
      'Ao confirmar, você aceita o termo de adesão ao serviço voluntário de COMPDEC Petrópolis',
    );

    const answer = (value: string) => call(app, 'POST', `${url}/answer`, pilot, { answer: value });
    expect((await answer('accept')).statusCode).toBe(200);
    expect((await answer('decline')).statusCode).toBe(200);
    expect((await answer('accept')).statusCode).toBe(200);
    const mine = async () =>
      (await call(app, 'GET', '/api/users/me/terms', pilot)).json<{ version: number }[]>();
    expect(await mine()).toEqual([
      {
        organizationId: body.id,
        organization: 'COMPDEC Petrópolis',
        version: 1,
        at: expect.any(String),
        channel: 'web',
      },
    ]);

    const termsUrl = `/api/organizations/${body.id}/terms`;
    const byOperator = await call(app, 'PATCH', termsUrl, operator, { text: 'Outro termo' });
    expect(byOperator.statusCode).toBe(403);
    const changed = await call(app, 'PATCH', termsUrl, coordinator, {
      text: 'Termo de adesão, versão revista pela coordenação.',
    });
    expect(changed.json()).toEqual({
      text: 'Termo de adesão, versão revista pela coordenação.',
      version: 2,
    });
    expect((await call(app, 'GET', url, pilot)).json().terms.version).toBe(2);
    expect((await answer('accept')).statusCode).toBe(200);
    expect((await mine()).map((row) => row.version)).toEqual([1, 2]);
    const events = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'terms.accepted'))
      .orderBy(auditEvents.id);
    expect(events.map((event) => [event.actorId, event.targetType, event.targetId])).toEqual([
      [pilot.id, 'organization', body.id],
      [pilot.id, 'organization', body.id],
    ]);
  });
});
