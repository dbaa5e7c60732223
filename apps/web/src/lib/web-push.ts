// This browser's side of Web Push (docs/design.md §13): whether it can receive notifications,
// its permission, and its subscription with the service worker's push manager. The worker
// itself shows what arrives (public/push-sw.js).

/** Whether this browser can subscribe at all, and what its user allowed. */
export type PushSupport = 'unsupported' | NotificationPermission;

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

/** What the server keeps of a subscription: its `toJSON()`. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A key given as base64url (the server's VAPID public key) as the push manager takes it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export class PushSetupError extends Error {
  constructor(
    message: string,
    readonly reason: 'denied' | 'no-worker' | 'failed',
  ) {
    super(message);
    this.name = 'PushSetupError';
  }
}

const WORKER_WAIT_MS = 10_000;

/** The service worker once active; it exists in the built app only (boot.ts registers it). */
async function readyWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new PushSetupError(
            'O aplicativo ainda não está pronto neste aparelho. Recarregue a página e tente de novo.',
            'no-worker',
          ),
        ),
      WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

function toJson(subscription: PushSubscription): PushSubscriptionJson {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) {
    throw new PushSetupError('Este navegador não entregou uma inscrição válida.', 'failed');
  }
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** This browser's subscription, or null when it has none (or cannot have one). */
export async function currentPushSubscription(): Promise<PushSubscriptionJson | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? toJson(subscription) : null;
}

/**
 * Asks the user's permission first, while his tap still counts (some browsers ignore a question
 * asked after waiting on the network), then subscribes this browser with the server's key.
 */
export async function subscribeThisDevice(
  serverKey: () => Promise<string>,
): Promise<PushSubscriptionJson> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushSetupError('As notificações não foram permitidas neste navegador.', 'denied');
  }
  const publicKey = await serverKey();
  const registration = await readyWorker();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  return toJson(subscription);
}

/** Ends this browser's subscription, if it has one. */
export async function unsubscribeThisDevice(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
