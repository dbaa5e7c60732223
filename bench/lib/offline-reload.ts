import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

// Lighthouse's mobile profile slows the CPU 4×: the same here, on a phone-sized screen.
const MOBILE_CPU_SLOWDOWN = 4;
const EMPTY_INBOX = 'Nenhum convite aguardando a sua resposta.';

/**
 * Milliseconds from reloading a signed-in page (the pilot's inbox, /convites) with no connection
 * to the cached shell showing the last data and the 'Sem conexão' banner: the median of `runs`.
 */
export async function offlineReloadMs(baseUrl: string, runs: number): Promise<number> {
  const response = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Piloto da Medição',
      email: 'piloto.medicao@example.org',
      password: 'senha-forte-1',
      role: 'DRIVER',
      birthDate: '1990-05-17',
      phone: '21987654321',
      cpf: '52998224725',
    }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const { accessToken } = (await response.json()) as { accessToken: string };

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript((token) => {
      localStorage.setItem('@drones:accessToken', token);
    }, accessToken);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/convites`);
    await page.getByText(EMPTY_INBOX).waitFor();
    // Online once: the service worker controls the page and the answers are saved on the device.
    await page.waitForFunction('navigator.serviceWorker.controller !== null');
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await page.getByText('Sem conexão').waitFor();
      await page.getByText(EMPTY_INBOX).waitFor();
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  } finally {
    await browser.close();
  }
}
