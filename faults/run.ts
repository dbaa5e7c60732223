// `npm run faults`: the fault campaign of docs/design.md §11 against the real API as a child process, on
// loopback only: its own PostgreSQL cluster (stopped, cut and blackholed through a TCP proxy), an
// SMTP sink that refuses, answers 421 or stalls, SIGTERM mid-upload, kill -9 under keyed writes,
// a second process on one embedded data directory and a restore drill. One scenario at a time, each bounded; prints a Markdown table and
// exits 1 when any row failed.
import { blackhole } from './scenarios/blackhole';
import { embeddedLock } from './scenarios/embedded-lock';
import { kill9Keyed } from './scenarios/kill9-keyed';
import { postgresStop } from './scenarios/postgres-stop';
import { readyBlackhole } from './scenarios/ready-blackhole';
import { restoreDrill } from './scenarios/restore-drill';
import { sigtermUploads } from './scenarios/sigterm-uploads';
import { smtpDown } from './scenarios/smtp-down';
import { socketCut } from './scenarios/socket-cut';
import type { Row } from './lib/scenario';

const scenarios = [
  postgresStop,
  socketCut,
  blackhole,
  readyBlackhole,
  () => sigtermUploads(),
  () => kill9Keyed(),
  smtpDown,
  embeddedLock,
  restoreDrill,
];

// An interrupted run still stops its clusters and children (their undo runs on exit).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const rows: Row[] = [];
for (const run of scenarios) {
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
