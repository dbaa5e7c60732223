import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config';
import { SWEEP_EVERY_MS } from '../../../lib/private-files';
import { isLiveSession } from '../access/find-session';
import { createFileService, type FileService } from './file-service';
import { createFileStore } from './create-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileService;
    /** The server's signing key: file links, and the device tokens of logins (ADR 028). */
    secret: Buffer;
  }
}

/**
 * The key that signs file URLs: FILES_SECRET, or one generated on first start and kept in
 * DATA_DIR/files-secret so URLs already handed out survive a restart.
 */
async function filesSecret(config: Pick<Config, 'FILES_SECRET' | 'DATA_DIR'>): Promise<Buffer> {
  if (config.FILES_SECRET) return Buffer.from(config.FILES_SECRET);
  const file = path.join(config.DATA_DIR, 'files-secret');
  await mkdir(config.DATA_DIR, { recursive: true });
  const candidate = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(candidate, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    // link() publishes the complete file or fails when another start-up got there first.
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(candidate);
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} não contém um segredo válido.`);
  return Buffer.from(secret);
}

/**
 * Stored files (`app.files`): uploads checked by content, bytes in the configured FileStore; and
 * the key that signs their links, which also signs device tokens (`app.secret`).
 */
export default fp(
  async (app: FastifyInstance, opts: { config: Config; exclusive: boolean }) => {
    const secret = await filesSecret(opts.config);
    const files = createFileService({
      db: app.db,
      store: createFileStore(opts.config),
      secret,
      log: app.log,
      quota: {
        bytes: opts.config.FILE_QUOTA_MB * 1024 * 1024,
        files: opts.config.FILE_QUOTA_FILES,
        driverForms: opts.config.DRIVER_FORM_QUOTA,
      },
      sessionLive: (sessionId) => isLiveSession(app.db, sessionId),
    });
    app.decorate('files', files);
    app.decorate('secret', secret);

    // Bytes a crash left without a row: at start-up (in the background, so start-up does not
    // wait on a large directory) and every SWEEP_EVERY_MS. A process that alone writes DATA_DIR
    // has no write in progress at start-up: its first sweep needs no grace.
    let first = opts.exclusive;
    // On every instance: each sweeps the disk it sees.
    app.jobs.schedule(
      'file sweep',
      { everyMs: SWEEP_EVERY_MS, atStart: true, scope: 'instance' },
      async () => {
        const removed = await files.sweep(first ? 0 : undefined);
        first = false;
        if (removed > 0) app.log.info({ removed }, 'removed orphaned file bytes');
      },
    );
  },
  { name: 'files', dependencies: ['database', 'jobs'] },
);
