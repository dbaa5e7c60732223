// `npm run bench:web`: Lighthouse (mobile and desktop) on the public pages of the built app, and
// the gzipped JavaScript each page loads before it is usable, printed next to docs/design.md §10's
// budgets. Measured, never asserted in the test suite.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { offlineReloadMs } from './lib/offline-reload';
import { root, startApi } from './lib/processes';

const PAGES = ['/', '/sobre', '/privacidade', '/login', '/register'];
/** Runs per page and form factor; the median by performance score is kept. */
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const dist = path.join(root, 'apps/web/dist');

const budget = {
  mobile: 95,
  desktop: 98,
  cls: 0.05,
  accessibility: 100,
  jsKb: 100,
  /** The landing needs none of the app's form and data libraries. */
  landingJsKb: 70,
  /** A signed-in page reloaded offline shows the cached shell and the last data. */
  offlineReloadMs: 1000,
};

interface Measure {
  performance: number;
  accessibility: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  /** Gzipped size of the scripts the page loaded. */
  jsKb: number;
}

/** The gzipped size of one built asset, as the build's level-9 copy or gzipped here. */
function gzippedBytes(urlPath: string): number {
  const file = path.join(dist, urlPath);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

function measureOf({ lhr }: RunnerResult, origin: string): Measure {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { url: string; resourceType?: string }[] | undefined;
  const scripts = (requests ?? []).filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(origin),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    jsKb:
      scripts.reduce((sum, script) => sum + gzippedBytes(new URL(script.url).pathname), 0) / 1024,
  };
}

const median = (runs: Measure[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

if (!existsSync(path.join(dist, 'index.html'))) {
  throw new Error('apps/web/dist is missing: npm run bench:web builds it first.');
}
const api = await startApi(null);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
});
const flags: Flags = {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
};

const rows: Record<string, string | number>[] = [];
let offline = { median: Number.NaN, slowest: Number.NaN };
const failures: string[] = [];
try {
  for (const page of PAGES) {
    const measured: Record<'mobile' | 'desktop', Measure> = {} as never;
    for (const form of ['mobile', 'desktop'] as const) {
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(
          `${api.url}${page}`,
          flags,
          form === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        runs.push(measureOf(result, api.url));
      }
      measured[form] = median(runs);
    }
    const { mobile, desktop } = measured;
    const jsBudget = page === '/' ? budget.landingJsKb : budget.jsKb;
    const check = (ok: boolean, what: string) => ok || failures.push(`${page}: ${what}`);
    // /privacidade is long legal text: docs/design.md §10 sets its CLS and accessibility, not its score.
    if (page !== '/privacidade') {
      check(mobile.performance >= budget.mobile, `mobile ${mobile.performance} < ${budget.mobile}`);
      check(
        desktop.performance >= budget.desktop,
        `desktop ${desktop.performance} < ${budget.desktop}`,
      );
    }
    check(Math.max(mobile.cls, desktop.cls) <= budget.cls, `CLS above ${budget.cls}`);
    check(
      Math.min(mobile.accessibility, desktop.accessibility) >= budget.accessibility,
      'accessibility below 100',
    );
    check(mobile.jsKb <= jsBudget, `JS ${mobile.jsKb.toFixed(0)} KB > ${jsBudget} KB`);
    rows.push({
      página: page,
      'perf. móvel': mobile.performance,
      'perf. desktop': desktop.performance,
      'CLS móvel / desktop': `${mobile.cls.toFixed(3)} / ${desktop.cls.toFixed(3)}`,
      'TBT móvel ms': Math.round(mobile.tbtMs),
      'LCP móvel ms': Math.round(mobile.lcpMs),
      'acessib.': Math.min(mobile.accessibility, desktop.accessibility),
      'JS gz KB': `${mobile.jsKb.toFixed(1)} (≤ ${jsBudget})`,
    });
  }
  offline = await offlineReloadMs(api.url, RUNS);
  if (offline.median >= budget.offlineReloadMs) {
    failures.push(`offline reload ${Math.round(offline.median)} ms ≥ ${budget.offlineReloadMs} ms`);
  }
} finally {
  chrome.kill();
  await api.stop();
}

console.log(
  `Lighthouse ${RUNS}× por página e formato (mediana pela nota de desempenho), build de produção ` +
    'servido pela API; móvel com a simulação padrão do Lighthouse, desktop com a sua config.',
);
console.table(rows);
console.log(
  `Recarga sem conexão de /convites (celular, CPU 4× mais lenta, ${RUNS}×): mediana ` +
    `${Math.round(offline.median)} ms, a mais lenta ${Math.round(offline.slowest)} ms ` +
    `(< ${budget.offlineReloadMs})`,
);
console.log(
  failures.length === 0
    ? 'Orçamentos de docs/design.md §10: todos dentro.'
    : `Orçamentos de docs/design.md §10 fora:\n- ${failures.join('\n- ')}`,
);
