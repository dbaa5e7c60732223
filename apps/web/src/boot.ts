// The page's only first-load script. A page prerendered at build (docs/design.md §10) is read, filled
// in and navigated as plain HTML, so the app (React and the rest, main.tsx) loads and hydrates
// it only once the visitor does something, or once a part that is live (data-live) comes into
// view. Any other page is an empty shell, and the app starts at once, as it does for a visitor
// who is signed in (a public page may send them elsewhere).
import './index.css';
import { ACCESS_TOKEN_STORAGE_KEY } from './lib/access-token-key';

// The service worker (vite.config.ts) exists in the build only; it waits for the page to load.
// Once it is active, it sends the answers given from notifications while offline
// (public/push-sw.js): the connection may be back.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js');
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'flush-push-answers' }),
    );
  });
}

const TRIGGERS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel', 'scroll'] as const;

let started: Promise<void> | undefined;
function start(): Promise<void> {
  return (started ??= import('./main').then(({ pageReady }) => pageReady));
}

function signedIn(): boolean {
  try {
    return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function isTextField(target: EventTarget | null): target is TextField {
  return (
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type)) ||
    target instanceof HTMLTextAreaElement
  );
}

/**
 * Hands the app a field typed in before it hydrated the page: the app knows the field as empty,
 * so the text is set again the way a keystroke sets it (through the element's own value setter,
 * which the app does not watch) and announced with an input event, and the app's masks and state
 * take it as typed.
 */
function retype(field: TextField, typed: string) {
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The element the app shows now for one seen before it hydrated: the same one, or, where the app
 * drew that part of the page again instead of taking it over, its counterpart in the live page.
 */
function live<T extends Element>(element: T, counterpart: () => T | null | undefined): T | null {
  return element.isConnected ? element : (counterpart() ?? null);
}

/**
 * Until the app has hydrated the page, what it would have answered waits: text typed in, a form
 * sent (never by the browser itself, which would put its fields in the URL) and a button
 * clicked.
 */
function holdUntilReady() {
  const typed = new Set<TextField>();
  let form: HTMLFormElement | null = null;
  let button: HTMLButtonElement | null = null;
  const formIndex = (element: HTMLFormElement) => [...document.forms].indexOf(element);
  let sentForm = -1;
  const onInput = (event: Event) => {
    if (isTextField(event.target)) typed.add(event.target);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) {
      form = event.target;
      sentForm = formIndex(form);
    }
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button is answered through its form's submit event.
    if (target?.type === 'button') button = target;
  };
  window.addEventListener('input', onInput, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('click', onClick, true);
  return () => {
    window.removeEventListener('input', onInput, true);
    window.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('click', onClick, true);
    for (const field of typed) {
      const now = live(field, () =>
        field.name ? document.querySelector<TextField>(`[name="${CSS.escape(field.name)}"]`) : null,
      );
      if (now) retype(now, field.value);
    }
    if (button) {
      const text = button.textContent;
      live(button, () =>
        [...document.querySelectorAll('button')].find((b) => b.textContent === text),
      )?.click();
    }
    if (form) live(form, () => document.forms[sentForm])?.requestSubmit();
  };
}

const root = document.getElementById('root');
if (root?.hasChildNodes() && !signedIn()) {
  const release = holdUntilReady();
  const go = () => {
    for (const type of TRIGGERS) window.removeEventListener(type, go, true);
    observer?.disconnect();
    void start().then(release);
  };
  for (const type of TRIGGERS) window.addEventListener(type, go, { capture: true, passive: true });
  const live = document.querySelectorAll('[data-live]');
  const observer =
    live.length > 0
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) go();
        })
      : undefined;
  live.forEach((element) => observer?.observe(element));
} else {
  void start();
}
