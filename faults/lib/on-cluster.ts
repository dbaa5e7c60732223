import { idleStop, SHORT_GRACE_MS, startApp, stopApp, type AppProcess } from './app-process';
import { createCluster } from './cluster';
import { startProxy, type Proxy } from './proxy';
import type { Run } from './scenario';
import type { Scope } from './scope';

async function appOn(scope: Scope, proxied: boolean) {
  const cluster = await createCluster();
  scope.defer(() => cluster.remove());
  const proxy = proxied ? await startProxy(cluster.port) : undefined;
  if (proxy) scope.defer(() => proxy.close());
  const app = await startApp({
    dataDir: scope.tempDir('faults-app-'),
    databaseUrl: proxy ? proxy.through(cluster.url) : cluster.url,
    // A stop held by something left open then costs little.
    env: { SHUTDOWN_GRACE_MS: String(SHORT_GRACE_MS) },
  });
  scope.defer(() => stopApp(app));
  return { cluster, proxy, app };
}

/** The API on a throwaway PostgreSQL cluster of its own, undone with the scope. */
export function appOnCluster(scope: Scope) {
  return appOn(scope, false);
}

/** The same, its database connections going through a TCP proxy the scenario can cut. */
export async function appBehindProxy(
  scope: Scope,
): Promise<Awaited<ReturnType<typeof appOn>> & { proxy: Proxy }> {
  const parts = await appOn(scope, true);
  return { ...parts, proxy: parts.proxy! };
}

/** The end of a database fault: the process never fell, and with nothing in flight it stops promptly. */
export async function checkStandingAndStops({ check }: Pick<Run, 'check'>, app: AppProcess) {
  check(
    app.exit() === null && app.crashSigns().length === 0,
    `a API caiu: ${app.crashSigns().join(' | ')}`,
  );
  const stop = await idleStop(app);
  check(stop.clean, stop.outcome);
}
