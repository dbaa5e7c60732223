import { WEEKDAYS } from '@drones/shared/pilot-data';
import { describe, expect, inject, it } from 'vitest';
import { baseURL, desktop, useBrowser, openPage } from './support/browser';
import {
  chooseMunicipality,
  expectFinishedOnMobile,
  expectFinishedPage,
  expectToast,
  fillRequestForm,
  logIn,
  openSignedIn,
  submitRequestForm,
  tinyPdf,
} from './support/journey';
import { signUpByApi } from './support/api';
import { newPerson } from './support/people';

const admin = inject('admin');
const tileOrigin = inject('tileOrigin');
const browser = useBrowser();

/** `days` from today, as a date input takes it. */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

describe('matching', () => {
  it('a coordinator sees the verified pilot with a thermal drone in the municipality first', async () => {
    // 1. A pilot registers a thermal drone, availability in 'petropolis' and a certificate.
    const pilot = newPerson('Renato Termografia');
    const { user: pilotUser } = await signUpByApi(pilot, 'DRIVER');
    const pilotPage = await openPage(browser(), desktop);
    let page = pilotPage.page;
    await logIn(page, pilot.email, pilot.password);
    await page.waitForURL(`${baseURL}/perfil/${pilotUser.id}`);
    await page.goto(`/register/${pilotUser.id}/equipment`);
    await expectFinishedPage(page);
    await page.getByLabel('Nome do equipamento').fill('Mavic 3 Thermal');
    await page.getByLabel('Fabricante').fill('DJI');
    await page.getByLabel('Modelo').fill('M3T');
    await page.getByLabel('Autonomia').fill('45 min');
    await page.getByRole('checkbox', { name: 'Câmera térmica' }).check();
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expectToast(page, 'Equipamento registrado com sucesso!');
    await page.waitForURL(`${baseURL}/register/${pilotUser.id}/disponibility`);

    await expectFinishedPage(page);
    for (const day of WEEKDAYS) await page.getByRole('checkbox', { name: day }).check();
    await chooseMunicipality(page, 'Cidade', 'petropolis', 'Petrópolis – RJ');
    await page.getByLabel('Bairro').fill('Itaipava');
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expectToast(page, 'Informações registradas com sucesso.');
    await page.waitForURL(`${baseURL}/register/${pilotUser.id}/additionalData`);

    await expectFinishedPage(page);
    await page.getByLabel('Habilidades').fill('Termografia e busca de pessoas');
    await page.getByLabel('Área de atuação').fill('Região Serrana');
    await page.getByLabel('Raio de atuação (km)').fill('40');
    await page.getByLabel(/^Certificados/).setInputFiles({
      name: 'certificado-piloto.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Certificado de piloto remoto'),
    });
    await page.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expectToast(page, 'Informações registradas com sucesso.');
    await page.waitForURL(`${baseURL}/register/${pilotUser.id}`);
    expect(pilotPage.problems).toEqual([]);
    await pilotPage.close();

    // 2. The admin verifies the certificate until a year from now.
    const adminPage = await openSignedIn(browser(), desktop, admin);
    page = adminPage.page;
    await page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('link', { name: 'Certificados' })
      .click();
    await page.waitForURL(`${baseURL}/admin/certificados`);
    await expectFinishedPage(page);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: pilot.name }) });
    await card.getByRole('button', { name: 'Verificar' }).click();
    const dialog = page.getByRole('dialog');
    const expiry = isoDay(365);
    await dialog.getByLabel('Válido até').fill(expiry);
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await expectToast(page, 'Certificado verificado.');
    expect(adminPage.problems).toEqual([]);
    await adminPage.close();

    // 3. A coordinator asks for a thermal camera in Petrópolis, urgently.
    const coordinator = newPerson('Clara Coordenadora');
    await signUpByApi(coordinator, 'GOVERNMENT');
    const coordinatorPage = await openSignedIn(browser(), desktop, coordinator);
    page = coordinatorPage.page;
    await page.goto('/solicitations/new');
    await expectFinishedPage(page);
    await fillRequestForm(page, {
      name: 'Busca de desaparecido no Vale do Cuiabá',
      description: 'Morador desaparecido após a cheia do rio.',
      place: 'Vale do Cuiabá, Itaipava',
      hour: 'Agora',
      necessaryResources: 'Drone com câmera térmica',
      missionDetails: 'Varrer as margens do rio à noite.',
    });
    await page.getByLabel('Urgente').check();
    await chooseMunicipality(page, 'Município (opcional)', 'petropolis', 'Petrópolis – RJ');
    await page.getByRole('region', { name: 'Mapa do local da solicitação' }).waitFor();
    await page.getByRole('checkbox', { name: 'Câmera térmica' }).check();
    const detailPath = `/solicitations/${await submitRequestForm(page)}`;

    // 4. The pilot comes first, with every reason the coordinator needs.
    await expectFinishedPage(page);
    const first = page.getByRole('article').first();
    await first.waitFor();
    expect(await first.getAttribute('aria-label')).toBe(`1º ${pilot.name}`);
    const [year, month] = expiry.split('-');
    const reasons = first.getByRole('list', { name: 'Motivos' });
    for (const reason of [
      'no mesmo município',
      'Câmera térmica',
      `certificado verificado até ${month}/${year}`,
    ]) {
      await reasons.getByText(reason, { exact: true }).waitFor();
    }
    // The map draws the request's point on tiles, with their attribution.
    const map = page.getByRole('region', { name: 'Mapa do local da solicitação' });
    await map.getByRole('button', { name: 'Local da solicitação' }).waitFor();
    await map.getByRole('link', { name: 'OpenStreetMap contributors' }).waitFor();
    await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);

    await first.getByRole('link', { name: `Ver perfil de ${pilot.name}` }).click();
    await page.waitForURL(`${baseURL}/driver/${pilotUser.id}`);
    await expectFinishedPage(page);

    // 5. At 360 px the section reads and works the same.
    await expectFinishedOnMobile(browser(), page, [detailPath]);
    expect(coordinatorPage.problems).toEqual([]);

    // 6. With no tile server reachable the marker and the pilots are still there.
    await page.context().route(`${tileOrigin}/**`, (route) => route.abort());
    const tilesFailed = coordinatorPage.problems.length;
    await page.goto(detailPath);
    await map.getByRole('button', { name: 'Local da solicitação' }).waitFor();
    await page.getByRole('article', { name: `1º ${pilot.name}` }).waitFor();
    await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBe(0);
    await page.getByText('O mapa de fundo não carregou', { exact: false }).first().waitFor();
    expect(
      coordinatorPage.problems
        .slice(tilesFailed)
        .filter((problem) => !problem.includes('net::ERR_FAILED')),
    ).toEqual([]);
    await coordinatorPage.close();
  });
});
