import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import '@drones/shared/zod-locale';
import { tileOrigin, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { privateDir } from './lib/private-files';
import type { ServiceContext } from './lib/service-context';
import { serializerCompiler } from './lib/json-serializer';
import { loggerOptions, type LogStream } from './logger';
import additionalDataRoutes from './modules/additional-data/routes';
import auditRoutes from './modules/audit/routes';
import authRoutes from './modules/auth/routes';
import certificateReminderJob from './modules/certificates/reminder-job';
import certificatesRoutes from './modules/certificates/routes';
import channelsRoutes from './modules/channels/routes';
import reachabilityRoutes from './modules/reachability/routes';
import webhookRoutes from './modules/webhooks/routes';
import communicationsRoutes from './modules/communications/routes';
import contactedDriversRoutes from './modules/contacted-drivers/routes';
import invitationJobs from './modules/invitations/jobs';
import shortLinkRoute from './modules/invitations/short-link';
import invitationsRoutes from './modules/invitations/routes';
import disponibilityRoutes from './modules/disponibility/routes';
import driverFormRoutes from './modules/driver-form/routes';
import equipmentRoutes from './modules/equipment/routes';
import exportRoutes from './modules/export/routes';
import filesRoutes from './modules/files/routes';
import healthRoutes from './modules/health/routes';
import configRoutes from './modules/config/routes';
import matchingRoutes from './modules/matching/routes';
import missionReportsRoutes from './modules/mission-reports/routes';
import municipalitiesRoutes from './modules/municipalities/routes';
import organizationsRoutes from './modules/organizations/routes';
import ownDataRoutes from './modules/own-data/routes';
import sharesRoutes from './modules/shares/routes';
import solicitationsRoutes from './modules/solicitations/routes';
import usersRoutes from './modules/users/routes';
import access from './plugins/app/access/access';
import closing from './plugins/app/closing/closing';
import database from './plugins/app/database/database';
import docs from './plugins/external/docs';
import errors from './plugins/app/errors/errors';
import events from './plugins/app/events/events';
import files from './plugins/app/files/files';
import idempotency from './plugins/app/idempotency/idempotency';
import jobs from './plugins/app/jobs/jobs';
import mail from './plugins/app/mail/mail';
import outbox, { type OutboxOptions } from './plugins/app/outbox/outbox';
import multipart from './plugins/external/multipart';
import rateLimit from './plugins/external/rate-limit';
import compress from './plugins/external/compress';
import helmet from './plugins/external/helmet';
import spa from './plugins/external/spa';

export interface BuildOptions {
  /** An already open database (tests share one); the app then leaves it open on close. */
  database?: Database;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: LogStream;
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // The files, uploads, outbox and embedded database below it are the service's alone (ADR 029).
  await privateDir(config.DATA_DIR);
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    // Requests still running at shutdown finish; idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    // The closing plugin answers them instead, in Portuguese and in the error shape.
    return503OnClosing: false,
    // Trust X-Forwarded-For only for the configured number of proxy hops.
    trustProxy: (_address, hop) => hop < config.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(closing);
  await app.register(database, {
    database: options.database ?? (await openDatabase(config)),
    owned: !options.database,
  });
  await app.register(jobs);
  await app.register(helmet, { tileOrigin: tileOrigin(config.MAP_TILE_URL) });
  await app.register(compress);
  await app.register(docs, { publicUrl: config.PUBLIC_URL, access: config.API_DOCS });
  // The embedded database opened on DATA_DIR holds its lock: this process alone writes there.
  const exclusive = !options.database && !config.DATABASE_URL;
  await app.register(files, { config, exclusive });
  await app.register(multipart, { uploadDir: path.join(config.DATA_DIR, 'uploads'), exclusive });
  await app.register(outbox, outboxOptions(config));
  await app.register(mail, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
  });

  await app.register(events, { redisUrl: config.REDIS_URL });
  await app.register(idempotency, { exclusive });

  const ctx: ServiceContext = {
    db: app.db,
    files: app.files,
    mail: app.mail,
    outbox: app.outbox,
    jobs: app.jobs,
    events: app.events,
    config,
    secret: app.secret,
  };
  await app.register(
    async (api) => {
      await api.register(access);
      await api.register(rateLimit, {
        redisUrl: config.REDIS_URL,
        multiplier: config.RATE_LIMIT_MULTIPLIER,
      });
      await api.register(healthRoutes);
      await api.register(configRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(usersRoutes, { ctx });
      await api.register(ownDataRoutes, { ctx });
      await api.register(channelsRoutes, { ctx });
      await api.register(reachabilityRoutes, { ctx });
      await api.register(webhookRoutes, { ctx });
      await api.register(organizationsRoutes, { ctx });
      await api.register(sharesRoutes, { ctx });
      await api.register(equipmentRoutes, { ctx });
      await api.register(disponibilityRoutes, { ctx });
      await api.register(additionalDataRoutes, { ctx });
      await api.register(certificatesRoutes, { ctx });
      await api.register(certificateReminderJob, { ctx });
      await api.register(driverFormRoutes, { ctx });
      await api.register(solicitationsRoutes, { ctx });
      await api.register(matchingRoutes, { ctx });
      await api.register(exportRoutes, { ctx });
      await api.register(contactedDriversRoutes, { ctx });
      await api.register(invitationsRoutes, { ctx });
      await api.register(invitationJobs, { ctx });
      await api.register(missionReportsRoutes, { ctx });
      await api.register(communicationsRoutes, { ctx });
      await api.register(filesRoutes, { ctx });
      await api.register(municipalitiesRoutes, { ctx });
      await api.register(auditRoutes, { ctx });
    },
    { prefix: '/api' },
  );
  await app.register(shortLinkRoute, { ctx });

  await app.register(spa, { root: config.WEB_DIST });
  return app;
}

/** The channels' providers as configured; WhatsApp and SMS are off without their settings. */
function outboxOptions(config: Config): OutboxOptions {
  const vapid =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : null;
  const whatsapp =
    config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_TOKEN && config.WHATSAPP_APP_SECRET
      ? {
          apiUrl: config.WHATSAPP_API_URL,
          phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
          token: config.WHATSAPP_TOKEN,
        }
      : null;
  const sms =
    config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM
      ? {
          apiUrl: config.SMS_API_URL,
          accountSid: config.SMS_ACCOUNT_SID,
          authToken: config.SMS_AUTH_TOKEN,
          from: config.SMS_FROM,
          statusCallback: `${config.PUBLIC_URL}/api/webhooks/sms`,
        }
      : null;
  return { vapid: { keys: vapid, subject: config.VAPID_SUBJECT }, whatsapp, sms };
}
