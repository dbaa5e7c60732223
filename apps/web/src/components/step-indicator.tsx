import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

export const REGISTRATION_STEPS = [
  'Equipamento',
  'Disponibilidade',
  'Dados adicionais',
  'Formulário da ANAC',
] as const;

/** Where the pilot is in the four registration steps (1 to 4). */
export function StepIndicator({ current }: { current: 1 | 2 | 3 | 4 }) {
  return (
    <nav aria-label="Etapas do cadastro">
      <p className="text-brand-700 text-sm font-semibold">
        Etapa {current} de {REGISTRATION_STEPS.length}
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-2">
        {REGISTRATION_STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} aria-current={active ? 'step' : undefined} className="min-w-0">
              <span
                aria-hidden="true"
                className={cn(
                  'block h-1.5 rounded-full',
                  done || active ? 'bg-brand-600' : 'bg-slate-200',
                )}
              />
              <span
                className={cn(
                  'mt-2 flex items-center gap-1 text-xs font-medium',
                  active ? 'text-slate-900' : 'text-slate-500',
                )}
              >
                {done && <Check className="text-brand-600 size-3.5 shrink-0" aria-hidden="true" />}
                <span className="sr-only sm:not-sr-only sm:truncate">{label}</span>
                <span className="sr-only">
                  {done ? ' (concluída)' : active ? ' (etapa atual)' : ''}
                </span>
                <span aria-hidden="true" className="sm:hidden">
                  {step}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
