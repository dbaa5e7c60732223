import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastProps } from '@/components/ui/toast';

// Same store and semantics as shadcn/ui's use-toast: one toast visible at a time, newest first;
// a dismissed toast stays mounted (closed) until it is removed after a long delay.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
};

export type Toast = Omit<ToasterToast, 'id'>;

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export interface ToastState {
  toasts: ToasterToast[];
}

export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const listeners = new Set<() => void>();
let memoryState: ToastState = { toasts: [] };
const removalTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removalTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removalTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY);
  removalTimeouts.set(toastId, timeout);
}

function dispatch(action: ToastAction) {
  // The reducer stays pure; the delayed removal of dismissed toasts is scheduled here.
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId ? [action.toastId] : memoryState.toasts.map((t) => t.id);
    ids.forEach(scheduleRemoval);
  }
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener());
}

/** Removes every toast at once, with their pending removals (the web tests share one store). */
export function removeAllToasts() {
  removalTimeouts.forEach(clearTimeout);
  removalTimeouts.clear();
  dispatch({ type: 'REMOVE_TOAST' });
}

export function dismissToast(toastId?: string) {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

export function toast(props: Toast) {
  const id = genId();
  const update = (next: Partial<ToasterToast>) =>
    dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dismissToast(id);

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return memoryState;
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...state, toast, dismiss: dismissToast };
}
