import { URGENCIES, type Urgency } from '@drones/shared/solicitations';
import { useId } from 'react';
import { ChoicesFrame } from '@/components/form/choices-frame';
import { choiceClass } from '@/components/form/field-classes';
import type { FieldBinding } from '@/components/form/form-field';
import { cn } from '@/lib/utils';

const OPTIONS: Record<Urgency, { title: string; hint: string }> = {
  urgente: { title: 'Urgente', hint: 'Risco à vida ou situação em andamento.' },
  normal: { title: 'Normal', hint: 'Pode ser planejada com antecedência.' },
};

/**
 * Urgente or normal, as two radio cards; each is named by its title and described by its hint.
 * Drawn by FormField, which hands it the form's `urgency`.
 */
export function UrgencyField({ error, ...registration }: FieldBinding) {
  const id = useId();
  return (
    <ChoicesFrame legend="Urgência" error={error}>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {URGENCIES.map((urgency) => (
          <label key={urgency} className={cn(choiceClass, 'items-start gap-3 p-3')}>
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
    </ChoicesFrame>
  );
}
