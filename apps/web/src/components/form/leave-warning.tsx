import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';

/**
 * While a form holds unsaved input, leaving its page asks first: a link or Back opens 'Sair sem
 * salvar?', closing or reloading the tab gets the browser's own question. Render `dialog`. A save
 * calls `release()` before it sends (it may move on to another page as soon as it is done) and
 * `hold()` again when it fails.
 */
export function useLeaveWarning(unsaved: boolean) {
  const isSaved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !isSaved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!isSaved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const release = useCallback(() => {
    isSaved.current = true;
  }, []);
  const hold = useCallback(() => {
    isSaved.current = false;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Sair sem salvar?"
      description="O que você preencheu neste formulário será perdido."
      confirmLabel="Sair sem salvar"
      pending={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, release, hold };
}
