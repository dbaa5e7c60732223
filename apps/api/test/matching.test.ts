import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Capability } from '@drones/shared/capabilities';
import { addDays, todayInBrazil } from '@drones/shared/certificates';
import { type Account, eraseAccount, signUp } from './helpers/accounts';
import { fieldParts, samplePdf, sendForm } from './helpers/files';
import { call } from './helpers/pilot-data';
import { createRequest, fileReport, requestPeople } from './helpers/solicitations';
import { createTestApp } from './helpers/test-app';

// docs/design.md §8 "Matching" from outside: who is listed, in which order, with which reasons.

const PETROPOLIS = 3303906;
const RIO = 3304557; // 43.7 km from Petrópolis
const TERESOPOLIS = 3305802; // 25.1 km
const NOVA_FRIBURGO = 3303401; // 71.9 km
const AREAL = 3300225; // 33.6 km
const BOM_JESUS_RS = 4302303;

interface PilotSetup {
  name?: string;
  /** Chosen in the combobox: the city becomes the municipality's name. */
  municipalityCode?: number;
  /** Typed: the server resolves it when exactly one municipality has the name. */
  city?: string;
  days?: string;
  /** operate_km; no additional data at all when absent. */
  operateKm?: string;
  capabilities?: Capability[];
}

/** A pilot with an availability (and additional data, a drone) made through the API. */
async function pilotIn(app: FastifyInstance, setup: PilotSetup): Promise<Account> {
  const pilot = await signUp(app, { name: setup.name ?? 'Maria da Silva' });
  const availability = await call(app, 'POST', '/api/disponibility', pilot, {
    days: setup.days ?? 'Segunda-feira',
    district: 'Centro',
    ...(setup.municipalityCode ? { municipalityCode: setup.municipalityCode } : {}),
    ...(setup.city ? { city: setup.city } : {}),
  });
  expect(availability.statusCode).toBe(201);
  if (setup.operateKm !== undefined) {
    const extra = await call(app, 'POST', '/api/additionalData', pilot, {
      habilities: 'Termografia',
      areasExpertise: 'Enchentes',
      operateKm: setup.operateKm,
    });
    expect(extra.statusCode).toBe(201);
  }
  if (setup.capabilities) {
    const drone = await call(app, 'POST', '/api/equipment', pilot, {
      name: 'Drone',
      manufacture: 'DJI',
      model: 'Mavic 3',
      autonomy: '45 min',
      capabilities: setup.capabilities,
    });
    expect(drone.statusCode).toBe(201);
  }
  return pilot;
}

/** A request at the point of a municipality (Petrópolis unless told) made by `who`. */
async function requestIn(
  app: FastifyInstance,
  who: Account,
  requiredCapabilities: Capability[] = [],
  municipalityCode = PETROPOLIS,
) {
  const request = await createRequest(app, who, { municipalityCode, requiredCapabilities });
  return request.id;
}

interface MatchBody {
  pilot: { id: string; name: string; city: string; uf: string | null; email: string };
  score: number;
  distanceKm: number | null;
  reasons: { code: string; label: string }[];
  invitation: { status: string } | null;
}

async function matchesOf(app: FastifyInstance, id: string, who: Account, query = '') {
  const res = await call(app, 'GET', `/api/solicitation/${id}/matches${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json<MatchBody[]>();
}

const labelsOf = (match: MatchBody | undefined) =>
  Object.fromEntries((match?.reasons ?? []).map((reason) => [reason.code, reason.label]));

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/solicitation/{id}/matches: who may ask', () => {
  it('answers approved civil defence and admins; 401 anonymous, 403 pilots and pending, 404 unknown', async () => {
    const app = await createTestApp();
    const { pilot, pending, government, admin } = await requestPeople(app);
    const id = await requestIn(app, government);
    const url = `/api/solicitation/${id}/matches`;
    for (const who of [government, admin]) {
      expect((await call(app, 'GET', url, who)).statusCode).toBe(200);
    }
    expect((await call(app, 'GET', url)).statusCode).toBe(401);
    for (const who of [pilot, pending]) {
      expect((await call(app, 'GET', url, who)).statusCode).toBe(403);
    }
    const unknown = await call(
      app,
      'GET',
      '/api/solicitation/0190a000-0000-7000-8000-000000000001/matches',
      government,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Solicitação não encontrada');
    expect((await call(app, 'GET', `${url}?cursor=bad`, government)).statusCode).toBe(400);
    expect((await call(app, 'GET', `${url}?limit=101`, government)).statusCode).toBe(400);
  });
});

describe('who is listed', () => {
  it('lists a pilot within his own radius, never one outside it (50 km when he gives none)', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const id = await requestIn(app, government);
    const shortRange = await pilotIn(app, { city: 'rio de janeiro - rj', operateKm: '10 km' });
    const longRange = await pilotIn(app, { municipalityCode: RIO, operateKm: '100' });
    const noData = await pilotIn(app, { city: 'Teresópolis' });
    const tooFar = await pilotIn(app, { municipalityCode: NOVA_FRIBURGO });
    const noNumber = await pilotIn(app, { municipalityCode: AREAL, operateKm: 'bastante' });

    const found = await matchesOf(app, id, government);
    const ids = found.map((match) => match.pilot.id);
    expect(ids).toContain(longRange.id);
    expect(ids).toContain(noData.id);
    expect(ids).toContain(noNumber.id);
    expect(ids).not.toContain(shortRange.id);
    expect(ids).not.toContain(tooFar.id);
    expect(found).toHaveLength(3);

    const rio = found.find((match) => match.pilot.id === longRange.id)!;
    expect(rio.distanceKm).toBeCloseTo(43.7, 1);
    expect(labelsOf(rio).distance).toBe(`a ${String(rio.distanceKm).replace('.', ',')} km`);
    expect(rio.pilot).toMatchObject({ city: 'Rio de Janeiro', uf: 'RJ' });
    expect(labelsOf(rio).same_municipality).toBeUndefined();
  });

  it('lists pilots in the same municipality, and by the city name when it is not resolved', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    // Five municipalities are called Bom Jesus: a city typed so stays unresolved.
    const id = await requestIn(app, government, [], BOM_JESUS_RS);
    const chosen = await pilotIn(app, { municipalityCode: BOM_JESUS_RS });
    const byName = await pilotIn(app, { city: 'BOM JESUS' });
    const elsewhere = await pilotIn(app, { city: 'Bom Jesus - PI' });
    await pilotIn(app, { city: 'Cidade Inventada' });

    const found = await matchesOf(app, id, government);
    expect(found.map((match) => match.pilot.id).sort()).toEqual([chosen.id, byName.id].sort());
    expect(found.map((match) => match.pilot.id)).not.toContain(elsewhere.id);
    for (const match of found) {
      expect(labelsOf(match).same_municipality).toBe('no mesmo município');
      expect(labelsOf(match).distance).toBeUndefined();
    }
    const same = found.find((match) => match.pilot.id === chosen.id)!;
    expect(same.distanceKm).toBe(0);
    expect(same.pilot).toMatchObject({ city: 'Bom Jesus', uf: 'RS' });
    const named = found.find((match) => match.pilot.id === byName.id)!;
    expect(named.distanceKm).toBeNull();
    expect(named.pilot).toMatchObject({ city: 'BOM JESUS', uf: null });

    // A city typed without accents resolves, and its pilot is in the same municipality.
    const petropolis = await requestIn(app, government);
    const typed = await pilotIn(app, { city: 'petropolis' });
    const [match] = await matchesOf(app, petropolis, government);
    expect(match!.pilot).toMatchObject({ id: typed.id, city: 'petropolis', uf: 'RJ' });
    expect(labelsOf(match).same_municipality).toBe('no mesmo município');
  });

  it('lists nobody for a request without a municipality', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const request = await createRequest(app, government);
    await pilotIn(app, { municipalityCode: PETROPOLIS });
    const res = await call(app, 'GET', `/api/solicitation/${request.id}/matches`, government);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('never lists an erased account', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const id = await requestIn(app, government);
    const staying = await pilotIn(app, { municipalityCode: PETROPOLIS });
    const leaving = await pilotIn(app, { municipalityCode: PETROPOLIS });
    expect((await matchesOf(app, id, government)).map((m) => m.pilot.id)).toContain(leaving.id);
    const erased = await eraseAccount(app, leaving);
    expect(erased.statusCode).toBe(204);
    expect((await matchesOf(app, id, government)).map((m) => m.pilot.id)).toEqual([staying.id]);
  });
});

describe('order and reasons', () => {
  it('ranks a nearer pilot lacking a thermal camera below a farther one who has it', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const id = await requestIn(app, government, ['thermal', 'night_light']);
    const near = await pilotIn(app, {
      municipalityCode: PETROPOLIS,
      capabilities: ['night_light', 'zoom'],
    });
    const bare = await pilotIn(app, { municipalityCode: AREAL });
    const far = await pilotIn(app, {
      municipalityCode: RIO,
      operateKm: '150 km',
      capabilities: ['thermal', 'night_light'],
    });

    const found = await matchesOf(app, id, government);
    expect(found.map((match) => match.pilot.id)).toEqual([far.id, near.id, bare.id]);
    expect(labelsOf(found[0]).capabilities).toBe('Câmera térmica, Holofote');
    expect(labelsOf(found[0]).missing_capabilities).toBeUndefined();
    expect(labelsOf(found[1]).missing_capabilities).toBe('sem Câmera térmica');
    expect(labelsOf(found[2]).missing_capabilities).toBe('sem Câmera térmica, Holofote');
    expect(labelsOf(found[1]).capabilities).toBeUndefined();
    for (const match of found) {
      expect(Number.isInteger(match.score)).toBe(true);
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(100);
    }

    // Without required capabilities neither reason appears, and the nearest comes first.
    const open = await requestIn(app, government);
    const unrequired = await matchesOf(app, open, government);
    expect(unrequired[0]!.pilot.id).toBe(near.id);
    for (const match of unrequired) {
      expect(labelsOf(match).capabilities).toBeUndefined();
      expect(labelsOf(match).missing_capabilities).toBeUndefined();
    }
  });

  it('matches today in America/Sao_Paulo against the days, with or without -feira and accents', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const id = await requestIn(app, government);
    const days = ['Sábado', 'sabado', 'Segunda-feira, Sábado', 'Domingo', 'segunda', 'terça-feira'];
    const pilots = new Map<string, string>();
    for (const text of days) {
      const pilot = await pilotIn(app, {
        municipalityCode: PETROPOLIS,
        days: text,
      });
      pilots.set(pilot.id, text);
    }
    const todayOf = async () =>
      Object.fromEntries(
        (await matchesOf(app, id, government)).map((match) => [
          pilots.get(match.pilot.id),
          labelsOf(match).available_today ?? null,
        ]),
      );

    vi.useFakeTimers({ toFake: ['Date'] });
    // Sunday 01:30 UTC is Saturday evening in Brasília.
    vi.setSystemTime(new Date('2026-11-29T01:30:00Z'));
    expect(await todayOf()).toEqual({
      Sábado: 'disponível hoje (sábado)',
      sabado: 'disponível hoje (sábado)',
      'Segunda-feira, Sábado': 'disponível hoje (sábado)',
      Domingo: null,
      segunda: null,
      'terça-feira': null,
    });
    vi.setSystemTime(new Date('2026-11-30T15:00:00Z'));
    expect(await todayOf()).toEqual({
      Sábado: null,
      sabado: null,
      'Segunda-feira, Sábado': 'disponível hoje (segunda-feira)',
      Domingo: null,
      segunda: 'disponível hoje (segunda-feira)',
      'terça-feira': null,
    });
    vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
    expect((await todayOf())['terça-feira']).toBe('disponível hoje (terça-feira)');
  });

  it('names a verified unexpired certificate; an expired, pending or rejected one gives nothing', async () => {
    const app = await createTestApp();
    const { government, admin } = await requestPeople(app);
    const id = await requestIn(app, government);
    const tomorrow = addDays(todayInBrazil(), 1);
    // Reviewed by the admin's route; 'expired' is valid until tomorrow, and the list is read later.
    const reviews = {
      verified: { status: 'verified', expiresAt: '2027-10-15' },
      expired: { status: 'verified', expiresAt: tomorrow },
      pending: null,
      rejected: { status: 'rejected', reason: 'Documento ilegível' },
    };
    const pilots = new Map<string, string>();
    for (const [state, review] of Object.entries(reviews)) {
      const pilot = await pilotIn(app, { municipalityCode: PETROPOLIS });
      const created = await sendForm(app, 'POST', '/api/additionalData', pilot, [
        ...fieldParts({ habilities: 'Termografia', areasExpertise: 'Enchentes', operateKm: '50' }),
        { name: 'documents', data: samplePdf, filename: 'certificado.pdf' },
      ]);
      expect(created.statusCode).toBe(201);
      const [certificate] = created.json<{ certificates: { id: string }[] }>().certificates;
      if (review) {
        const reviewed = await app.inject({
          method: 'PATCH',
          url: `/api/certificates/${certificate!.id}`,
          headers: admin.auth,
          payload: review,
        });
        expect(reviewed.statusCode).toBe(200);
      }
      pilots.set(pilot.id, state);
    }
    const certificatesOn = async (day: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${day}T15:00:00Z`));
      const found = await matchesOf(app, id, government);
      return {
        first: pilots.get(found[0]!.pilot.id),
        labels: Object.fromEntries(
          found.map((match) => [pilots.get(match.pilot.id), labelsOf(match).certificate ?? null]),
        ),
      };
    };
    expect(await certificatesOn(tomorrow)).toEqual({
      first: expect.stringMatching(/^(verified|expired)$/),
      labels: {
        verified: 'certificado verificado até 10/2027',
        expired: `certificado verificado até ${tomorrow.slice(5, 7)}/${tomorrow.slice(0, 4)}`,
        pending: null,
        rejected: null,
      },
    });
    expect(await certificatesOn(addDays(tomorrow, 1))).toEqual({
      first: 'verified',
      labels: {
        verified: 'certificado verificado até 10/2027',
        expired: null,
        pending: null,
        rejected: null,
      },
    });
  });

  it('counts calls, answers and missions: new, responsive, missions and the invitation', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const id = await requestIn(app, government);
    const called = await pilotIn(app, { municipalityCode: PETROPOLIS });
    const veteran = await pilotIn(app, { municipalityCode: PETROPOLIS });
    const newcomer = await pilotIn(app, { municipalityCode: PETROPOLIS });
    const contact = (solicitationId: string, userId: string) =>
      call(app, 'POST', '/api/contactedDriver', government, { solicitationId, userId });

    expect((await contact(id, called.id)).statusCode).toBe(201);
    const past = await Promise.all([1, 2, 3].map(() => createRequest(app, government)));
    for (const request of past) {
      expect((await contact(request.id, veteran.id)).statusCode).toBe(201);
    }
    // He goes to two of them and cannot go to the third: three answers, two missions once the
    // two requests are finished.
    const inbox = (await call(app, 'GET', '/api/invitations', veteran)).json<
      { id: string; solicitation: { id: string } }[]
    >();
    for (const invitation of inbox) {
      const answer = invitation.solicitation.id === past[2]!.id ? 'decline' : 'accept';
      const res = await call(app, 'POST', `/api/invitations/${invitation.id}/answer`, veteran, {
        answer,
      });
      expect(res.statusCode).toBe(200);
    }
    for (const request of past.slice(0, 2)) {
      const report = await fileReport(app, government, request.id);
      expect(report.statusCode).toBe(201);
    }

    const found = await matchesOf(app, id, government);
    const byId = new Map(found.map((match) => [match.pilot.id, match]));
    expect(labelsOf(byId.get(called.id))).toMatchObject({ responsive: 'respondeu 0 de 1 chamado' });
    expect(labelsOf(byId.get(called.id)).new).toBeUndefined();
    expect(labelsOf(byId.get(called.id)).missions).toBeUndefined();
    expect(byId.get(called.id)!.invitation).toEqual({ status: 'invited' });

    expect(labelsOf(byId.get(veteran.id))).toMatchObject({
      responsive: 'respondeu 3 de 3 chamados',
      missions: '2 missões concluídas',
    });
    expect(byId.get(veteran.id)!.invitation).toBeNull();

    expect(labelsOf(byId.get(newcomer.id))).toMatchObject({ new: 'ainda sem chamados' });
    expect(labelsOf(byId.get(newcomer.id)).responsive).toBeUndefined();
    expect(byId.get(newcomer.id)!.invitation).toBeNull();
  });

  it('answers the whole shape of a match', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const id = await requestIn(app, government);
    const pilot = await pilotIn(app, {
      name: 'João Droneiro',
      municipalityCode: TERESOPOLIS,
      operateKm: '30',
    });
    const [match] = await matchesOf(app, id, government);
    expect(match).toEqual({
      pilot: {
        id: pilot.id,
        name: 'João Droneiro',
        urlPhoto: null,
        phone: '21987654321',
        email: pilot.email,
        city: 'Teresópolis',
        district: 'Centro',
        uf: 'RJ',
        latitude: -22.4165,
        longitude: -42.9752,
      },
      score: expect.any(Number),
      distanceKm: 25.1,
      reasons: [
        { code: 'distance', label: 'a 25,1 km' },
        { code: 'new', label: 'ainda sem chamados' },
      ],
      invitation: null,
      conflict: null,
    });
  });
});

describe('paging', () => {
  it('pages the computed order with X-Total-Count and Link, the same order on every call', async () => {
    const app = await createTestApp();
    const { government, admin } = await requestPeople(app);
    const id = await requestIn(app, government);
    for (const municipalityCode of [PETROPOLIS, AREAL, TERESOPOLIS, PETROPOLIS, AREAL]) {
      await pilotIn(app, { municipalityCode });
    }
    const all = await matchesOf(app, id, admin);
    expect(all).toHaveLength(5);

    const seen: string[] = [];
    let url: string | undefined = `/api/solicitation/${id}/matches?limit=2`;
    while (url) {
      const res = await call(app, 'GET', url, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      seen.push(...res.json<MatchBody[]>().map((match) => match.pilot.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : undefined;
      if (url)
        expect(url).toMatch(new RegExp(`^/api/solicitation/${id}/matches\\?limit=2&cursor=`));
    }
    expect(seen).toEqual(all.map((match) => match.pilot.id));
  });

  it('pages a request with required capabilities: the complete pilots first, then the others, all counted', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const id = await requestIn(app, government, ['thermal']);
    const lacking = [
      await pilotIn(app, { municipalityCode: PETROPOLIS }),
      await pilotIn(app, { municipalityCode: PETROPOLIS, capabilities: ['zoom'] }),
    ];
    const complete = [
      await pilotIn(app, { municipalityCode: AREAL, capabilities: ['thermal'] }),
      await pilotIn(app, { municipalityCode: TERESOPOLIS, capabilities: ['thermal', 'zoom'] }),
      await pilotIn(app, { municipalityCode: PETROPOLIS, capabilities: ['thermal'] }),
    ];
    const all = await matchesOf(app, id, government);
    const ids = (matches: MatchBody[]) => matches.map((match) => match.pilot.id).sort();
    expect(ids(all.slice(0, 3))).toEqual(complete.map((pilot) => pilot.id).sort());
    expect(ids(all.slice(3))).toEqual(lacking.map((pilot) => pilot.id).sort());

    // A first page the complete pilots fill still counts and links to the pilots lacking one.
    const seen: string[] = [];
    let url: string | undefined = `/api/solicitation/${id}/matches?limit=2`;
    while (url) {
      const res = await call(app, 'GET', url, government);
      expect(res.headers['x-total-count']).toBe('5');
      seen.push(...res.json<MatchBody[]>().map((match) => match.pilot.id));
      const link = res.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : undefined;
    }
    expect(seen).toEqual(all.map((match) => match.pilot.id));
  });
});

describe('a pilot already accepted at the same time (docs/decisions/034-mission-dates-and-areas.md)', () => {
  /** A request in Petrópolis at `date` and `hour`, the pilot called to it. */
  async function calledTo(
    app: FastifyInstance,
    who: Account,
    pilot: Account,
    fields: { name: string; date?: string; hour: string },
  ) {
    const request = await createRequest(app, who, { municipalityCode: PETROPOLIS, ...fields });
    const called = await call(app, 'POST', `/api/solicitation/${request.id}/callout`, who, {
      pilotIds: [pilot.id],
    });
    expect(called.statusCode).toBe(201);
    return request.id;
  }

  async function accept(app: FastifyInstance, pilot: Account, requestId: string) {
    const inbox = await call(app, 'GET', '/api/invitations', pilot);
    const invitation = inbox
      .json<{ id: string; solicitation: { id: string } }[]>()
      .find((item) => item.solicitation.id === requestId)!;
    const res = await call(app, 'POST', `/api/invitations/${invitation.id}/answer`, pilot, {
      answer: 'accept',
    });
    expect(res.statusCode).toBe(200);
  }

  async function conflictOn(app: FastifyInstance, who: Account, requestId: string, pilot: Account) {
    const [match] = await matchesOf(app, requestId, who);
    const roster = await call(app, 'GET', `/api/solicitation/${requestId}/roster`, who);
    const [entry] = roster.json<{ pilot: { id: string }; conflict: unknown }[]>();
    expect(match!.pilot.id).toBe(pilot.id);
    expect(entry!.pilot.id).toBe(pilot.id);
    // The matches and the roster say the same.
    expect(entry!.conflict).toEqual((match as unknown as { conflict: unknown }).conflict);
    return entry!.conflict;
  }

  it('is flagged on the matches and the roster of another request within 4 hours on the same day', async () => {
    const app = await createTestApp();
    const { government, otherGovernment } = await requestPeople(app);
    const pilot = await pilotIn(app, { municipalityCode: PETROPOLIS });
    const busy = await calledTo(app, government, pilot, {
      name: 'Busca no Vale do Cuiabá',
      date: '2026-11-28',
      hour: '08:00',
    });
    await accept(app, pilot, busy);
    const busyOn = { id: busy, name: 'Busca no Vale do Cuiabá' };

    const sameMorning = await calledTo(app, otherGovernment, pilot, {
      name: 'Mapeamento do Quitandinha',
      date: '2026-11-28',
      hour: '11h30',
    });
    expect(await conflictOn(app, otherGovernment, sameMorning, pilot)).toEqual(busyOn);
    // A call-out of him is still allowed: the flag warns, it does not block.
    expect(
      (
        await call(app, 'POST', `/api/solicitation/${sameMorning}/callout`, otherGovernment, {
          pilotIds: [pilot.id],
        })
      ).json(),
    ).toEqual({ invited: 0, alreadyInvited: 1 });
    const fourHoursBefore = await calledTo(app, otherGovernment, pilot, {
      name: 'De madrugada',
      date: '2026-11-28',
      hour: '04:00',
    });
    expect(await conflictOn(app, otherGovernment, fourHoursBefore, pilot)).toEqual(busyOn);

    const afternoon = await calledTo(app, otherGovernment, pilot, {
      name: 'À tarde',
      date: '2026-11-28',
      hour: '12:30',
    });
    expect(await conflictOn(app, otherGovernment, afternoon, pilot)).toBeNull();
    const nextDay = await calledTo(app, otherGovernment, pilot, {
      name: 'No dia seguinte',
      date: '2026-11-29',
      hour: '08:00',
    });
    expect(await conflictOn(app, otherGovernment, nextDay, pilot)).toBeNull();
    // On the request he accepted, nothing is flagged.
    expect(await conflictOn(app, government, busy, pilot)).toBeNull();

    // Once that request is finished, he is free again.
    const report = await fileReport(app, government, busy);
    expect(report.statusCode).toBe(201);
    expect(await conflictOn(app, otherGovernment, sameMorning, pilot)).toBeNull();
  });

  it('compares the days requests were created when they have no date; a hour that is not a time means the whole day', async () => {
    const app = await createTestApp();
    const { government, otherGovernment } = await requestPeople(app);
    const pilot = await pilotIn(app, { municipalityCode: PETROPOLIS });
    const busy = await calledTo(app, government, pilot, { name: 'Ainda hoje', hour: '07:00' });
    const declined = await calledTo(app, government, pilot, {
      name: 'Recusada',
      hour: '15:00',
    });
    await accept(app, pilot, busy);
    const inbox = await call(app, 'GET', '/api/invitations?status=invited', pilot);
    const [toDecline] = inbox.json<{ id: string }[]>();
    await call(app, 'POST', `/api/invitations/${toDecline!.id}/answer`, pilot, {
      answer: 'decline',
    });
    expect(declined).toBeDefined();

    const sometimeToday = await calledTo(app, otherGovernment, pilot, {
      name: 'Hoje',
      hour: 'durante o dia',
    });
    expect(await conflictOn(app, otherGovernment, sometimeToday, pilot)).toEqual({
      id: busy,
      name: 'Ainda hoje',
    });
    // Only an accepted request counts: the declined one at 15:00 flags nothing.
    const thisAfternoon = await calledTo(app, otherGovernment, pilot, {
      name: 'Hoje à tarde',
      hour: '15:00',
    });
    expect(await conflictOn(app, otherGovernment, thisAfternoon, pilot)).toBeNull();
  });
});
