import { EXPORT_COLUMNS } from '@drones/shared/endpoints/export';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  logInByApi,
  postAvailability,
  postRequest,
  signUpByApi,
} from './support/api';
import { baseURL, desktop, launchBrowser } from './support/browser';
import {
  expectFinishedOnMobile,
  expectFinishedPage,
  expectToast,
  fillMissionReportForm,
  fillRequestForm,
  openSignedIn,
  submitMissionReportForm,
  submitRequestForm,
  tinyPdf,
  UUID,
} from './support/journey';
import { waitForMail } from './support/mail';
import { newPerson } from './support/people';

const admin = inject('admin');
let browser: Browser;

/** A small real photo (the server re-encodes images, so it must decode). */
function photo(red: number): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: red, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

// A word no other journey uses, so searches find this run's request alone.
const tag = Date.now().toString(36);
const requestName = `Enchente no Vale do Cuiabá ${tag}`;
const creator = newPerson('Carla Defesa');
const otherStaff = newPerson('Rogério Defesa');
const pilot = newPerson('Tiago Piloto');
const pilotCity = `Sumidouro ${tag}`;

beforeAll(async () => {
  browser = await launchBrowser();
  await signUpByApi(creator, 'GOVERNMENT');
  await signUpByApi(otherStaff, 'GOVERNMENT');
  const { accessToken } = await signUpByApi(pilot, 'DRIVER');
  await postAvailability(accessToken, {
    days: 'Segunda-feira, Sábado',
    city: pilotCity,
    district: 'Centro',
  });
});
afterAll(async () => {
  await browser.close();
});

/** The first card of the section headed `heading`. */
function firstCardIn(page: Page, heading: string) {
  return page.getByRole('region', { name: heading }).getByRole('listitem').first();
}

describe('requests and missions', () => {
  let requestId = '';

  it('a civil-defence user posts an urgent request, asks a pilot and files the mission report', async () => {
    const { page, problems, close } = await openSignedIn(browser, desktop, creator);

    // 1. The request, with two photos.
    await page.goto('/solicitations/new');
    await expectFinishedPage(page);
    await fillRequestForm(page, {
      name: requestName,
      description: 'Deslizamento de encosta com famílias ilhadas.',
      place: 'Estrada do Vale do Cuiabá, Itaipava, Petrópolis',
      hour: 'Amanhã às 7h',
      necessaryResources: 'Drone com câmera térmica',
      missionDetails: 'Mapear a área e localizar desabrigados.',
    });
    await page.getByLabel('Urgente').check();
    await page.getByLabel(/^Fotos/).setInputFiles([
      { name: 'encosta.png', mimeType: 'image/png', buffer: await photo(200) },
      { name: 'ponte.png', mimeType: 'image/png', buffer: await photo(40) },
    ]);
    requestId = await submitRequestForm(page);
    await expectFinishedPage(page);
    await page.getByText('Em curso', { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: /Foto/ }).count()).toBe(2);
    await page.getByText('Nenhum droneiro contactado').waitFor();

    // 2. It comes first on /home and on /solicitations, and the search finds it alone.
    await page.goto('/home');
    await expectFinishedPage(page);
    expect(await firstCardIn(page, 'ÚLTIMAS SOLICITAÇÕES').innerText()).toContain(requestName);
    await page.goto('/solicitations');
    await expectFinishedPage(page);
    const first = firstCardIn(page, 'Solicitações em curso');
    expect(await first.innerText()).toContain(requestName);
    await expect
      .poll(() =>
        first
          .getByText('urgente', { exact: true })
          .evaluate((badge) => getComputedStyle(badge).backgroundColor),
      )
      .toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
    await page.getByRole('searchbox').fill(tag);
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Solicitações em curso' }).getByRole('listitem').count(),
      )
      .toBe(1);

    // 3. Asks a pilot found by city; the pilot gets an e-mail with the request and our contact.
    await first.getByRole('link', { name: 'Solicitar apoio' }).click();
    await page.waitForURL(`${baseURL}/solicitations/${requestId}/addDriver`);
    await expectFinishedPage(page);
    await page.getByRole('searchbox').fill(pilotCity);
    const pilotCard = page.getByRole('link', { name: new RegExp(pilot.name.split(' ')[0]!) });
    await expect.poll(() => pilotCard.count()).toBe(1);
    await pilotCard.click();
    await page.waitForURL(new RegExp(`/solicitations/${requestId}/addDriver/${UUID}$`));
    await expectFinishedPage(page);
    const pilotPage = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Solicitar participação do droneiro' }).click();
    await expectToast(page, 'Participação do droneiro solicitada com sucesso!');
    const asked = await waitForMail(pilot.email, new RegExp(tag));
    expect(asked.text).toContain(creator.email);

    // 4. The detail lists the pilot; the mission report with a document finishes the request.
    await page.goto(`/solicitations/${requestId}`);
    await expectFinishedPage(page);
    // In the team (the contacted pilots), not yet answering, with his e-mail.
    const entry = page
      .getByRole('list', { name: 'Equipe da solicitação' })
      .getByRole('listitem')
      .filter({ hasText: pilot.name });
    await entry.getByText('Sem resposta').waitFor();
    await entry.getByText(`Contactado · ${pilot.email}`).waitFor();
    await page.getByRole('link', { name: 'Fazer o relatório da missão' }).click();
    await page.waitForURL(`${baseURL}/solicitations/${requestId}/mission`);
    await expectFinishedPage(page);
    await fillMissionReportForm(page, {
      name: 'Mapeamento do Vale do Cuiabá',
      description: 'Sobrevoo de 3 km de encosta.',
      mainInformation: 'Duas famílias localizadas.',
      flightTime: '1h20',
      collectedData: 'Ortomosaico e 140 fotos.',
      observation: 'Equipe de resgate acionada.',
    });
    await page.getByLabel(/^Documentos/).setInputFiles({
      name: 'relatorio.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Relatorio de voo'),
    });
    await submitMissionReportForm(page);
    await expectToast(page, 'Informações registradas com sucesso.');
    await page.waitForURL(`${baseURL}/solicitations`);

    // 5. Listed among the finished ones; its report shows 'Documento 1', which opens the PDF.
    await expectFinishedPage(page);
    const finished = firstCardIn(page, 'Solicitações finalizadas');
    expect(await finished.innerText()).toContain(requestName);
    await finished.getByRole('link', { name: /relatório/i }).click();
    await page.waitForURL(new RegExp(`/solicitations/${requestId}/mission/${UUID}$`));
    await expectFinishedPage(page);
    const document1 = page.getByRole('link', { name: 'Documento 1' });
    const href = (await document1.getAttribute('href'))!;
    const [tab] = await Promise.all([page.context().waitForEvent('page'), document1.click()]);
    await tab.close();
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await expectFinishedOnMobile(browser, page, [
      '/home',
      '/solicitations',
      `/solicitations/${requestId}`,
      `/solicitations/${requestId}/addDriver`,
      pilotPage,
      new URL(page.url()).pathname,
      '/solicitations/new',
      '/comunication',
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it('a communication reaches every registered pilot by e-mail', async () => {
    const pilots = await api<{ email: string }[]>('/users?limit=100', {
      token: await adminToken(),
    });
    expect(pilots.map((p) => p.email)).toContain(pilot.email);

    const { page, problems, close } = await openSignedIn(browser, desktop, creator);
    await page.goto('/solicitations');
    await page.getByRole('link', { name: /comunicado/i }).click();
    await page.waitForURL(`${baseURL}/comunication`);
    await expectFinishedPage(page);
    const title = `Alerta de chuvas fortes ${tag}`;
    await page.getByLabel('Título').fill(title);
    await page.getByLabel('Descrição').fill('Previsão de 120 mm nas próximas 24 horas.');
    await page.getByLabel('Comunicado').fill('Fiquem de prontidão para missões na Região Serrana.');
    await page.getByLabel('Detalhes').fill('Ponto de encontro: sede da Defesa Civil.');
    await page.getByRole('button', { name: 'Enviar comunicado' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    await expectToast(page, 'Comunicado enviado com sucesso!');

    for (const { email } of pilots) await waitForMail(email, new RegExp(tag));
    expect(problems).toEqual([]);
    await close();
  });

  it('only the request creator may file its mission report', async () => {
    const { accessToken } = await logInByApi(creator.email, creator.password);
    const other = await postRequest(accessToken, { name: `Alagamento em Itaipava ${tag}` });

    const { page, problems, close } = await openSignedIn(browser, desktop, otherStaff);
    await page.goto(`/solicitations/${other.id}`);
    await expectFinishedPage(page);
    expect(await page.getByRole('link', { name: 'Fazer o relatório da missão' }).count()).toBe(0);
    await page.goto(`/solicitations/${other.id}/mission`);
    await page
      .getByText('Somente quem criou a solicitação pode fazer o relatório', { exact: true })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Registrar relatório' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('the admin downloads the finished requests as a spreadsheet', async () => {
    const { page, problems, close } = await openSignedIn(browser, desktop, admin);
    await page.goto('/solicitations');
    await expectFinishedPage(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Gerar relatório das solicitações' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('SolicitationReports.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.getWorksheet('SolicitationReports');
    expect(sheet).toBeDefined();
    const rows = sheet!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(EXPORT_COLUMNS);
    const ours = rows.find((row) => row[1] === requestName);
    expect(ours?.slice(1, 4)).toEqual([
      requestName,
      'Deslizamento de encosta com famílias ilhadas.',
      'Estrada do Vale do Cuiabá, Itaipava, Petrópolis',
    ]);
    expect(problems).toEqual([]);
    await close();
  });
});
