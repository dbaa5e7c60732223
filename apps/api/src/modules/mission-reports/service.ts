import type {
  CreateMissionReportInput,
  MissionReport,
  MissionReportListQuery,
} from '@drones/shared/mission-reports';
import { MISSION_REPORT_NOT_FOUND } from '@drones/shared/mission-reports';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import type { FileService } from '../../plugins/app/files/file-service';
import { assertSelf } from '../../lib/ownership';
import { decodeCursor, encodeCursor } from '../../lib/keyset';
import type { SessionUser } from '../../lib/session-user';
import { markFinished, requireCreator } from '../solicitations/service';
import {
  countMissionReports,
  findMissionReport,
  insertMissionReport,
  linkDocument,
  listMissionReports,
  ONE_PER_SOLICITATION,
  type MissionReportListRow,
  type MissionReportRow,
} from './repository';

const NOT_CREATOR = 'Somente quem criou a solicitação pode fazer o relatório';
const ALREADY_REPORTED = 'Esta solicitação já foi finalizada com um relatório da missão.';

/** Turns a stored file id into a signed, expiring URL. */
type SignUrl = (fileId: string) => string;

export interface MissionReportDeps {
  db: Db;
  files: FileService;
}

function view({ row, documentIds }: MissionReportListRow, signUrl: SignUrl): MissionReport {
  return {
    id: row.id,
    solicitationId: row.solicitationId,
    userId: row.userId,
    name: row.name,
    description: row.description,
    main_information: row.mainInformation,
    fight_time: row.fightTime,
    colected_data: row.colectedData,
    resources_utilizated: row.resourcesUtilizated,
    observation: row.observation,
    urlDocuments: documentIds.map(signUrl),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readMissionReport(
  db: Db,
  id: string,
  signUrl: SignUrl,
): Promise<MissionReport> {
  const entry = await findMissionReport(db, id);
  if (!entry) throw new HttpError(404, MISSION_REPORT_NOT_FOUND);
  return view(entry, signUrl);
}

/** A newest-first page of reports and the cursor of the next one. */
export async function listMissionReportPage(
  db: Db,
  page: MissionReportListQuery,
  signUrl: SignUrl,
): Promise<{ items: MissionReport[]; total: number; next: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : undefined;
  const [rows, total] = await Promise.all([
    listMissionReports(db, page.limit + 1, after),
    countMissionReports(db),
  ]);
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  return {
    items: pageRows.map((entry) => view(entry, signUrl)),
    total,
    next:
      rows.length > page.limit && last
        ? encodeCursor({ createdAt: last.cursor, id: last.row.id })
        : null,
  };
}

/**
 * Files the report of the creator's request: the report, its documents and the request's
 * finishing commit together or not at all (a refused document leaves the request open, no report
 * and no file). A second report is 409.
 */
export async function fileMissionReport(
  deps: MissionReportDeps,
  user: SessionUser,
  input: CreateMissionReportInput,
  documents: Buffer[],
): Promise<MissionReport> {
  assertSelf(user, input.userId);
  const { row: solicitation } = await requireCreator(
    deps.db,
    user,
    input.solicitationId,
    NOT_CREATOR,
  );
  if (solicitation.isFinished) throw new HttpError(409, ALREADY_REPORTED);
  let report: MissionReportRow;
  try {
    report = await deps.files.transaction(async (tx) => {
      // Locks the request: a concurrent edit, removal or second report waits for this one.
      if (!(await markFinished(tx, solicitation.id))) throw new HttpError(409, ALREADY_REPORTED);
      const row = await insertMissionReport(tx, {
        solicitationId: solicitation.id,
        userId: user.id,
        name: input.name,
        description: input.description,
        mainInformation: input.main_information,
        fightTime: input.fight_time,
        colectedData: input.colected_data,
        resourcesUtilizated: input.resources_utilizated || null,
        observation: input.observation,
      });
      for (const data of documents) {
        const file = await deps.files.store(
          { data, kind: 'mission_document', ownerId: user.id },
          tx,
        );
        await linkDocument(tx, row.id, file.id);
      }
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_SOLICITATION)) throw new HttpError(409, ALREADY_REPORTED);
    throw error;
  }
  return readMissionReport(deps.db, report.id, (fileId) => deps.files.signedUrl(fileId));
}
