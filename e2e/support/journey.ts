// Steps every signed-in journey takes, written once.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, expectAccessible, mobile, openPage, type TrackedPage } from './browser';
import type { Person } from './people';

export const UUID = '[0-9a-f-]{36}';

/** Waits until the toast region shows `text`. */
export async function expectToast(page: Page, text: string) {
  await page
    .getByRole('region', { name: /Notificações/ })
    .getByText(text, { exact: true })
    .waitFor();
}

/** Types into a municipality combobox and picks `option` from its suggestions. */
export async function chooseMunicipality(page: Page, label: string, typed: string, option: string) {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.fill(typed);
  await page.getByRole('listbox', { name: 'Municípios sugeridos' }).waitFor();
  await page.getByRole('option', { name: option, exact: true }).click();
  expect(await combobox.inputValue()).toBe(option);
}

export async function fillSignUp(page: Page, person: Person) {
  await page.getByLabel('Nome completo').fill(person.name);
  await page.getByLabel('Data de nascimento').fill(person.birthDate.replaceAll('/', ''));
  await page.getByLabel('Telefone').fill(person.phone);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(person.password);
  await page.getByLabel('Confirmar a senha').fill(person.password);
  await page.getByLabel('CPF').fill(person.cpf);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A fresh page signed in through the login form, on the home page. */
export async function openSignedIn(
  browser: Browser,
  options: Parameters<typeof openPage>[1],
  who: { email: string; password: string },
): Promise<TrackedPage> {
  const tracked = await openPage(browser, options);
  await logIn(tracked.page, who.email, who.password);
  await tracked.page.waitForURL(`${baseURL}/home`);
  return tracked;
}

/** Signs out through the 360 px menu and its confirmation, back on the landing page. */
export async function signOutFromMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await page
    .getByRole('dialog', { name: 'Tem certeza que deseja sair?' })
    .getByRole('button', { name: 'Sair' })
    .click();
  await page.waitForURL(`${baseURL}/`);
}

/** One h1, nothing still loading, no sideways scrolling, no serious accessibility violation. */
export async function expectFinishedPage(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: 'Carregando' }).count())
    .toBe(0);
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectAccessible(page);
}

/** The same signed-in session in a 360 px wide page. */
export async function openMobileCopy(browser: Browser, from: Page): Promise<TrackedPage> {
  const storageState = await from.context().storageState();
  return openPage(browser, { ...mobile, storageState });
}

/** Every path, at 360 px, in the same signed-in session as `from`. */
export async function expectFinishedOnMobile(browser: Browser, from: Page, paths: string[]) {
  const copy = await openMobileCopy(browser, from);
  for (const path of paths) {
    await copy.page.goto(path);
    await expectFinishedPage(copy.page);
  }
  expect(copy.problems).toEqual([]);
  await copy.close();
}

/** What a coordinator types in the six required fields of the new-request form. */
export interface RequestForm {
  name: string;
  description: string;
  place: string;
  hour: string;
  necessaryResources: string;
  missionDetails: string;
}

export async function fillRequestForm(page: Page, request: RequestForm) {
  await page.getByLabel('Nome da solicitação').fill(request.name);
  await page.getByLabel('Descrição').fill(request.description);
  await page.getByLabel('Local').fill(request.place);
  await page.getByLabel('Horário').fill(request.hour);
  await page.getByLabel('Recursos necessários').fill(request.necessaryResources);
  await page.getByLabel('Detalhes da missão').fill(request.missionDetails);
}

/** Registers the filled request form; returns the id of the request whose page it opens. */
export async function submitRequestForm(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Registrar solicitação' }).click();
  await expectToast(page, 'Informações registradas com sucesso.');
  await page.waitForURL(new RegExp(`/solicitations/${UUID}$`));
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** What the request's creator types in the mission report form. */
export interface MissionReportForm {
  name: string;
  description: string;
  mainInformation: string;
  flightTime: string;
  collectedData: string;
  observation: string;
}

export async function fillMissionReportForm(page: Page, report: MissionReportForm) {
  await page.getByLabel('Nome da missão').fill(report.name);
  await page.getByLabel('Descrição').fill(report.description);
  await page.getByLabel('Informações principais').fill(report.mainInformation);
  await page.getByLabel('Tempo de voo').fill(report.flightTime);
  await page.getByLabel('Dados coletados').fill(report.collectedData);
  await page.getByLabel('Observação').fill(report.observation);
}

/** Sends the filled report form, confirming that it finishes the request. */
export async function submitMissionReportForm(page: Page) {
  await page.getByRole('button', { name: 'Registrar relatório' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar e finalizar' }).click();
}

/** A one-page PDF with a correct cross-reference table. */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}
