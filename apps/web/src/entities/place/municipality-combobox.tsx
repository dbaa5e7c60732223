import type { Municipality } from '@drones/shared/places';
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { inputClass } from '@/components/form/field-classes';
import { FieldFrame } from '@/components/form/field-frame';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { MUNICIPALITY_SEARCH_MIN, useMunicipalitySearch } from './municipality-api';
import { municipalityLabel } from './municipality-label';

const SEARCH_DELAY_MS = 250;

export interface MunicipalityComboboxProps {
  label: string;
  /** The text in the field: what was typed, or the label of the municipality chosen. */
  text: string;
  /** Typing: the text no longer names a chosen municipality. */
  onTextChange: (text: string) => void;
  /** A municipality chosen from the list (Enter or a click). */
  onSelect: (municipality: Municipality) => void;
  onBlur?: () => void;
  name?: string;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text field that suggests IBGE municipalities as 'Petrópolis – RJ' while typing (the ARIA
 * combobox pattern: arrows move through the list, Enter chooses, Escape closes it).
 */
export function MunicipalityCombobox({
  label,
  text,
  onTextChange,
  onSelect,
  onBlur,
  name,
  error,
  hint,
  placeholder,
  className,
  ref,
}: MunicipalityComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(text, SEARCH_DELAY_MS);
  const found = useMunicipalitySearch(search);

  const enough = text.trim().length >= MUNICIPALITY_SEARCH_MIN;
  const options = enough ? (found.data ?? []) : [];
  const showPopup = open && enough;
  const typing = search !== text;
  const status = found.isError
    ? 'Não foi possível buscar os municípios. Tente de novo.'
    : options.length === 0
      ? found.isFetching || typing
        ? 'Buscando municípios…'
        : 'Nenhum município encontrado'
      : null;
  const activeOption = showPopup && active >= 0 ? options[active] : undefined;

  const choose = (municipality: Municipality) => {
    onSelect(municipality);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current < 0 && step < 0
            ? options.length - 1
            : (current + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter':
        // Enter chooses the highlighted municipality instead of sending the form.
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        return;
      case 'Escape':
        if (showPopup) {
          // Closes the list only, not a dialog the form may be in.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        return;
      default:
    }
  };

  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative mt-1.5">
          <input
            ref={ref}
            {...control}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showPopup}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${id}-option-${activeOption.code}` : undefined}
            placeholder={placeholder}
            className={inputClass}
            value={text}
            onChange={(event) => {
              onTextChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              onBlur?.();
            }}
          />
          <div
            className={cn(
              'absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg',
              !showPopup && 'hidden',
            )}
          >
            <ul id={listId} role="listbox" aria-label="Municípios sugeridos">
              {options.map((municipality, index) => (
                <li
                  key={municipality.code}
                  id={`${id}-option-${municipality.code}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn(
                    'cursor-pointer px-3 py-2.5 text-sm text-slate-800',
                    index === active && 'bg-brand-50 text-brand-800',
                  )}
                  // Keeps the focus in the field, so its blur does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(municipality)}
                >
                  {municipalityLabel(municipality)}
                </li>
              ))}
            </ul>
            {/* Shown here, read out by the status below. */}
            {status && (
              <p aria-hidden="true" className="px-3 py-2.5 text-sm text-slate-500">
                {status}
              </p>
            )}
          </div>
          {/* Read out as the list changes; the list itself is not a live region. */}
          <p role="status" className="sr-only">
            {showPopup ? (status ?? `${options.length} municípios encontrados`) : ''}
          </p>
        </div>
      )}
    </FieldFrame>
  );
}
