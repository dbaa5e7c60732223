import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/support/chromium';

// Lighthouse's mobile profile slows the CPU 4×: the same here, on a phone-sized screen.
const MOBILE_CPU_SLOWDOWN = 4;
const EMPTY_INBOX = 'Nenhum convite aguardando a sua resposta.';

/**
 * Milliseconds from the start of an offline reload of a signed-in page (the pilot's inbox,
 * /convites) to the cached shell showing the last data and the 'Sem conexão' banner, by the
 * page's own clock, over `runs` reloads (the first is the slowest: nothing of it is warm yet).
 */
export async function offlineReloadMs(
  baseUrl: string,
  runs: number,
): Promise<{ median: number; slowest: number }> {
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
    // The page's own clock: from the start of its navigation to the first change of the page
    // that holds every text (textContent, which costs no layout).
    await context.addInitScript({
      content: `
        localStorage.setItem('@drones:accessToken', ${JSON.stringify(accessToken)});
        const texts = ${JSON.stringify([EMPTY_INBOX, 'Sem conexão'])};
        const observer = new MutationObserver(() => {
          const text = document.documentElement.textContent ?? '';
          if (texts.every((wanted) => text.includes(wanted))) {
            window.shownAt = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      `,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/convites`);
    await page.getByText(EMPTY_INBOX).waitFor();
    // Online once: the service worker controls the page and the answers are saved on the device.
    await page.waitForFunction(() => {
      const { navigator } = globalThis as {
        navigator?: { serviceWorker?: { controller: unknown } };
      };
      return navigator?.serviceWorker?.controller != null;
    });
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.reload({ waitUntil: 'commit' });
      await page.getByText('Sem conexão').waitFor();
      await page.getByText(EMPTY_INBOX).waitFor();
      times.push(await page.evaluate(() => (globalThis as { shownAt?: number }).shownAt ?? NaN));
    }
    times.sort((a, b) => a - b);
    return { median: times[Math.floor(times.length / 2)]!, slowest: times[times.length - 1]! };
  } finally {
    await browser.close();
  }
}
