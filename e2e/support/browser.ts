import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

export const baseURL = inject('baseURL');

/** One Chromium for a file's journeys: launched before them, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface TrackedPage {
  page: Page;
  /** Console errors, page errors and CSP violations seen so far. */
  problems: string[];
  close(): Promise<void>;
}

/** A page in a fresh context that records every console error, so a test can assert there were none. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', ...options });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

export const desktop = { viewport: { width: 1280, height: 800 } };
export const mobile = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Fails on any serious or critical accessibility violation, naming them. */
export async function expectAccessible(page: Page) {
  // Only violations are read: axe then records one node per passed or inapplicable rule instead of
  // every node, a third less work per check.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const severe = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(severe).toEqual([]);
}
