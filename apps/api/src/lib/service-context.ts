import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Events } from '../plugins/app/events/events';
import type { FileService } from '../plugins/app/files/file-service';
import type { Jobs } from '../plugins/app/jobs/jobs';
import type { Mailer } from '../plugins/app/mail/mail';
import type { Outbox } from '../plugins/app/outbox/outbox';

/**
 * What a service works with: the app's decorators and configuration. Inside a transaction a
 * service passes `{ ...ctx, db: tx }` on; a function asks, with Pick, only for what it uses.
 */
export interface ServiceContext {
  db: Db;
  files: FileService;
  mail: Mailer;
  /** Messages on every channel (docs/design.md §13). */
  outbox: Outbox;
  jobs: Jobs;
  events: Events;
  config: Config;
  /** The server's signing key (FILES_SECRET or DATA_DIR/files-secret). */
  secret: Buffer;
}

/** The options every routes plugin is registered with. */
export interface RoutesOptions {
  ctx: ServiceContext;
}
