import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
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
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
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
