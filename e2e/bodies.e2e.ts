import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminToken, api, postAvailability, postRequest, signUpByApi } from './support/api';
import {
  baseURL,
  desktop,
  expectAccessible,
  mobile,
  openPage,
  useBrowser,
} from './support/browser';
import {
  expectFinishedOnMobile,
  expectFinishedPage,
  expectToast,
  fillMissionReportForm,
  logIn,
  openSignedIn,
  submitMissionReportForm,
} from './support/journey';
import { waitForMail } from './support/mail';
import { newPerson, type Person } from './support/people';

// docs/design.md §12: a request belongs to its body, survives a shift change and is shared with
// another body. Municipalities of Acre no other journey uses: the matches are this journey's.
const CRUZEIRO_DO_SUL = 1200203;
const FEIJO = 1200302;

const browser = useBrowser();

async function createBody(name: string, municipalityCode: number) {
  return api<{ id: string; name: string }>('/organizations', {
    token: await adminToken(),
    method: 'POST',
    body: { name, kind: 'municipal', municipalityCode },
  });
}

/** A civil-defence account asking to join `bodyId`; `approved`: the admin approves it as its first. */
async function memberOf(person: Person, bodyId: string, approved: boolean) {
  const session = await signUpByApi(person, 'GOVERNMENT', bodyId);
  if (approved) {
    await api(`/organizations/${bodyId}/members/${session.user.id}`, {
      token: await adminToken(),
      method: 'PATCH',
      body: { status: 'active' },
    });
  }
  return session;
}

async function pilotIn(name: string) {
  const person = newPerson(name);
  const session = await signUpByApi(person, 'DRIVER');
  await postAvailability(session.accessToken, {
    days: 'Segunda-feira',
    district: 'Centro',
    municipalityCode: CRUZEIRO_DO_SUL,
  });
  return person;
}

/** Picks `pilot` among the recommended ones and calls him out. */
async function callOut(page: Page, pilot: Person) {
  await page.getByRole('checkbox', { name: `Selecionar ${pilot.name}` }).check();
  await page.getByRole('button', { name: 'Convocar', exact: true }).click();
  await expectToast(page, '1 droneiro convocado.');
}

describe('bodies, shifts and sharing', () => {
  it('an operator runs his coordinator’s request, a second body supports it, a pilot accepts its term', async () => {
    const suffix = newPerson('x').email.split('@')[0]!.slice(-6);
    const home = await createBody(`Defesa Civil de Cruzeiro do Sul ${suffix}`, CRUZEIRO_DO_SUL);
    const partner = await createBody(`Defesa Civil de Feijó ${suffix}`, FEIJO);
    const coordinator = newPerson('Iara Coordenadora');
    const operator = newPerson('Otávio Operador');
    const partnerCoordinator = newPerson('Pedro Parceiro');
    const { accessToken: token } = await memberOf(coordinator, home.id, true);
    await memberOf(operator, home.id, false);
    await memberOf(partnerCoordinator, partner.id, true);
    const first = await pilotIn('Rafaela Juruá Lima');
    const second = await pilotIn('Samuel Tarauacá Reis');
    const request = await postRequest(token, {
      name: 'Cheia do Rio Juruá',
      urgency: 'urgente',
      municipalityCode: CRUZEIRO_DO_SUL,
    });
    const requestPath = `/solicitations/${request.id}`;

    // 1. The coordinator approves the operator on /orgao.
    const desk = await openSignedIn(browser(), desktop, coordinator);
    await desk.page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('link', { name: 'Órgão' })
      .click();
    await desk.page.waitForURL(`${baseURL}/orgao`);
    const asking = desk.page.getByRole('listitem').filter({
      has: desk.page.getByRole('heading', { name: operator.name }),
    });
    await asking.getByText(/^Pediu para participar em/).waitFor();
    await expectFinishedPage(desk.page);
    await asking.getByRole('button', { name: 'Aprovar' }).click();
    await expectToast(desk.page, 'Membro aprovado.');
    await desk.page.getByText('Nenhum pedido para participar do órgão.').waitFor();
    await expectFinishedOnMobile(browser(), desk.page, ['/orgao']);

    // 2. The night shift: the operator calls a pilot out on the coordinator's request.
    const night = await openSignedIn(browser(), desktop, operator);
    await night.page.goto(requestPath);
    await night.page.getByText(home.name).waitFor();
    await callOut(night.page, first);

    // 3. The coordinator asks the neighbouring body for support.
    await desk.page.goto(requestPath);
    await desk.page.getByRole('button', { name: 'Compartilhar com outro órgão' }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Compartilhar com outro órgão' });
    await dialog.getByLabel('Buscar pelo nome').fill(`Feijó ${suffix}`);
    await dialog.getByRole('radio', { name: new RegExp(partner.name) }).check();
    await dialog.getByLabel('Mensagem (opcional)').fill('Precisamos de mais drones térmicos.');
    await expectAccessible(desk.page);
    await dialog.getByRole('button', { name: 'Compartilhar' }).click();
    await expectToast(desk.page, `Pedido de apoio enviado a ${partner.name}.`);
    await desk.page.getByText('Aguardando resposta').waitFor();

    // 4. On a phone, the second body's coordinator accepts and calls out one of his pilots.
    const field = await openPage(browser(), mobile);
    await logIn(field.page, partnerCoordinator.email, partnerCoordinator.password);
    await field.page.waitForURL(`${baseURL}/home`);
    await field.page.goto('/orgao');
    const incoming = field.page.getByRole('listitem').filter({ hasText: 'Cheia do Rio Juruá' });
    await incoming.getByText('Precisamos de mais drones térmicos.').waitFor();
    await expectFinishedPage(field.page);
    await incoming.getByRole('button', { name: 'Aceitar' }).click();
    await expectToast(field.page, 'Pedido de apoio aceito. A solicitação está em Compartilhadas.');
    await field.page.goto('/solicitations?scope=shared');
    await field.page.getByRole('heading', { name: 'Cheia do Rio Juruá' }).waitFor();
    await expectFinishedPage(field.page);
    await field.page.goto(requestPath);
    await expectFinishedPage(field.page);
    // A supporting body calls pilots out; editing and the report stay with the owner.
    expect(await field.page.getByRole('link', { name: 'Editar a solicitação' }).count()).toBe(0);
    await callOut(field.page, second);

    // 5. The pilot answers from the e-mail's link and reads whose volunteer he becomes.
    const mail = await waitForMail(second.email, /Cheia do Rio Juruá/);
    expect(mail.text).toContain(
      `Ao confirmar, você aceita o termo de adesão ao serviço voluntário de ${home.name}`,
    );
    const yes = /Vou participar: (\S+)/.exec(mail.text)![1]!;
    const phone = await openPage(browser(), mobile);
    await phone.page.goto(yes.slice(baseURL.length));
    await phone.page
      .getByText(
        `Ao confirmar, você aceita o termo de adesão ao serviço voluntário de ${home.name}`,
      )
      .first()
      .waitFor();
    await expectFinishedPage(phone.page);
    await phone.page.getByRole('button', { name: 'Vou participar' }).click();
    await expectToast(phone.page, 'Resposta registrada: você vai participar.');

    // 6. The operator files the report of the body's request.
    await night.page.goto(`${requestPath}/mission`);
    await fillMissionReportForm(night.page, {
      name: 'Sobrevoo do Juruá',
      description: 'Mapeamento das margens.',
      mainInformation: 'Doze famílias retiradas.',
      flightTime: '40 min',
      collectedData: 'Vídeo térmico.',
      observation: 'Apoio de Feijó.',
    });
    await submitMissionReportForm(night.page);
    await expectToast(night.page, 'Informações registradas com sucesso.');
    const finished = await api<{ isFinished: boolean }>(`/solicitation/${request.id}`, { token });
    expect(finished.isFinished).toBe(true);

    for (const tracked of [desk, night, field, phone]) expect(tracked.problems).toEqual([]);
    await Promise.all([desk.close(), night.close(), field.close(), phone.close()]);
  });
});
