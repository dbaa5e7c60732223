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

interface DeleteEquipmentDialogProps {
  equipmentName: string | null;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** Asks before deleting an equipment (spec: 'Essa ação não poderá ser revertida.'). */
export function DeleteEquipmentDialog({
  equipmentName,
  pending,
  onOpenChange,
  onConfirm,
}: DeleteEquipmentDialogProps) {
  return (
    <Dialog open={equipmentName !== null} onOpenChange={(open) => !pending && onOpenChange(open)}>
      <DialogContent>
        <DialogTitle>Excluir {equipmentName}?</DialogTitle>
        <DialogDescription>Essa ação não poderá ser revertida.</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Excluir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
