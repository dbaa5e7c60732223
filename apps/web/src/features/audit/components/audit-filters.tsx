import { auditActionLabels, auditActions, type AuditAction } from '@drones/shared/audit';
import { X } from 'lucide-react';
import { useId } from 'react';
import { inputClass, labelClass } from '@/components/form/field-classes';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { AuditFilters as Filters } from '../api/get-audit-events';

// The filter lists the actions alphabetically by their label.
const ACTION_OPTIONS = [...auditActions].sort((a, b) =>
  auditActionLabels[a].localeCompare(auditActionLabels[b], 'pt-BR'),
);

interface AuditFiltersProps {
  filters: Filters;
  /** The name of the person filtered by, when the list has shown it. */
  actorName: string | undefined;
  onChange: (changes: Partial<Filters>) => void;
}

/** What the audit log shows: one action, one person, and the days from and to. */
export function AuditFilters({ filters, actorName, onChange }: AuditFiltersProps) {
  const id = useId();
  const hasFilters = Boolean(filters.action || filters.actor || filters.from || filters.to);
  return (
    <form
      role="search"
      aria-label="Filtros do registro de auditoria"
      onSubmit={(event) => event.preventDefault()}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-action`} className={labelClass}>
            Ação
          </label>
          <select
            id={`${id}-action`}
            value={filters.action ?? ''}
            onChange={(event) =>
              onChange({ action: (event.target.value || undefined) as AuditAction | undefined })
            }
            className={cn(inputClass, 'mt-1.5')}
          >
            <option value="">Todas as ações</option>
            {ACTION_OPTIONS.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            De
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
            className={cn(inputClass, 'mt-1.5')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            Até
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
            className={cn(inputClass, 'mt-1.5')}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {filters.actor ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 font-medium text-brand-800">
            Pessoa: {actorName ?? 'selecionada'}
            <button
              type="button"
              onClick={() => onChange({ actor: undefined })}
              aria-label="Remover o filtro de pessoa"
              className="inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </span>
        ) : (
          <p>Para ver os eventos de uma pessoa, escolha o nome dela na lista.</p>
        )}
        {hasFilters && (
          <Button
            variant="ghost"
            className="ml-auto"
            onClick={() =>
              onChange({ action: undefined, actor: undefined, from: undefined, to: undefined })
            }
          >
            Limpar filtros
          </Button>
        )}
      </div>
    </form>
  );
}
