// `npm test`: every check, in stages, and the time each took. Lint, typecheck and the web build
// are single-threaded and independent, so they share the two cores with the fast fault scenarios,
// which mostly wait (on clusters starting, probes, grace periods). The e2e journeys then run two
// files at a time; they wait on browsers and a server most of the time (about one core in all), so
// the unit suite runs beside them at a lower priority, taking what they leave. Stops at the first
// stage that fails, printing the times so far.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const stages = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['build', 'npm run build'],
    ['faults', 'npm run test:faults'],
  ],
  [
    ['unit + API + components', 'nice -n 10 npm run test:unit'],
    ['e2e', 'npx vitest run --config e2e/vitest.config.ts'],
  ],
];

/** Runs a command; parallel ones keep their output until they end, so lines never interleave. */
function run(name, command, buffered) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output)}`);
      resolve({ name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const results = [];
const started = performance.now();
for (const group of stages) {
  const done = await Promise.all(
    group.map(([name, command]) => run(name, command, group.length > 1)),
  );
  results.push(...done);
  if (done.some((result) => !result.ok)) break;
}

const total = (performance.now() - started) / 1000;
console.log('\nEtapas do npm test (segundos):');
for (const { name, ok, seconds } of results) {
  console.log(`  ${ok ? 'ok   ' : 'FALHA'} ${name.padEnd(26)} ${seconds.toFixed(0).padStart(5)}`);
}
console.log(`  ${''.padEnd(32)} ${total.toFixed(0).padStart(5)} no total`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
