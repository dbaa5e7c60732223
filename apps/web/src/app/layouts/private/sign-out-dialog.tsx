import { LogOut } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSignOut } from '@/lib/session';
import { paths } from '@/lib/paths';

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
    navigate(paths.landing, { replace: true });
  };

  return (
    <ConfirmDialog
      open={open}
      title="Tem certeza que deseja sair?"
      description="Para voltar à sua conta, será preciso entrar de novo."
      confirmLabel="Sair"
      confirmIcon={<LogOut aria-hidden="true" />}
      pending={pending}
      onConfirm={() => void confirm()}
      onCancel={() => onOpenChange(false)}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusRef.current?.focus();
      }}
    />
  );
}
