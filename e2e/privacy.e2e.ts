import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseURL, desktop, useBrowser, mobile, openPage } from './support/browser';
import {
  expectFinishedOnMobile,
  expectFinishedPage,
  expectToast,
  logIn,
  openSignedIn,
} from './support/journey';
import {
  adminToken,
  api,
  postAvailability,
  postEquipment,
  postRequest,
  signUpByApi,
  uploadAnacForm,
} from './support/api';
import { newPerson } from './support/people';

const admin = inject('admin');
const browser = useBrowser();

/** Erases the signed-in account from 'Privacidade e dados', as its owner would. */
async function eraseThroughThePage(page: Page, password: string) {
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Para confirmar, digite REMOVER').fill('REMOVER');
  await page.getByRole('button', { name: 'Remover minha conta' }).click();
  await expectToast(page, 'Sua conta foi removida.');
  await page.waitForURL(`${baseURL}/`);
}

describe('privacy and data', () => {
  it('a pilot on a phone exports his data, deletes his availability and erases his account', async () => {
    const pilot = newPerson('Renata Albuquerque');
    const { accessToken: token, user } = await signUpByApi(pilot, 'DRIVER');
    await postEquipment(token, {
      name: 'Drone térmico',
      manufacture: 'Autel',
      model: 'EVO II',
      autonomy: '40 min',
    });
    await postAvailability(token, { days: 'Sábado', city: 'Teresópolis', district: 'Várzea' });
    await uploadAnacForm(token);

    const { page, problems, close } = await openPage(browser(), mobile);
    await logIn(page, pilot.email, pilot.password);
    await page.waitForURL(`${baseURL}/perfil/${user.id}`);
    await page.getByRole('link', { name: /Privacidade e dados/ }).click();
    await page.waitForURL(`${baseURL}/perfil/${user.id}/privacidade`);
    await expectFinishedPage(page);

    // The zip opens, dados.json holds the equipment, and the ANAC form is inside.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    const data = JSON.parse(await zip.file('dados.json')!.async('string'));
    expect(data.profile).toMatchObject({ id: user.id, email: pilot.email, cpf: pilot.cpf });
    expect(data.equipments).toEqual([expect.objectContaining({ name: 'Drone térmico' })]);
    const form = zip.file(data.driverForms[0].file);
    expect((await form!.async('string')).startsWith('%PDF-')).toBe(true);
    await expectToast(page, 'Download dos seus dados iniciado.');

    // The availability goes from the profile's more data.
    await page.goto(`/perfil/${user.id}/user`);
    await page.getByRole('button', { name: 'Excluir disponibilidade' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Disponibilidade excluída.');
    const afterDelete = await api<{ disponibility: unknown }>(`/users/${user.id}`, { token });
    expect(afterDelete.disponibility).toBeNull();

    await page.goto(`/perfil/${user.id}/privacidade`);
    await expectFinishedPage(page);
    await eraseThroughThePage(page, pilot.password);

    // The old token is dead, the directory no longer lists him, his e-mail and CPF sign up again.
    const validate = await fetch(`${baseURL}/api/auth/validate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(validate.status).toBe(401);
    const directory = await api<{ id: string }[]>(
      `/users?role=DRIVER&search=${encodeURIComponent('Renata Albuquerque')}`,
      { token: await adminToken() },
    );
    expect(directory.map((entry) => entry.id)).not.toContain(user.id);
    const again = await signUpByApi(pilot, 'DRIVER');
    expect(again.user.id).not.toBe(user.id);
    expect(problems).toEqual([]);
    await close();

    // The admin finds the export and the erasure in the audit log, by person and by action.
    const staff = await openSignedIn(browser(), desktop, admin);
    await staff.page.goto(`/admin/auditoria?actor=${user.id}`);
    const table = staff.page.getByRole('table', { name: /Eventos do registro de auditoria/ });
    await table.getByRole('row').filter({ hasText: 'Dados pessoais exportados' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'Conta excluída' }).waitFor();
    await table.getByRole('row').filter({ hasText: 'Dados de droneiro excluídos' }).waitFor();
    await expectFinishedPage(staff.page);
    await staff.page.getByLabel('Ação').selectOption({ label: 'Conta excluída' });
    await staff.page.waitForURL(/action=account\.erased/);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await expect
      .poll(() => table.getByRole('row').nth(1).textContent())
      .toMatch(/Conta excluída.*Conta removida/);
    await expectFinishedOnMobile(browser(), staff.page, [staff.page.url().replace(baseURL, '')]);
    expect(staff.problems).toEqual([]);
    await staff.close();
  });

  it("a request made by civil defence survives its author's erasure as 'Conta removida'", async () => {
    const creator = newPerson('Otávio Brandão');
    const { accessToken: token } = await signUpByApi(creator, 'GOVERNMENT');
    const request = await postRequest(token, { name: 'Deslizamento no Caxambu' });

    const { page, problems, close } = await openSignedIn(browser(), desktop, creator);
    const me = await api<{ id: string }>('/users/currentUser', { token });
    await page.goto(`/perfil/${me.id}/privacidade`);
    await expectFinishedPage(page);
    await eraseThroughThePage(page, creator.password);

    await logIn(page, admin.email, admin.password);
    await page.waitForURL(`${baseURL}/home`);
    await page.goto(`/solicitations/${request.id}`);
    await expectFinishedPage(page);
    await expect.poll(() => page.getByText('Conta removida', { exact: true }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });
});
