import { useRef, useState } from 'react';

/**
 * Holds a validated form's values while a ConfirmDialog asks about them. Whether the dialog
 * closes by Cancelar or by confirming, its onCloseAutoFocus (in `dialogProps`) gives the focus back
 * to `buttonRef`, the submit button that opened it, which then shows the sending state.
 */
export function useConfirmation<T>() {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  // What `take` hands over, once: a double click on the confirming button gets it only once.
  const taken = useRef<{ value: T } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    taken.current = null;
    setHeld(null);
  };
  const returnFocus = (event: Event) => {
    event.preventDefault();
    buttonRef.current?.focus();
  };
  return {
    buttonRef,
    ask: (value: T) => {
      taken.current = { value };
      setHeld(taken.current);
    },
    /** Closes the dialog and hands over the values it asked about (to the first call only). */
    take: () => {
      const value = taken.current?.value;
      cancel();
      return value;
    },
    /**
     * The ConfirmDialog's state and closing; it is never pending itself, the submit button shows
     * the sending.
     */
    dialogProps: {
      open: held !== null,
      pending: false,
      onCancel: cancel,
      onCloseAutoFocus: returnFocus,
    },
  };
}
