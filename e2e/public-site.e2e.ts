import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  baseURL,
  desktop,
  expectAccessible,
  useBrowser,
  mobile,
  openPage,
} from './support/browser';
import { signUpByApi } from './support/api';
import { newPerson } from './support/people';

const seed = inject('seed');
const browser = useBrowser();

async function navLinks(page: Page) {
  return page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link')
    .allInnerTexts()
    .then((texts) => texts.map((t) => t.trim()));
}

describe('public site', () => {
  it('shows the live counters read from the database', async () => {
    // Journeys running beside this one add pilots, drones and reports to the same database: each
    // counter holds the seeded rows and theirs, between what the API said before the page asked and
    // what it says after the page shows it.
    const read = async () => {
      const count = async (path: string, field: string) => {
        const response = await fetch(`${baseURL}/api${path}`);
        return ((await response.json()) as Record<string, number>)[field]!;
      };
      return {
        drivers: await count('/users/driversLength', 'driversCount'),
        equipment: await count('/equipment/length', 'equipmentsCount'),
        solicitations: await count('/solicitation/finishedLength', 'solictationsFinishedCount'),
      };
    };
    const before = await read();
    expect(before.drivers).toBeGreaterThanOrEqual(seed.drivers);
    expect(before.equipment).toBeGreaterThanOrEqual(seed.equipment);
    expect(before.solicitations).toBeGreaterThanOrEqual(seed.finished);
    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/');
    // The page is HTML from the build: the counters are fetched once they come into view.
    await page.getByRole('region', { name: 'Resultados' }).scrollIntoViewIfNeeded();
    const shown = (name: keyof typeof before) =>
      page
        .getByTestId(`counter-${name}`)
        .innerText()
        .then((text) => Number(text.replace(/\D/g, '')));
    await expect.poll(() => shown('drivers')).toBeGreaterThanOrEqual(before.drivers);
    const after = await read();
    for (const name of ['drivers', 'equipment', 'solicitations'] as const) {
      const value = await shown(name);
      expect(value, name).toBeGreaterThanOrEqual(before[name]);
      expect(value, name).toBeLessThanOrEqual(after[name]);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('serves the public pages as HTML to read at once, loading the app only when used', async () => {
    const headings = {
      '/': 'Drones voluntários onde a Defesa Civil mais precisa',
      '/sobre': 'Tecnologia e voluntariado a serviço da vida',
      '/privacidade': 'Política de privacidade',
      '/login': 'Entrar',
      '/register': 'Cadastro de droneiro voluntário',
    };
    for (const [path, heading] of Object.entries(headings)) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      const h1 = /<h1[^>]*>([^<]*)/.exec(html)?.[1];
      expect({ path, prerendered: h1 === heading }).toEqual({
        path,
        prerendered: true,
      });
    }
    const { page, problems, close } = await openPage(browser(), mobile);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/sobre', { waitUntil: 'networkidle' });
    expect(scripts).toHaveLength(1);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(scripts.length).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await close();
  });

  it('sends a login typed before the app has loaded once it has, never through the URL', async () => {
    const person = newPerson('Rita Prerender');
    await signUpByApi(person, 'DRIVER');
    const { page, problems, close } = await openPage(browser(), mobile);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.goto('/login', { waitUntil: 'load' });
    // A slow link: the form is filled in and sent while the app is still on its way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 100 * 1024,
      uploadThroughput: 100 * 1024,
    });
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Senha', { exact: true }).fill(person.password);
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    expect(documents).toEqual([`${baseURL}/login`]);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows the menu variant of each route', async () => {
    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/');
    expect(await navLinks(page)).toEqual([
      'Sobre',
      'Como funciona',
      'Login',
      'Contato',
      'Junte-se a nós',
    ]);
    await page.goto('/sobre');
    expect(await navLinks(page)).toEqual(['Sobre', 'Página inicial', 'Junte-se a nós']);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Junte-se a nós' })
      .click();
    await page.waitForURL('**/login');
    expect(problems).toEqual([]);
    await close();
  });

  it('scrolls to #funciona and #contato', async () => {
    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/sobre');
    await page.goto('/#funciona');
    await expect
      .poll(() =>
        page.locator('#funciona').evaluate((el) => {
          const top = el.getBoundingClientRect().top;
          return top >= 0 && top < window.innerHeight / 2;
        }),
      )
      .toBe(true);

    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Contato' })
      .click();
    await expect
      .poll(() =>
        page.locator('#contato').evaluate((el) => {
          const rect = el.getBoundingClientRect();
          return rect.top < window.innerHeight && rect.bottom > 0;
        }),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('fades the top bar from opacity 1 to 0.5 over 500 px of scroll', async () => {
    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/');
    const bar = page.getByTestId('top-bar');
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(25, 65, 239)',
    );
    await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgba(25, 65, 239, 0.75)');
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgba(25, 65, 239, 0.5)');
    expect(problems).toEqual([]);
    await close();
  });

  it('opens and closes the mobile menu at 360 px', async () => {
    const { page, problems, close } = await openPage(browser(), mobile);
    await page.goto('/');
    const desktopNav = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await desktopNav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const sideMenu = page.getByRole('dialog');
    await sideMenu.waitFor({ state: 'visible' });
    expect(await sideMenu.getByRole('link', { name: 'Como funciona' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await sideMenu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await sideMenu.getByRole('link', { name: 'Sobre' }).click();
    await page.waitForURL('**/sobre');
    await sideMenu.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(['/', '/sobre', '/privacidade'])(
    'renders %s accessibly at desktop and mobile widths',
    async (path) => {
      for (const viewport of [desktop, mobile]) {
        const { page, problems, close } = await openPage(browser(), viewport);
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        ).toBe(true);
        await expectAccessible(page);
        expect(problems).toEqual([]);
        await close();
      }
    },
  );

  it('renders the privacy notice linked from the footer', async () => {
    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Política de privacidade' })
      .click();
    await page.waitForURL('**/privacidade');
    // The landing stays on screen until the privacy page's chunk arrives.
    await page.getByRole('heading', { level: 1, name: /privacidade/i }).waitFor();
    expect(await page.getByText('Lei nº 13.709/2018').first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
