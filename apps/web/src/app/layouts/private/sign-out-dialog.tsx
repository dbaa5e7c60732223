import { LogOut } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { useSignOut } from '@/lib/session';

interface SignOutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What gets focus back when the user stays (the button that opened the dialog). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** 'Tem certeza que deseja sair?': Cancelar keeps the session, Sair ends it and goes to /. */
export function SignOutDialog({ open, onOpenChange, returnFocusRef }: SignOutDialogProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogTitle>Tem certeza que deseja sair?</DialogTitle>
        <DialogDescription>Para voltar à sua conta, será preciso entrar de novo.</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            aria-busy={pending}
            onClick={() => void confirm()}
          >
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
