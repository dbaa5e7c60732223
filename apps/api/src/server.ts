import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { keepFilesPrivate } from './lib/private-files';

keepFilesPrivate();
const config = loadConfig();
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp(config);
} catch (error) {
  // Another process holds the embedded database: its message says which; no stack is needed.
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
app.log.info({ node: process.version }, 'starting');

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Requests in flight get a grace period; after it the remaining sockets are cut. A repeated
  // signal (npm forwards it to the whole group) neither restarts nor shortens it.
  const force = setTimeout(() => {
    app.log.warn('shutdown grace over: closing the remaining connections');
    app.server.closeAllConnections();
  }, config.SHUTDOWN_GRACE_MS);
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  } finally {
    clearTimeout(force);
  }
}
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));

await app.listen({ port: config.PORT, host: config.HOST });
