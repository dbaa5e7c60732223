import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { useDeletePilotData, type PilotDataResource } from '../api/delete-pilot-data';

interface DeletePilotDataButtonProps {
  resource: PilotDataResource;
  id: string;
  /** The button's text; `children` may show less (an icon) while this stays its name. */
  label: string;
  children?: ReactNode;
  className?: string;
  /** The dialog that asks first. */
  title: string;
  description: string;
  /** The toasts after it. */
  deleted: string;
  failure: string;
}

/** A pilot's own record deleted after asking; he can record it again later. */
export function DeletePilotDataButton({
  resource,
  id,
  label,
  children,
  className,
  title,
  description,
  deleted,
  failure,
}: DeletePilotDataButtonProps) {
  const remove = useDeletePilotData(resource);
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      toastSuccess(deleted);
    } catch (error) {
      toastFailure(failure, error);
    }
    setAsking(false);
  };
  return (
    <>
      <Button
        variant="ghost"
        className={className}
        aria-label={children ? label : undefined}
        onClick={() => setAsking(true)}
      >
        <Trash2 aria-hidden="true" />
        {children ?? label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        description={description}
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
