import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missionReportDocuments, missionReports } from '../../db/schema';
import { afterCursor, newestFirst, type Cursor } from '../../lib/keyset';

export type MissionReportRow = typeof missionReports.$inferSelect;
export type NewMissionReportRow = typeof missionReports.$inferInsert;

/** The unique index that keeps one report per request. */
export const ONE_PER_SOLICITATION = 'mission_reports_solicitation_key';

export async function insertMissionReport(
  db: Db,
  values: NewMissionReportRow,
): Promise<MissionReportRow> {
  const [row] = await db.insert(missionReports).values(values).returning();
  return row!;
}

export async function linkDocument(db: Db, missionReportId: string, fileId: string) {
  await db.insert(missionReportDocuments).values({ missionReportId, fileId });
}

/**
 * A report with its documents' file ids (a subquery, looked up by index for the returned rows
 * only; the outer row is spelled out because drizzle leaves one-table columns unqualified) and
 * its position in the list.
 */
const reportColumns = {
  row: missionReports,
  documentIds: sql<string[]>`array(
    select document.file_id::text from ${missionReportDocuments} document
    where document.mission_report_id = "mission_reports"."id"
    order by document.created_at, document.file_id)`,
  cursor: sql<string>`${missionReports.createdAt}::text`,
};

export type MissionReportListRow = { row: MissionReportRow; documentIds: string[]; cursor: string };

export async function findMissionReport(db: Db, id: string): Promise<MissionReportListRow | null> {
  const [row] = await db
    .select(reportColumns)
    .from(missionReports)
    .where(eq(missionReports.id, id))
    .limit(1);
  return row ?? null;
}

export async function countMissionReports(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(missionReports);
  return row?.n ?? 0;
}

/** Newest first, after the cursor; `cursor` is created_at as PostgreSQL prints it. */
export async function listMissionReports(db: Db, limit: number, after?: Cursor) {
  return db
    .select(reportColumns)
    .from(missionReports)
    .where(after ? afterCursor(missionReports.createdAt, missionReports.id, after) : undefined)
    .orderBy(...newestFirst(missionReports.createdAt, missionReports.id))
    .limit(limit);
}
