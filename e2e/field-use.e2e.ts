import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, calledOutPilot } from './support/api';
import { baseURL, desktop, useBrowser, mobile, openPage } from './support/browser';
import {
  expectFinishedPage,
  expectToast,
  fillMissionReportForm,
  logIn,
  openSignedIn,
  signOutFromMobileMenu,
  submitMissionReportForm,
  tinyPdf,
  UUID,
} from './support/journey';
import { newPerson } from './support/people';

// docs/design.md §10 on a phone: the app installs, opens without a connection and shows the pilot's
// last answers, and forgets them when he signs out.

const browser = useBrowser();

/** The keys of the answers this origin's IndexedDB keeps for offline use (none: no copy). */
function offlineCacheKeys(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const read = db.transaction('keyval').objectStore('keyval').get('drones:offline-cache');
          read.onsuccess = () => {
            const saved = read.result as
              { state: { queries: { queryKey: unknown[] }[] } } | undefined;
            resolve(
              saved?.state.queries.map((query) => query.queryKey.slice(0, 2).join('.')) ?? [],
            );
          };
          read.onerror = () => resolve([]);
        };
      }),
  );
}

/** Waits until the app has taken over the page: its code is then served offline too. */
async function waitForServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

describe('field use', () => {
  it('installs, reopens /convites offline with the invitations and the banner, and forgets them at sign-out', async () => {
    const creator = newPerson('Lia Coordenadora');
    const pilot = newPerson('Davi Piloto');
    await calledOutPilot(
      creator,
      pilot,
      {
        name: 'Deslizamento no Quitandinha',
        description: 'Mapear a encosta e procurar desabrigados.',
        place: 'Quitandinha, Petrópolis',
        hour: '05:40',
      },
      'Concentração na praça às 6h.',
    );

    const { page, problems, close } = await openPage(browser(), mobile);
    await logIn(page, pilot.email, pilot.password);
    await page.waitForURL(new RegExp(`${baseURL}/perfil/${UUID}$`));
    // The lists of requests are kept too (ADR 033).
    await page.goto('/solicitations');
    await page.getByRole('heading', { name: 'Deslizamento no Quitandinha' }).waitFor();
    // Saving is gathered over half a second: the list is on the phone before the next page load.
    await expect.poll(() => offlineCacheKeys(page)).toContain('solicitations.list');
    await page.goto('/convites');
    await page.getByText('Deslizamento no Quitandinha').waitFor();
    await expectFinishedPage(page);

    // Chromium finds the manifest and the service worker: the app can be installed.
    await waitForServiceWorker(page);
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
    await expect.poll(() => offlineCacheKeys(page)).toContain('invitations.inbox');

    // Offline, the reload opens the cached shell with the last answers and says so.
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('Sem conexão').waitFor();
    await page.getByText('Deslizamento no Quitandinha').waitFor();
    await page.getByText('Quitandinha, Petrópolis').waitFor();
    await page.getByText('Quem chama: Lia Coordenadora').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

    // The list of requests reads from its last answer, its search placeholder whole at 360 px;
    // a page this phone never opened says so instead of spinning.
    await page.goto('/solicitations');
    await page.getByRole('heading', { name: 'Deslizamento no Quitandinha' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Pesquisar solicitações em curso' });
    expect(
      await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const room =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      }),
    ).toBe(true);
    await page.goto('/solicitations/0190a5b2-0000-7000-8000-000000000999');
    await page.getByText('Sem conexão. Esta página ainda não foi aberta neste aparelho.').waitFor();
    expect(await page.getByText('Carregando…').count()).toBe(0);
    await page.goto('/convites');
    await page.getByText('Deslizamento no Quitandinha').waitFor();

    // Signing out offline forgets this device's copy: reopened, nothing of his is shown.
    await signOutFromMobileMenu(page);
    await expect.poll(() => offlineCacheKeys(page)).toEqual([]);
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

  it('sends an answer and a mission report made offline once the connection returns, once each', async () => {
    const creator = newPerson('Nina Coordenadora');
    const pilot = newPerson('Rui Piloto');
    const { token, pilotToken, user, requestId } = await calledOutPilot(
      creator,
      pilot,
      {
        name: 'Enchente no Caxambu',
        description: 'Localizar moradores ilhados.',
        place: 'Caxambu, Petrópolis',
        hour: '04:10',
      },
      'Saída às 5h.',
    );

    // The pilot answers without a connection: the answer waits on the phone, across a reload.
    const phone = await openPage(browser(), mobile);
    const answers: string[] = [];
    phone.page.on('request', (sent) => {
      if (sent.method() === 'POST' && /\/api\/invitations\/[^/]+\/answer$/.test(sent.url())) {
        answers.push(sent.headers()['idempotency-key'] ?? '');
      }
    });
    await logIn(phone.page, pilot.email, pilot.password);
    await phone.page.waitForURL(new RegExp(`${baseURL}/perfil/${UUID}$`));
    await phone.page.goto('/convites');
    const card = phone.page.getByRole('article', { name: 'Enchente no Caxambu' });
    await card.waitFor();
    await waitForServiceWorker(phone.page);
    await phone.page.context().setOffline(true);
    await card.getByRole('button', { name: 'Vou participar' }).click();
    await card.getByText(/^Aguardando conexão: sua resposta "vou participar"/).waitFor();
    await phone.page.reload();
    await card.getByText(/^Aguardando conexão/).waitFor();
    await phone.page.context().setOffline(false);
    await expectToast(phone.page, 'Resposta registrada.');
    await card.getByText('Sua resposta: vou participar.').waitFor();
    await expectFinishedPage(phone.page);

    const roster = await api<{ pilot: { id: string }; status: string }[]>(
      `/solicitation/${requestId}/roster`,
      { token },
    );
    expect(roster.map((entry) => [entry.pilot.id, entry.status])).toEqual([[user.id, 'accepted']]);
    // Every attempt carried the same key; sent again with it, the first answer is replayed.
    const key = answers.find((sent) => sent !== '');
    expect(key).toMatch(new RegExp(`^${UUID}$`));
    expect(new Set(answers.filter((sent) => sent !== ''))).toEqual(new Set([key]));
    const invitations = await api<{ id: string }[]>('/invitations', { token: pilotToken });
    const again = await fetch(`${baseURL}/api/invitations/${invitations[0]!.id}/answer`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${pilotToken}`,
        'content-type': 'application/json',
        'idempotency-key': key!,
      },
      body: JSON.stringify({ answer: 'accept' }),
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(
      phone.problems.filter(
        (problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem),
      ),
    ).toEqual([]);
    await phone.close();

    // The coordinator files the report with a PDF offline; it is sent when the connection returns.
    const office = await openSignedIn(browser(), desktop, creator);
    await office.page.goto(`/solicitations/${requestId}/mission`);
    await office.page.getByLabel('Nome da missão').waitFor();
    // Installed, the app opens the list of requests it goes to after the report without a connection.
    await waitForServiceWorker(office.page);
    await office.page.context().setOffline(true);
    await fillMissionReportForm(office.page, {
      name: 'Busca no Caxambu',
      description: 'Sobrevoo de 2 km do rio.',
      mainInformation: 'Quatro moradores localizados.',
      flightTime: '50 min',
      collectedData: 'Vídeo térmico.',
      observation: 'Bombeiros avisados.',
    });
    await office.page.getByLabel(/^Documentos/).setInputFiles({
      name: 'relatorio.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Relatorio offline'),
    });
    await submitMissionReportForm(office.page);
    await expectToast(office.page, 'Aguardando conexão');
    await office.page.waitForURL(`${baseURL}/solicitations`);
    await office.page.context().setOffline(false);
    await expectToast(office.page, 'Informações registradas com sucesso.');

    const finished = await api<{ isFinished: boolean; missionReportId: string | null }>(
      `/solicitation/${requestId}`,
      { token },
    );
    expect(finished.isFinished).toBe(true);
    const report = await api<{ id: string; urlDocuments: string[] }>(
      `/missionReport/${finished.missionReportId}`,
      { token },
    );
    expect(report.urlDocuments).toHaveLength(1);
    expect(
      office.problems.filter(
        (problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(problem),
      ),
    ).toEqual([]);
    await office.close();
  });
});
