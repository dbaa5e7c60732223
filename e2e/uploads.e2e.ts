import type { MissionReport } from '@drones/shared/mission-reports';
import type { Solicitation } from '@drones/shared/solicitations';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, logInByApi, signUpByApi } from './support/api';
import { baseURL, desktop, expectAccessible, launchBrowser, mobile } from './support/browser';
import {
  expectFinishedPage,
  expectToast,
  fillMissionReportForm,
  fillRequestForm,
  openSignedIn,
  submitMissionReportForm,
  submitRequestForm,
} from './support/journey';
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
    const { page, problems, close } = await openSignedIn(browser, viewport, creator);

    // 1. Two photos and a text file: the photos stay, the page names the file left out.
    await page.goto('/solicitations/new');
    await expectFinishedPage(page);
    // Nothing to drag on a touch screen; the 360 px page is a phone.
    expect(await page.getByText('ou arraste e solte aqui').isVisible()).toBe(width === '1280');
    await fillRequestForm(page, {
      name: `Queda de barreira ${width}`,
      description: 'Barreira caiu sobre a estrada.',
      place: 'Estrada União e Indústria, Petrópolis',
      hour: 'Hoje às 15h',
      necessaryResources: 'Drone com câmera',
      missionDetails: 'Avaliar a extensão da queda.',
    });
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
    const requestId = await submitRequestForm(page);
    const request = await api<Solicitation>(`/solicitation/${requestId}`, { token });
    expect(request.urlsPhoto).toHaveLength(2);

    // 2. A 3000 × 2000 photo in the mission report is sent, and so stored, 2000 px wide (a
    // document image may be up to 2560 px on the server; a request photo is cut to 1920).
    await page.goto(`/solicitations/${requestId}/mission`);
    await expectFinishedPage(page);
    await fillMissionReportForm(page, {
      name: 'Vistoria da barreira',
      description: 'Sobrevoo da encosta.',
      mainInformation: 'Pista bloqueada.',
      flightTime: '40 min',
      collectedData: 'Fotos aéreas.',
      observation: 'Defesa Civil no local.',
    });
    await page.getByLabel(/^Documentos/).setInputFiles({
      name: 'encosta.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(3000, 2000),
    });
    await submitMissionReportForm(page);
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
