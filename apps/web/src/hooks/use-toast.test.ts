import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  reducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  useToast,
  type ToasterToast,
  type ToastState,
} from './use-toast';

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({
  id,
  title: `Toast ${id}`,
  open: true,
  ...extra,
});

describe('toast reducer', () => {
  it('keeps only the newest toast (limit 1)', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state: ToastState = { toasts: [] };
    state = reducer(state, { type: 'ADD_TOAST', toast: make('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates a toast by id and leaves the others alone', () => {
    const state: ToastState = { toasts: [make('1')] };
    const next = reducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Novo' } });
    expect(next.toasts[0]).toMatchObject({ id: '1', title: 'Novo', open: true });
    expect(reducer(state, { type: 'UPDATE_TOAST', toast: { id: 'x', title: 'Novo' } })).toEqual(
      state,
    );
  });

  it('dismisses by closing, one or all', () => {
    const state: ToastState = { toasts: [make('1'), make('2')] };
    const one = reducer(state, { type: 'DISMISS_TOAST', toastId: '2' });
    expect(one.toasts.map((t) => t.open)).toEqual([true, false]);
    const all = reducer(state, { type: 'DISMISS_TOAST' });
    expect(all.toasts.map((t) => t.open)).toEqual([false, false]);
  });

  it('removes one toast or all of them', () => {
    const state: ToastState = { toasts: [make('1'), make('2')] };
    expect(reducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual([
      '2',
    ]);
    expect(reducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toast store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a new toast first and removes a dismissed one after the long delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());

    act(() => {
      toast({ title: 'Primeiro' });
    });
    let second: ReturnType<typeof toast> | undefined;
    act(() => {
      second = toast({ title: 'Segundo', variant: 'destructive' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Segundo', open: true });

    act(() => second?.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.toasts).toHaveLength(0);
  });
});
