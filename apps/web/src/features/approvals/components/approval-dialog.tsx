import type { UserListItem } from '@drones/shared/users';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';

export interface PendingDecision {
  account: UserListItem;
  approved: boolean;
}

interface ApprovalDialogProps {
  decision: PendingDecision | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks the admin to confirm an approval or a refusal before it is sent. */
export function ApprovalDialog({ decision, pending, onConfirm, onCancel }: ApprovalDialogProps) {
  const approved = decision?.approved ?? true;
  const name = decision?.account.name ?? '';

  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogTitle>
          {approved ? `Aprovar a conta de ${name}?` : `Recusar a conta de ${name}?`}
        </DialogTitle>
        <DialogDescription>
          {approved
            ? 'A conta passará a consultar os droneiros cadastrados e a criar solicitações.'
            : 'A conta continuará sem acesso aos droneiros cadastrados e às solicitações.'}
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button
            variant={approved ? 'default' : 'destructive'}
            disabled={pending}
            aria-busy={pending}
            onClick={onConfirm}
          >
            {approved ? 'Aprovar' : 'Recusar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
