import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ERASED_ACCOUNT_NAME } from '@drones/shared/users';
import type { Db } from '../../db/client';
import {
  additionalData,
  auditEvents,
  additionalDataCertificates,
  autoCallouts,
  communications,
  disponibility,
  driverForms,
  outbox,
  inboundMessages,
  phoneCodes,
  pushSubscriptions,
  reachabilityTargets,
  reachabilityTests,
  userChannels,
  equipment,
  files,
  idempotencyKeys,
  memberships as membershipsTable,
  organizations,
  invitations as invitationsTable,
  missionReportDocuments,
  missionReports,
  passwordResetTokens,
  sessions,
  solicitationPhotos,
  solicitations,
  users,
} from '../../db/schema';

/*
 * The one place that knows every table holding a person's data (LGPD art. 18): what the export
 * reads and what the erasure removes. A test fails when a table that refers to users is left out.
 * matchProfiles is no source of its own: a copy of facts from the tables below, kept by their
 * triggers (migration 0014), so the export has them already and the erasure removes it.
 * termsAcceptances are read with the query of the user's own list of accepted terms.
 */

type OwnTable =
  typeof equipment | typeof solicitations | typeof missionReports | typeof communications;

/** The rows of one of the user's own tables, oldest first. */
async function rowsOf<T extends OwnTable>(db: Db, table: T, userId: string) {
  const own: OwnTable = table;
  const rows = await db
    .select()
    .from(own)
    .where(eq(own.userId, userId))
    .orderBy(asc(own.createdAt));
  return rows as T['$inferSelect'][];
}

/** Runs the queries of `queries` together: their results under the same keys. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.all(Object.values(queries));
  const keys = Object.keys(queries);
  return Object.fromEntries(keys.map((key, i) => [key, results[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/** Every row about the user, as stored (no password hash, no token hashes). */
export async function personalRecords(db: Db, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      cpf: users.cpf,
      phone: users.phone,
      birthDate: users.birthDate,
      role: users.role,
      approvalStatus: users.approvalStatus,
      photoFileId: users.photoFileId,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)));
  if (!account) return null;

  const rows = await allOf({
    availability: db.select().from(disponibility).where(eq(disponibility.userId, userId)),
    additional: db.select().from(additionalData).where(eq(additionalData.userId, userId)),
    certificates: db
      .select({ fileId: additionalDataCertificates.fileId })
      .from(additionalDataCertificates)
      .innerJoin(additionalData, eq(additionalData.id, additionalDataCertificates.additionalDataId))
      .where(eq(additionalData.userId, userId)),
    equipments: rowsOf(db, equipment, userId),
    forms: db.select().from(driverForms).where(eq(driverForms.userId, userId)),
    invitations: db
      .select({
        id: invitationsTable.id,
        // A removed request's invitation names what it kept of it (ADR 031).
        solicitationId: sql<string>`coalesce(${invitationsTable.solicitationId},
                                             (${invitationsTable.cancelledRequest}->>'id')::uuid)`,
        solicitationName: sql<string>`coalesce(${solicitations.name},
                                               ${invitationsTable.cancelledRequest}->>'name')`,
        status: invitationsTable.status,
        source: invitationsTable.source,
        message: invitationsTable.message,
        invitedAt: invitationsTable.invitedAt,
        answeredAt: invitationsTable.answeredAt,
      })
      .from(invitationsTable)
      .leftJoin(solicitations, eq(solicitations.id, invitationsTable.solicitationId))
      .where(eq(invitationsTable.userId, userId))
      .orderBy(asc(invitationsTable.invitedAt)),
    automaticCallouts: db
      .select({
        solicitationId: autoCallouts.solicitationId,
        wanted: autoCallouts.wanted,
        everyMinutes: autoCallouts.everyMinutes,
        message: autoCallouts.message,
        dueAt: autoCallouts.dueAt,
        createdAt: autoCallouts.createdAt,
      })
      .from(autoCallouts)
      .where(eq(autoCallouts.createdBy, userId)),
    requests: rowsOf(db, solicitations, userId),
    requestPhotos: db
      .select({
        solicitationId: solicitationPhotos.solicitationId,
        fileId: solicitationPhotos.fileId,
      })
      .from(solicitationPhotos)
      .innerJoin(solicitations, eq(solicitations.id, solicitationPhotos.solicitationId))
      .where(eq(solicitations.userId, userId)),
    reports: rowsOf(db, missionReports, userId),
    reportDocuments: db
      .select({
        missionReportId: missionReportDocuments.missionReportId,
        fileId: missionReportDocuments.fileId,
      })
      .from(missionReportDocuments)
      .innerJoin(missionReports, eq(missionReports.id, missionReportDocuments.missionReportId))
      .where(eq(missionReports.userId, userId)),
    sent: rowsOf(db, communications, userId),
    openSessions: db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    ownFiles: db
      .select({
        id: files.id,
        kind: files.kind,
        contentType: files.contentType,
        size: files.size,
        createdAt: files.createdAt,
      })
      .from(files)
      // The small copies of photos are ours, not the person's: the photo itself is exported.
      .where(and(eq(files.ownerId, userId), isNull(files.variantOf)))
      .orderBy(asc(files.createdAt)),
    // The audit log keeps what was done by or to the person (it outlives an erasure).
    events: db
      .select({
        at: auditEvents.at,
        action: auditEvents.action,
        actorId: auditEvents.actorId,
        targetType: auditEvents.targetType,
        targetId: auditEvents.targetId,
        ip: auditEvents.ip,
      })
      .from(auditEvents)
      .where(or(eq(auditEvents.actorId, userId), eq(auditEvents.targetId, userId)))
      .orderBy(asc(auditEvents.at)),
    memberships: db
      .select({
        organizationId: membershipsTable.organizationId,
        organization: organizations.name,
        role: membershipsTable.role,
        status: membershipsTable.status,
        createdAt: membershipsTable.createdAt,
        decidedAt: membershipsTable.decidedAt,
      })
      .from(membershipsTable)
      .innerJoin(organizations, eq(organizations.id, membershipsTable.organizationId))
      .where(eq(membershipsTable.userId, userId))
      .orderBy(asc(membershipsTable.createdAt)),
    // His channels (docs/design.md §13): settings, browsers, replies and reachability tests.
    channels: db
      .select({
        push: userChannels.push,
        whatsapp: userChannels.whatsapp,
        sms: userChannels.sms,
        whatsappPhone: userChannels.whatsappPhone,
        smsPhone: userChannels.smsPhone,
        quietStart: userChannels.quietStart,
        quietEnd: userChannels.quietEnd,
      })
      .from(userChannels)
      .where(eq(userChannels.userId, userId)),
    pushSubscriptions: db
      .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    replies: db
      .select({
        channel: inboundMessages.channel,
        receivedAt: inboundMessages.receivedAt,
        unclearText: inboundMessages.unclearText,
      })
      .from(inboundMessages)
      .where(eq(inboundMessages.userId, userId))
      .orderBy(asc(inboundMessages.receivedAt)),
    reachabilityTests: db
      .select({
        testId: reachabilityTargets.testId,
        confirmedAt: reachabilityTargets.confirmedAt,
        confirmedVia: reachabilityTargets.confirmedVia,
      })
      .from(reachabilityTargets)
      .where(eq(reachabilityTargets.userId, userId)),
  });
  return {
    account,
    ...rows,
    channels: rows.channels[0] ?? null,
    availability: rows.availability[0] ?? null,
    additional: rows.additional[0] ?? null,
  };
}

export type PersonalRecords = NonNullable<Awaited<ReturnType<typeof personalRecords>>>;

/**
 * The files that are the person's alone: the photo, certificates and ANAC forms. Photos of
 * requests and documents of reports belong to those records, which outlive the account.
 */
export async function personalFileIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.ownerId, userId),
        inArray(files.kind, ['user_photo', 'certificate', 'driver_form']),
        isNull(files.variantOf),
      ),
    );
  return rows.map((row) => row.id);
}

/** What an erased account's row keeps of the person: nothing but the name 'Conta removida'. */
export const BLANKED_ACCOUNT = {
  name: ERASED_ACCOUNT_NAME,
  email: null,
  cpf: null,
  phone: null,
  birthDate: null,
  photoFileId: null,
} as const;

/**
 * Removes the pilot data, automatic call-outs, sessions, reset tokens and queued mail of the
 * account and blanks the account row; requests, reports, communications and invitations keep it
 * as their author or pilot.
 * Answers false when the account was already erased.
 */
export async function eraseAccountRecords(db: Db, userId: string, email: string): Promise<boolean> {
  const [erased] = await db
    .update(users)
    .set({
      ...BLANKED_ACCOUNT,
      // No password matches an empty hash, so nobody signs in to the blank row.
      passwordHash: '',
      erasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .returning({ id: users.id });
  if (!erased) return false;
  await db.delete(equipment).where(eq(equipment.userId, userId));
  await db.delete(disponibility).where(eq(disponibility.userId, userId));
  await db.delete(additionalData).where(eq(additionalData.userId, userId));
  await db.delete(driverForms).where(eq(driverForms.userId, userId));
  // His invitations stay in the requests' rosters and counts as 'Conta removida' (ADR 031);
  // their e-mail links open nothing any more.
  await db
    .update(invitationsTable)
    .set({ tokenHash: null })
    .where(eq(invitationsTable.userId, userId));
  // An erased account belongs to no body.
  await db.delete(membershipsTable).where(eq(membershipsTable.userId, userId));
  // An erased account calls nobody any more.
  await db.delete(autoCallouts).where(eq(autoCallouts.createdBy, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  // Copies of answers already in the export above, kept 24 h for retries: not exported, erased.
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await db.delete(outbox).where(or(eq(outbox.to, email), eq(outbox.userId, userId)));
  // His channels, codes, browsers and replies (docs/design.md §13); reachability tests he ran
  // stay without their author.
  await db.delete(userChannels).where(eq(userChannels.userId, userId));
  await db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await db.delete(inboundMessages).where(eq(inboundMessages.userId, userId));
  await db.delete(reachabilityTargets).where(eq(reachabilityTargets.userId, userId));
  await db
    .update(reachabilityTests)
    .set({ createdBy: null })
    .where(eq(reachabilityTests.createdBy, userId));
  return true;
}
