import { FileText, UploadCloud, X } from 'lucide-react';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from '@/components/form/field-classes';
import { cn } from '@/lib/utils';
import type { FileSelection } from './use-file-selection';
import { UploadProgress } from './upload-progress';

interface FileUploadFieldProps {
  label: string;
  /** The chosen files; its accepted types and whether it takes several go to the picker. */
  selection: FileSelection;
  /** Shown under the drop area: the accepted types, the size limit, whether it is optional. */
  hint: ReactNode;
  disabled?: boolean;
  /** The share sent (0 to 1) while uploading; null otherwise. */
  progress: number | null;
}

function formatSize(bytes: number) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** Picks files by drag and drop or the file picker, previews them and shows the upload progress. */
export function FileUploadField({
  label,
  selection,
  hint,
  disabled = false,
  progress,
}: FileUploadFieldProps) {
  const { accept, multiple } = selection;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    selection.add(event.dataTransfer.files);
  };

  return (
    <div>
      <span className={labelClass} id={`${id}-label`}>
        {label}
      </span>
      <div
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative mt-1.5 rounded-xl border-2 border-dashed transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
          disabled && 'opacity-60',
        )}
      >
        <input
          id={id}
          type="file"
          accept={accept.join(',')}
          multiple={multiple}
          disabled={disabled}
          className="peer sr-only"
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={selection.error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={selection.error ? true : undefined}
          onChange={(event) => {
            if (event.target.files) selection.add(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={id}
          className="peer-focus-visible:outline-brand-600 flex cursor-pointer flex-col items-center gap-2 rounded-xl px-4 py-8 text-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-disabled:cursor-not-allowed"
        >
          <UploadCloud className="text-brand-600 size-8" aria-hidden="true" />
          <span id={`${id}-action`} className="text-sm text-slate-700">
            <span className="text-brand-700 font-semibold underline underline-offset-4">
              {multiple ? 'Escolha os arquivos' : 'Escolha um arquivo'}
            </span>
            {/* Nothing to drag on a touch screen. */}
            <span className="pointer-coarse:hidden"> ou arraste e solte aqui</span>
          </span>
        </label>
      </div>
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
      {selection.error && (
        <p id={errorId} role="alert" className={errorClass}>
          {selection.error}
        </p>
      )}
      {selection.items.length > 0 && (
        <ul aria-label="Arquivos escolhidos" className="mt-4 space-y-2">
          {selection.items.map(({ id: itemId, file, previewUrl }) => (
            <li
              key={itemId}
              className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 pr-3"
            >
              {previewUrl ? (
                <img
                  src={previewUrl}
                  alt={`Pré-visualização de ${file.name}`}
                  className="size-12 shrink-0 rounded-md object-cover"
                />
              ) : (
                <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-red-50 text-red-700">
                  <FileText className="size-6" aria-hidden="true" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-900">
                  {file.name}
                </span>
                <span className="block text-xs text-slate-500">{formatSize(file.size)}</span>
              </span>
              <button
                type="button"
                onClick={() => selection.remove(itemId)}
                disabled={disabled}
                aria-label={`Remover ${file.name}`}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <div className="mt-4">
          <UploadProgress value={progress} label="Enviando arquivos" />
        </div>
      )}
    </div>
  );
}
