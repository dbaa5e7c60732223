import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import source from '../public/push-sw.js?raw';

// public/push-sw.js runs inside the service worker (imported by the generated sw.js). Here it
// runs against a stand-in of the worker's scope: its events are dispatched, and what it shows,
// fetches and opens is read back.

const ORIGIN = 'https://drones.example';
const INVITATION = '0190a5b2-5555-7000-8000-000000000001';
const TEST_ID = '0190a5b2-6666-7000-8000-000000000001';

const invitationPayload = {
  type: 'invitation',
  invitationId: INVITATION,
  title: 'Convocação: Enchente no Vale do Cuiabá',
  body: 'Petrópolis · urgente',
  url: `/convite/${INVITATION}/token-do-convite`,
  token: 'token-do-convite',
};

type Listener = (event: Record<string, unknown>) => void;

function startWorker({ windows = [] as { url: string }[] } = {}) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async (_title: string, _options: NotificationOptions) => {});
  const fetchMock = vi.fn(
    async (_input: string, _init: RequestInit): Promise<Response> => new Response(null),
  );
  const clientWindows = windows.map((window) => ({
    ...window,
    focus: vi.fn(async function (this: unknown) {
      return this;
    }),
    navigate: vi.fn(async () => null),
  }));
  const clients = {
    matchAll: vi.fn(async () => clientWindows),
    openWindow: vi.fn(async () => null),
  };
  const sync = { register: vi.fn(async () => {}) };
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification, sync },
    clients,
    fetch: fetchMock,
    indexedDB: new IDBFactory(),
    crypto: globalThis.crypto,
    location: { origin: ORIGIN },
  };
  // The script is the worker's: it reads everything from `self`.
  new Function('self', source)(scope);

  /** Dispatches `type` and waits for the work it hands to waitUntil. */
  async function dispatch(type: string, event: Record<string, unknown> = {}) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  const push = (payload: unknown) => dispatch('push', { data: { json: () => payload } });
  const click = (data: unknown, action = '') => {
    const notification = { data, close: vi.fn() };
    return { notification, done: dispatch('notificationclick', { notification, action }) };
  };
  const requests = () =>
    fetchMock.mock.calls.map(([path, init]) => ({
      path,
      method: init.method,
      key: (init.headers as Record<string, string>)['Idempotency-Key'],
      body: JSON.parse(String(init.body)) as unknown,
    }));
  return {
    dispatch,
    push,
    click,
    showNotification,
    fetchMock,
    clients,
    clientWindows,
    sync,
    requests,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the push service worker', () => {
  it('shows an invitation with its two answers, kept on screen and tagged by the invitation', async () => {
    const worker = startWorker();
    await worker.push(invitationPayload);
    expect(worker.showNotification).toHaveBeenCalledWith(
      invitationPayload.title,
      expect.objectContaining({
        body: invitationPayload.body,
        data: invitationPayload,
        tag: INVITATION,
        requireInteraction: true,
        actions: [
          { action: 'accept', title: 'Vou participar' },
          { action: 'decline', title: 'Não posso' },
        ],
      }),
    );
  });

  it('shows a test without actions, and nothing for a message it cannot read', async () => {
    const worker = startWorker();
    await worker.push({ type: 'test', title: 'Notificação de teste', body: 'Assim.', url: '/' });
    const [, options] = worker.showNotification.mock.calls[0]!;
    expect(options).not.toHaveProperty('actions');
    expect(options.data).toEqual({
      type: 'test',
      title: 'Notificação de teste',
      body: 'Assim.',
      url: '/',
    });
    await worker.push({ type: 'other', title: 'x' });
    await worker.dispatch('push', { data: { json: () => JSON.parse('{') as unknown } });
    expect(worker.showNotification).toHaveBeenCalledTimes(1);
  });

  it("answers from the action with the token and via 'push', without opening a window", async () => {
    const worker = startWorker();
    worker.fetchMock.mockResolvedValueOnce(json(200, { id: INVITATION, status: 'accepted' }));
    const { notification, done } = worker.click(invitationPayload, 'accept');
    await done;

    expect(notification.close).toHaveBeenCalled();
    expect(worker.requests()).toEqual([
      {
        path: `/api/invitations/${INVITATION}/answer`,
        method: 'POST',
        key: expect.any(String),
        body: { answer: 'accept', token: 'token-do-convite', via: 'push' },
      },
    ]);
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Resposta registrada: você vai participar.',
      expect.objectContaining({ tag: INVITATION }),
    );
  });

  it('keeps an answer given offline and sends it again, with the same key, on the next sync', async () => {
    const worker = startWorker();
    worker.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await worker.click(invitationPayload, 'decline').done;
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Sem conexão: sua resposta "não posso" será enviada/),
      expect.anything(),
    );
    expect(worker.sync.register).toHaveBeenCalledWith('drones-push-answers');

    worker.fetchMock.mockResolvedValueOnce(json(200, { id: INVITATION, status: 'declined' }));
    await worker.dispatch('sync', { tag: 'drones-push-answers' });
    const [first, second] = worker.requests();
    expect(second).toEqual({ ...first, key: first!.key });
    expect(second!.body).toEqual({ answer: 'decline', token: 'token-do-convite', via: 'push' });
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Resposta registrada: você não pode participar.',
      expect.anything(),
    );

    // Sent: a page that loads finds nothing left to send.
    await worker.dispatch('message', { data: { type: 'flush-push-answers' } });
    expect(worker.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops an answer the server refuses, and says so', async () => {
    const worker = startWorker();
    worker.fetchMock.mockResolvedValueOnce(
      json(409, {
        message: 'Esta solicitação já foi encerrada.',
        statusCode: 409,
        code: 'conflict',
      }),
    );
    await worker.click(invitationPayload, 'accept').done;
    expect(worker.showNotification).toHaveBeenLastCalledWith(
      'Não foi possível registrar a sua resposta',
      expect.objectContaining({ body: 'Esta solicitação já foi encerrada.' }),
    );
    await worker.dispatch('activate');
    expect(worker.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('opens the invitation from the body, focusing a window already there', async () => {
    const worker = startWorker();
    await worker.click(invitationPayload).done;
    expect(worker.fetchMock).not.toHaveBeenCalled();
    expect(worker.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}${invitationPayload.url}`);

    const open = startWorker({ windows: [{ url: `${ORIGIN}${invitationPayload.url}` }] });
    await open.click(invitationPayload).done;
    expect(open.clientWindows[0]!.focus).toHaveBeenCalled();
    expect(open.clients.openWindow).not.toHaveBeenCalled();

    const elsewhere = startWorker({ windows: [{ url: `${ORIGIN}/home` }] });
    await elsewhere.click(invitationPayload).done;
    expect(elsewhere.clientWindows[0]!.navigate).toHaveBeenCalledWith(
      `${ORIGIN}${invitationPayload.url}`,
    );
  });

  const reachabilityPayload = {
    type: 'reachability',
    testId: TEST_ID,
    title: 'Teste de alcance',
    body: 'Teste de alcance da Defesa Civil: responda OK',
    url: `/alcance/${TEST_ID}/token-do-teste`,
    token: 'token-do-teste',
  };

  it('confirms a reachability test on the tap, then opens its page saying so', async () => {
    const worker = startWorker();
    worker.fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await worker.click(reachabilityPayload).done;
    expect(worker.requests()).toEqual([
      {
        path: `/api/reachability-tests/${TEST_ID}/confirm`,
        method: 'POST',
        key: undefined,
        body: { token: 'token-do-teste', via: 'push' },
      },
    ]);
    expect(worker.clients.openWindow).toHaveBeenCalledWith(
      `${ORIGIN}/alcance/${TEST_ID}/token-do-teste?confirmado=1`,
    );
  });

  it('opens the test’s page to confirm there when the tap could not confirm it', async () => {
    const worker = startWorker();
    worker.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await worker.click(reachabilityPayload).done;
    expect(worker.clients.openWindow).toHaveBeenCalledWith(
      `${ORIGIN}/alcance/${TEST_ID}/token-do-teste`,
    );
  });
});
