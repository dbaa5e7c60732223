// `npm test`: every check, and the time each took. The journeys (e2e) are the longest and mostly
// wait on a browser and a server, so they start as soon as the web build they serve is made. Lint
// and typecheck share the cores with the build meanwhile; once they end, the fault scenarios (which
// also mostly wait) and the unit suite fill what the journeys leave, the unit suite at a lower
// priority than the timed ones. Once a check fails, no other starts; those under way finish.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each check, its command and the checks it waits for. */
const checks = [
  { name: 'build', command: 'npm run build' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'e2e', command: 'npx vitest run --config e2e/vitest.config.ts', after: ['build'] },
  { name: 'faults', command: 'npm run test:faults', after: ['lint', 'typecheck'] },
  {
    name: 'unit + API + components',
    command: 'nice -n 10 npm run test:unit',
    after: ['lint', 'typecheck'],
  },
];

/** Runs a command, keeping its output until it ends so that lines never interleave. */
function run({ name, command }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output)}`);
      resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const started = performance.now();
const results = new Map();
const running = new Map();
const failed = () => [...results.values()].some((result) => !result.ok);
for (;;) {
  if (!failed()) {
    for (const check of checks) {
      const ready = (check.after ?? []).every((name) => results.get(name)?.ok);
      if (ready && !results.has(check.name) && !running.has(check.name)) {
        running.set(check.name, run(check));
      }
    }
  }
  if (running.size === 0) break;
  const result = await Promise.race(running.values());
  running.delete(result.name);
  results.set(result.name, result);
}

const total = (performance.now() - started) / 1000;
console.log('\nEtapas do npm test (segundos):');
for (const { name } of checks) {
  const result = results.get(name);
  const status = result ? (result.ok ? 'ok   ' : 'FALHA') : 'não rodou';
  const seconds = result ? result.seconds.toFixed(0).padStart(5) : '';
  console.log(`  ${status.padEnd(5)} ${name.padEnd(26)} ${seconds}`);
}
console.log(`  ${''.padEnd(32)} ${total.toFixed(0).padStart(5)} no total`);
process.exit(results.size === checks.length && !failed() ? 0 : 1);
