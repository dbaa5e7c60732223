import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, postAvailability, postRequest, signUpByApi } from './support/api';
import { baseURL, desktop, useBrowser, mobile, openPage } from './support/browser';
import { expectFinishedPage, expectToast, logIn, openSignedIn } from './support/journey';
import { waitForMail } from './support/mail';
import { newPerson, type Person } from './support/people';

// A municipality no other journey uses: the matches are this journey's pilots alone.
const RIO_BRANCO = 1200401;

const browser = useBrowser();

/** A pilot with an availability in Rio Branco (or none), made through the API. */
async function pilotIn(name: string, available = true) {
  const person = newPerson(name);
  const session = await signUpByApi(person, 'DRIVER');
  if (available) {
    await postAvailability(session.accessToken, {
      days: 'Segunda-feira',
      district: 'Centro',
      municipalityCode: RIO_BRANCO,
    });
  }
  return { person, id: session.user.id };
}

/** The pilot's entry in the request page's live team. */
const teamEntry = (page: Page, person: Person) =>
  page
    .getByRole('list', { name: 'Equipe da solicitação' })
    .getByRole('listitem')
    .filter({ hasText: person.name });

async function expectInTeam(page: Page, person: Person, status: string) {
  await teamEntry(page, person).getByText(status, { exact: true }).waitFor();
}

describe('call-out', () => {
  it('a coordinator calls pilots out and watches the team answer live', async () => {
    const coordinator = newPerson('Helena Coordenadora');
    const { accessToken: token } = await signUpByApi(coordinator, 'GOVERNMENT');
    const ana = await pilotIn('Ana Beatriz Rocha');
    const bruno = await pilotIn('Bruno Henrique Dias');
    const caio = await pilotIn('Caio Augusto Lima');
    const automatic = [
      await pilotIn('Elisa Moura Prado'),
      await pilotIn('Fabio Nunes Teixeira'),
      await pilotIn('Gustavo Pires Ramos'),
      await pilotIn('Heloisa Vaz Coelho'),
    ];
    const davi = await pilotIn('Davi Lucas Freitas', false);
    const request = await postRequest(token, {
      name: 'Alagamento no Bairro Seis de Agosto',
      description: 'Localizar moradores ilhados pela cheia do Rio Acre.',
      place: 'Seis de Agosto, Rio Branco',
      hour: '05:40',
      necessary_resources: 'Drone com câmera térmica',
      mission_details: 'Sobrevoo das ruas alagadas',
      urgency: 'urgente',
      municipalityCode: RIO_BRANCO,
    });
    const requestPath = `/solicitations/${request.id}`;

    // 1. The coordinator picks three of the recommended pilots and calls them out.
    const desk = await openSignedIn(browser(), desktop, coordinator);
    const page = desk.page;
    await page.goto(requestPath);
    await expectFinishedPage(page);
    await page.getByText('Atualizado ao vivo').waitFor();
    for (const pilot of [ana, bruno, caio]) {
      await page.getByRole('checkbox', { name: `Selecionar ${pilot.person.name}` }).check();
    }
    await page.getByText('3 droneiros selecionados').waitFor();
    await page.getByLabel('Mensagem (opcional)').fill('Ponto de encontro na ponte metálica.');
    await page.getByRole('button', { name: 'Convocar', exact: true }).click();
    await expectToast(page, '3 droneiros convocados.');
    for (const pilot of [ana, bruno, caio]) await expectInTeam(page, pilot.person, 'Sem resposta');

    // 2. The automatic call-out, for one pilot every "minute" (three seconds here), asks the
    // best two not yet called at once, and the next two after the interval; then the
    // recommended pilots have run out and it ends.
    // Its entries, not the lists of deliveries inside them.
    const team = page.getByRole('list', { name: 'Equipe da solicitação' }).locator(':scope > li');
    await page.getByLabel('Droneiros necessários').fill('1');
    await page.getByLabel('Intervalo (minutos)').fill('1');
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await expectToast(page, 'Convocação automática iniciada: 2 droneiros convocados.');
    await expect.poll(() => team.count()).toBe(5);
    await page.getByText(/Convocação automática ativa: 0 de 1 aceitou/).waitFor();
    await expect.poll(() => team.count()).toBe(7);
    for (const pilot of automatic) await expectInTeam(page, pilot.person, 'Sem resposta');
    await page.getByRole('button', { name: 'Iniciar' }).waitFor();
    // At 1280 px 'Convocar' sits beside the team, not below all of it (ADR 031).
    const convocar = await page
      .getByRole('button', { name: 'Convocar', exact: true })
      .boundingBox();
    const teamBox = await page.getByRole('list', { name: 'Equipe da solicitação' }).boundingBox();
    expect(convocar!.y).toBeLessThan(teamBox!.y + teamBox!.height);

    // 3. Ana answers from the e-mail's link on her phone, without signing in.
    const mail = await waitForMail(ana.person.email, /Alagamento no Bairro Seis de Agosto/);
    expect(mail.text).toContain('Ponto de encontro na ponte metálica.');
    const yes = /Vou participar: (\S+)/.exec(mail.text)![1]!;
    const phone = await openPage(browser(), mobile);
    await phone.page.goto(yes.slice(baseURL.length));
    await expectFinishedPage(phone.page);
    await phone.page.getByRole('button', { name: 'Vou participar' }).click();
    await expectToast(phone.page, 'Resposta registrada: você vai participar.');
    // The coordinator's page, never reloaded, shows it.
    await expectInTeam(page, ana.person, 'Vai participar');

    // 4. Bruno signs in and declines from his inbox, which the menu counts.
    const brunoPage = await openPage(browser(), desktop);
    await logIn(brunoPage.page, bruno.person.email, bruno.person.password);
    await brunoPage.page.waitForURL(`${baseURL}/perfil/${bruno.id}`);
    const menu = brunoPage.page.getByRole('navigation', { name: 'Menu lateral' });
    await menu.getByRole('link', { name: /^Convites\W+1 sem resposta$/ }).click();
    await brunoPage.page.waitForURL(`${baseURL}/convites`);
    await expectFinishedPage(brunoPage.page);
    const invitation = brunoPage.page.getByRole('article', {
      name: 'Alagamento no Bairro Seis de Agosto',
    });
    await invitation.getByRole('button', { name: 'Não posso' }).click();
    await expectToast(brunoPage.page, 'Resposta registrada: você não pode participar.');
    await brunoPage.page.getByText('Nenhum convite aguardando a sua resposta.').waitFor();
    await expectInTeam(page, bruno.person, 'Não pode');
    // Caio never answers.
    await expectInTeam(page, caio.person, 'Sem resposta');
    // Among the recommended pilots, 'Aceitou', 'Recusou' and 'Convidado' never look alike:
    // each has its own colour (and icon).
    const badgeColour = (person: Person, label: string) =>
      page
        .getByRole('article', { name: new RegExp(`º ${person.name}$`) })
        .getByText(label, { exact: true })
        .evaluate((badge) => getComputedStyle(badge).backgroundColor);
    const colours = [
      await badgeColour(ana.person, 'Aceitou'),
      await badgeColour(bruno.person, 'Recusou'),
      await badgeColour(caio.person, 'Convidado'),
    ];
    expect(new Set(colours).size).toBe(3);

    // 5. Davi, not recommended, offers himself; the coordinator accepts him.
    const daviPage = await openPage(browser(), desktop);
    await logIn(daviPage.page, davi.person.email, davi.person.password);
    await daviPage.page.waitForURL(`${baseURL}/perfil/${davi.id}`);
    await daviPage.page.goto(requestPath);
    await expectFinishedPage(daviPage.page);
    await daviPage.page.getByRole('button', { name: 'Quero participar' }).click();
    await expectToast(
      daviPage.page,
      'Você se ofereceu. Quem criou a solicitação foi avisado por e-mail.',
    );
    expect(daviPage.problems).toEqual([]);
    await daviPage.close();
    await expectInTeam(page, davi.person, 'Quer participar');
    await page.getByRole('button', { name: `Aceitar ${davi.person.name}` }).click();
    await expectToast(page, `${davi.person.name} está na equipe.`);
    await expectInTeam(page, davi.person, 'Vai participar');
    await page
      .getByRole('list', { name: 'Linha do tempo' })
      .getByText(`${davi.person.name} entrou na equipe`)
      .waitFor();

    await expectFinishedPage(page);
    expect(desk.problems).toEqual([]);

    // 6. At 360 px the request page is usable too.
    const small = await openPage(browser(), {
      ...mobile,
      storageState: await page.context().storageState(),
    });
    await small.page.goto(requestPath);
    await expectFinishedPage(small.page);
    await expectInTeam(small.page, ana.person, 'Vai participar');
    expect(small.problems).toEqual([]);
    await small.close();

    // 7. Filing the report closes the e-mail's links.
    await api('/missionReport', {
      token,
      method: 'POST',
      body: {
        solicitationId: request.id,
        name: 'Relatório',
        description: 'Moradores localizados',
        main_information: 'Nove pessoas retiradas',
        fight_time: '70 min',
        colected_data: '300 fotos',
        observation: 'Sem intercorrências',
      },
    });
    await phone.page.reload();
    await phone.page.getByText('Esta solicitação já foi finalizada').waitFor();
    await expectFinishedPage(phone.page);
    expect(phone.problems).toEqual([]);
    expect(brunoPage.problems).toEqual([]);
    await Promise.all([desk.close(), phone.close(), brunoPage.close()]);
  });
});
