import { SOLICITATION_SCOPES } from '@drones/shared/solicitations';
import { useSearchParams } from 'react-router';
import type { SolicitationScope } from '@/entities/solicitation/solicitation-api';
import { cn } from '@/lib/utils';

const PARAM = 'scope';

const OPTIONS: { value: SolicitationScope; label: string }[] = [
  { value: 'organization', label: 'Do meu órgão' },
  { value: 'shared', label: 'Compartilhadas' },
  { value: undefined, label: 'Todas' },
];

/** Which requests a body's member lists, kept in the address (`?scope=`, the API's name). */
export function useScopeParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(PARAM);
  const scope = SOLICITATION_SCOPES.find((known) => known === raw);
  const setScope = (next: SolicitationScope) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(PARAM, next);
        else updated.delete(PARAM);
        return updated;
      },
      { replace: true },
    );
  return { scope, setScope };
}

/** 'Do meu órgão' / 'Compartilhadas' / 'Todas' (docs/design.md §12), as one group of choices. */
export function ScopeFilter({
  scope,
  onChange,
}: {
  scope: SolicitationScope;
  onChange: (scope: SolicitationScope) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Mostrar solicitações</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1">
        {OPTIONS.map((option) => (
          <label
            key={option.label}
            className={cn(
              'cursor-pointer rounded-lg px-3 py-2 text-sm font-medium text-slate-700 has-focus-visible:ring-2 has-focus-visible:ring-brand-600',
              scope === option.value && 'bg-brand-600 text-white',
            )}
          >
            <input
              type="radio"
              name="scope"
              className="sr-only"
              checked={scope === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
