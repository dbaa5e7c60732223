import type { DriverForm } from '@drones/shared/pilot-data';
import { DocumentAnchor } from '@/components/document-links';
import { DeletePilotDataButton } from './delete-pilot-data-button';

/** 'Formulário da ANAC', or 'Formulário da ANAC 2' when the pilot sent more than one. */
function labelOf(index: number, count: number) {
  return count > 1 ? `Formulário da ANAC ${index + 1}` : 'Formulário da ANAC';
}

/** The pilot's ANAC forms, each opening in a new tab, each deleted after asking. */
export function DriverForms({ forms }: { forms: DriverForm[] }) {
  if (forms.length === 0)
    return <p className="text-sm text-slate-600">Nenhum formulário enviado.</p>;
  return (
    <ul className="space-y-2">
      {forms.map(({ id, url }, index) => {
        const label = labelOf(index, forms.length);
        return (
          <li
            key={id}
            className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3"
          >
            <DocumentAnchor
              url={url}
              label={label}
              className="hover:text-brand-700 min-w-0 py-1.5"
            />
            <DeletePilotDataButton
              resource="driverForm"
              id={id}
              label={`Excluir ${label}`}
              className="px-3"
              title={`Excluir o ${label.replace('Formulário', 'formulário')}?`}
              description="O arquivo será apagado e a Defesa Civil deixa de vê-lo. Você pode enviar outro quando quiser."
              deleted="Formulário da ANAC excluído."
              failure="Erro ao excluir o formulário da ANAC, tente novamente mais tarde."
            >
              {/* Only the icon on a narrow screen, so the row stays one line. */}
              <span className="hidden sm:inline">Excluir</span>
            </DeletePilotDataButton>
          </li>
        );
      })}
    </ul>
  );
}
