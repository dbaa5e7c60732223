// What users tripped over across the app: links that must survive a login, sessions that end
// elsewhere, long words, focus after a dialog, toasts in the way. At 1280 and at 360 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, desktop, useBrowser, mobile, openPage } from './support/browser';
import { expectFinishedPage, expectToast, logIn, openSignedIn } from './support/journey';
import type { Person } from './support/people';
import { api, postEquipment, postRequest, signUpByApi } from './support/api';
import { newPerson } from './support/people';

const browser = useBrowser();

const viewports = [
  ['1280', desktop],
  ['360', mobile],
] as const;

async function staffWithRequest(name: string) {
  const staff = newPerson('Dalva Defesa');
  const { accessToken } = await signUpByApi(staff, 'GOVERNMENT');
  const request = await postRequest(accessToken, { name });
  return { staff, token: accessToken, request };
}

/** Fills the login page in place, keeping the address it was given. */
async function submitLogin(page: Page, person: Person) {
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Senha', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

function loginAddressFor(path: string) {
  return `${baseURL}/login?${new URLSearchParams({ next: path })}`;
}

/** The element that has focus, by its accessible label or text. */
function focusedName(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.id ?? active?.textContent?.trim() ?? '';
  });
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe.each(viewports)('at %s px', (_width, viewport) => {
  it('a request link survives the login, and a session ended elsewhere asks to log in again', async () => {
    const { request } = await staffWithRequest(`Deslizamento no Alto da Serra ${Date.now()}`);
    const pilot = newPerson('Paulo Piloto');
    await signUpByApi(pilot, 'DRIVER');
    const detail = `/solicitations/${request.id}`;

    const { page, problems, close } = await openPage(browser(), viewport);
    await page.goto(detail);
    await page.waitForURL(loginAddressFor(detail));
    await submitLogin(page, pilot);
    await page.waitForURL(`${baseURL}${detail}`);
    await expectFinishedPage(page);

    // Signed out on another device: the next call here ends the session and keeps the place.
    const token = await page.evaluate(() => localStorage.getItem('@drones:accessToken'));
    await api('/auth/logout', { token: token!, method: 'POST' });
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expectToast(page, 'Sua sessão expirou!');
    await page.waitForURL(loginAddressFor('/solicitations'));
    await submitLogin(page, pilot);
    await page.waitForURL(`${baseURL}/solicitations`);
    await expectFinishedPage(page);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await close();
  });

  it('never follows a login link to another site', async () => {
    const pilot = newPerson('Rita Piloto');
    const { user } = await signUpByApi(pilot, 'DRIVER');
    const { page, close } = await openPage(browser(), viewport);
    await page.goto(`/login?next=${encodeURIComponent('//example.com/roubo')}`);
    await submitLogin(page, pilot);
    await page.waitForURL(`${baseURL}/perfil/${user.id}`);
    await close();
  });

  it('breaks a long word in a request instead of widening the pages', async () => {
    const word = 'Desmoronamento'.repeat(12);
    const { staff, request } = await staffWithRequest(`Aviso ${word}`);
    const { page, problems, close } = await openSignedIn(browser(), viewport, staff);
    for (const path of ['/home', '/solicitations', `/solicitations/${request.id}`]) {
      await page.goto(path);
      // expectFinishedPage fails when the page scrolls sideways.
      await expectFinishedPage(page);
      // /home shortens long names; every page shows at least their start.
      expect(await page.locator('main').innerText()).toContain(`Aviso ${word.slice(0, 28)}`);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('gives focus back when the remove dialog closes', async () => {
    const name = `Queda de barreira ${Date.now()}`;
    const { staff } = await staffWithRequest(name);
    const { page, problems, close } = await openSignedIn(browser(), viewport, staff);
    await page.goto('/solicitations');
    const remove = page.getByRole('button', { name: `Remover ${name}` });
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => focusedName(page)).toBe(`Remover ${name}`);

    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
    await expectToast(page, 'Solicitação removida com sucesso.');
    // The button went with the request: focus lands on the page's content, not on nothing.
    await expect.poll(() => focusedName(page)).toBe('conteudo');
    expect(problems).toEqual([]);
    await close();
  });

  it('shows toasts where they hide neither the menu nor the step buttons', async () => {
    const pilot = newPerson('Téo Piloto');
    const { accessToken, user } = await signUpByApi(pilot, 'DRIVER');
    await postEquipment(accessToken, {
      name: 'Drone reserva',
      manufacture: 'DJI',
      model: 'Mini 4',
      autonomy: '30 min',
    });
    const { page, problems, close } = await openPage(browser(), viewport);
    await logIn(page, pilot.email, pilot.password);
    await page.waitForURL(`${baseURL}/perfil/${user.id}`);

    await page.goto(`/register/${user.id}/equipment`);
    await page.getByLabel('Nome do equipamento').fill('Drone principal');
    await page.getByLabel('Fabricante').fill('DJI');
    await page.getByLabel('Modelo').fill('Mavic 3');
    await page.getByLabel('Autonomia').fill('45 min');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await page.waitForURL(`${baseURL}/register/${user.id}/disponibility`);
    await expectToast(page, 'Equipamento registrado com sucesso!');
    const toast = await page
      .getByRole('region', { name: /Notificações/ })
      .getByRole('listitem')
      .first()
      .boundingBox();
    const next = page.getByRole('button', { name: 'Salvar e continuar' });
    await next.scrollIntoViewIfNeeded();
    expect(overlaps(toast!, (await next.boundingBox())!)).toBe(false);

    // A toast on a signed-in page leaves the top bar's buttons usable.
    await page.goto(`/perfil/${user.id}/equipments`);
    const remove = page.getByRole('button', { name: 'Excluir Drone reserva' });
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => focusedName(page)).toBe('Excluir Drone reserva');
    await remove.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Equipamento excluído com sucesso');
    // It covers neither the page's title nor, at 360 px, the menu's header (ADR 031).
    const shown = await page
      .getByRole('region', { name: /Notificações/ })
      .getByRole('listitem')
      .first()
      .boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(overlaps(shown!, title!)).toBe(false);
    if (viewport === mobile) {
      expect(overlaps(shown!, (await page.getByRole('banner').boundingBox())!)).toBe(false);
    }
    const menuButton =
      viewport === mobile
        ? page.getByRole('button', { name: 'Abrir menu' })
        : page.getByRole('button', { name: 'Sair' });
    // A trial click fails when something else would receive it.
    await menuButton.click({ trial: true, timeout: 2000 });
    expect(problems).toEqual([]);
    await close();
  });
});
