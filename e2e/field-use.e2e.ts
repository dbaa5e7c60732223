import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpByApi } from './support/api';
import { baseURL, launchBrowser, mobile, openPage } from './support/browser';
import { expectFinishedPage, logIn, UUID } from './support/journey';
import { newPerson } from './support/people';

// DESIGN §10 on a phone: the app installs, opens without a connection and shows the pilot's
// last answers, and forgets them when he signs out.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Whether this origin's IndexedDB holds answers saved for offline use. */
function hasOfflineCache(page: Page) {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(false);
          const read = db.transaction('keyval').objectStore('keyval').get('drones:offline-cache');
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => resolve(false);
        };
      }),
  );
}

describe('field use', () => {
  it('installs, reopens /convites offline with the invitations and the banner, and forgets them at sign-out', async () => {
    const creator = newPerson('Lia Coordenadora');
    const pilot = newPerson('Davi Piloto');
    const { accessToken: token } = await signUpByApi(creator, 'GOVERNMENT');
    const { user } = await signUpByApi(pilot, 'DRIVER');
    const request = await api<{ id: string }>('/solicitation', {
      token,
      method: 'POST',
      body: {
        name: 'Deslizamento no Quitandinha',
        description: 'Mapear a encosta e procurar desabrigados.',
        place: 'Quitandinha, Petrópolis',
        hour: '05:40',
        necessary_resources: 'Drone com câmera térmica',
        mission_details: 'Sobrevoo da encosta',
        urgency: 'urgente',
      },
    });
    await api(`/solicitation/${request.id}/callout`, {
      token,
      method: 'POST',
      body: { pilotIds: [user.id], message: 'Concentração na praça às 6h.' },
    });

    const { page, problems, close } = await openPage(browser, mobile);
    await logIn(page, pilot.email, pilot.password);
    await page.waitForURL(new RegExp(`${baseURL}/perfil/${UUID}$`));
    await page.goto('/convites');
    await page.getByText('Deslizamento no Quitandinha').waitFor();
    await expectFinishedPage(page);

    // Chromium finds the manifest and the service worker: the app can be installed.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A test browser's context is incognito, where Chromium installs nothing whatever the app.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data!)).toMatchObject({
      lang: 'pt-BR',
      display: 'standalone',
      start_url: '/',
    });
    await expect.poll(() => hasOfflineCache(page)).toBe(true);

    // Offline, the reload opens the cached shell with the last answers and says so.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('Sem conexão').waitFor();
    await page.getByText('Deslizamento no Quitandinha').waitFor();
    await page.getByText('Quitandinha, Petrópolis').waitFor();
    await page.getByText('Quem chama: Lia Coordenadora').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    // Signing out offline forgets this device's copy: reopened, nothing of his is shown.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    await page
      .getByRole('dialog', { name: 'Tem certeza que deseja sair?' })
      .getByRole('button', { name: 'Sair' })
      .click();
    await page.waitForURL(`${baseURL}/`);
    await expect.poll(() => hasOfflineCache(page)).toBe(false);
    await page.goto('/convites');
    await page.waitForURL(/\/login\?next=%2Fconvites$/);
    expect(await page.getByText('Deslizamento no Quitandinha').count()).toBe(0);

    await page.context().setOffline(false);
    // The only failures allowed are the calls the offline page could not make.
    expect(
      problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem)),
    ).toEqual([]);
    await close();
  });
});
