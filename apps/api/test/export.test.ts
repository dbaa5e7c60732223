import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '@drones/shared/endpoints/export';
import { solicitations } from '../src/db/schema';
import { finishedSolicitations } from '../src/modules/solicitations/service';
import { needsDrain, zipInputs } from '../src/modules/export/workbook';
import { createTestApp } from './helpers/test-app';
import { call } from './helpers/pilot-data';
import { createRequest, requestPeople } from './helpers/solicitations';

// docs/design.md §4: the spec's seven columns, then the added ones.
const HEADER = EXPORT_COLUMNS.slice(0, 7);
const ADDED = EXPORT_COLUMNS.slice(7);

describe('spreadsheet export', () => {
  it('streams the finished requests, newest first, with formula-like cells escaped', async () => {
    const app = await createTestApp();
    const { admin, government } = await requestPeople(app);
    const base = {
      userId: government.id,
      place: 'Recife',
      hour: '09:00',
      missionDetails: 'Sobrevoo',
      necessaryResources: 'Drone',
    };
    await app.db.insert(solicitations).values([
      {
        ...base,
        name: 'Alagamento em Boa Viagem',
        description: 'Mapear ruas',
        observation: null,
        isFinished: true,
        createdAt: new Date('2025-01-01T10:00:00Z'),
      },
      {
        ...base,
        name: '=HYPERLINK("http://mal.example","clique")',
        description: '+55 81 99999-0000',
        place: '-Olinda',
        hour: '@14h',
        missionDetails: '\tTabulado',
        necessaryResources: '\rRetorno',
        observation: 'Sem =fórmula no meio',
        isFinished: true,
        createdAt: new Date('2025-02-01T10:00:00Z'),
      },
      {
        ...base,
        name: 'Ainda em curso',
        description: 'Aberta',
        isFinished: false,
        createdAt: new Date('2025-03-01T10:00:00Z'),
      },
    ]);

    const res = await call(app, 'GET', '/api/solicitation/export.xlsx', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="SolicitationReports.xlsx"',
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['SolicitationReports']);
    const sheet = workbook.getWorksheet('SolicitationReports')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(HEADER.map((_, i) => row.getCell(i + 1).value ?? '')));
    expect(rows).toEqual([
      HEADER,
      [
        `'=HYPERLINK("http://mal.example","clique")`,
        "'+55 81 99999-0000",
        "'-Olinda",
        "'@14h",
        "'\tTabulado",
        // XML turns a carriage return into a line feed; the quote is still there.
        "'\nRetorno",
        'Sem =fórmula no meio',
      ],
      ['Alagamento em Boa Viagem', 'Mapear ruas', 'Recife', '09:00', 'Sobrevoo', 'Drone', ''],
    ]);
  });

  it("appends the request's date, municipality and creator, then its mission report", async () => {
    const app = await createTestApp();
    const { admin, government } = await requestPeople(app);
    const dated = await createRequest(app, government, {
      name: 'Enchente no Centro',
      date: '2026-11-28',
      municipalityCode: 3303906,
    });
    const report = await call(app, 'POST', '/api/missionReport', government, {
      solicitationId: dated.id,
      name: 'Relatório da enchente',
      description: 'Sobrevoo das margens do rio',
      main_information: 'Três famílias localizadas',
      fight_time: '95 min',
      colected_data: '420 fotos',
      resources_utilizated: '=Mavic 3',
      observation: 'Sem intercorrências',
    });
    expect(report.statusCode).toBe(201);
    // A request without date or municipality, finished without a report (as older data is).
    await app.db.insert(solicitations).values({
      userId: government.id,
      name: 'Sem data',
      description: 'd',
      place: 'Recife',
      hour: '09:00',
      missionDetails: 'm',
      necessaryResources: 'r',
      isFinished: true,
      createdAt: new Date('2025-03-01T02:00:00Z'),
    });

    const res = await call(app, 'GET', '/api/solicitation/export.xlsx', admin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('SolicitationReports')!;
    const added = (row: number) =>
      ADDED.map((_, i) => sheet.getRow(row).getCell(HEADER.length + i + 1).value ?? '');
    expect(added(1)).toEqual(ADDED);
    expect(added(2)).toEqual([
      '28/11/2026',
      'Petrópolis – RJ',
      'Maria da Silva',
      'Relatório da enchente',
      'Sobrevoo das margens do rio',
      'Três famílias localizadas',
      '95 min',
      '420 fotos',
      "'=Mavic 3",
      'Sem intercorrências',
    ]);
    // No date: the day it was created, in Brasília (02:00 UTC is the evening before).
    expect(added(3)).toEqual(['28/02/2025', '', 'Maria da Silva', '', '', '', '', '', '', '']);
  });

  it('is for admins only', async () => {
    const app = await createTestApp();
    const { government, pilot } = await requestPeople(app);
    for (const who of [government, pilot]) {
      expect((await call(app, 'GET', '/api/solicitation/export.xlsx', who)).statusCode).toBe(403);
    }
    expect((await call(app, 'GET', '/api/solicitation/export.xlsx')).statusCode).toBe(401);
  });

  it('answers an empty sheet with the header when nothing is finished', async () => {
    const app = await createTestApp();
    const { admin } = await requestPeople(app);
    const res = await call(app, 'GET', '/api/solicitation/export.xlsx', admin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('SolicitationReports')!;
    expect(sheet.rowCount).toBe(1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...HEADER, ...ADDED]);
  });

  it('reads the finished requests in keyset batches, newest first, without skipping ties', async () => {
    const app = await createTestApp();
    const { government } = await requestPeople(app);
    // Two share a created_at: the id breaks the tie and neither is lost between batches.
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
    await app.db.insert(solicitations).values(
      [0, 1, 2, 2, 3].map((minute, i) => ({
        userId: government.id,
        name: `Pedido ${i}`,
        description: 'd',
        place: 'p',
        hour: 'h',
        missionDetails: 'm',
        necessaryResources: 'r',
        isFinished: true,
        createdAt: at(minute),
      })),
    );
    const batches: string[][] = [];
    for await (const batch of finishedSolicitations(app, 2)) {
      batches.push(batch.map((row) => row.name));
    }
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 1]);
    const names = batches.flat();
    expect(names[0]).toBe('Pedido 4');
    expect(names.at(-1)).toBe('Pedido 0');
    expect(new Set(names).size).toBe(5);
  });

  it("finds the zip's input, where the writer waits for compression to catch up", async () => {
    // docs/design.md §7: without this wait the sheet's XML piles up in memory (ExcelJS writes it
    // on without backpressure); an ExcelJS that no longer exposes it must fail here.
    const out = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
    const sheet = workbook.addWorksheet('Teste');
    // Text that does not compress, more than the zip and `out` hold.
    for (let i = 0; i < 100; i++) sheet.addRow([randomBytes(15_000).toString('hex')]).commit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const inputs = zipInputs(sheet);
    expect(inputs).toHaveLength(1);
    // Nobody reads `out`: the zip's input is full, and the writer would wait.
    expect(needsDrain(inputs[0]!)).toBe(true);
    out.resume();
    sheet.commit();
    await workbook.commit();
  });
});
