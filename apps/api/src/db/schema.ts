import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { auditActions, type AuditDetails } from '@drones/shared/audit';
import { CAPABILITIES } from '@drones/shared/capabilities';
import { CERTIFICATE_STATUSES } from '@drones/shared/certificates';
import { ANSWER_VIAS, CHANNELS, DELIVERY_STATUSES, PHONE_CHANNELS } from '@drones/shared/channels';
import { INVITATION_SOURCES, INVITATION_STATUSES } from '@drones/shared/invitations';
import { MEMBERSHIP_ROLES, MEMBERSHIP_STATUSES } from '@drones/shared/memberships';
import { ORGANIZATION_KINDS, SHARE_STATUSES, TERMS_CHANNELS } from '@drones/shared/organizations';
import { approvalStatuses, roles } from '@drones/shared/roles';
import { URGENCIES } from '@drones/shared/solicitations';
import { withoutAccents } from './search';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Ids are UUID v7: unique everywhere and ordered by creation time.
const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// A pg_trgm index on a searched column's accent-free text, the very expression searches match on.
const trigramsWithoutAccents = (column: AnyPgColumn) => sql`${withoutAccents(column)} gin_trgm_ops`;

// The enums the wire contract also names take their values from it.
export const roleEnum = pgEnum('role', roles);
export const approvalEnum = pgEnum('approval_status', approvalStatuses);
export const urgencyEnum = pgEnum('urgency', URGENCIES);
export const fileKindEnum = pgEnum('file_kind', [
  'user_photo',
  'certificate',
  'driver_form',
  'solicitation_photo',
  'mission_document',
]);
export const auditActionEnum = pgEnum('audit_action', auditActions);
export const capabilityEnum = pgEnum('capability', CAPABILITIES);
export const certificateStatusEnum = pgEnum('certificate_status', CERTIFICATE_STATUSES);
export const invitationStatusEnum = pgEnum('invitation_status', INVITATION_STATUSES);
export const organizationKindEnum = pgEnum('organization_kind', ORGANIZATION_KINDS);
export const membershipRoleEnum = pgEnum('membership_role', MEMBERSHIP_ROLES);
export const membershipStatusEnum = pgEnum('membership_status', MEMBERSHIP_STATUSES);
export const shareStatusEnum = pgEnum('share_status', SHARE_STATUSES);
export const termsChannelEnum = pgEnum('terms_channel', TERMS_CHANNELS);
export const invitationSourceEnum = pgEnum('invitation_source', INVITATION_SOURCES);
export const channelEnum = pgEnum('channel', CHANNELS);
export const phoneChannelEnum = pgEnum('phone_channel', PHONE_CHANNELS);
export const deliveryStatusEnum = pgEnum('delivery_status', DELIVERY_STATUSES);
export const answerViaEnum = pgEnum('answer_via', ANSWER_VIAS);

/** Stored uploads. The bytes live in the FileStore (disk, or file_contents for the postgres driver). */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: uuid('owner_id'),
    kind: fileKindEnum('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /**
     * Set on the small copy of a photo (≤ 480 px, for lists and cards): the photo it was made
     * from. It goes with that photo and counts in no quota.
     */
    variantOf: uuid('variant_of').references((): AnyPgColumn => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId),
    uniqueIndex('files_variant_of_idx').on(t.variantOf),
  ],
);

export const fileContents = pgTable('file_contents', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/**
 * The IBGE municipalities (vendored, MIT: apps/api/vendor/municipalities/), loaded by migration
 * 0011. `search_key` is the lower-cased name without accents, the one the search compares.
 */
export const municipalities = pgTable(
  'municipalities',
  {
    code: integer('code').primaryKey(),
    name: text('name').notNull(),
    uf: char('uf', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    capital: boolean('capital').notNull(),
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(sql`lower(immutable_unaccent(name))`),
  },
  (t) => [
    index('municipalities_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('municipalities_search_key_prefix_idx').on(t.searchKey.op('text_pattern_ops')),
    // The bounding-box prefilter of matching (docs/design.md §8).
    index('municipalities_point_idx').on(t.latitude, t.longitude),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    // Stored lower-cased; uniqueness is case-insensitive through that. Null once erased.
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    // Required for pilots and civil-defence users; an ADMIN made by `npm run create-admin` may lack them.
    birthDate: date('birth_date', { mode: 'string' }),
    phone: text('phone'),
    cpf: text('cpf'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    role: roleEnum('role').notNull(),
    approvalStatus: approvalEnum('approval_status').notNull().default('approved'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Set when the owner erased the account: the row stays as the author of requests and reports,
    // named 'Conta removida', with no personal data left.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_cpf_key').on(t.cpf),
    index('users_role_created_idx').on(t.role, t.createdAt.desc(), t.id.desc()),
    index('users_name_trgm_idx').using('gin', trigramsWithoutAccents(t.name)),
    check(
      'users_identity_check',
      sql`${t.erasedAt} is not null or ${t.role} = 'ADMIN' or (${t.birthDate} is not null and ${t.phone} is not null and ${t.cpf} is not null)`,
    ),
    check('users_email_check', sql`${t.erasedAt} is not null or ${t.email} is not null`),
  ],
);

/** A user row that is not erased: users_email_check guarantees its e-mail. */
export type AccountRow = Omit<typeof users.$inferSelect, 'email'> & { email: string };

/** The e-mail column of accounts a query already limits to ones not erased. */
export const accountEmail = sql<string>`${users.email}`;

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the bearer token; the token itself is never stored.
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Moved forward at most hourly; a session unused for 14 days expires.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    // The browser that signed in, so its owner can tell his sessions apart.
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * The open live-roster streams, each holding one of its user's places (ADR 027): a stream's row
 * goes when it closes, and a crashed instance's rows when their lease runs out.
 */
export const rosterStreams = pgTable(
  'roster_streams',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // Renewed while the instance serving the stream runs.
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('roster_streams_session_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const equipment = pgTable(
  'equipment',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    manufacture: text('manufacture').notNull(),
    model: text('model').notNull(),
    autonomy: text('autonomy').notNull(),
    observation: text('observation'),
    capabilities: capabilityEnum('capabilities')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('equipment_user_idx').on(t.userId, t.createdAt.desc())],
);

export const disponibility = pgTable(
  'disponibility',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    days: text('days').notNull(),
    city: text('city').notNull(),
    // The IBGE municipality `city` names, when exactly one does (docs/design.md §8); null otherwise.
    municipalityCode: integer('municipality_code').references(() => municipalities.code),
    district: text('district').notNull(),
    complement: text('complement'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('disponibility_user_key').on(t.userId),
    index('disponibility_municipality_idx').on(t.municipalityCode),
    index('disponibility_city_trgm_idx').using('gin', trigramsWithoutAccents(t.city)),
    index('disponibility_district_trgm_idx').using('gin', trigramsWithoutAccents(t.district)),
    // Matching by the city's name, for the few pilots whose city names no one municipality.
    index('disponibility_unresolved_city_idx')
      .on(sql`lower(${withoutAccents(t.city)})`)
      .where(sql`${t.municipalityCode} is null`),
  ],
);

export const additionalData = pgTable(
  'additional_data',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    habilities: text('habilities').notNull(),
    areasExpertise: text('areas_expertise').notNull(),
    operateKm: text('operate_km').notNull(),
    // The first number in operate_km ('50', '50 km', '12,5'): the pilot's coverage radius in km,
    // null when there is none (matching then counts 50 km).
    coverageKm: doublePrecision('coverage_km').generatedAlwaysAs(
      sql`replace(substring(operate_km from '[0-9]+(?:[.,][0-9]+)?'), ',', '.')::double precision`,
    ),
    observation: text('observation'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('additional_data_user_key').on(t.userId),
    index('additional_data_coverage_idx').on(t.coverageKm),
  ],
);

export const additionalDataCertificates = pgTable(
  'additional_data_certificates',
  {
    additionalDataId: uuid('additional_data_id')
      .notNull()
      .references(() => additionalData.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // The admin's review (docs/design.md §8): verified until expires_at, or rejected for a reason.
    status: certificateStatusEnum('status').notNull().default('pending'),
    expiresAt: date('expires_at', { mode: 'string' }),
    reason: text('reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // When the pilot was told that expires_at is 30 days away; cleared by a new review.
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.additionalDataId, t.fileId] }),
    uniqueIndex('additional_data_certificates_file_key').on(t.fileId),
    index('additional_data_certificates_status_idx').on(t.status, t.createdAt.desc(), t.fileId),
    index('additional_data_certificates_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'verified'`),
    check(
      'additional_data_certificates_review_check',
      sql`(${t.status} = 'verified') = (${t.expiresAt} is not null) and (${t.status} = 'rejected') = (${t.reason} is not null)`,
    ),
  ],
);

// One row per pilot who can be matched (a DRIVER not erased, with an availability): the facts the
// ranking reads, kept current by the triggers of migration 0014 on the tables they sum up, so a
// request reads one narrow row per pilot in its box instead of probing five tables for each.
/** The radius of a pilot whose operate_km names no number, or who has no additional data. */
export const DEFAULT_COVERAGE_KM = 50;
/**
 * No pilot's radius counts beyond this: it bounds the box every request reads, whatever one
 * pilot typed into operate_km ('5000').
 */
export const MAX_COVERAGE_KM = 300;

export const matchProfiles = pgTable(
  'match_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    municipalityCode: integer('municipality_code'),
    days: text('days').notNull(),
    // additional_data.coverage_km, null without a number or without additional data.
    coverageKm: doublePrecision('coverage_km'),
    // How far from his municipality he is listed: the index compares it with each
    // municipality's distance, so only the pilots who reach it are read.
    reachKm: doublePrecision('reach_km')
      .notNull()
      .generatedAlwaysAs(
        sql`least(coalesce(coverage_km, ${sql.raw(String(DEFAULT_COVERAGE_KM))}), ${sql.raw(String(MAX_COVERAGE_KM))})`,
      ),
    // The union of his equipment's capabilities.
    capabilities: capabilityEnum('capabilities').array().notNull(),
    // The latest expiry of his verified certificates, expired or not.
    certificateExpiresAt: date('certificate_expires_at', { mode: 'string' }),
    // Invitations he was sent (not his own offers), those he answered, and missions: accepted
    // invitations on requests since finished.
    invitations: integer('invitations').notNull(),
    answered: integer('answered').notNull(),
    missions: integer('missions').notNull(),
  },
  (t) => [
    // Every column a match reads, so the profiles of a request's municipalities come from the
    // index alone (ADR 021); `days` is at most 200 characters, well within an index row.
    index('match_profiles_reach_idx').on(
      t.municipalityCode,
      t.reachKm,
      t.userId,
      t.days,
      t.capabilities,
      t.certificateExpiresAt,
      t.invitations,
      t.answered,
      t.missions,
    ),
  ],
);

export const driverForms = pgTable(
  'driver_forms',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('driver_forms_user_idx').on(t.userId)],
);

export const solicitations = pgTable(
  'solicitations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    place: text('place').notNull(),
    // The mission's day in America/Sao_Paulo (docs/design.md §4), null when not given; `hour` stays text.
    date: date('date', { mode: 'string' }),
    hour: text('hour').notNull(),
    necessaryResources: text('necessary_resources').notNull(),
    missionDetails: text('mission_details').notNull(),
    observation: text('observation'),
    urgency: urgencyEnum('urgency').notNull().default('normal'),
    // Where the mission is (docs/design.md §8): all three null when no municipality was chosen.
    municipalityCode: integer('municipality_code').references(() => municipalities.code),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    requiredCapabilities: capabilityEnum('required_capabilities')
      .array()
      .notNull()
      .default(sql`'{}'`),
    isFinished: boolean('is_finished').notNull().default(false),
    // The body that owns it (docs/design.md §12): its creator's when he was an active member;
    // null keeps it his alone. The responsible person is the creator until a handover names
    // another member (null: the creator).
    organizationId: uuid('organization_id').references((): AnyPgColumn => organizations.id),
    responsibleId: uuid('responsible_id').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('solicitations_organization_idx').on(t.organizationId),
    index('solicitations_status_created_idx').on(t.isFinished, t.createdAt.desc(), t.id.desc()),
    index('solicitations_user_idx').on(t.userId),
    index('solicitations_name_trgm_idx').using('gin', trigramsWithoutAccents(t.name)),
    index('solicitations_description_trgm_idx').using('gin', trigramsWithoutAccents(t.description)),
    // Finished requests are counted on every landing-page view.
    index('solicitations_finished_idx')
      .on(t.id)
      .where(sql`${t.isFinished}`),
  ],
);

export const solicitationPhotos = pgTable(
  'solicitation_photos',
  {
    solicitationId: uuid('solicitation_id')
      .notNull()
      .references(() => solicitations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.solicitationId, t.fileId] })],
);

/** What an invitation keeps of its request once the creator removed it (ADR 031). */
export interface CancelledRequest {
  id: string;
  name: string;
  urgency: (typeof URGENCIES)[number];
  cancelledAt: string;
}

// One per (request, pilot): the spec's contact, a call-out, an automatic step or a volunteer
// (docs/design.md §8). The pilot answers from his session, or from the e-mail with the token whose
// SHA-256 is kept (null where no e-mail with links was sent). Removing the request detaches its
// invitations, which keep only `cancelledRequest` of it (ADR 031).
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    solicitationId: uuid('solicitation_id').references(() => solicitations.id, {
      onDelete: 'cascade',
    }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: invitationStatusEnum('status').notNull().default('invited'),
    source: invitationSourceEnum('source').notNull(),
    tokenHash: text('token_hash'),
    message: text('message'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // Where the answer came from (docs/design.md §13).
    answeredVia: answerViaEnum('answered_via'),
    // The pilot's code letter for coded replies, unique among his open invitations.
    replyLetter: text('reply_letter'),
    // SHA-256 of the 8-character code of the SMS's short link (PUBLIC_URL/c/{code}).
    shortCodeHash: text('short_code_hash'),
    cancelledRequest: jsonb('cancelled_request').$type<CancelledRequest>(),
  },
  (t) => [
    uniqueIndex('invitations_solicitation_user_key').on(t.solicitationId, t.userId),
    index('invitations_user_idx').on(t.userId, t.invitedAt.desc()),
    uniqueIndex('invitations_short_code_key').on(t.shortCodeHash),
    check(
      'invitations_request_check',
      sql`${t.solicitationId} is not null or ${t.cancelledRequest} is not null`,
    ),
  ],
);

/**
 * A request's automatic call-out: its next step is due at `dueAt`. Steps are claimed with
 * FOR UPDATE SKIP LOCKED, so one instance runs each; the row goes when the call-out ends.
 */
export const autoCallouts = pgTable('auto_callouts', {
  solicitationId: uuid('solicitation_id')
    .primaryKey()
    .references(() => solicitations.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  wanted: integer('wanted').notNull(),
  everyMinutes: integer('every_minutes').notNull(),
  message: text('message'),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const missionReports = pgTable(
  'mission_reports',
  {
    id: id(),
    solicitationId: uuid('solicitation_id')
      .notNull()
      .references(() => solicitations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    mainInformation: text('main_information').notNull(),
    fightTime: text('fight_time').notNull(),
    colectedData: text('colected_data').notNull(),
    resourcesUtilizated: text('resources_utilizated'),
    observation: text('observation').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One report per request: a second one is a conflict.
    uniqueIndex('mission_reports_solicitation_key').on(t.solicitationId),
    index('mission_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const missionReportDocuments = pgTable(
  'mission_report_documents',
  {
    missionReportId: uuid('mission_report_id')
      .notNull()
      .references(() => missionReports.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.missionReportId, t.fileId] })],
);

export const communications = pgTable(
  'communications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    comunication: text('comunication').notNull(),
    details: text('details').notNull(),
    observation: text('observation'),
    // The area it was sent to (docs/design.md §4): a UF, a municipality, or the municipalities within
    // radius_km of it; all null when it went to every pilot.
    uf: char('uf', { length: 2 }),
    municipalityCode: integer('municipality_code').references(() => municipalities.code),
    radiusKm: integer('radius_km'),
    createdAt: createdAt(),
  },
  (t) => [
    index('communications_created_idx').on(t.createdAt.desc()),
    check(
      'communications_area_check',
      sql`${t.radiusKm} is null or (${t.municipalityCode} is not null and ${t.radiusKm} between 1 and 500)`,
    ),
  ],
);

/**
 * Every message to a person, on every channel (docs/design.md §13, ADR 039): one row per message
 * and channel, sent by an `outbox.send` job queued in the same transaction. `to` is the e-mail, the
 * E.164 phone, or for push the user whose subscribed browsers get it. `status` is the latest a
 * provider told (`provider_id` finds the row again from its webhooks); what a message says (body,
 * payload) is erased once it is sent.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: channelEnum('channel').notNull().default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: deliveryStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    providerId: text('provider_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    reachabilityTestId: uuid('reachability_test_id').references(() => reachabilityTests.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    uniqueIndex('outbox_provider_id_key').on(t.channel, t.providerId),
    // One message per invitation and channel: a step queued twice sends once.
    uniqueIndex('outbox_invitation_channel_key')
      .on(t.invitationId, t.channel)
      .where(sql`${t.invitationId} is not null`),
    uniqueIndex('outbox_reachability_channel_key')
      .on(t.reachabilityTestId, t.userId, t.channel)
      .where(sql`${t.reachabilityTestId} is not null`),
  ],
);

/**
 * Background work (docs/decisions/035-jobs.md): a queued job until it succeeds (then deleted) or
 * fails its last attempt (then kept with failed_at). A scheduled job is one row per name, keyed
 * 'schedule', moved to its next time after each run. `run_at` is also the lease of a claimed job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    key: text('key'),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.failedAt} is null`),
    uniqueIndex('jobs_name_key_idx')
      .on(t.name, t.key)
      .where(sql`${t.key} is not null`),
  ],
);

/**
 * The audit log (docs/design.md §9, docs/decisions/020-audit-log.md). Append-only: no code path updates or
 * deletes a row, and a trigger (migration 0008) refuses UPDATE and DELETE. No foreign keys: an
 * event outlives its actor's and target's accounts.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Null when nobody was signed in: a failed login, a reset request, the create-admin script.
    actorId: uuid('actor_id'),
    action: auditActionEnum('action').notNull(),
    targetType: text('target_type'),
    targetId: uuid('target_id'),
    // As Fastify read it (X-Forwarded-For only behind TRUST_PROXY); text, never cast to inet.
    ip: text('ip'),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_events_actor_at_idx').on(t.actorId, t.at.desc(), t.id.desc()),
    index('audit_events_action_at_idx').on(t.action, t.at.desc(), t.id.desc()),
    // An account's recent failed logins and last reset (the login cap).
    index('audit_events_target_action_at_idx').on(t.targetId, t.action, t.at.desc()),
  ],
);

/**
 * `Idempotency-Key` of a creating POST (docs/design.md §11), per user: the first answer, replayed to a
 * retry with the same key and body. `committed` is set inside the work's own transaction, so after
 * a crash a retry knows whether the work happened. Kept 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    committed: boolean('committed').notNull().default(false),
    // Null once answered; while running, a claim older than this was abandoned by its process.
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Civil-defence bodies (docs/design.md §12). `uf` is the state's, or a municipal body's
 * municipality's (so a search by UF finds both); federal and other bodies may have none.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    kind: organizationKindEnum('kind').notNull(),
    municipalityCode: integer('municipality_code').references(() => municipalities.code),
    uf: char('uf', { length: 2 }),
    phone: text('phone'),
    email: text('email'),
    // Null: the default text naming the body (docs/design.md §12); each change is a new version.
    termsText: text('terms_text'),
    termsVersion: integer('terms_version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('organizations_name_idx').on(t.name, t.id),
    index('organizations_name_trgm_idx').using('gin', trigramsWithoutAccents(t.name)),
    check(
      'organizations_place_check',
      sql`(${t.kind} <> 'municipal' or ${t.municipalityCode} is not null) and (${t.kind} <> 'estadual' or ${t.uf} is not null)`,
    ),
  ],
);

/** Who belongs to which body, and as what; a user is active in one body at most. */
export const memberships = pgTable(
  'memberships',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: membershipRoleEnum('role').notNull().default('operador'),
    status: membershipStatusEnum('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    uniqueIndex('memberships_one_active_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * A body's request shared with another body (docs/design.md §12): asked by a member of the
 * owner, accepted or declined by a coordinator of the invited body.
 */
export const shares = pgTable(
  'shares',
  {
    solicitationId: uuid('solicitation_id')
      .notNull()
      .references(() => solicitations.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: shareStatusEnum('status').notNull().default('pending'),
    message: text('message'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.solicitationId, t.organizationId] }),
    index('shares_organization_status_idx').on(t.organizationId, t.status),
  ],
);

/** A pilot's accept of a version of a body's terms of adhesion (docs/design.md §12). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    channel: termsChannelEnum('channel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId, t.version] })],
);

/**
 * A person's channels (docs/design.md §13): which optional ones are on, the phone each phone
 * channel was verified for (verified while it is still his phone) and his quiet hours
 * ('HH:MM' in America/Sao_Paulo). No row: e-mail only.
 */
export const userChannels = pgTable(
  'user_channels',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    push: boolean('push').notNull().default(false),
    whatsapp: boolean('whatsapp').notNull().default(false),
    sms: boolean('sms').notNull().default(false),
    whatsappPhone: text('whatsapp_phone'),
    smsPhone: text('sms_phone'),
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    updatedAt: updatedAt(),
  },
  // Each reply a provider posts is matched to its sender by his verified phone.
  (t) => [
    index('user_channels_whatsapp_phone_idx').on(t.whatsappPhone),
    index('user_channels_sms_phone_idx').on(t.smsPhone),
  ],
);

/** A code sent to verify a phone for a channel; each try counts, a used one is spent. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: phoneChannelEnum('channel').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_codes_user_idx').on(t.userId, t.channel, t.createdAt.desc())],
);

/** A browser's push subscription, which lives as long as the session that made it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Keys the server makes once and keeps (the VAPID pair when none is configured). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

/**
 * A WhatsApp or SMS message received, by its provider's id: a retried webhook finds it and
 * changes nothing. The text is kept only when it could not be read (shown on the roster).
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    channel: phoneChannelEnum('channel').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
    unclearText: text('unclear_text'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.providerId] }),
    index('inbound_messages_unclear_idx')
      .on(t.invitationId)
      .where(sql`${t.unclearText} is not null`),
  ],
);

/** A reachability test (docs/design.md §13): every pilot available in the area is asked to reply. */
export const reachabilityTests = pgTable('reachability_tests', {
  id: id(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  organizationId: uuid('organization_id').references(() => organizations.id, {
    onDelete: 'set null',
  }),
  uf: char('uf', { length: 2 }),
  municipalityCode: integer('municipality_code').references(() => municipalities.code),
  createdAt: createdAt(),
});

/** Each pilot a test asked, with the token of his links and when (and how) he confirmed. */
export const reachabilityTargets = pgTable(
  'reachability_targets',
  {
    testId: uuid('test_id')
      .notNull()
      .references(() => reachabilityTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedVia: answerViaEnum('confirmed_via'),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.userId] }),
    index('reachability_targets_user_idx').on(t.userId),
  ],
);
