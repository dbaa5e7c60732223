import { URGENCIES, type Urgency } from '@drones/shared/solicitations';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { labelClass } from '@/components/form/field-classes';

const OPTIONS: Record<Urgency, { title: string; hint: string }> = {
  urgente: { title: 'Urgente', hint: 'Risco à vida ou situação em andamento.' },
  normal: { title: 'Normal', hint: 'Pode ser planejada com antecedência.' },
};

/** Urgente or normal, as two radio cards; each is named by its title and described by its hint. */
export function UrgencyField({ registration }: { registration: UseFormRegisterReturn<'urgency'> }) {
  const id = useId();
  return (
    <fieldset>
      <legend className={labelClass}>Urgência</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {URGENCIES.map((urgency) => (
          <label
            key={urgency}
            className="has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-brand-600 flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-2"
          >
            <input
              type="radio"
              value={urgency}
              className="accent-brand-600 mt-0.5 size-4 shrink-0 focus:outline-none"
              aria-labelledby={`${id}-${urgency}`}
              aria-describedby={`${id}-${urgency}-hint`}
              {...registration}
            />
            <span className="min-w-0">
              <span id={`${id}-${urgency}`} className="block text-sm font-semibold text-slate-900">
                {OPTIONS[urgency].title}
              </span>
              <span id={`${id}-${urgency}-hint`} className="block text-sm text-slate-600">
                {OPTIONS[urgency].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
