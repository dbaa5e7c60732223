// The signed-in menu on a phone, the error screen, the offline banner after sign-out and a page
// free of CSP violations, in Debian's Chromium against the built app.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpByApi } from './support/api';
import { baseURL, expectAccessible, useBrowser, mobile, openPage } from './support/browser';
import { expectFinishedPage, logIn, signOutFromMobileMenu, UUID } from './support/journey';
import { newPerson, type Person } from './support/people';

const browser = useBrowser();

async function signedInPilot(page: Page, name: string): Promise<Person> {
  const pilot = newPerson(name);
  await signUpByApi(pilot, 'DRIVER');
  await logIn(page, pilot.email, pilot.password);
  await page.waitForURL(new RegExp(`${baseURL}/perfil/${UUID}$`));
  return pilot;
}

describe('menu and error screen', () => {
  it("at 360 px a pilot's menu leads to 'Solicitações'", async () => {
    const { page, problems, close } = await openPage(browser(), mobile);
    await signedInPilot(page, 'Caio Piloto');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Solicitações' }).click();

    await page.waitForURL(`${baseURL}/solicitations`);
    await page.getByRole('heading', { level: 1, name: 'Solicitações' }).waitFor();
    await expectFinishedPage(page);
    expect(problems).toEqual([]);
    await close();
  });

  it("reloads once when a page's code is gone, then shows 'Algo deu errado'", async () => {
    // The service worker would answer from its cache, out of the test's reach.
    const { page, problems, close } = await openPage(browser(), { serviceWorkers: 'block' });
    await signedInPilot(page, 'Vera Piloto');
    // As after a deploy: the requests page's chunk is no longer on the server. Another chunk
    // is named for its module too (the requests' endpoint definitions), which the app needs to
    // start: only the one defining the page goes.
    await page.route(/\/assets\/solicitations-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('SolicitationsRoute')) return route.abort();
      return route.fulfill({ response });
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });

    await page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('link', { name: 'Solicitações' })
      .click();

    await page.getByRole('heading', { level: 1, name: 'Algo deu errado' }).waitFor();
    expect(documents).toEqual([`${baseURL}/solicitations`]);
    await page.getByRole('button', { name: 'Tentar de novo' }).waitFor();
    expect(await page.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe(
      '/',
    );
    await expectAccessible(page);
    // Only the chunk the test took away failed.
    expect(
      problems.filter(
        (problem) => !/ERR_FAILED|Failed to fetch dynamically imported module/.test(problem),
      ),
    ).toEqual([]);
    await close();
  });

  it("says 'Sem conexão' on a page opened offline after sign-out", async () => {
    const { page, close } = await openPage(browser(), mobile);
    await signedInPilot(page, 'Ana Piloto');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await signOutFromMobileMenu(page);

    await page.context().setOffline(true);
    await page.goto('/convites');
    await page.waitForURL(/\/login\?next=%2Fconvites$/);
    await page.getByText('Sem conexão').waitFor();
    await page.context().setOffline(false);
    await close();
  });

  it('raises no content security policy violation on the signed-in pages', async () => {
    const { page, problems, close } = await openPage(browser());
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await signedInPilot(page, 'Rui Piloto');
    for (const path of ['/solicitations', '/convites']) {
      await page.goto(path);
      await expectFinishedPage(page);
    }
    expect(problems).toEqual([]);
    await close();
  });
});
