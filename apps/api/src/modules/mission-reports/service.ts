import type {
  CreateMissionReportInput,
  MissionReport,
  MissionReportListQuery,
} from '@drones/shared/mission-reports';
import { MISSION_REPORT_NOT_FOUND } from '@drones/shared/mission-reports';
import type { ServiceContext } from '../../lib/service-context';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../lib/http-error';
import { assertSelf } from '../../lib/ownership';
import { keysetPage, type Page } from '../../lib/keyset';
import type { SessionUser } from '../../lib/session-user';
import type { Upload } from '../../plugins/app/files/content';
import type { FileViewer } from '../../plugins/app/files/file-service';
import { markFinished, requireManager } from '../solicitations/service';
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

function view(
  ctx: Pick<ServiceContext, 'files'>,
  viewer: FileViewer,
  { row, documentIds }: MissionReportListRow,
): MissionReport {
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
    urlDocuments: documentIds.map((id) => ctx.files.signedUrl(id, viewer)),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readMissionReport(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: FileViewer,
  id: string,
): Promise<MissionReport> {
  const entry = await findMissionReport(ctx.db, id);
  if (!entry) throw new HttpError(404, MISSION_REPORT_NOT_FOUND);
  return view(ctx, viewer, entry);
}

/** A newest-first page of reports. */
export function listMissionReportPage(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  viewer: FileViewer,
  page: MissionReportListQuery,
): Promise<Page<MissionReport>> {
  return keysetPage(page, {
    rows: (limit, after) => listMissionReports(ctx.db, limit, after),
    total: () => countMissionReports(ctx.db),
    position: (entry) => ({ createdAt: entry.cursor, id: entry.row.id }),
    view: (entry) => view(ctx, viewer, entry),
  });
}

/**
 * Files the report of the creator's request: the report, its documents and the request's
 * finishing commit together or not at all (a refused document leaves the request open, no report
 * and no file). A second report is 409.
 */
export async function fileMissionReport(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  user: SessionUser,
  input: CreateMissionReportInput,
  documents: Upload[],
): Promise<MissionReport> {
  assertSelf(user, input.userId);
  const { row: solicitation } = await requireManager(ctx, user, input.solicitationId, NOT_CREATOR);
  if (solicitation.isFinished) throw new HttpError(409, ALREADY_REPORTED);
  const prepared = await ctx.files.prepareEach(documents, {
    kind: 'mission_document',
    ownerId: user.id,
  });
  let report: MissionReportRow;
  try {
    report = await ctx.files.transaction(async (tx) => {
      // Locks the request: a concurrent edit, removal or second report waits for this one.
      if (!(await markFinished({ db: tx }, solicitation.id)))
        throw new HttpError(409, ALREADY_REPORTED);
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
      await ctx.files.storeEach(prepared, tx, (file) => linkDocument(tx, row.id, file.id));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_PER_SOLICITATION)) throw new HttpError(409, ALREADY_REPORTED);
    throw error;
  }
  return readMissionReport(ctx, user, report.id);
}
