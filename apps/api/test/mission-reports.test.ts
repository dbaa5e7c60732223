import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { missionReports, solicitations } from '../src/db/schema';
import {
  fieldParts,
  htmlAsPdf,
  nothingStored,
  samplePdf,
  samplePng,
  sendForm,
  storedCounts,
  unsigned,
} from './helpers/files';
import { rowCount } from './helpers/fixtures';
import { createTestAppWithConfig } from './helpers/test-app';
import { call } from './helpers/pilot-data';
import { createRequest, reportFields, requestPeople } from './helpers/solicitations';

async function counts(app: FastifyInstance) {
  return {
    reports: await rowCount(app.db, missionReports),
    finished: await rowCount(app.db, solicitations, eq(solicitations.isFinished, true)),
  };
}

describe('filing the mission report', () => {
  it('stores the report and its documents and finishes the request, once', async () => {
    const { app } = await createTestAppWithConfig();
    const { government, pilot } = await requestPeople(app);
    const request = await createRequest(app, government);

    const res = await sendForm(app, 'POST', '/api/missionReport', government, [
      ...fieldParts({ ...reportFields, solicitationId: request.id, userId: government.id }),
      { name: 'documents', data: samplePdf, filename: 'relatorio.pdf' },
      { name: 'documents', data: await samplePng(), filename: 'mapa.png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      solicitationId: request.id,
      userId: government.id,
      ...reportFields,
      urlDocuments: [
        expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\?s=[0-9a-f-]{36}&exp=\d+&sig=/),
        expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}\?s=[0-9a-f-]{36}&exp=\d+&sig=/),
      ],
      createdAt: expect.any(String),
    });
    const pdf = await app.inject(body.urlDocuments[0]);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(samplePdf)).toBe(true);
    expect((await app.inject(body.urlDocuments[1])).headers['content-type']).toBe('image/webp');

    // Every signed-in role reads it; the request now points at it.
    for (const who of [pilot, government]) {
      const read = await call(app, 'GET', `/api/missionReport/${body.id}`, who);
      expect(read.statusCode).toBe(200);
      expect(unsigned(read.json())).toEqual(unsigned(body));
    }
    const detail = await call(app, 'GET', `/api/solicitation/${request.id}`, pilot);
    expect(detail.json()).toMatchObject({ isFinished: true, missionReportId: body.id });
    const finished = await call(app, 'GET', '/api/solicitation?status=finished', pilot);
    expect(finished.json()).toEqual([
      expect.objectContaining({ id: request.id, missionReportId: body.id }),
    ]);

    const second = await call(app, 'POST', '/api/missionReport', government, {
      ...reportFields,
      solicitationId: request.id,
    });
    expect(second.statusCode).toBe(409);
    expect(await counts(app)).toEqual({ reports: 1, finished: 1 });
  });

  it('lets only the creator file it', async () => {
    const { app } = await createTestAppWithConfig();
    const { government, otherGovernment, admin, pilot, pending } = await requestPeople(app);
    const request = await createRequest(app, government);
    const payload = { ...reportFields, solicitationId: request.id };

    for (const who of [otherGovernment, admin]) {
      const res = await call(app, 'POST', '/api/missionReport', who, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Somente quem criou a solicitação pode fazer o relatório');
    }
    for (const who of [pilot, pending]) {
      expect((await call(app, 'POST', '/api/missionReport', who, payload)).statusCode).toBe(403);
    }
    const unknown = await call(app, 'POST', '/api/missionReport', government, {
      ...payload,
      solicitationId: '0190a000-0000-7000-8000-000000000001',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Solicitação não encontrada');

    const { observation: _observation, ...incomplete } = payload;
    const invalid = await call(app, 'POST', '/api/missionReport', government, incomplete);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([{ path: 'observation', message: 'Campo obrigatório' }]);
    expect(await counts(app)).toEqual({ reports: 0, finished: 0 });
  });

  it('leaves the request open, and no report and no file, when a document is refused', async () => {
    const { app, config } = await createTestAppWithConfig();
    const { government } = await requestPeople(app);
    const request = await createRequest(app, government);

    const res = await sendForm(app, 'POST', '/api/missionReport', government, [
      ...fieldParts({ ...reportFields, solicitationId: request.id }),
      { name: 'documents', data: samplePdf, filename: 'relatorio.pdf' },
      { name: 'documents', data: await samplePng(), filename: 'mapa.png' },
      { name: 'documents', data: htmlAsPdf, filename: 'falso.pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await counts(app)).toEqual({ reports: 0, finished: 0 });
    expect(await storedCounts(app.db, config.DATA_DIR)).toEqual(nothingStored);
    const detail = await call(app, 'GET', `/api/solicitation/${request.id}`, government);
    expect(detail.json()).toMatchObject({ isFinished: false, missionReportId: null });

    // The same request can then be reported properly.
    const retry = await call(app, 'POST', '/api/missionReport', government, {
      ...reportFields,
      solicitationId: request.id,
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().urlDocuments).toEqual([]);
  });
});

describe('listing mission reports', () => {
  it('pages newest first with X-Total-Count and Link', async () => {
    const { app } = await createTestAppWithConfig();
    const { government, pilot } = await requestPeople(app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const request = await createRequest(app, government, { name: `Pedido ${i}` });
      const res = await call(app, 'POST', '/api/missionReport', government, {
        ...reportFields,
        name: `Relatório ${i}`,
        solicitationId: request.id,
      });
      ids.push(res.json().id);
    }
    const first = await call(app, 'GET', '/api/missionReport?limit=2', pilot);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json().map((r: { name: string }) => r.name)).toEqual([
      'Relatório 2',
      'Relatório 1',
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    const second = await call(app, 'GET', next, pilot);
    expect(second.json().map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(second.headers.link).toBeUndefined();
    expect((await call(app, 'GET', '/api/missionReport')).statusCode).toBe(401);
    const unknown = await call(
      app,
      'GET',
      '/api/missionReport/0190a000-0000-7000-8000-000000000001',
      pilot,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
