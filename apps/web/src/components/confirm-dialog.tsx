import { LoaderCircle } from 'lucide-react';
import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's text (Remover, Excluir, Aprovar…); the other one is Cancelar. */
  confirmLabel: string;
  /** Destructive unless the action is a harmless one. */
  confirmVariant?: 'default' | 'destructive';
  /** Before the confirming label; the spinner takes its place while pending. */
  confirmIcon?: ReactNode;
  /** While the action runs both buttons are disabled and the dialog stays open. */
  pending: boolean;
  onConfirm: () => void;
  /** Cancelar, Escape or a click outside. */
  onCancel: () => void;
  /** Where focus goes on closing; by default back to what had it when the dialog opened. */
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/** Asks before an action: Cancelar keeps things as they are, the other button goes ahead. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  confirmVariant = 'destructive',
  confirmIcon,
  pending,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  // The dialogs open from state, not from a Radix trigger, so Radix has nothing to give focus
  // back to: remember the opener (before the dialog takes focus) and return to it, or to the
  // page's main content when the action removed it.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  const returnFocus: NonNullable<ConfirmDialogProps['onCloseAutoFocus']> = (event) => {
    event.preventDefault();
    const target = opener.current?.isConnected
      ? opener.current
      : document.getElementById(MAIN_CONTENT_ID);
    target?.focus();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus ?? returnFocus}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="break-words">{description}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button
            variant={confirmVariant}
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending}
          >
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : confirmIcon}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
