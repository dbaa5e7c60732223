import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The submit button's text; Cancelar closes. */
  submitLabel: string;
  /** While sending, both buttons are disabled and the dialog stays open. */
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}

/** A small form in a modal dialog: its fields, then Cancelar and the submit button. */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mb-4">{description}</DialogDescription>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event);
          }}
          className="space-y-4"
        >
          {children}
          <FormDialogFooter pending={pending} label={submitLabel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Cancelar and the submit button, at the end of a dialog's form. */
export function FormDialogFooter({ pending, label }: { pending: boolean; label: string }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={pending}>
          Cancelar
        </Button>
      </DialogClose>
      <SubmitButton pending={pending}>{label}</SubmitButton>
    </DialogFooter>
  );
}
