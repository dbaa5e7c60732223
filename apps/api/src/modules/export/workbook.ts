import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { formatExpiryDate, todayInBrazil } from '@drones/shared/certificates';
import { EXPORT_COLUMNS } from '@drones/shared/endpoints/export';
import { municipalityLabel } from '@drones/shared/places';
import type { ServiceContext } from '../../lib/service-context';
import { finishedSolicitations, type FinishedRow } from '../solicitations/service';

export const SHEET_NAME = 'SolicitationReports';

const WIDTHS = [40, 60, 30, 12, 60, 40, 40, 12, 30, 30, 40, 60, 60, 15, 40, 40, 40];

/**
 * A cell that starts like a formula (= + - @, or a tab or carriage return that some spreadsheets
 * skip) is prefixed with a single quote, so opening the file never runs what a user typed.
 */
export function escapeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cells(row: FinishedRow): string[] {
  const { report, municipality } = row;
  return [
    row.name,
    row.description,
    row.place,
    row.hour,
    row.missionDetails,
    row.necessaryResources,
    row.observation ?? '',
    // The request's date, or else the day it was created (docs/design.md §15).
    formatExpiryDate(row.date ?? todayInBrazil(row.createdAt)),
    municipality ? municipalityLabel(municipality) : '',
    row.creatorName,
    report?.name ?? '',
    report?.description ?? '',
    report?.mainInformation ?? '',
    report?.fightTime ?? '',
    report?.colectedData ?? '',
    report?.resourcesUtilizated ?? '',
    report?.observation ?? '',
  ].map(escapeCell);
}

/**
 * Waits until `stream` takes more data; false when `out` closed first (the client went away, so
 * nothing downstream will ever drain).
 */
function drained(stream: Writable, out: Writable): Promise<boolean> {
  if (out.destroyed) return Promise.resolve(false);
  if (!needsDrain(stream)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (value: boolean) => () => {
      stream.off('drain', onDrain);
      out.off('close', onClose);
      resolve(value);
    };
    const onDrain = done(true);
    const onClose = done(false);
    stream.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/** Node's streams say it as `writableNeedDrain`; archiver's (readable-stream 3) only in their state. */
export function needsDrain(stream: Writable): boolean {
  const state = (stream as { _writableState?: { needDrain?: boolean } })._writableState;
  return stream.writableNeedDrain ?? state?.needDrain ?? false;
}

function isWritable(value: unknown): value is Writable {
  return typeof value === 'object' && value !== null && 'write' in value && 'on' in value;
}

/**
 * Where the zip takes the sheet's XML in. ExcelJS's sheet stream writes on without backpressure
 * (exceljs 4.4: its StreamBuf into archiver's input); the XML piles up there whenever compressing
 * is slower than reading rows, so the writer waits on it as on `out`.
 * test/export.test.ts fails if a new ExcelJS no longer exposes it.
 */
export function zipInputs(sheet: ExcelJS.Worksheet): Writable[] {
  const pipes = (sheet as { stream?: { pipes?: unknown } }).stream?.pipes;
  return Array.isArray(pipes) ? pipes.filter(isWritable) : [];
}

/** Waits until the zip and `out` have taken what was written; false when `out` closed. */
async function caughtUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<boolean> {
  for (const stream of [...zipInputs(sheet), out]) {
    if (!(await drained(stream, out))) return false;
  }
  return true;
}

/**
 * Streams SolicitationReports.xlsx of every finished request (newest first) into `out`. Rows are
 * read in keyset batches and committed as they go, and the writer waits whenever the zip's input
 * or `out` is full, so memory stays flat however many requests there are (docs/design.md §7).
 */
export async function writeFinishedWorkbook(
  ctx: Pick<ServiceContext, 'db'>,
  out: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const header = sheet.addRow([...EXPORT_COLUMNS]);
  header.font = { bold: true };
  header.commit();
  for await (const batch of finishedSolicitations(ctx)) {
    for (const row of batch) sheet.addRow(cells(row)).commit();
    if (!(await caughtUp(sheet, out))) return;
  }
  sheet.commit();
  await workbook.commit();
}
