import type { DriverForm } from '@drones/shared/pilot-data';
import { ExternalLink, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { useDeleteDriverForm } from '../api/delete-driver-form';

const DELETED = 'Formulário da ANAC excluído.';
const DELETE_FAILURE = 'Erro ao excluir o formulário da ANAC, tente novamente mais tarde.';

/** 'Formulário da ANAC', or 'Formulário da ANAC 2' when the pilot sent more than one. */
function labelOf(index: number, count: number) {
  return count > 1 ? `Formulário da ANAC ${index + 1}` : 'Formulário da ANAC';
}

/** The pilot's ANAC forms, each opening in a new tab, each deleted after asking. */
export function DriverForms({ forms }: { forms: DriverForm[] }) {
  const remove = useDeleteDriverForm();
  const [asking, setAsking] = useState(false);
  // Kept while the dialog closes, so its text does not change under the reader.
  const [target, setTarget] = useState({ id: '', label: '' });
  const confirm = async () => {
    try {
      await remove.mutateAsync(target.id);
      toastSuccess(DELETED);
    } catch (error) {
      toastFailure(DELETE_FAILURE, error);
    }
    setAsking(false);
  };

  if (forms.length === 0)
    return <p className="text-sm text-slate-600">Nenhum formulário enviado.</p>;
  return (
    <>
      <ul className="space-y-2">
        {forms.map(({ id, url }, index) => {
          const label = labelOf(index, forms.length);
          return (
            <li
              key={id}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3"
            >
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-brand-700 inline-flex min-w-0 items-center gap-2 py-1.5 text-sm font-medium text-slate-800"
              >
                <FileText className="text-brand-600 size-4 shrink-0" aria-hidden="true" />
                {label}
                <ExternalLink className="size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
              <Button
                variant="ghost"
                className="px-3"
                aria-label={`Excluir ${label}`}
                onClick={() => {
                  setTarget({ id, label });
                  setAsking(true);
                }}
              >
                <Trash2 aria-hidden="true" />
                {/* Only the icon on a narrow screen, so the row stays one line. */}
                <span className="hidden sm:inline">Excluir</span>
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking}
        title={`Excluir o ${target.label.replace('Formulário', 'formulário')}?`}
        description="O arquivo será apagado e a Defesa Civil deixa de vê-lo. Você pode enviar outro quando quiser."
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
