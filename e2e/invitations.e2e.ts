import { describe, expect, it } from 'vitest';
import { api, calledOutPilot } from './support/api';
import { baseURL, desktop, useBrowser, mobile, openPage } from './support/browser';
import { expectFinishedPage, expectToast } from './support/journey';
import { waitForMail } from './support/mail';
import { newPerson } from './support/people';

const browser = useBrowser();

describe('invitations', () => {
  it("a pilot answers a call-out from the e-mail's link, on a phone, without signing in", async () => {
    const creator = newPerson('Rita Coordenadora');
    const pilot = newPerson('Caio Piloto');
    const { token, user, requestId } = await calledOutPilot(
      creator,
      pilot,
      {
        name: 'Enchente no Bingen',
        description: 'Localizar famílias ilhadas no bairro.',
        place: 'Bingen, Petrópolis',
        hour: '03:15',
      },
      'Levem baterias extras.',
    );

    const mail = await waitForMail(pilot.email, /Convocação da Defesa Civil: Enchente no Bingen/);
    const no = /Não posso: (\S+)/.exec(mail.text)![1]!;
    expect(no).toMatch(
      new RegExp(`^${baseURL}/convite/[0-9a-f-]{36}/[A-Za-z0-9_-]+\\?resposta=nao$`),
    );

    const { page, problems, close } = await openPage(browser(), mobile);
    await page.goto(no.slice(baseURL.length));
    await expectFinishedPage(page);
    await page.getByRole('heading', { name: 'Enchente no Bingen' }).waitFor();
    await page.getByText('Bingen, Petrópolis').waitFor();
    await page.getByText('Você ainda não respondeu a este convite.').waitFor();
    // The call-out's message is on the page, not only in the e-mail.
    await page.getByText('Levem baterias extras.').waitFor();
    // The link chose 'Não posso': that answer comes first, and nothing is sent until it is tapped.
    const buttons = page.getByRole('button', { name: /Vou participar|Não posso/ });
    expect(await buttons.allTextContents()).toEqual(['Não posso', 'Vou participar']);
    await page.getByRole('button', { name: 'Vou participar' }).click();
    await expectToast(page, 'Resposta registrada: você vai participar.');
    await page.getByText('Sua resposta: vou participar.').waitFor();
    // Reaching the buttons scrolled the page, and the spec's top bar fades as it scrolls: axe
    // blends it with the page but not the backdrop's darkening that keeps it legible, so the
    // page is checked where it opened.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectFinishedPage(page);

    const roster = await api<{ pilot: { id: string }; status: string }[]>(
      `/solicitation/${requestId}/roster`,
      { token },
    );
    expect(roster).toEqual([
      expect.objectContaining({
        pilot: expect.objectContaining({ id: user.id }),
        status: 'accepted',
      }),
    ]);

    // Once the report is filed, the link only says the request is over.
    await api('/missionReport', {
      token,
      method: 'POST',
      body: {
        solicitationId: requestId,
        name: 'Relatório',
        description: 'Famílias localizadas',
        main_information: 'Três famílias',
        fight_time: '40 min',
        colected_data: '120 fotos',
        observation: 'Sem intercorrências',
      },
    });
    await page.reload();
    await page.getByText('Esta solicitação já foi finalizada').waitFor();
    expect(await page.getByRole('button', { name: 'Vou participar' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();

    const stranger = await openPage(browser(), desktop);
    await stranger.page.goto(`${no.slice(baseURL.length).replace(/\/[^/?]+\?/, '/outro-token?')}`);
    await stranger.page
      .getByRole('heading', { level: 1, name: 'Convite não encontrado' })
      .waitFor();
    await expectFinishedPage(stranger.page);
    expect(stranger.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await stranger.close();
  });
});
