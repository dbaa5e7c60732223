import { format } from 'date-fns';
import { describe, expect, inject, it } from 'vitest';
import { baseURL, desktop, expectAccessible, useBrowser, openPage } from './support/browser';
import {
  chooseMunicipality,
  expectFinishedOnMobile,
  expectFinishedPage,
  expectToast,
  fillSignUp,
  openSignedIn,
  tinyPdf,
  UUID,
} from './support/journey';
import {
  apiUpload,
  postAvailability,
  postEquipment,
  signUpByApi,
  uploadAnacForm,
} from './support/api';
import { newPerson, type Person } from './support/people';

const admin = inject('admin');
const browser = useBrowser();

/** A pilot with every piece of pilot data, made through the API as the registration steps would. */
async function registeredPilot(person: Person) {
  const { accessToken: token, user } = await signUpByApi(person, 'DRIVER');
  await postEquipment(token, {
    name: 'Drone de mapeamento',
    manufacture: 'DJI',
    model: 'Mavic 3',
    autonomy: '55 min',
  });
  await postAvailability(token, {
    days: 'Segunda-feira, Sábado',
    city: 'Niterói',
    district: 'Icaraí',
    complement: 'Perto da praia',
  });
  await apiUpload('/additionalData', {
    token,
    fields: {
      habilities: 'Fotogrametria e termografia',
      areasExpertise: 'Busca e salvamento',
      operateKm: '30',
    },
    files: {
      documents: {
        name: 'certificado.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf('Certificado'),
      },
    },
  });
  await uploadAnacForm(token);
  return user.id;
}

describe('pilot data', () => {
  it('a new pilot goes through every registration step and manages his data', async () => {
    const pilot = newPerson('Joana Ferreira');
    const { page, problems, close } = await openPage(browser(), desktop);
    await page.goto('/register');
    await fillSignUp(page, pilot);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(new RegExp(`/register/${UUID}/equipment$`));
    const pilotId = new URL(page.url()).pathname.split('/')[2]!;
    const steps = ['equipment', 'disponibility', 'additionalData', '', 'form'].map((step) =>
      step ? `/register/${pilotId}/${step}` : `/register/${pilotId}`,
    );

    // 1. Equipment
    await expectFinishedPage(page);
    await page.getByLabel('Nome do equipamento').fill('Drone de mapeamento');
    await page.getByLabel('Fabricante').fill('DJI');
    await page.getByLabel('Modelo').fill('Mavic 3 Enterprise');
    await page.getByLabel('Autonomia').fill('45 min');
    await page.getByLabel('Observação (opcional)').fill('Câmera térmica');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expectToast(page, 'Equipamento registrado com sucesso!');
    await page.waitForURL(`${baseURL}${steps[1]}`);

    // Back to the equipment step shows the drone saved there: saving again changes it.
    await page.getByRole('checkbox', { name: 'Sábado' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${baseURL}${steps[0]}`);
    await expect.poll(() => page.getByLabel('Modelo').inputValue()).toBe('Mavic 3 Enterprise');
    await page.getByLabel('Modelo').fill('Mavic 3T');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expectToast(page, 'Informações atualizadas com sucesso.');
    await page.waitForURL(`${baseURL}${steps[1]}`);

    // 2. Availability
    await expectFinishedPage(page);
    await page.getByRole('checkbox', { name: 'Segunda-feira' }).check();
    await page.getByRole('checkbox', { name: 'Sábado' }).check();
    await chooseMunicipality(page, 'Cidade', 'niteroi', 'Niterói – RJ');
    await page.getByLabel('Bairro').fill('Icaraí');
    await page.getByLabel('Complemento (opcional)').fill('Perto da praia');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expectToast(page, 'Informações registradas com sucesso.');
    await page.waitForURL(`${baseURL}${steps[2]}`);

    // 3. Additional data with a PDF certificate
    await expectFinishedPage(page);
    await page.getByText('O envio de certificados é opcional.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Pular esta etapa' }).waitFor();
    await page.getByLabel('Habilidades').fill('Fotogrametria e termografia');
    await page.getByLabel('Área de atuação').fill('Busca e salvamento');
    await page.getByLabel('Raio de atuação (km)').fill('30');
    await page.getByLabel(/^Certificados/).setInputFiles({
      name: 'certificado-anac.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Certificado de piloto remoto'),
    });
    await page
      .getByRole('list', { name: 'Arquivos escolhidos' })
      .getByText('certificado-anac.pdf')
      .waitFor();
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expectToast(page, 'Informações registradas com sucesso.');
    await page.waitForURL(`${baseURL}${steps[3]}`);

    // 4. The ANAC form
    await expectFinishedPage(page);
    await page.getByRole('link', { name: 'Sim, por favor' }).click();
    await page.waitForURL(`${baseURL}${steps[4]}`);
    await expectFinishedPage(page);
    await page.getByLabel(/^Formulário da ANAC/).setInputFiles({
      name: 'formulario-anac.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Formulario ANAC'),
    });
    await page.getByRole('button', { name: 'Enviar formulário' }).click();
    await page.waitForURL(`${baseURL}/register/completed`);
    await page.getByRole('link', { name: 'Ir para o meu perfil' }).click();
    await page.waitForURL(`${baseURL}/perfil/${pilotId}`);

    // MAIS DADOS
    await page.getByRole('link', { name: /Meus dados/ }).click();
    await page.waitForURL(`${baseURL}/perfil/${pilotId}/user`);
    const moreData = page.getByText('MAIS DADOS').locator('..');
    await moreData.getByText('Fotogrametria e termografia').waitFor();
    await moreData.getByText('Busca e salvamento').waitFor();
    await moreData.getByText('Segunda-feira, Sábado').waitFor();
    await moreData.getByText('Icaraí, Niterói').waitFor();
    await moreData.getByText('30 km').waitFor();
    expect(await moreData.getByRole('link', { name: /Certificado 1/ }).getAttribute('target')).toBe(
      '_blank',
    );
    await expectFinishedPage(page);
    await moreData.getByRole('link', { name: 'Atualizar mais dados' }).click();
    await page.waitForURL(new RegExp(`/perfil/${pilotId}/user/update/${UUID}$`));
    await expectFinishedPage(page);
    expect(await page.getByRole('checkbox', { name: 'Sábado' }).isChecked()).toBe(true);
    const updatePath = new URL(page.url()).pathname;

    // Meus Equipamentos: add, change and delete
    await page.goto(`/perfil/${pilotId}`);
    await page.getByRole('link', { name: /Meus Equipamentos/ }).click();
    await page.waitForURL(`${baseURL}/perfil/${pilotId}/equipments`);
    await page.getByRole('heading', { name: 'Drone de mapeamento' }).waitFor();
    await expectFinishedPage(page);

    await page.getByRole('link', { name: 'Adicionar equipamento' }).click();
    await page.waitForURL(`${baseURL}/perfil/${pilotId}/equipments/create`);
    await expectFinishedPage(page);
    await page.getByLabel('Nome do equipamento').fill('Drone reserva');
    await page.getByLabel('Fabricante').fill('Autel');
    await page.getByLabel('Modelo').fill('EVO II');
    await page.getByLabel('Autonomia').fill('40 min');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Equipamento registrado com sucesso!');
    await page.waitForURL(`${baseURL}/perfil/${pilotId}/equipments`);

    await page.getByRole('link', { name: 'Alterar Drone de mapeamento' }).click();
    await page.waitForURL(new RegExp(`/perfil/${pilotId}/equipments/${UUID}$`));
    const changePath = new URL(page.url()).pathname;
    await expectFinishedPage(page);
    await page.getByLabel('Autonomia').fill('55 min');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Informações atualizadas com sucesso.');
    await page.waitForURL(`${baseURL}/perfil/${pilotId}/equipments`);
    await page.getByText('55 min').waitFor();

    await page.getByRole('button', { name: 'Excluir Drone reserva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir Drone reserva?' });
    await dialog.getByText('Essa ação não poderá ser revertida.').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Equipamento excluído com sucesso');
    await page.getByRole('heading', { name: 'Drone reserva' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { name: 'Drone de mapeamento' }).count()).toBe(1);

    await page.goto(`/perfil/${pilotId}/user/create/additionalData`);
    await expectFinishedPage(page);

    await expectFinishedOnMobile(browser(), page, [
      ...steps,
      `/perfil/${pilotId}/user`,
      updatePath,
      `/perfil/${pilotId}/user/create/additionalData`,
      `/perfil/${pilotId}/equipments`,
      `/perfil/${pilotId}/equipments/create`,
      changePath,
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it("a civil-defence user opens the pilot's page and his certificate", async () => {
    const pilot = newPerson('Marcos Almeida');
    const pilotId = await registeredPilot(pilot);
    const government = newPerson('Carla Defesa');
    const citizen = await openPage(browser(), desktop);
    await citizen.page.goto('/register/government');
    await fillSignUp(citizen.page, government);
    await citizen.page.getByRole('button', { name: 'Cadastrar' }).click();
    await citizen.page.waitForURL(`${baseURL}/register/completed`);

    const staff = await openSignedIn(browser(), desktop, admin);
    await staff.page.goto('/admin/aprovacoes');
    const card = staff.page.getByRole('listitem').filter({
      has: staff.page.getByRole('heading', { name: government.name }),
    });
    await card.getByRole('button', { name: 'Aprovar' }).click();
    await staff.page
      .getByRole('dialog', { name: `Aprovar a conta de ${government.name}?` })
      .getByRole('button', { name: 'Aprovar' })
      .click();
    await card.waitFor({ state: 'detached' });
    expect(staff.problems).toEqual([]);
    await staff.close();

    const { page, problems } = citizen;
    await page.goto(`/driver/${pilotId}`);
    await page.getByRole('heading', { level: 1, name: pilot.name }).waitFor();
    await page.getByText(`Cadastrado em ${format(new Date(), 'dd/MM/yyyy')}`).waitFor();
    await page.getByText('Segunda-feira, Sábado').waitFor();
    await page.getByText('Icaraí, Niterói').waitFor();
    await page.getByText('Perto da praia').waitFor();
    await page.getByText('Fotogrametria e termografia').waitFor();
    await page.getByText('30 km').waitFor();
    await page.getByRole('heading', { name: 'Drone de mapeamento' }).waitFor();
    await page.getByText('55 min').waitFor();
    expect(await page.getByRole('link', { name: '(21) 98765-4321' }).getAttribute('href')).toBe(
      'tel:+5521987654321',
    );
    expect(await page.getByRole('link', { name: pilot.email }).getAttribute('href')).toBe(
      `mailto:${pilot.email}`,
    );
    await page.getByRole('link', { name: /Formulário da ANAC/ }).waitFor();
    const record = page.getByRole('heading', { name: 'Participação nos últimos 12 meses' });
    await record.waitFor();
    expect(await record.locator('..').getByText('Chamados').count()).toBe(1);
    await expectFinishedPage(page);

    const [response] = await Promise.all([
      page.context().waitForEvent('response', (r) => r.url().includes('/api/files/')),
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Certificado 1/ }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');

    await expectFinishedOnMobile(browser(), page, [`/driver/${pilotId}`]);
    expect(problems).toEqual([]);
    await citizen.close();
  });
});
