import { UFS } from '@drones/shared/places';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { choiceClass } from '@/components/form/field-classes';
import { cn } from '@/lib/utils';

interface AreaKindChoicesProps<K extends string> {
  /** Each kind of area offered and its label, in order. */
  options: [K, string][];
  /** The form's radio field (`register('areaKind')`). */
  field: UseFormRegisterReturn;
}

/**
 * The kinds of area a form offers (every pilot, a UF, a municipality…) as radio cards side by
 * side from 640 px; the broadcast and the reachability test ask the same way.
 */
export function AreaKindChoices<K extends string>({ options, field }: AreaKindChoicesProps<K>) {
  return (
    <div
      className={cn('mt-2 grid gap-2', options.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}
    >
      {options.map(([value, label]) => (
        <label
          key={value}
          className={cn(choiceClass, 'items-start gap-3 p-3 text-sm font-medium text-slate-900')}
        >
          <input
            type="radio"
            value={value}
            className="accent-brand-600 mt-0.5 size-4 shrink-0 focus:outline-none"
            {...field}
          />
          {label}
        </label>
      ))}
    </div>
  );
}

/** The options of a UF select: a prompt, then the 27 UFs. */
export function UfOptions() {
  return (
    <>
      <option value="">Escolha o estado</option>
      {UFS.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}
