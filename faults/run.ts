// `npm run faults`: the fault campaign of docs/design.md §11 against the real API as a child process, on
// loopback only: its own PostgreSQL cluster (stopped, cut and blackholed through a TCP proxy), an
// SMTP sink that refuses, answers 421 or stalls, WhatsApp and SMS providers answering 503, SIGTERM
// mid-upload, kill -9 under keyed writes, a second process on one embedded data directory and a
// restore drill. One scenario at a time, each bounded; prints a Markdown table and exits 1 when any
// row failed. `npm run faults -- smtp-down providers-down` runs only the scenarios named.
import { blackhole } from './scenarios/blackhole';
import { embeddedLock } from './scenarios/embedded-lock';
import { kill9Keyed } from './scenarios/kill9-keyed';
import { postgresStop } from './scenarios/postgres-stop';
import { providersDown } from './scenarios/providers-down';
import { readyBlackhole } from './scenarios/ready-blackhole';
import { restoreDrill } from './scenarios/restore-drill';
import { sigtermUploads } from './scenarios/sigterm-uploads';
import { smtpDown } from './scenarios/smtp-down';
import { socketCut } from './scenarios/socket-cut';
import type { Row } from './lib/scenario';

const scenarios: Record<string, () => Promise<Row>> = {
  'postgres-stop': postgresStop,
  'socket-cut': socketCut,
  blackhole,
  'ready-blackhole': readyBlackhole,
  'sigterm-uploads': () => sigtermUploads(),
  'kill9-keyed': () => kill9Keyed(),
  'smtp-down': smtpDown,
  'providers-down': providersDown,
  'embedded-lock': embeddedLock,
  'restore-drill': restoreDrill,
};
const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in scenarios));
if (unknown.length > 0) {
  console.error(
    `cenário desconhecido: ${unknown.join(', ')}; há ${Object.keys(scenarios).join(', ')}`,
  );
  process.exit(2);
}

// An interrupted run still stops its clusters and children (their undo runs on exit).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const rows: Row[] = [];
for (const [name, run] of Object.entries(scenarios)) {
  if (named.length > 0 && !named.includes(name)) continue;
  const row = await run();
  console.log(`${row.passed ? '✅' : '❌'} ${row.scenario} (${row.seconds} s): ${row.outcome}`);
  rows.push(row);
}

console.log('\n| cenário | expectativa | observado | resultado | segundos |');
console.log('| --- | --- | --- | :-: | --: |');
for (const row of rows) {
  console.log(
    `| ${row.scenario} | ${cell(row.expectation)} | ${cell(row.outcome)} | ${row.passed ? '✅' : '❌'} | ${row.seconds} |`,
  );
}
process.exit(rows.every((row) => row.passed) ? 0 : 1);
