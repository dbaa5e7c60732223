import { labelClass } from '@/components/form/field-classes';
import { smallPhoto } from '@/lib/photo-sources';
import { cn } from '@/lib/utils';

interface ExistingPhotosProps {
  /** Signed URLs of the photos already saved. */
  urls: string[];
  /** Those marked to be removed when the form is saved. */
  removed: ReadonlySet<string>;
  onToggle: (url: string) => void;
  /** Whether a photo marked for removal may be kept again (the request has room for it). */
  canKeepMore: boolean;
  disabled?: boolean;
}

function removalNote(count: number) {
  if (count === 0) return '';
  return count === 1
    ? '1 foto será removida ao salvar.'
    : `${count} fotos serão removidas ao salvar.`;
}

/** The request's saved photos; each can be marked for removal (and unmarked) before saving. */
export function ExistingPhotos({
  urls,
  removed,
  onToggle,
  canKeepMore,
  disabled,
}: ExistingPhotosProps) {
  if (urls.length === 0) return null;
  return (
    <fieldset>
      <legend className={labelClass}>Fotos já enviadas</legend>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {urls.map((url, index) => {
          const marked = removed.has(url);
          const label = `Foto ${index + 1}`;
          return (
            <li key={url} className="flex flex-col gap-2">
              <img
                src={smallPhoto(url)}
                width={480}
                height={480}
                alt={label}
                className={cn(
                  'aspect-square w-full rounded-lg border border-slate-200 object-cover transition',
                  marked && 'opacity-40 grayscale',
                )}
              />
              <label className="has-checked:border-red-300 has-checked:bg-red-50 has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:outline-brand-600 flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 text-sm font-medium text-slate-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2">
                <input
                  type="checkbox"
                  checked={marked}
                  onChange={() => onToggle(url)}
                  disabled={disabled || (marked && !canKeepMore)}
                  className="size-4 accent-red-700 focus:outline-none"
                />
                Remover <span className="sr-only">{label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {removalNote(removed.size)}
      </p>
    </fieldset>
  );
}
