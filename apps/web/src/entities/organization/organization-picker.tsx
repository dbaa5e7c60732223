import { organizationKindLabels, type Organization } from '@drones/shared/organizations';
import { useState } from 'react';
import { ChoicesFrame } from '@/components/form/choices-frame';
import { TextField } from '@/components/form/text-field';
import { useOrganizationSearch } from './organization-api';

interface OrganizationPickerProps {
  legend: string;
  hint?: string;
  error?: string;
  /** The chosen body, or null. */
  value: Organization | null;
  onChange: (organization: Organization | null) => void;
  /** A body not offered (the request's owner, when sharing it). */
  excludeId?: string;
}

/** Finds a civil-defence body by name (the public list) and picks one of the results. */
export function OrganizationPicker({
  legend,
  hint,
  error,
  value,
  onChange,
  excludeId,
}: OrganizationPickerProps) {
  const [search, setSearch] = useState('');
  const found = useOrganizationSearch(search);
  const bodies = (found.data ?? []).filter((body) => body.id !== excludeId);
  // The chosen body stays on screen while another search runs.
  const shown = value && !bodies.some((body) => body.id === value.id) ? [value, ...bodies] : bodies;

  let note: string | null = null;
  if (search.trim().length < 2) note = 'Digite ao menos duas letras do nome do órgão.';
  else if (found.isPending) note = 'Buscando…';
  else if (found.isError) note = 'Não foi possível buscar os órgãos.';
  else if (bodies.length === 0) note = 'Nenhum órgão encontrado.';

  return (
    <ChoicesFrame legend={legend} {...(hint ? { hint } : {})} {...(error ? { error } : {})}>
      <TextField
        label="Buscar pelo nome"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="mt-2"
      />
      {note && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {note}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="mt-2 space-y-2">
          {shown.map((body) => (
            <li key={body.id}>
              <label className="has-checked:border-brand-600 flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3">
                <input
                  type="radio"
                  name="organizationId"
                  value={body.id}
                  checked={value?.id === body.id}
                  onChange={() => onChange(body)}
                  className="mt-1"
                />
                <span>
                  <span className="block font-medium text-slate-900">{body.name}</span>
                  <span className="block text-sm text-slate-600">
                    {organizationKindLabels[body.kind]}
                    {body.uf ? ` · ${body.uf}` : ''}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </ChoicesFrame>
  );
}
