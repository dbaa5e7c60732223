import { count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addDays, todayInBrazil } from '@drones/shared/certificates';
import { files, invitations, solicitations } from '../src/db/schema';
import { signUp } from './helpers/accounts';
import {
  fieldParts,
  fileIdOf,
  jpegWithGps,
  nothingStored,
  type Part,
  samplePdf,
  samplePng,
  sendForm,
  storedCounts,
} from './helpers/files';
import { createTestAppWithConfig } from './helpers/test-app';
import { call } from './helpers/pilot-data';
import { createRequest, requestFields, requestPeople } from './helpers/solicitations';
import { fieldError } from './helpers/errors';

async function fileRows(app: FastifyInstance) {
  const [row] = await app.db.select({ n: count() }).from(files);
  return row!.n;
}

/** Inserts requests with increasing created_at, oldest first. */
async function insertRequests(app: FastifyInstance, userId: string, names: string[]) {
  const start = Date.UTC(2025, 0, 1);
  await app.db.insert(solicitations).values(
    names.map((name, i) => ({
      userId,
      name,
      description: `Descrição ${i}`,
      place: 'Niterói',
      hour: '08:00',
      necessaryResources: 'Drone',
      missionDetails: 'Detalhes',
      urgency: i % 3 === 0 ? ('urgente' as const) : ('normal' as const),
      isFinished: i % 4 === 3,
      createdAt: new Date(start + i * 60_000),
    })),
  );
}

describe('creating requests', () => {
  it('lets approved civil defence and admins create, with photos re-encoded and signed', async () => {
    const { app } = await createTestAppWithConfig();
    const { government, admin } = await requestPeople(app);

    const res = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts({ ...requestFields, urgency: 'urgente', userId: government.id }),
      { name: 'urlsPhoto', data: await jpegWithGps(), filename: 'rio.jpg' },
      { name: 'urlsPhoto', data: await samplePng(), filename: 'mapa.png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      userId: government.id,
      ...requestFields,
      urgency: 'urgente',
      date: null,
      // Without a municipality the place is free text only (docs/design.md §8).
      municipalityCode: null,
      uf: null,
      latitude: null,
      longitude: null,
      requiredCapabilities: [],
      urlsPhoto: [
        expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\?s=[0-9a-f-]{36}&exp=\d+&sig=/),
        expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\?s=[0-9a-f-]{36}&exp=\d+&sig=/),
      ],
      isFinished: false,
      missionReportId: null,
      organization: null,
      responsible: expect.objectContaining({ id: government.id }),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const photo = await app.inject(body.urlsPhoto[0]);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    // JSON works too; urgency defaults to normal and the observation is optional.
    const { observation: _observation, ...required } = requestFields;
    const plain = await call(app, 'POST', '/api/solicitation', admin, required);
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({ urgency: 'normal', observation: null, urlsPhoto: [] });
  });

  it('refuses pilots, pending accounts, strangers and incomplete forms', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, pending, government } = await requestPeople(app);
    expect((await call(app, 'POST', '/api/solicitation', pilot, requestFields)).statusCode).toBe(
      403,
    );
    expect((await call(app, 'POST', '/api/solicitation', pending, requestFields)).statusCode).toBe(
      403,
    );
    expect(
      (await call(app, 'POST', '/api/solicitation', undefined, requestFields)).statusCode,
    ).toBe(401);
    const asOther = await call(app, 'POST', '/api/solicitation', government, {
      ...requestFields,
      userId: pilot.id,
    });
    expect(asOther.statusCode).toBe(403);

    const empty = await call(app, 'POST', '/api/solicitation', government, { urgency: 'alta' });
    expect(empty.statusCode).toBe(400);
    const paths = empty.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'name',
        'description',
        'place',
        'hour',
        'necessary_resources',
        'mission_details',
        'urgency',
      ]),
    );
    expect(empty.json().errors).toContainEqual({ path: 'name', message: 'Campo obrigatório' });
    expect(await app.db.select({ n: count() }).from(solicitations)).toEqual([{ n: 0 }]);
  });

  it('keeps nothing when one of the photos is refused', async () => {
    const { app, config } = await createTestAppWithConfig();
    const { government } = await requestPeople(app);
    const res = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts(requestFields),
      { name: 'urlsPhoto', data: await samplePng(), filename: 'ok.png' },
      { name: 'urlsPhoto', data: samplePdf, filename: 'not-a-photo.pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await app.db.select({ n: count() }).from(solicitations)).toEqual([{ n: 0 }]);
    expect(await storedCounts(app.db, config.DATA_DIR)).toEqual(nothingStored);
  });
});

describe('listing requests', () => {
  it('pages newest first with X-Total-Count and Link, for every signed-in role', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, pending, government, admin } = await requestPeople(app);
    const names = Array.from({ length: 7 }, (_, i) => `Pedido ${i}`);
    await insertRequests(app, government.id, names);

    for (const who of [pilot, pending, government, admin]) {
      const first = await call(app, 'GET', '/api/solicitation?limit=3', who);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe('7');
      expect(first.json().map((s: { name: string }) => s.name)).toEqual([
        'Pedido 6',
        'Pedido 5',
        'Pedido 4',
      ]);
      const link = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))![1]!;
      expect(link).toMatch(/^\/api\/solicitation\?limit=3&cursor=/);
      const second = await call(app, 'GET', link, who);
      expect(second.json().map((s: { name: string }) => s.name)).toEqual([
        'Pedido 3',
        'Pedido 2',
        'Pedido 1',
      ]);
      const third = await call(app, 'GET', /<([^>]+)>/.exec(String(second.headers.link))![1]!, who);
      expect(third.json().map((s: { name: string }) => s.name)).toEqual(['Pedido 0']);
      expect(third.headers.link).toBeUndefined();
    }
    expect((await call(app, 'GET', '/api/solicitation')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/solicitation?cursor=abc', pilot)).statusCode).toBe(400);
  });

  it('filters by status and searches name, urgency and description without case', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, government } = await requestPeople(app);
    await insertRequests(app, government.id, [
      'Deslizamento na Serra', // 0: urgente
      'Busca de desaparecido', // 1
      'Incêndio florestal', // 2
      'Enchente 100% no centro', // 3: finished
      'Mapeamento de encostas', // 4
    ]);
    const names = async (query: string) => {
      const res = await call(app, 'GET', `/api/solicitation?${query}`, pilot);
      expect(res.statusCode).toBe(200);
      return {
        total: Number(res.headers['x-total-count']),
        names: res.json().map((s: { name: string }) => s.name),
      };
    };
    expect(await names('status=open')).toEqual({
      total: 4,
      names: [
        'Mapeamento de encostas',
        'Incêndio florestal',
        'Busca de desaparecido',
        'Deslizamento na Serra',
      ],
    });
    expect(await names('status=finished')).toEqual({
      total: 1,
      names: ['Enchente 100% no centro'],
    });
    expect((await names('search=SERRA')).names).toEqual(['Deslizamento na Serra']);
    expect((await names('search=ENCOSTA')).names).toEqual(['Mapeamento de encostas']);
    expect((await names('search=descri%C3%A7%C3%A3o%202')).names).toEqual(['Incêndio florestal']);
    // Urgency: 'urgente' for rows 0 and 3 (3 is finished).
    expect((await names('search=Urgen')).names).toEqual([
      'Enchente 100% no centro',
      'Deslizamento na Serra',
    ]);
    expect(await names('search=urgente&status=open')).toEqual({
      total: 1,
      names: ['Deslizamento na Serra'],
    });
    expect((await names('search=normal&status=open')).total).toBe(3);
    // LIKE wildcards are searched literally.
    expect((await names('search=100%25')).names).toEqual(['Enchente 100% no centro']);
    expect((await names('search=_')).names).toEqual([]);
    expect((await names('search=')).total).toBe(5);
    expect((await call(app, 'GET', '/api/solicitation?status=closed', pilot)).statusCode).toBe(400);
  });

  it('searches name, description and urgency regardless of accents, both ways', async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, government } = await requestPeople(app);
    await insertRequests(app, government.id, [
      'Abrigo para famílias desalojadas',
      'Enchente em São Gonçalo',
      'Alagamento na Rua Sao Pedro',
    ]);
    const names = async (term: string) => {
      const res = await call(
        app,
        'GET',
        `/api/solicitation?search=${encodeURIComponent(term)}`,
        pilot,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(res.json().length));
      return res.json().map((s: { name: string }) => s.name);
    };
    expect(await names('familias')).toEqual(['Abrigo para famílias desalojadas']);
    expect(await names('FAMÍLIAS')).toEqual(['Abrigo para famílias desalojadas']);
    expect(await names('goncalo')).toEqual(['Enchente em São Gonçalo']);
    const both = ['Alagamento na Rua Sao Pedro', 'Enchente em São Gonçalo'];
    expect(await names('Sao')).toEqual(both);
    expect(await names('SÃO')).toEqual(both);
    // The description ('Descrição 2') too.
    expect(await names('descricao 2')).toEqual(['Alagamento na Rua Sao Pedro']);
    // And the urgency ('urgente' for the first).
    expect(await names('urgênte')).toEqual(['Abrigo para famílias desalojadas']);
  });
});

describe('reading a request', () => {
  it("shows everyone the creator's contact, and the contacted pilots to civil defence only", async () => {
    const { app } = await createTestAppWithConfig();
    const { pilot, otherPilot, pending, government, admin } = await requestPeople(app);
    const created = await createRequest(app, government);
    await app.db
      .insert(invitations)
      .values({ solicitationId: created.id, userId: pilot.id, source: 'contact' });

    const url = `/api/solicitation/${created.id}`;
    const creator = { name: 'Maria da Silva', phone: '21987654321', email: government.email };
    for (const who of [government, admin]) {
      const res = await call(app, 'GET', url, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ...requestFields,
        id: created.id,
        isFinished: false,
        missionReportId: null,
        userDetails: creator,
        ContactedDrivers: [
          { id: pilot.id, name: 'Maria da Silva', email: pilot.email, phone: '21987654321' },
        ],
      });
    }
    for (const who of [pilot, otherPilot, pending]) {
      const res = await call(app, 'GET', url, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userDetails: creator, ContactedDrivers: [] });
    }
    const unknown = await call(
      app,
      'GET',
      '/api/solicitation/0190a000-0000-7000-8000-000000000001',
      pilot,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Solicitação não encontrada');
    expect((await call(app, 'GET', url)).statusCode).toBe(401);
  });
});

describe("a request's mission date (docs/design.md §4)", () => {
  it('is optional, answered as YYYY-MM-DD, changed and cleared, as JSON or multipart', async () => {
    const { app } = await createTestAppWithConfig();
    const { government } = await requestPeople(app);
    const undated = await createRequest(app, government);
    expect(undated.date).toBeNull();

    const dated = await createRequest(app, government, { date: '2026-11-28' });
    expect(dated.date).toBe('2026-11-28');
    const read = await call(app, 'GET', `/api/solicitation/${dated.id}`, government);
    expect(read.json()).toMatchObject({ date: '2026-11-28', hour: requestFields.hour });
    const listed = await call(app, 'GET', '/api/solicitation', government);
    expect(listed.json().map((item: { date: string | null }) => item.date)).toEqual([
      '2026-11-28',
      null,
    ]);

    const fromForm = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts({ ...requestFields, date: ' 2026-12-01 ' }),
    ]);
    expect(fromForm.statusCode).toBe(201);
    expect(fromForm.json().date).toBe('2026-12-01');

    const url = `/api/solicitation/${dated.id}`;
    const moved = await call(app, 'PUT', url, government, { date: '2026-11-29' });
    expect(moved.json().date).toBe('2026-11-29');
    const untouched = await call(app, 'PUT', url, government, { name: 'Outro nome' });
    expect(untouched.json().date).toBe('2026-11-29');
    // A form's emptied field clears it, as null does.
    const cleared = await sendForm(app, 'PUT', url, government, fieldParts({ date: '' }));
    expect(cleared.json().date).toBeNull();
    await call(app, 'PUT', url, government, { date: '2026-11-29' });
    expect((await call(app, 'PUT', url, government, { date: null })).json().date).toBeNull();
  });

  it('refuses what is not a real day, or more than a year ahead, with the field named', async () => {
    const { app } = await createTestAppWithConfig();
    const { government } = await requestPeople(app);
    const [before] = await app.db.select({ n: count() }).from(solicitations);
    const tooFar = addDays(todayInBrazil(), 400);
    for (const [date, message] of [
      ['2026-02-30', 'Data inválida'],
      ['28/11/2026', 'Data inválida'],
      ['amanhã', 'Data inválida'],
      [20261128, 'Data inválida'],
      ['1999-12-31', 'Data inválida'],
      [tooFar, 'A data não pode passar de um ano a partir de hoje'],
    ] as const) {
      const res = await call(app, 'POST', '/api/solicitation', government, {
        ...requestFields,
        date,
      });
      expect(res.statusCode, String(date)).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'date', message }]);
    }
    const [after] = await app.db.select({ n: count() }).from(solicitations);
    expect(after!.n).toBe(before!.n);

    const request = await createRequest(app, government, { date: '2026-11-28' });
    const bad = await call(app, 'PUT', `/api/solicitation/${request.id}`, government, {
      date: '2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'date', message: 'Data inválida' }]);
    const read = await call(app, 'GET', `/api/solicitation/${request.id}`, government);
    expect(read.json().date).toBe('2026-11-28');
  });
});

describe('changing and removing a request', () => {
  it('lets only the creator change fields, add photos and remove them by id or signed URL', async () => {
    const { app } = await createTestAppWithConfig();
    const { government, otherGovernment, admin, pilot } = await requestPeople(app);
    const created = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts(requestFields),
      { name: 'urlsPhoto', data: await samplePng(), filename: 'a.png' },
      { name: 'urlsPhoto', data: await samplePng(32, 32), filename: 'b.png' },
      { name: 'urlsPhoto', data: await samplePng(16, 16), filename: 'c.png' },
    ]);
    const { id, urlsPhoto } = created.json<{ id: string; urlsPhoto: string[] }>();
    const url = `/api/solicitation/${id}`;

    for (const who of [otherGovernment, admin]) {
      const res = await call(app, 'PUT', url, who, { name: 'Outro nome' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Somente o usuário que criou a solicitação pode pedir apoio.',
      );
    }
    expect((await call(app, 'PUT', url, pilot, { name: 'Outro nome' })).statusCode).toBe(403);

    const changed = await sendForm(app, 'PUT', url, government, [
      ...fieldParts({ name: 'Enchente no Centro', urgency: 'urgente', observation: '' }),
      { name: 'removePhotos', value: fileIdOf(urlsPhoto[0]!) },
      { name: 'removePhotos', value: `http://drones.test${urlsPhoto[1]!}` },
      { name: 'urlsPhoto', data: await samplePng(8, 8), filename: 'd.png' },
    ]);
    expect(changed.statusCode).toBe(200);
    const body = changed.json();
    expect(body).toMatchObject({
      name: 'Enchente no Centro',
      urgency: 'urgente',
      observation: null,
      description: requestFields.description,
    });
    expect(body.urlsPhoto.map(fileIdOf)).toEqual([
      fileIdOf(urlsPhoto[2]!),
      expect.not.stringMatching(fileIdOf(urlsPhoto[2]!)),
    ]);
    expect(await fileRows(app)).toBe(4);
    expect((await app.inject(urlsPhoto[0]!)).statusCode).toBe(404);

    // JSON with any subset; an invalid photo reference is a 400.
    const json = await call(app, 'PUT', url, government, { hour: '16:00' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ hour: '16:00', name: 'Enchente no Centro' });
    const bad = await call(app, 'PUT', url, government, { removePhotos: ['foto.png'] });
    expect(bad.statusCode).toBe(400);

    const unknown = await call(
      app,
      'PUT',
      '/api/solicitation/0190a000-0000-7000-8000-000000000001',
      government,
      { hour: '1' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Solicitação não encontrada');
  });

  it('keeps at most 10 photos on a request, saved ones counted, even when two changes race', async () => {
    const { app, config } = await createTestAppWithConfig();
    const { government } = await requestPeople(app);
    const photos = async (count: number, from = 0): Promise<Part[]> =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => ({
          name: 'urlsPhoto',
          data: await samplePng(8 + from + i, 8),
          filename: `foto-${from + i}.png`,
        })),
      );
    const created = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts(requestFields),
      ...(await photos(8)),
    ]);
    const { id, urlsPhoto } = created.json<{ id: string; urlsPhoto: string[] }>();
    const url = `/api/solicitation/${id}`;
    const before = await storedCounts(app.db, config.DATA_DIR);
    const tooMany = fieldError(
      400,
      'bad_request',
      'urlsPhoto',
      'Uma solicitação tem no máximo 10 fotos.',
    );

    // 8 saved − 2 removed + 5 new = 11: refused, and nothing changes.
    const over = await sendForm(app, 'PUT', url, government, [
      ...fieldParts({ name: 'Outro nome' }),
      { name: 'removePhotos', value: fileIdOf(urlsPhoto[0]!) },
      { name: 'removePhotos', value: fileIdOf(urlsPhoto[1]!) },
      ...(await photos(5, 8)),
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(tooMany);
    expect(await storedCounts(app.db, config.DATA_DIR)).toEqual(before);
    const unchanged = (await call(app, 'GET', url, government)).json();
    expect(unchanged).toMatchObject({ name: requestFields.name });
    expect(unchanged.urlsPhoto.map(fileIdOf)).toEqual(urlsPhoto.map(fileIdOf));

    // 8 − 3 + 4 = 9: within the limit.
    const within = await sendForm(app, 'PUT', url, government, [
      ...urlsPhoto.slice(0, 3).map((photo) => ({ name: 'removePhotos', value: fileIdOf(photo) })),
      ...(await photos(4, 13)),
    ]);
    expect(within.statusCode).toBe(200);
    expect(within.json().urlsPhoto).toHaveLength(9);

    // Two changes of one photo each at once: only one of them fits.
    const raced = await Promise.all(
      [20, 21].map(async (from) => sendForm(app, 'PUT', url, government, await photos(1, from))),
    );
    expect(raced.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect((await call(app, 'GET', url, government)).json().urlsPhoto).toHaveLength(10);
  });

  it('removes an open request with its photos, for its creator only', async () => {
    const { app, config } = await createTestAppWithConfig();
    const { government, otherGovernment, pilot } = await requestPeople(app);
    const created = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts(requestFields),
      { name: 'urlsPhoto', data: await samplePng(), filename: 'a.png' },
    ]);
    const { id } = created.json<{ id: string }>();
    await app.db
      .insert(invitations)
      .values({ solicitationId: id, userId: pilot.id, source: 'contact' });
    const url = `/api/solicitation/${id}`;

    const other = await call(app, 'DELETE', url, otherGovernment);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      'Somente o usuário que criou a solicitação pode pedir apoio.',
    );
    expect((await call(app, 'DELETE', url, pilot)).statusCode).toBe(403);

    expect((await call(app, 'DELETE', url, government)).statusCode).toBe(204);
    expect(await storedCounts(app.db, config.DATA_DIR)).toEqual(nothingStored);
    // The invitation stays, cancelled (ADR 031).
    expect(
      await app.db
        .select({ n: count() })
        .from(invitations)
        .where(isNull(invitations.solicitationId)),
    ).toEqual([{ n: 1 }]);
    const again = await call(app, 'DELETE', url, government);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Solicitação não encontrada');
  });

  it('neither changes nor removes a finished request', async () => {
    const { app } = await createTestAppWithConfig();
    const { government } = await requestPeople(app);
    const { id } = await createRequest(app, government);
    await app.db.update(solicitations).set({ isFinished: true }).where(eq(solicitations.id, id));
    const url = `/api/solicitation/${id}`;

    const put = await call(app, 'PUT', url, government, { name: 'Novo nome' });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe('A solicitação finalizada não pode ser alterada.');
    const del = await call(app, 'DELETE', url, government);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('A solicitação finalizada não pode ser removida.');
    expect((await call(app, 'GET', url, government)).json()).toMatchObject({
      name: requestFields.name,
      isFinished: true,
    });
  });
});

describe('finished counter', () => {
  it('counts finished requests for anyone', async () => {
    const { app } = await createTestAppWithConfig();
    const government = await signUp(app, { role: 'GOVERNMENT' });
    await insertRequests(app, government.id, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    const res = await call(app, 'GET', '/api/solicitation/finishedLength');
    expect(res.json()).toEqual({ solictationsFinishedCount: 2 });
  });
});
