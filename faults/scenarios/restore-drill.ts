import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { call, countRequests, createRequest, createdId, logIn, signUp } from '../lib/api';
import { startApp, stopApp } from '../lib/app-process';
import { appOnCluster } from '../lib/on-cluster';
import { noisePhoto } from '../lib/photo';
import { scenario } from '../lib/scenario';
import { root } from '../lib/util';

const run = promisify(execFile);

/** `npm run backup` / `npm run restore` as an operator runs them (same scripts, own env). */
function operate(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(
    process.execPath,
    ['--import', 'tsx', path.join(root, `apps/api/scripts/${script}.ts`), ...args],
    { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 120_000 },
  );
}

/** The bytes of a signed file link, as text of their length and first bytes for comparing. */
async function fetchBytes(url: string): Promise<Buffer | null> {
  const res = await fetch(url).catch(() => null);
  return res?.ok ? Buffer.from(await res.arrayBuffer()) : null;
}

/**
 * A restore drill: requests with photos on the campaign's PostgreSQL, a backup taken while the
 * app keeps running, a restore into an empty database and data directory, and the app started
 * on them: the restore's own manifest check passes (row counts, file hashes), the request count
 * is the same and the photo links signed before the backup still serve the same bytes.
 */
export function restoreDrill() {
  return scenario(
    'restore-drill',
    'backup com a API no ar, restauração num banco e DATA_DIR vazios: contagens, hashes e links assinados antes do backup conferem',
    180_000,
    async ({ scope, note, check }) => {
      const { cluster, app } = await appOnCluster(scope);
      const session = await signUp(app.url);
      const photo = await noisePhoto(200_000);
      const links: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        const answer = await createRequest(app.url, session, photo);
        if (createdId(answer)) links.push((answer.body as { urlsPhoto: string[] }).urlsPhoto[0]!);
      }
      const original = await Promise.all(links.map((link) => fetchBytes(`${app.url}${link}`)));
      const counted = await countRequests(app.url, session);

      const out = path.join(scope.tempDir('faults-backup-'), 'noite');
      await operate('backup', ['--out', out], { DATABASE_URL: cluster.url, DATA_DIR: app.dataDir });
      await cluster.query('create database restored');
      const restoredUrl = cluster.url.replace(/\/faults$/, '/restored');
      const restoredDir = scope.tempDir('faults-restored-');
      const restored = await operate('restore', ['--from', out], {
        DATABASE_URL: restoredUrl,
        DATA_DIR: restoredDir,
      }).then(
        ({ stdout }) => ({ ok: true, text: stdout.trim() }),
        (error: { stderr?: string; message: string }) => ({
          ok: false,
          text: (error.stderr ?? error.message).trim(),
        }),
      );

      const again = await startApp({ dataDir: restoredDir, databaseUrl: restoredUrl });
      scope.defer(() => stopApp(again));
      const back = await logIn(again.url, session.email, session.password);
      const recounted = await countRequests(again.url, back);
      const served = await Promise.all(links.map((link) => fetchBytes(`${again.url}${link}`)));
      const same = served.filter((bytes, i) => bytes && original[i]?.equals(bytes)).length;
      const list = await call(`${again.url}/api/solicitation`, { headers: back.auth });

      note(
        `${counted} solicitações e ${links.length} fotos; restauração: ${restored.text.slice(0, 200)}; ${recounted} solicitações depois; ${same}/${links.length} links antigos com os mesmos bytes`,
      );
      check(links.length === 5, `só ${links.length} de 5 solicitações com foto criadas`);
      check(restored.ok, `a restauração falhou: ${restored.text.slice(0, 300)}`);
      check(
        recounted === counted,
        `${recounted} solicitações depois de restaurar, ${counted} antes`,
      );
      check(
        same === links.length,
        `${links.length - same} links antigos não servem os mesmos bytes`,
      );
      check(list.status === 200, `a lista respondeu ${list.status} no banco restaurado`);
    },
  );
}
