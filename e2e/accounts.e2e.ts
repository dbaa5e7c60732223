import { describe, expect, inject, it } from 'vitest';
import { signUpByApi } from './support/api';
import {
  baseURL,
  desktop,
  expectAccessible,
  useBrowser,
  mobile,
  openPage,
} from './support/browser';
import { waitForMail } from './support/mail';
import {
  expectFinishedPage,
  expectToast,
  fillSignUp,
  logIn,
  openSignedIn,
  openMobileCopy,
  UUID,
} from './support/journey';
import { newPerson } from './support/people';

const admin = inject('admin');
const browser = useBrowser();

describe('accounts', () => {
  it('renders the public account pages accessibly at 1280 and 360 px', async () => {
    for (const path of ['/login', '/register', '/register/government', '/forgotpassword']) {
      for (const viewport of [desktop, mobile]) {
        const { page, problems, close } = await openPage(browser(), viewport);
        await page.goto(path);
        await expectFinishedPage(page);
        expect(problems).toEqual([]);
        await close();
      }
    }
  });

  it('shows toasts that pass the contrast check while they enter', async () => {
    const pilot = newPerson('Toni Piloto');
    await signUpByApi(pilot, 'DRIVER');
    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Slowed a hundredfold, an entering toast stays mid-animation while axe checks it.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.01 });

    await page.getByLabel('E-mail').fill(pilot.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page
      .getByRole('region', { name: /Notificações/ })
      .getByRole('listitem')
      .waitFor();
    await expectAccessible(page);

    await page.getByLabel('Senha', { exact: true }).fill(pilot.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, 'Login bem sucedido!');
    await expectAccessible(page);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
    await close();
  });

  it('sends a signed-out visitor of a private page to the login that leads back there', async () => {
    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/perfil/x');
    await page.waitForURL(`${baseURL}/login?next=%2Fperfil%2Fx`);
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  it('signs a pilot up, out and in again, and edits the profile', async () => {
    const pilot = newPerson('Joana Piloto');
    const { page, problems, close } = await openPage(browser(), desktop);

    await page.goto('/register');
    await fillSignUp(page, pilot);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(new RegExp(`/register/${UUID}/equipment$`));
    const id = new URL(page.url()).pathname.split('/')[2]!;

    await page.goto(`/perfil/${id}`);
    await page.getByRole('heading', { level: 1, name: pilot.name }).waitFor();
    expect(await page.getByText('DRONEIRO VOLUNTÁRIO').isVisible()).toBe(true);

    // Every profile page, at both widths.
    for (const path of [`/perfil/${id}`, `/perfil/${id}/user`, `/perfil/${id}/suport`]) {
      await page.goto(path);
      await expectFinishedPage(page);
      const small = await openMobileCopy(browser(), page);
      await small.page.goto(path);
      await expectFinishedPage(small.page);
      expect(small.problems).toEqual([]);
      await small.close();
    }

    // Sign out, with the confirmation.
    await page.goto(`/perfil/${id}`);
    await page.getByRole('button', { name: 'Sair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza que deseja sair?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Sair' }).click();
    await dialog.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(`${baseURL}/`);
    expect(await page.evaluate(() => localStorage.getItem('@drones:accessToken'))).toBeNull();

    await logIn(page, pilot.email, pilot.password);
    await page.waitForURL(`${baseURL}/perfil/${id}`);
    await expectToast(page, 'Login bem sucedido!');

    // Edit name and phone; the new values survive a reload.
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Meus dados/ })
      .click();
    await page.waitForURL(`${baseURL}/perfil/${id}/user`);
    await page.getByLabel('Nome completo').fill('Joana Souza Piloto');
    await page.getByLabel('Telefone').fill('11912345678');
    await page.getByRole('button', { name: 'Atualizar dados' }).click();
    await expectToast(page, 'Dados atualizados com sucesso!');
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Nome completo').inputValue())
      .toBe('Joana Souza Piloto');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 91234-5678');

    expect(problems).toEqual([]);
    await close();
  });

  it('lets civil defence in only after an admin approves the account', async () => {
    const government = newPerson('Carlos Defesa');
    const citizen = await openPage(browser(), desktop);

    await citizen.page.goto('/register/government');
    await fillSignUp(citizen.page, government);
    await citizen.page.getByRole('button', { name: 'Cadastrar' }).click();
    await citizen.page.waitForURL(`${baseURL}/register/completed`);
    await citizen.page.getByRole('link', { name: 'Ir para a página principal' }).click();
    await citizen.page.waitForURL(`${baseURL}/home`);
    const notice = citizen.page.getByRole('heading', {
      name: 'Sua conta aguarda a aprovação de um administrador',
    });
    await notice.waitFor();

    const staff = await openSignedIn(browser(), desktop, admin);
    await staff.page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('link', {
        name: 'Aprovações',
      })
      .click();
    await staff.page.waitForURL(`${baseURL}/admin/aprovacoes`);
    const card = staff.page.getByRole('listitem').filter({
      has: staff.page.getByRole('heading', { name: government.name }),
    });
    await card.getByText(government.email).waitFor();
    await card.getByRole('button', { name: 'Aprovar' }).click();
    await staff.page
      .getByRole('dialog', { name: `Aprovar a conta de ${government.name}?` })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await expectToast(staff.page, 'Conta aprovada com sucesso!');
    await card.waitFor({ state: 'detached' });
    expect(staff.problems).toEqual([]);
    await staff.close();

    await citizen.page.reload();
    await citizen.page.getByRole('heading', { level: 1, name: 'Olá, Carlos!' }).waitFor();
    // The page opens on the user kept on this device, then reads him again.
    await expect.poll(() => notice.count()).toBe(0);
    expect(citizen.problems).toEqual([]);
    await citizen.close();
  });

  it('recovers a password with the link received by e-mail, once', async () => {
    const pilot = newPerson('Bruno Recupera');
    const created = await fetch(`${baseURL}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...pilot,
        role: 'DRIVER',
        birthDate: '1990-05-17',
      }),
    });
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };

    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL(`${baseURL}/forgotpassword`);
    // The login form stays on screen until the next page's chunk arrives, and it has an E-mail too.
    await page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' }).waitFor();
    await page.getByLabel('E-mail').fill(pilot.email);
    await page.getByRole('button', { name: 'Enviar o link' }).click();
    await expectToast(page, 'E-mail enviado com sucesso');
    await page.waitForURL(`${baseURL}/`);

    const mail = await waitForMail(pilot.email, /senha/i);
    const link = new RegExp(`${baseURL}/resetPassword/${user.id}/\\S+`).exec(mail.text)?.[0];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByLabel('Senha', { exact: true }).fill('nova-senha-2');
    await page.getByLabel('Confirmar a senha').fill('nova-senha-2');
    await page.getByRole('button', { name: 'Atualizar a senha' }).click();
    await expectToast(page, 'Senha alterada com sucesso');
    await page.waitForURL(`${baseURL}/login`);

    await logIn(page, pilot.email, 'nova-senha-2');
    await page.waitForURL(`${baseURL}/perfil/${user.id}`);

    const again = await openPage(browser(), desktop);
    await again.page.goto(link!);
    await expectToast(again.page, 'Link já utilizado, peça um novo link para alterar a senha!');
    await again.page.waitForURL(`${baseURL}/login`);
    expect(again.problems).toEqual([]);
    await again.close();

    expect(problems).toEqual([]);
    await close();
  });
});
