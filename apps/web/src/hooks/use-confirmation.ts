import { useRef, useState } from 'react';

/**
 * Holds a validated form's values while a ConfirmDialog asks about them. Whether the dialog
 * closes by Cancelar or by confirming, `returnFocus` (its onCloseAutoFocus) gives the focus back
 * to `buttonRef`, the submit button that opened it, which then shows the sending state.
 */
export function useConfirmation<T>() {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  // What `take` hands over, once: a double click on the confirming button gets it only once.
  const taken = useRef<{ value: T } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    buttonRef,
    open: held !== null,
    ask: (value: T) => {
      taken.current = { value };
      setHeld(taken.current);
    },
    cancel: () => {
      taken.current = null;
      setHeld(null);
    },
    /** Closes the dialog and hands over the values it asked about (to the first call only). */
    take: () => {
      const value = taken.current?.value;
      taken.current = null;
      setHeld(null);
      return value;
    },
    returnFocus: (event: Event) => {
      event.preventDefault();
      buttonRef.current?.focus();
    },
  };
}
