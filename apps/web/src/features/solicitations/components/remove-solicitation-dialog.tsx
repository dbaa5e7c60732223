import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { CARD_NAME_MAX } from '@/components/solicitation-card';
import { truncate } from '@/lib/format';
import { REMOVE_QUESTION } from './messages';

interface RemoveSolicitationDialogProps {
  /** The request's name while asking; null when closed. */
  solicitationName: string | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before removing a request (spec: 'Você quer realmente remover essa solicitação?'). */
export function RemoveSolicitationDialog({
  solicitationName,
  pending,
  onOpenChange,
  onConfirm,
}: RemoveSolicitationDialogProps) {
  return (
    <Dialog
      open={solicitationName !== null}
      onOpenChange={(open) => !pending && onOpenChange(open)}
    >
      <DialogContent>
        <DialogTitle>{REMOVE_QUESTION}</DialogTitle>
        <DialogDescription className="break-words">
          {truncate(solicitationName ?? '', CARD_NAME_MAX)} e as suas fotos serão removidas.
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Remover
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
