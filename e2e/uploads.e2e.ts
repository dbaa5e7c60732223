import type { MissionReport } from '@drones/shared/mission-reports';
import type { Solicitation } from '@drones/shared/solicitations';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, logInByApi, signUpByApi } from './support/api';
import {
  baseURL,
  desktop,
  expectAccessible,
  launchBrowser,
  mobile,
  openPage,
} from './support/browser';
import { expectFinishedPage, expectToast, logIn, UUID } from './support/journey';
import { newPerson } from './support/people';

const creator = newPerson('Lúcia Defesa');
let token = '';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await signUpByApi(creator, 'GOVERNMENT');
  ({ accessToken: token } = await logInByApi(creator.email, creator.password));
});
afterAll(async () => {
  await browser.close();
});

/** A real photo of `width` × `height` px (the server re-encodes images, so it must decode). */
function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** The width of the image a signed URL serves, as stored. */
async function storedWidth(url: string): Promise<number | undefined> {
  const response = await fetch(new URL(url, baseURL));
  expect(response.status).toBe(200);
  return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;
}

describe.each([
  ['1280', desktop],
  ['360', mobile],
])('file picking at %s px', (width, viewport) => {
  it('keeps the photos picked with a refused file, and scales a large photo down to 2000 px', async () => {
    const { page, problems, close } = await openPage(browser, viewport);
    await logIn(page, creator.email, creator.password);
    await page.waitForURL(`${baseURL}/home`);

    // 1. Two photos and a text file: the photos stay, the page names the file left out.
    await page.goto('/solicitations/new');
    await expectFinishedPage(page);
    // Nothing to drag on a touch screen; the 360 px page is a phone.
    expect(await page.getByText('ou arraste e solte aqui').isVisible()).toBe(width === '1280');
    await page.getByLabel('Nome da solicitação').fill(`Queda de barreira ${width}`);
    await page.getByLabel('Descrição').fill('Barreira caiu sobre a estrada.');
    await page.getByLabel('Local').fill('Estrada União e Indústria, Petrópolis');
    await page.getByLabel('Horário').fill('Hoje às 15h');
    await page.getByLabel('Recursos necessários').fill('Drone com câmera');
    await page.getByLabel('Detalhes da missão').fill('Avaliar a extensão da queda.');
    await page.getByLabel(/^Fotos/).setInputFiles([
      { name: 'barreira.jpg', mimeType: 'image/jpeg', buffer: await photo(64, 48) },
      { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('anotações') },
      { name: 'estrada.jpg', mimeType: 'image/jpeg', buffer: await photo(48, 64) },
    ]);
    await page
      .getByRole('alert')
      .getByText('O arquivo notas.txt não é aceito. Envie JPG, PNG ou WEBP.')
      .waitFor();
    expect(
      await page.getByRole('list', { name: 'Arquivos escolhidos' }).getByRole('listitem').count(),
    ).toBe(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Registrar solicitação' }).click();
    await expectToast(page, 'Informações registradas com sucesso.');
    await page.waitForURL(new RegExp(`/solicitations/${UUID}$`));
    const requestId = new URL(page.url()).pathname.split('/')[2]!;
    const request = await api<Solicitation>(`/solicitation/${requestId}`, { token });
    expect(request.urlsPhoto).toHaveLength(2);

    // 2. A 3000 × 2000 photo in the mission report is sent, and so stored, 2000 px wide (a
    // document image may be up to 2560 px on the server; a request photo is cut to 1920).
    await page.goto(`/solicitations/${requestId}/mission`);
    await expectFinishedPage(page);
    await page.getByLabel('Nome da missão').fill('Vistoria da barreira');
    await page.getByLabel('Descrição').fill('Sobrevoo da encosta.');
    await page.getByLabel('Informações principais').fill('Pista bloqueada.');
    await page.getByLabel('Tempo de voo').fill('40 min');
    await page.getByLabel('Dados coletados').fill('Fotos aéreas.');
    await page.getByLabel('Observação').fill('Defesa Civil no local.');
    await page.getByLabel(/^Documentos/).setInputFiles({
      name: 'encosta.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(3000, 2000),
    });
    await page.getByRole('button', { name: 'Registrar relatório' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar e finalizar' }).click();
    await expectToast(page, 'Informações registradas com sucesso.');
    const finished = await api<Solicitation>(`/solicitation/${requestId}`, { token });
    const report = await api<MissionReport>(`/missionReport/${finished.missionReportId}`, {
      token,
    });
    expect(report.urlDocuments).toHaveLength(1);
    expect(await storedWidth(report.urlDocuments[0]!)).toBe(2000);

    expect(problems).toEqual([]);
    await close();
  });
});
