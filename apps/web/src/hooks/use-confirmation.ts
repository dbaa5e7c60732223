import { useRef, useState } from 'react';

/**
 * Holds a validated form's values while a ConfirmDialog asks about them. Whether the dialog
 * closes by Cancelar or by confirming, `returnFocus` (its onCloseAutoFocus) gives the focus back
 * to `buttonRef`, the submit button that opened it, which then shows the sending state.
 */
export function useConfirmation<T>() {
  const [held, setHeld] = useState<{ value: T } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    buttonRef,
    open: held !== null,
    ask: (value: T) => setHeld({ value }),
    cancel: () => setHeld(null),
    /** Closes the dialog and hands over the values it asked about. */
    take: () => {
      setHeld(null);
      return held?.value;
    },
    returnFocus: (event: Event) => {
      event.preventDefault();
      buttonRef.current?.focus();
    },
  };
}
