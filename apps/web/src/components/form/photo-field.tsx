import { Camera, X } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { errorClass, hintClass } from './field-classes';
import { PHOTO_TYPES, type PhotoPicker } from './use-photo-picker';

interface PhotoFieldProps {
  picker: PhotoPicker;
  /** The photo already saved, if any. */
  currentUrl?: string | null;
  /** Whose photo it is: the initials shown without one. */
  name: string;
  disabled?: boolean;
}

/** Picks a profile photo (images only) and previews it before the form is sent. */
export function PhotoField({ picker, currentUrl, name, disabled }: PhotoFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = picker.previewUrl ?? currentUrl ?? null;
  const hasPhoto = Boolean(shown);

  return (
    <fieldset className="flex flex-col items-center gap-3 text-center">
      <legend className="sr-only">Foto de perfil</legend>
      <Avatar name={name} src={shown} size="xl" className="ring-4 ring-brand-50" />
      <div className="flex flex-wrap items-center justify-center gap-2">
        <input
          id={id}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className="peer sr-only"
          disabled={disabled}
          aria-describedby={picker.error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={picker.error ? true : undefined}
          onChange={(event) => {
            picker.select(event.target.files?.[0]);
            // Choosing the same file again after removing it still triggers a change.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <Camera aria-hidden="true" />
          {hasPhoto ? 'Trocar foto' : 'Escolher foto'}
        </label>
        {picker.file && (
          <button
            type="button"
            onClick={picker.clear}
            disabled={disabled}
            className={buttonVariants({ variant: 'ghost' })}
          >
            <X aria-hidden="true" />
            Remover foto escolhida
          </button>
        )}
      </div>
      <p id={hintId} className={cn(hintClass, 'mt-0')}>
        Opcional. JPG, PNG ou WEBP, de preferência 500×500 px.
      </p>
      {picker.error && (
        <p id={errorId} role="alert" className={cn(errorClass, 'mt-0')}>
          {picker.error}
        </p>
      )}
    </fieldset>
  );
}
