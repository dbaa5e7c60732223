import { startSinks, type PushSubscriptionJson } from '@drones/provider-sinks/index';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAvailability, postRequest, signUpByApi } from './support/api';
import { baseURL, desktop, mobile, openPage, useBrowser } from './support/browser';
import { expectFinishedPage, expectToast, logIn, openSignedIn } from './support/journey';
import { newPerson, type Person } from './support/people';

// docs/design.md §13: a call-out rings the pilot's phone by Web Push, and the notification's
// 'Vou participar' answers it. The API encrypts the invitation for a local push service (the
// provider sinks), which decrypts it as Chromium's would; with no internet here Chromium's own
// push service is out of reach, so the page's PushManager hands out the local service's
// subscription and DevTools delivers the decrypted message to the real service worker.

// A municipality no other journey uses: the pilot is the only one recommended there.
const TARAUACA = 1200609;

const WHATSAPP = { phoneNumberId: '109876543210', token: 'token-whatsapp', appSecret: 'segredo' };
const SMS = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'token-sms' };

const browser = useBrowser();
let sinks: Awaited<ReturnType<typeof startSinks>>;
beforeAll(async () => {
  sinks = await startSinks({ whatsapp: WHATSAPP, sms: SMS });
});
afterAll(() => sinks.close());

/**
 * Stands in for Chromium's push service, unreachable here: `subscribe()` answers a subscription
 * of the local push service, restricted to the key the page passes (a push signed with any other
 * key is refused, RFC 8292 §4), and `getSubscription()` returns it afterwards.
 */
async function useLocalPushService(context: BrowserContext) {
  await context.exposeFunction('e2eSubscribePush', (applicationServerKey: string) =>
    sinks.push.subscribe({ applicationServerKey }),
  );
  await context.addInitScript(() => {
    const STORAGE = 'e2e-push-subscription';
    const subscribe = (key: string) =>
      (window as unknown as Record<string, (key: string) => Promise<unknown>>).e2eSubscribePush!(
        key,
      );
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const toBytes = (base64Url: string) =>
      Uint8Array.from(atob(base64Url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
        .buffer;
    const subscriptionOf = (json: PushSubscriptionJson) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      getKey: (name: 'p256dh' | 'auth') => toBytes(json.keys[name]),
      toJSON: () => json,
      unsubscribe: () => {
        localStorage.removeItem(STORAGE);
        return Promise.resolve(true);
      },
    });
    PushManager.prototype.subscribe = async function (options) {
      const key = options?.applicationServerKey;
      if (!(key instanceof Uint8Array)) throw new Error('applicationServerKey missing');
      const json = (await subscribe(toBase64Url(key))) as PushSubscriptionJson;
      localStorage.setItem(STORAGE, JSON.stringify(json));
      return subscriptionOf(json) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = function () {
      const stored = localStorage.getItem(STORAGE);
      const json = stored ? (JSON.parse(stored) as PushSubscriptionJson) : null;
      return Promise.resolve(json && (subscriptionOf(json) as unknown as PushSubscription));
    };
  });
}

/** The notifications the page's service worker shows: their titles and actions. */
function notificationsOf(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      actions: (n as Notification & { actions: { action: string; title: string }[] }).actions,
    }));
  });
}

/**
 * Taps an action of the worker's notification. Chromium cannot click a notification through
 * DevTools, so the worker's own `notificationclick` listener receives a NotificationEvent of that
 * notification and action; a synthetic event cannot extend its lifetime (`waitUntil` throws
 * InvalidStateError: 'Can not call waitUntil on a script constructed ExtendableEvent'), so the
 * promises the listener hands to
 * `waitUntil` are collected and awaited instead, failures included.
 */
function tapAction(worker: Worker, action: string) {
  return worker.evaluate(async (name) => {
    // The e2e project compiles with the DOM's types, not the worker's.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (
        type: string,
        init: { notification: Notification; action: string },
      ) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification to tap');
    const event = new scope.NotificationEvent('notificationclick', { notification, action: name });
    const extensions: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', {
      value: (promise: Promise<unknown>) => extensions.push(promise),
    });
    scope.dispatchEvent(event);
    if (extensions.length === 0) throw new Error('the listener extended nothing');
    await Promise.all(extensions);
  }, action);
}

/** The pilot's entry in the request page's live team. */
const teamEntry = (page: Page, person: Person) =>
  page
    .getByRole('list', { name: 'Equipe da solicitação' })
    .getByRole('listitem')
    .filter({ hasText: person.name });

describe('push', () => {
  it('a call-out rings the pilot by push and his notification answers it', async () => {
    const coordinator = newPerson('Marta Coordenadora');
    const { accessToken: token } = await signUpByApi(coordinator, 'GOVERNMENT');
    const pilot = newPerson('Otavio Barros Leite');
    const pilotSession = await signUpByApi(pilot, 'DRIVER');
    await postAvailability(pilotSession.accessToken, {
      days: 'Segunda-feira',
      district: 'Centro',
      municipalityCode: TARAUACA,
    });

    // 1. On his phone, the pilot turns on this device's notifications; the browser allows them
    // (granted through DevTools) and the push service subscribes it.
    const phone = await openPage(browser(), { ...mobile, permissions: ['notifications'] });
    await logIn(phone.page, pilot.email, pilot.password);
    await phone.page.waitForURL(`${baseURL}/perfil/${pilotSession.user.id}`);
    await useLocalPushService(phone.page.context());
    await phone.page.goto(`/perfil/${pilotSession.user.id}/canais`);
    await expectFinishedPage(phone.page);
    await phone.page.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
    await expectToast(phone.page, 'Notificações ativadas neste aparelho.');
    const pushItem = phone.page
      .getByRole('listitem')
      .filter({ has: phone.page.getByRole('heading', { name: 'Notificação no aparelho' }) });
    await pushItem.getByText('Ligado', { exact: true }).waitFor();
    await pushItem.getByText('Este aparelho recebe as notificações.').waitFor();
    // The API counts the pilot's browsers; the page words the number.
    await pushItem.getByText('1 aparelho inscrito', { exact: true }).waitFor();
    await phone.page.getByRole('button', { name: 'Desativar neste aparelho' }).waitFor();
    await expectFinishedPage(phone.page);

    // 2. The coordinator calls him out from the request page.
    const request = await postRequest(token, {
      name: 'Deslizamento na Rua do Porto',
      place: 'Rua do Porto, Tarauacá',
      urgency: 'urgente',
      municipalityCode: TARAUACA,
    });
    const desk = await openSignedIn(browser(), desktop, coordinator);
    const page = desk.page;
    await page.goto(`/solicitations/${request.id}`);
    await expectFinishedPage(page);
    await page.getByText('Atualizado ao vivo').waitFor();
    await page.getByRole('checkbox', { name: `Selecionar ${pilot.name}` }).check();
    await page.getByRole('button', { name: 'Convocar', exact: true }).click();
    await expectToast(page, '1 droneiro convocado.');
    const entry = teamEntry(page, pilot);
    await entry.getByText('Sem resposta', { exact: true }).waitFor();

    // 3. The invitation reaches the push service encrypted for his subscription, urgent, and
    // the roster says it went by push.
    const [message] = await sinks.push.waitFor(1);
    expect(message!.urgency).toBe('high');
    expect(message!.ttl).toBe(3600);
    const payload = JSON.parse(message!.payload) as { type: string; title: string; url: string };
    expect(payload.type).toBe('invitation');
    expect(payload.title).toBe('URGENTE: Convocação da Defesa Civil');
    expect(payload.url).toMatch(/^\/convite\//);
    const avisos = page.getByRole('list', { name: `Avisos a ${pilot.name}` });
    await avisos.getByText('Notificação no aparelho: enviado', { exact: true }).waitFor();

    // 4. The push service hands the message to the phone's service worker, which shows the
    // call with its two answers.
    const cdp = await phone.page.context().newCDPSession(phone.page);
    const registrations = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: all }) => {
        const ours = all.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId: await registrations,
      data: message!.payload,
    });
    await expect
      .poll(() => notificationsOf(phone.page))
      .toEqual([
        {
          title: 'URGENTE: Convocação da Defesa Civil',
          actions: [
            expect.objectContaining({ action: 'accept', title: 'Vou participar' }),
            expect.objectContaining({ action: 'decline', title: 'Não posso' }),
          ],
        },
      ]);

    // 5. He taps 'Vou participar': the worker answers, and says so in the notification.
    const worker =
      phone.page
        .context()
        .serviceWorkers()
        .find((w) => w.url() === `${baseURL}/sw.js`) ??
      (await phone.page.context().waitForEvent('serviceworker'));
    await tapAction(worker, 'accept');
    expect(await notificationsOf(phone.page)).toEqual([
      { title: 'Resposta registrada: você vai participar.', actions: [] },
    ]);

    // 6. The coordinator's page, never reloaded, shows that he accepted through the notification.
    await entry.getByText('Vai participar', { exact: true }).waitFor();
    await entry.getByText('respondeu pela notificação', { exact: true }).waitFor();
    await avisos.getByText('Notificação no aparelho: enviado', { exact: true }).waitFor();
    await expectFinishedPage(page);

    expect(phone.problems).toEqual([]);
    expect(desk.problems).toEqual([]);
    await cdp.detach();
    await Promise.all([phone.close(), desk.close()]);
  });
});
