// The web app's production build, made when it is missing or older than its sources: `npm start`
// shows vite's output as it goes; `npm run demo` only a one-line summary (and the whole output if
// the build fails), so that its logins stay on screen.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
].map((p) => path.join(root, p));

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** Builds the web app when needed; exits the process with the build's status if it fails. */
export function ensureWebBuild({ quiet = false } = {}) {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (Math.max(...sources.map(newestChange)) <= builtAt) return;
  console.log('Gerando a versão de produção da interface web…');
  const started = Date.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    if (quiet) process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    process.exit(build.status ?? 1);
  }
  if (quiet) {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(`Interface web gerada em ${seconds} s (apps/web/dist).`);
  }
}
