import { solicitationListQuerySchema } from '@drones/shared/solicitations';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClass } from '@/components/form/field-classes';
import { maxLengthOf } from '@/components/form/schema-fields';
import { cn } from '@/lib/utils';

const SEARCH_MAX_LENGTH = maxLengthOf(solicitationListQuerySchema.shape.search);

interface SolicitationSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/** Searches the open requests by urgency, name or description (the server does the matching). */
export function SolicitationSearch({ value, onChange }: SolicitationSearchProps) {
  const id = useId();
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
      <label htmlFor={id} className="sr-only">
        Pesquisar solicitações em curso
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Nome, urgência ou descrição"
        className={cn(inputClass, 'h-12 pl-10')}
      />
    </form>
  );
}
