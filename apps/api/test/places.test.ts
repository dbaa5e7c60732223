import { count, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { CAPABILITY_INVALID } from '@drones/shared/capabilities';
import {
  LATITUDE_INVALID,
  MUNICIPALITY_INVALID,
  MUNICIPALITY_NOT_FOUND,
  OUTSIDE_BRAZIL,
  POINT_INCOMPLETE,
  POINT_WITHOUT_MUNICIPALITY,
} from '@drones/shared/places';
import { REQUIRED_MESSAGE } from '@drones/shared/pilot-data';
import { disponibility, equipment, solicitations } from '../src/db/schema';
import type { Account } from './helpers/accounts';
import { fieldParts, sendForm, type Part } from './helpers/files';
import { call, pilotDataPeople } from './helpers/pilot-data';
import { requestFields, requestPeople } from './helpers/solicitations';
import { createTestApp } from './helpers/test-app';
import { invalidInput } from './helpers/errors';

type App = Awaited<ReturnType<typeof createTestApp>>;

const PETROPOLIS = 3303906;
const PETROPOLIS_POINT = { latitude: -22.52, longitude: -43.1926 };
const SAO_DOMINGOS_GO = 5219803;
const SAO_DOMINGOS_GO_POINT = { latitude: -13.621, longitude: -46.7415 };

/** A 400 answer with exactly these field errors. */
function fieldErrors(...errors: [path: string, message: string][]) {
  return invalidInput(errors.map(([path, message]) => ({ path, message })));
}

/** Repeated multipart fields: how a browser's FormData sends a list. */
const repeated = (name: string, values: string[]): Part[] =>
  values.map((value) => ({ name, value }));

const availability = { days: 'Sábado', district: 'Centro' };

async function createAvailability(app: App, pilot: Account, fields: Record<string, unknown>) {
  return call(app, 'POST', '/api/disponibility', pilot, { ...availability, ...fields });
}

describe('availability places (docs/design.md §8)', () => {
  it('resolves the city to its municipality however it is typed, with its UF', async () => {
    const app = await createTestApp();
    const { pilot } = await pilotDataPeople(app);
    const created = await createAvailability(app, pilot, { city: 'Niterói' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ city: 'Niterói', municipalityCode: 3303302, uf: 'RJ' });
    const url = `/api/disponibility/${created.json().id}`;

    for (const city of [
      'Petrópolis',
      'petropolis',
      'Petrópolis - RJ',
      'Petrópolis/RJ',
      'petrópolis/rj',
      '  PETRÓPOLIS  ',
      'Petrópolis (RJ)',
    ]) {
      const res = await call(app, 'PUT', url, pilot, { ...availability, city });
      expect(res.statusCode, city).toBe(200);
      // The city stays as typed; the code and UF are the municipality's.
      expect(res.json(), city).toMatchObject({
        city: city.trim(),
        municipalityCode: PETROPOLIS,
        uf: 'RJ',
      });
    }

    // Five municipalities are called São Domingos: the name alone names none of them.
    for (const [city, code, uf] of [
      ['São Domingos', null, null],
      ['São Domingos - GO', SAO_DOMINGOS_GO, 'GO'],
      ['sao domingos/go', SAO_DOMINGOS_GO, 'GO'],
      ['São Domingos - XX', null, null],
      ['Cidade que não existe', null, null],
      ['Petrópolis - SP', null, null],
    ] as const) {
      const res = await call(app, 'PUT', url, pilot, { ...availability, city });
      expect(res.statusCode, city).toBe(200);
      expect(res.json(), city).toMatchObject({ city, municipalityCode: code, uf });
    }
  });

  it('resolves the city again on every write: changing the city changes or clears the code', async () => {
    const app = await createTestApp();
    const { pilot, government } = await pilotDataPeople(app);
    const created = await createAvailability(app, pilot, { city: 'Petrópolis/RJ' });
    expect(created.json()).toMatchObject({ municipalityCode: PETROPOLIS, uf: 'RJ' });
    const { id } = created.json();
    const url = `/api/disponibility/${id}`;

    const moved = await call(app, 'PUT', url, pilot, {
      ...availability,
      city: 'São Domingos - GO',
    });
    expect(moved.json()).toMatchObject({ municipalityCode: SAO_DOMINGOS_GO, uf: 'GO' });

    // A code stored earlier is not kept when the new city names no single municipality.
    await app.db
      .update(disponibility)
      .set({ municipalityCode: PETROPOLIS })
      .where(eq(disponibility.id, id));
    const unknown = await call(app, 'PUT', url, pilot, { ...availability, city: 'Vila Esquecida' });
    expect(unknown.json()).toMatchObject({
      city: 'Vila Esquecida',
      municipalityCode: null,
      uf: null,
    });
    const [row] = await app.db.select().from(disponibility).where(eq(disponibility.id, id));
    expect(row!.municipalityCode).toBeNull();

    // A chosen municipality is not sticky either: a later PUT without it looks the city up.
    await call(app, 'PUT', url, pilot, { ...availability, municipalityCode: PETROPOLIS });
    const retyped = await call(app, 'PUT', url, pilot, { ...availability, city: 'Niterói' });
    expect(retyped.json()).toMatchObject({ city: 'Niterói', municipalityCode: 3303302, uf: 'RJ' });

    // The profile, as civil defence reads it, carries the same place.
    const profile = await call(app, 'GET', `/api/users/${pilot.id}`, government);
    expect(profile.json().disponibility).toEqual(retyped.json());
  });

  it('takes a municipalityCode, as a number or as text, and then names the city after it', async () => {
    const app = await createTestApp();
    const { pilot, otherPilot, government, admin } = await pilotDataPeople(app);

    const created = await createAvailability(app, pilot, { municipalityCode: PETROPOLIS });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      userId: pilot.id,
      days: 'Sábado',
      city: 'Petrópolis',
      district: 'Centro',
      complement: null,
      municipalityCode: PETROPOLIS,
      uf: 'RJ',
    });

    // The city typed beside a code gives way to the municipality's name.
    const other = await createAvailability(app, otherPilot, {
      city: 'Petrópolis, região serrana',
      municipalityCode: String(SAO_DOMINGOS_GO),
    });
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({
      city: 'São Domingos',
      municipalityCode: SAO_DOMINGOS_GO,
      uf: 'GO',
    });

    for (const who of [pilot, government, admin]) {
      const profile = await call(app, 'GET', `/api/users/${pilot.id}`, who);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().disponibility).toEqual(created.json());
    }
    const me = await call(app, 'GET', '/api/users/currentUser', pilot);
    expect(me.json().disponibility).toEqual(created.json());
  });

  it('refuses an unknown or malformed municipalityCode with a field error, storing nothing', async () => {
    const app = await createTestApp();
    const { pilot } = await pilotDataPeople(app);

    for (const [municipalityCode, message] of [
      [9999999, MUNICIPALITY_NOT_FOUND],
      ['1234567', MUNICIPALITY_NOT_FOUND],
      [123, MUNICIPALITY_INVALID],
      ['33039O6', MUNICIPALITY_INVALID],
      [3303906.5, MUNICIPALITY_INVALID],
      [true, MUNICIPALITY_INVALID],
    ] as const) {
      const res = await createAvailability(app, pilot, { city: 'Petrópolis', municipalityCode });
      expect(res.statusCode, String(municipalityCode)).toBe(400);
      expect(res.json(), String(municipalityCode)).toEqual(
        fieldErrors(['municipalityCode', message]),
      );
    }
    expect(await app.db.select().from(disponibility)).toEqual([]);

    const created = await createAvailability(app, pilot, { city: 'Petrópolis' });
    const url = `/api/disponibility/${created.json().id}`;
    const refused = await call(app, 'PUT', url, pilot, {
      ...availability,
      city: 'Niterói',
      municipalityCode: 9999999,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'municipalityCode', message: MUNICIPALITY_NOT_FOUND },
    ]);
    const [row] = await app.db.select().from(disponibility);
    expect(row).toMatchObject({ city: 'Petrópolis', municipalityCode: PETROPOLIS });

    // Without a municipality the city is required; every field error comes in one answer.
    const bare = await call(app, 'POST', '/api/disponibility', pilot, { days: 'Sábado' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      { path: 'district', message: REQUIRED_MESSAGE },
      { path: 'city', message: REQUIRED_MESSAGE },
    ]);
    const blank = await call(app, 'PUT', url, pilot, {
      ...availability,
      city: ' ',
      municipalityCode: null,
    });
    expect(blank.json().errors).toEqual([{ path: 'city', message: REQUIRED_MESSAGE }]);
  });
});

const drone = { name: 'Matrice 30T', manufacture: 'DJI', model: 'M30T', autonomy: '41 min' };

describe('equipment capabilities (docs/design.md §8)', () => {
  it('are stored once each, in the fixed order, from JSON or from repeated multipart fields', async () => {
    const app = await createTestApp();
    const { pilot, government } = await pilotDataPeople(app);

    const json = await call(app, 'POST', '/api/equipment', pilot, {
      ...drone,
      capabilities: ['night_light', 'thermal', 'night_light', 'zoom'],
    });
    expect(json.statusCode).toBe(201);
    expect(json.json().capabilities).toEqual(['thermal', 'zoom', 'night_light']);

    const bare = await call(app, 'POST', '/api/equipment', pilot, drone);
    expect(bare.json().capabilities).toEqual([]);

    const form = await sendForm(app, 'POST', '/api/equipment', pilot, [
      ...fieldParts(drone),
      ...repeated('capabilities', ['rtk', 'mapping']),
      // A name ending in [] counts as the name without it.
      { name: 'capabilities[]', value: 'payload' },
    ]);
    expect(form.statusCode).toBe(201);
    expect(form.json()).toMatchObject({ ...drone, capabilities: ['payload', 'mapping', 'rtk'] });
    const url = `/api/equipment/${form.json().id}`;

    // Absent, the list stays; sent, it replaces; [] (JSON) or one empty field (multipart) clears.
    expect((await call(app, 'PUT', url, pilot, { name: 'M30T 2' })).json().capabilities).toEqual([
      'payload',
      'mapping',
      'rtk',
    ]);
    const replaced = await sendForm(app, 'PUT', url, pilot, repeated('capabilities', ['speaker']));
    expect(replaced.json()).toMatchObject({ name: 'M30T 2', capabilities: ['speaker'] });
    const kept = await sendForm(app, 'PUT', url, pilot, fieldParts({ autonomy: '40 min' }));
    expect(kept.json()).toMatchObject({ autonomy: '40 min', capabilities: ['speaker'] });
    expect(
      (await sendForm(app, 'PUT', url, pilot, repeated('capabilities', ['']))).json().capabilities,
    ).toEqual([]);
    await call(app, 'PUT', url, pilot, { capabilities: ['multispectral', 'thermal'] });
    expect((await call(app, 'PUT', url, pilot, { capabilities: [] })).json().capabilities).toEqual(
      [],
    );

    // Every answer that shows the drone carries them.
    const read = await call(app, 'GET', `/api/equipment/${json.json().id}`, government);
    expect(read.json().capabilities).toEqual(['thermal', 'zoom', 'night_light']);
    const profile = (await call(app, 'GET', `/api/users/${pilot.id}`, government)).json();
    expect(profile.equipments.map((e: { capabilities: string[] }) => e.capabilities)).toEqual([
      [],
      [],
      ['thermal', 'zoom', 'night_light'],
    ]);
    const list = (await call(app, 'GET', '/api/equipment', government)).json();
    expect(list.every((e: { capabilities: unknown }) => Array.isArray(e.capabilities))).toBe(true);
  });

  it('refuses any other value with a field error on capabilities, storing nothing', async () => {
    const app = await createTestApp();
    const { pilot } = await pilotDataPeople(app);
    const refusals = [
      await call(app, 'POST', '/api/equipment', pilot, {
        ...drone,
        capabilities: ['thermal', 'laser'],
      }),
      await call(app, 'POST', '/api/equipment', pilot, { ...drone, capabilities: ['THERMAL'] }),
      await call(app, 'POST', '/api/equipment', pilot, { ...drone, capabilities: [7] }),
      await sendForm(app, 'POST', '/api/equipment', pilot, [
        ...fieldParts(drone),
        ...repeated('capabilities', ['zoom', 'raio-x']),
      ]),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(fieldErrors(['capabilities', CAPABILITY_INVALID]));
    }
    const notAList = await call(app, 'POST', '/api/equipment', pilot, {
      ...drone,
      capabilities: 'thermal',
    });
    expect(notAList.json()).toEqual(fieldErrors(['capabilities', 'Capacidades inválidas']));
    // The equipment forms take no file.
    const withFile = await sendForm(app, 'POST', '/api/equipment', pilot, [
      ...fieldParts(drone),
      { name: 'capabilities', data: Buffer.from('x'), filename: 'x.txt' },
    ]);
    expect(withFile.statusCode).toBe(400);
    const [stored] = await app.db.select({ n: count() }).from(equipment);
    expect(stored!.n).toBe(0);

    const created = (await call(app, 'POST', '/api/equipment', pilot, drone)).json();
    const url = `/api/equipment/${created.id}`;
    const refused = await sendForm(app, 'PUT', url, pilot, [
      ...fieldParts({ name: 'Outro' }),
      ...repeated('capabilities', ['laser']),
    ]);
    expect(refused.json()).toEqual(fieldErrors(['capabilities', CAPABILITY_INVALID]));
    expect((await call(app, 'GET', url, pilot)).json()).toEqual(created);
  });
});

type Request = Record<string, unknown> & { id: string };

async function postRequest(app: App, who: Account, fields: Record<string, unknown>) {
  return call(app, 'POST', '/api/solicitation', who, { ...requestFields, ...fields });
}

const noPlace = {
  municipalityCode: null,
  uf: null,
  latitude: null,
  longitude: null,
};

describe('request places and capabilities (docs/design.md §8)', () => {
  it('takes a municipality, its point by default, and answers numbers everywhere', async () => {
    const app = await createTestApp();
    const { government, pilot, admin } = await requestPeople(app);

    const created = await postRequest(app, government, {
      municipalityCode: PETROPOLIS,
      requiredCapabilities: ['night_light', 'thermal'],
    });
    expect(created.statusCode).toBe(201);
    const request = created.json<Request>();
    expect(request).toMatchObject({
      place: requestFields.place,
      municipalityCode: PETROPOLIS,
      uf: 'RJ',
      ...PETROPOLIS_POINT,
      requiredCapabilities: ['thermal', 'night_light'],
    });
    expect(typeof request.latitude).toBe('number');
    expect(typeof request.longitude).toBe('number');

    // A point inside the municipality, given as JSON numbers.
    const pointed = await postRequest(app, admin, {
      municipalityCode: String(PETROPOLIS),
      latitude: -22.4561,
      longitude: -43.1449,
    });
    expect(pointed.json()).toMatchObject({
      municipalityCode: PETROPOLIS,
      uf: 'RJ',
      latitude: -22.4561,
      longitude: -43.1449,
      requiredCapabilities: [],
    });

    // Multipart: a list is a repeated field and a number is text; the answer has numbers.
    const form = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts({
        ...requestFields,
        municipalityCode: String(SAO_DOMINGOS_GO),
        latitude: '-13.6',
        longitude: '-46.75',
      }),
      ...repeated('requiredCapabilities', ['zoom', 'payload', 'zoom']),
    ]);
    expect(form.statusCode).toBe(201);
    expect(form.json()).toMatchObject({
      municipalityCode: SAO_DOMINGOS_GO,
      uf: 'GO',
      latitude: -13.6,
      longitude: -46.75,
      requiredCapabilities: ['zoom', 'payload'],
    });
    const defaulted = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts({ ...requestFields, municipalityCode: String(SAO_DOMINGOS_GO) }),
    ]);
    expect(defaulted.json()).toMatchObject({ uf: 'GO', ...SAO_DOMINGOS_GO_POINT });

    // The list and the detail carry the same, to every reader.
    for (const who of [pilot, government, admin]) {
      const list = await call(app, 'GET', '/api/solicitation', who);
      const listed = list.json().find((r: Request) => r.id === request.id);
      expect(listed).toMatchObject({
        municipalityCode: PETROPOLIS,
        uf: 'RJ',
        ...PETROPOLIS_POINT,
        requiredCapabilities: ['thermal', 'night_light'],
      });
      const detail = await call(app, 'GET', `/api/solicitation/${request.id}`, who);
      expect(detail.json()).toMatchObject({ ...listed, userDetails: expect.any(Object) });
    }
  });

  it('never resolves the free-text place: without a municipality the place fields are null', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    for (const fields of [{}, { municipalityCode: null }, { municipalityCode: '' }]) {
      const res = await postRequest(app, government, { place: 'Petrópolis', ...fields });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        place: 'Petrópolis',
        ...noPlace,
        requiredCapabilities: [],
      });
    }
    const form = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts({ ...requestFields, municipalityCode: '', latitude: '', longitude: '' }),
      ...repeated('requiredCapabilities', ['']),
    ]);
    expect(form.statusCode).toBe(201);
    expect(form.json()).toMatchObject({ ...noPlace, requiredCapabilities: [] });
  });

  it('refuses an unknown municipality, a point outside Brazil or without a municipality, and unknown capabilities', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const inPetropolis = { municipalityCode: PETROPOLIS };

    for (const [fields, errors] of [
      [{ municipalityCode: 9999999 }, [['municipalityCode', MUNICIPALITY_NOT_FOUND]]],
      [{ municipalityCode: 42 }, [['municipalityCode', MUNICIPALITY_INVALID]]],
      // Lisbon, Buenos Aires, the middle of the Atlantic.
      [
        { ...inPetropolis, latitude: 38.72, longitude: -9.14 },
        [
          ['latitude', OUTSIDE_BRAZIL],
          ['longitude', OUTSIDE_BRAZIL],
        ],
      ],
      [{ ...inPetropolis, latitude: -34.6, longitude: -58.4 }, [['latitude', OUTSIDE_BRAZIL]]],
      [{ ...inPetropolis, latitude: -10, longitude: -20 }, [['longitude', OUTSIDE_BRAZIL]]],
      [{ ...inPetropolis, latitude: 'norte', longitude: -43 }, [['latitude', LATITUDE_INVALID]]],
      // A point needs a municipality, and both its coordinates.
      [{ latitude: -22.5, longitude: -43.2 }, [['municipalityCode', POINT_WITHOUT_MUNICIPALITY]]],
      [{ ...inPetropolis, latitude: -22.5 }, [['longitude', POINT_INCOMPLETE]]],
      [{ ...inPetropolis, longitude: -43.2 }, [['latitude', POINT_INCOMPLETE]]],
      [
        { requiredCapabilities: ['thermal', 'laser'] },
        [['requiredCapabilities', CAPABILITY_INVALID]],
      ],
    ] as [Record<string, unknown>, [string, string][]][]) {
      const res = await postRequest(app, government, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toEqual(fieldErrors(...errors));
    }
    const form = await sendForm(app, 'POST', '/api/solicitation', government, [
      ...fieldParts({ ...requestFields, municipalityCode: String(PETROPOLIS), latitude: '6' }),
      ...repeated('requiredCapabilities', ['thermal', 'sonar']),
    ]);
    expect(form.json()).toEqual(
      fieldErrors(['latitude', OUTSIDE_BRAZIL], ['requiredCapabilities', CAPABILITY_INVALID]),
    );
    const [stored] = await app.db.select({ n: count() }).from(solicitations);
    expect(stored!.n).toBe(0);
  });

  it('changes the place on PUT: a point moves within, a new municipality brings its point, null clears', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    const created = (
      await postRequest(app, government, {
        municipalityCode: PETROPOLIS,
        requiredCapabilities: ['thermal'],
      })
    ).json<Request>();
    const url = `/api/solicitation/${created.id}`;
    const put = (body: Record<string, unknown>) => call(app, 'PUT', url, government, body);

    // Fields left out do not change.
    expect((await put({ name: 'Deslizamento' })).json()).toMatchObject({
      municipalityCode: PETROPOLIS,
      ...PETROPOLIS_POINT,
      requiredCapabilities: ['thermal'],
    });
    const moved = await put({ latitude: -22.45, longitude: -43.15 });
    expect(moved.json()).toMatchObject({
      municipalityCode: PETROPOLIS,
      uf: 'RJ',
      latitude: -22.45,
      longitude: -43.15,
    });
    const elsewhere = await put({ municipalityCode: SAO_DOMINGOS_GO });
    expect(elsewhere.json()).toMatchObject({
      municipalityCode: SAO_DOMINGOS_GO,
      uf: 'GO',
      ...SAO_DOMINGOS_GO_POINT,
    });

    // Refusals leave the request as it was.
    for (const [body, errors] of [
      [{ municipalityCode: 9999999 }, [['municipalityCode', MUNICIPALITY_NOT_FOUND]]],
      [{ latitude: 40, longitude: -43 }, [['latitude', OUTSIDE_BRAZIL]]],
      [{ latitude: -13.5 }, [['longitude', POINT_INCOMPLETE]]],
      [
        { municipalityCode: null, latitude: -13.5, longitude: -46.7 },
        [['municipalityCode', POINT_WITHOUT_MUNICIPALITY]],
      ],
      [{ requiredCapabilities: ['laser'] }, [['requiredCapabilities', CAPABILITY_INVALID]]],
    ] as [Record<string, unknown>, [string, string][]][]) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual(fieldErrors(...errors));
    }
    const detail = (await call(app, 'GET', url, government)).json();
    expect(detail).toMatchObject({ municipalityCode: SAO_DOMINGOS_GO, ...SAO_DOMINGOS_GO_POINT });

    // Multipart: numbers as text, repeated capabilities; one empty value clears the list.
    const form = await sendForm(app, 'PUT', url, government, [
      ...fieldParts({
        municipalityCode: String(PETROPOLIS),
        latitude: '-22.5',
        longitude: '-43.2',
      }),
      ...repeated('requiredCapabilities', ['rtk', 'thermal']),
    ]);
    expect(form.statusCode).toBe(200);
    expect(form.json()).toMatchObject({
      municipalityCode: PETROPOLIS,
      latitude: -22.5,
      longitude: -43.2,
      requiredCapabilities: ['thermal', 'rtk'],
    });
    const cleared = await sendForm(
      app,
      'PUT',
      url,
      government,
      repeated('requiredCapabilities', ['']),
    );
    expect(cleared.json()).toMatchObject({
      municipalityCode: PETROPOLIS,
      requiredCapabilities: [],
    });

    // No municipality, no place; and then a point alone has nothing to lie in.
    expect((await put({ municipalityCode: null })).json()).toMatchObject(noPlace);
    const lonely = await put({ latitude: -22.5, longitude: -43.2 });
    expect(lonely.json()).toEqual(fieldErrors(['municipalityCode', POINT_WITHOUT_MUNICIPALITY]));
  });
});

describe('the own-data export', () => {
  it('still holds the availability and requests, with their places', async () => {
    const app = await createTestApp();
    const { pilot, government } = await requestPeople(app);
    await createAvailability(app, pilot, { city: 'Petrópolis/RJ' });
    await postRequest(app, government, {
      municipalityCode: PETROPOLIS,
      requiredCapabilities: ['zoom'],
    });
    const data = async (who: Account) => {
      const res = await call(app, 'GET', '/api/users/me/export', who);
      expect(res.statusCode).toBe(200);
      const zip = await JSZip.loadAsync(res.rawPayload);
      return JSON.parse(await zip.file('dados.json')!.async('string'));
    };
    expect((await data(pilot)).disponibility).toMatchObject({
      city: 'Petrópolis/RJ',
      municipalityCode: PETROPOLIS,
    });
    expect((await data(government)).solicitations).toEqual([
      expect.objectContaining({
        municipalityCode: PETROPOLIS,
        ...PETROPOLIS_POINT,
        requiredCapabilities: ['zoom'],
      }),
    ]);
  });
});
