import type { ChannelSetting, MyChannels } from '@drones/shared/channels';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  address,
  aUser,
  jsonBodyOf,
  notifications,
  openAs,
  serverError,
  signedInAs,
  renderApp,
  type Answer,
} from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });
const PAGE = `/perfil/${pilot.id}/canais`;
const CHANNELS = '/api/users/me/channels';
const PHONE = '(21) 9••••-4321';

function setting(channel: ChannelSetting['channel'], overrides: Partial<ChannelSetting> = {}) {
  return {
    channel,
    available: true,
    enabled: channel === 'email',
    verified: channel === 'email',
    address: channel === 'email' ? pilot.email : channel === 'push' ? '0' : PHONE,
    ...overrides,
  };
}

/** The channels of a pilot who has only e-mail on; SMS has no provider on this server. */
function myChannels(
  overrides: Partial<Record<ChannelSetting['channel'], Partial<ChannelSetting>>> = {},
  quietHours: MyChannels['quietHours'] = null,
): MyChannels {
  return {
    channels: (['email', 'push', 'whatsapp', 'sms'] as const).map((channel) =>
      setting(
        channel,
        channel === 'sms' ? { available: false, ...overrides.sms } : overrides[channel],
      ),
    ),
    quietHours,
  };
}

const item = (name: string) =>
  screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

/** Answers `path` in turn with each of `answers` (the last one again after that). */
function answerInTurn(fetchMock: ReturnType<typeof signedInAs>, key: string, answers: Answer[]) {
  const fallback = fetchMock.getMockImplementation()!;
  const queue = [...answers];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (`${init?.method ?? 'GET'} ${url.pathname}` !== key) return fallback(input, init);
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

describe('the channels page', () => {
  it('is linked from the profile of a pilot', async () => {
    const { user } = openAs(pilot, `/perfil/${pilot.id}`, {
      [CHANNELS]: { status: 200, body: myChannels() },
    });
    await user.click(await screen.findByRole('link', { name: /Canais de aviso/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Canais de aviso' }),
    ).toBeInTheDocument();
    expect(address()).toHaveTextContent(PAGE);
  });

  it('shows each channel with its address and state; e-mail and an unavailable one cannot be switched', async () => {
    openAs(pilot, PAGE, { [CHANNELS]: { status: 200, body: myChannels() } });

    await screen.findByRole('heading', { level: 3, name: 'E-mail' });
    const email = item('E-mail');
    expect(email).toHaveTextContent('Sempre ligado');
    expect(email).toHaveTextContent(pilot.email);
    expect(within(email).queryByRole('switch')).not.toBeInTheDocument();

    const sms = item('SMS');
    expect(sms).toHaveTextContent('Indisponível neste servidor');
    expect(within(sms).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(sms).queryByRole('button')).not.toBeInTheDocument();

    const whatsapp = item('WhatsApp');
    expect(whatsapp).toHaveTextContent(PHONE);
    expect(whatsapp).toHaveTextContent('Desligado');
    expect(within(whatsapp).getByRole('button', { name: 'Confirmar telefone' })).toBeVisible();

    // jsdom has no push manager, like a browser without Web Push.
    expect(item('Notificação no aparelho')).toHaveTextContent(
      'Este navegador não recebe notificações.',
    );
    expect(
      screen.queryByRole('button', { name: 'Ativar notificações neste aparelho' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText('Fora das convocações urgentes, só o e-mail chega neste horário.'),
    ).toBeVisible();
  });

  it("says when the channels cannot be read, with 'Tentar novamente'", async () => {
    openAs(pilot, PAGE, { [CHANNELS]: serverError });
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('confirms the phone with the code received, refusing a wrong one on its field, then turns WhatsApp on', async () => {
    const verified = myChannels({ whatsapp: { verified: true } });
    const { fetchMock, user } = openAs(pilot, PAGE, {
      [CHANNELS]: { status: 200, body: myChannels() },
      [`POST ${CHANNELS}/whatsapp/verify`]: { status: 202 },
      [`PUT ${CHANNELS}`]: {
        status: 200,
        body: myChannels({ whatsapp: { verified: true, enabled: true } }),
      },
    });
    answerInTurn(fetchMock, `POST ${CHANNELS}/whatsapp/confirm`, [
      { status: 400, body: { message: 'Código inválido', statusCode: 400, code: 'bad_request' } },
      { status: 200, body: verified },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Confirmar telefone' }));
    const code = await screen.findByRole('textbox', { name: 'Código recebido' });
    expect(code).toHaveFocus();
    expect(item('WhatsApp')).toHaveTextContent(
      `Enviamos um código de 6 dígitos por WhatsApp para ${PHONE}`,
    );

    // Not six digits: refused before asking the server.
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Informe os 6 dígitos do código')).toBeVisible();

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Código inválido')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(await notifications()).findByText('Telefone confirmado para WhatsApp.'),
    ).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: 'Receber por WhatsApp' });
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(jsonBodyOf(fetchMock, 'POST', '/users/me/channels/whatsapp/confirm')).toEqual({
      code: '111111',
    });

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(item('WhatsApp')).toHaveTextContent('Ligado');
    expect(
      await within(await notifications()).findByText('Informações atualizadas com sucesso.'),
    ).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'PUT', '/users/me/channels')).toEqual({
      enabled: { whatsapp: true },
      quietHours: null,
    });
  });

  it('tells when too many codes were asked for', async () => {
    const { user } = openAs(pilot, PAGE, {
      [CHANNELS]: { status: 200, body: myChannels() },
      [`POST ${CHANNELS}/whatsapp/verify`]: {
        status: 429,
        body: {
          message: 'Muitos códigos enviados. Tente novamente mais tarde.',
          statusCode: 429,
          code: 'rate_limited',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirmar telefone' }));
    expect(
      await within(await notifications()).findByText(
        'Muitos códigos enviados. Tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Código recebido' })).not.toBeInTheDocument();
  });

  it('keeps the quiet hours the pilot turns on', async () => {
    const { fetchMock, user } = openAs(pilot, PAGE, {
      [CHANNELS]: { status: 200, body: myChannels() },
      [`PUT ${CHANNELS}`]: {
        status: 200,
        body: myChannels({}, { start: '23:00', end: '06:30' }),
      },
    });
    const on = await screen.findByRole('checkbox', { name: 'Ativar o horário de silêncio' });
    const start = screen.getByLabelText('Início');
    expect(start).toBeDisabled();
    await user.click(on);
    expect(start).toBeEnabled();
    await user.clear(start);
    await user.type(start, '23:00');
    const end = screen.getByLabelText('Fim');
    await user.clear(end);
    await user.type(end, '06:30');
    await user.click(screen.getByRole('button', { name: 'Salvar horário' }));

    expect(
      await within(await notifications()).findByText('Informações atualizadas com sucesso.'),
    ).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'PUT', '/users/me/channels')).toEqual({
      enabled: {},
      quietHours: { start: '23:00', end: '06:30' },
    });
  });
});

describe("the channels page's notifications on this device", () => {
  const KEY = 'BAECAwQ'; // base64url of the bytes 4, 1, 2, 3, 4
  const endpoint = 'https://push.example.com/send/abc';
  const subscriptionJson = { endpoint, keys: { p256dh: 'cDI1NmRo', auth: 'YXV0aA' } };

  function fakeBrowser({
    permission = 'default' as NotificationPermission,
    subscribed = false,
    answer = 'granted' as NotificationPermission,
    json = subscriptionJson,
  } = {}) {
    const subscription = {
      toJSON: () => json,
      unsubscribe: vi.fn(async () => true),
    };
    let current = subscribed ? subscription : null;
    const pushManager = {
      getSubscription: vi.fn(async () => current),
      subscribe: vi.fn(async () => {
        current = subscription;
        return subscription;
      }),
    };
    const registration = { pushManager };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    });
    vi.stubGlobal('PushManager', class {});
    const notification = { permission, requestPermission: vi.fn(async () => answer) };
    notification.requestPermission.mockImplementation(async () => {
      notification.permission = answer;
      return answer;
    });
    vi.stubGlobal('Notification', notification);
    return { pushManager, subscription, notification };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('subscribes this browser with the server key, turns push on and sends a test', async () => {
    const browser = fakeBrowser();
    const { fetchMock, user } = openAs(pilot, PAGE, {
      [CHANNELS]: { status: 200, body: myChannels() },
      '/api/push/key': { status: 200, body: { publicKey: KEY } },
      'POST /api/push/subscriptions': { status: 201 },
      [`PUT ${CHANNELS}`]: {
        status: 200,
        body: myChannels({ push: { enabled: true, verified: true, address: '1' } }),
      },
      'POST /api/push/test': { status: 202 },
    });

    await user.click(
      await screen.findByRole('button', { name: 'Ativar notificações neste aparelho' }),
    );
    expect(
      await within(await notifications()).findByText('Notificações ativadas neste aparelho.'),
    ).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalled();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([4, 1, 2, 3, 4]);
    expect(jsonBodyOf(fetchMock, 'POST', '/push/subscriptions')).toEqual(subscriptionJson);
    expect(jsonBodyOf(fetchMock, 'PUT', '/users/me/channels')).toEqual({
      enabled: { push: true },
      quietHours: null,
    });

    const push = item('Notificação no aparelho');
    expect(push).toHaveTextContent('1 aparelho inscrito');
    expect(within(push).getByRole('switch', { name: 'Receber notificações' })).toBeChecked();
    const test = within(push).getByRole('button', { name: 'Enviar notificação de teste' });
    await waitFor(() => expect(test).toHaveFocus());
    expect(within(push).getByRole('button', { name: 'Desativar neste aparelho' })).toBeVisible();

    await user.click(test);
    expect(
      await within(await notifications()).findByText('Notificação de teste enviada'),
    ).toBeInTheDocument();
  });

  it('stops this browser only, with its endpoint', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const { fetchMock, user } = openAs(pilot, PAGE, {
      [CHANNELS]: {
        status: 200,
        body: myChannels({ push: { enabled: true, verified: true, address: '2' } }),
      },
      'DELETE /api/push/subscriptions': { status: 204 },
    });

    await user.click(await screen.findByRole('button', { name: 'Desativar neste aparelho' }));
    expect(
      await within(await notifications()).findByText(
        'Este aparelho não recebe mais as notificações.',
      ),
    ).toBeInTheDocument();
    expect(jsonBodyOf(fetchMock, 'DELETE', '/push/subscriptions')).toEqual({ endpoint });
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    const enable = await screen.findByRole('button', {
      name: 'Ativar notificações neste aparelho',
    });
    await waitFor(() => expect(enable).toHaveFocus());
  });

  it('hands a subscription the browser kept to the server again (a new session starts without it)', async () => {
    const kept = { ...subscriptionJson, endpoint: 'https://push.example.com/send/kept' };
    fakeBrowser({ permission: 'granted', subscribed: true, json: kept });
    const { fetchMock } = openAs(pilot, PAGE, {
      [CHANNELS]: { status: 200, body: myChannels({ push: { enabled: true, verified: true } }) },
      'POST /api/push/subscriptions': { status: 201 },
    });
    expect(await screen.findByText('Este aparelho recebe as notificações.')).toBeVisible();
    await waitFor(() => expect(jsonBodyOf(fetchMock, 'POST', '/push/subscriptions')).toEqual(kept));
  });

  it('explains notifications blocked in this browser, and a refusal when asked', async () => {
    fakeBrowser({ permission: 'default', answer: 'denied' });
    const { user } = openAs(pilot, PAGE, { [CHANNELS]: { status: 200, body: myChannels() } });

    await user.click(
      await screen.findByRole('button', { name: 'Ativar notificações neste aparelho' }),
    );
    expect(
      await within(await notifications()).findByText(
        'As notificações não foram permitidas neste navegador.',
      ),
    ).toBeInTheDocument();
    expect(item('Notificação no aparelho')).toHaveTextContent(
      'As notificações estão bloqueadas neste navegador.',
    );
    expect(
      screen.queryByRole('button', { name: 'Ativar notificações neste aparelho' }),
    ).not.toBeInTheDocument();
  });
});

describe('the channels page for civil defence', () => {
  it('is not offered to staff', async () => {
    signedInAs(aUser({ role: 'GOVERNMENT' }));
    renderApp(`/perfil/${pilot.id}`);
    await screen.findByRole('link', { name: /Sessões ativas/ });
    expect(screen.queryByRole('link', { name: /Canais de aviso/ })).not.toBeInTheDocument();
  });
});
