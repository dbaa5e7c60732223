import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Account } from './helpers/accounts';
import { pilotDataPeople } from './helpers/pilot-data';
import { createTestApp } from './helpers/test-app';

// Random input against every route of the served OpenAPI document: strings with control
// characters, huge and negative numbers, wrong types, malformed cursors and ids, signed in or
// not. Nothing may answer 5xx. `npm test` runs a few thousand cases with a fixed seed;
// `npm run fuzz` runs many more (FUZZ_RUNS, FUZZ_SEED).
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: object } }> };
      }
    >
  >;
};

function operationsOf(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      // Signing out would end the sessions the other cases use.
      .filter(([, op]) => path !== '/api/auth/logout' && typeof op === 'object')
      .map(([method, op]) => {
        const params = op.parameters ?? [];
        const content = op.requestBody?.content ?? {};
        const schema = Object.values(content)[0]?.schema;
        return {
          method: method.toUpperCase(),
          path,
          pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: Object.keys(schema?.properties ?? {}),
        };
      }),
  );
}

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\r',
    '\t\n',
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '9'.repeat(400),
    'x'.repeat(6000),
    '2026-02-30',
    'null',
    'NaN',
    '-1',
    '1e309',
  ),
  fc.uuid().map(String),
  // Cursors: base64url of anything, and of our own shape with impossible values.
  fc.json().map((json) => Buffer.from(json).toString('base64url')),
  fc
    .tuple(
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('2026-02-30 10:00:00+00', '2026-13-01 25:61:00Z', '2026-01-01 10:00:00+99'),
      ),
      fc.oneof(fc.string({ maxLength: 40 }), fc.uuid().map(String)),
    )
    .map((pair) => Buffer.from(JSON.stringify(pair)).toString('base64url')),
);

const anyValue = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 3 }),
);

function requestArbitrary(operations: Operation[], people: (Account | undefined)[]) {
  return fc
    .record({
      operation: fc.constantFrom(...operations),
      who: fc.constantFrom(...people),
      pathValues: fc.array(nasty, { minLength: 4, maxLength: 4 }),
      // Each query parameter left out half the time, so one bad value is not hidden behind another.
      queryValues: fc.array(fc.option(nasty, { freq: 1 }), { minLength: 6, maxLength: 6 }),
      bodyValues: fc.array(fc.option(anyValue), { minLength: 16, maxLength: 16 }),
      rawBody: fc.option(fc.oneof(fc.json(), fc.string({ unit: 'binary', maxLength: 80 }))),
    })
    .map(({ operation, who, pathValues, queryValues, bodyValues, rawBody }): InjectOptions => {
      let i = 0;
      const url = operation.path.replace(/\{[^}]+\}/g, () =>
        encodeURIComponent(String(pathValues[i++ % pathValues.length])),
      );
      const query = new URLSearchParams();
      operation.queryParams.forEach((name, n) => {
        const value = queryValues[n % queryValues.length];
        if (value !== null && value !== undefined) query.set(name, String(value));
      });
      const body = Object.fromEntries(
        operation.bodyFields
          .map((name, n) => [name, bodyValues[n % bodyValues.length]] as const)
          .filter(([, value]) => value !== null),
      );
      const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      return {
        method: operation.method as InjectOptions['method'],
        url: `${url}${query.size > 0 ? `?${query}` : ''}`,
        headers: {
          ...(who?.auth ?? {}),
          ...(withBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(withBody ? { payload: rawBody ?? JSON.stringify(body) } : {}),
      };
    });
}

describe('fuzzing every route', () => {
  it(`answers ${RUNS} random requests without a 5xx`, async () => {
    const app: FastifyInstance = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100000' });
    const { pilot, pending, government, admin } = await pilotDataPeople(app);
    const doc = (await app.inject('/api/docs/json')).json() as OpenApi;
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(30);

    await fc.assert(
      fc.asyncProperty(
        requestArbitrary(operations, [undefined, pilot, pending, government, admin]),
        async (request) => {
          const res = await app.inject(request);
          if (res.statusCode >= 500) {
            throw new Error(`${request.method} ${request.url} → ${res.statusCode} ${res.body}`);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  }, 600_000);
});
