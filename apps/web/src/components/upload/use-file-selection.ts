import { useCallback, useEffect, useRef, useState } from 'react';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES = 10;

export interface SelectedFile {
  id: string;
  file: File;
  /** An object URL of an image, for its thumbnail; null for other files. */
  previewUrl: string | null;
}

export interface FileSelectionOptions {
  /** MIME types accepted, e.g. application/pdf and image/png. */
  accept: readonly string[];
  /** What the accepted types are called, for the error message ('PDF, JPG, PNG ou WEBP'). */
  typesLabel: string;
  multiple?: boolean;
  /** Files already saved that stay, counted against the limit with the new ones (a request's photos). */
  saved?: number;
}

let nextId = 0;

const listFormat = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** 'a.png, b.png e c.png' */
function namesOf(files: readonly File[]) {
  return listFormat.format(files.map((file) => file.name));
}

/**
 * Files chosen for an upload, checked against the accepted types, the 10 MB limit and the number
 * of files, with thumbnails whose object URLs are released when removed or unmounted. A file
 * refused never costs the others picked with it; the error says which were left out and why.
 */
export function useFileSelection({
  accept,
  typesLabel,
  multiple = false,
  saved = 0,
}: FileSelectionOptions) {
  const [items, setItems] = useState<SelectedFile[]>([]);
  const [error, setError] = useState<string | undefined>();
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const current = urls.current;
    return () => {
      current.forEach((url) => URL.revokeObjectURL(url));
      current.clear();
    };
  }, []);

  const release = useCallback((item: SelectedFile) => {
    if (item.previewUrl) {
      URL.revokeObjectURL(item.previewUrl);
      urls.current.delete(item.previewUrl);
    }
  }, []);

  const add = useCallback(
    (files: Iterable<File>) => {
      const chosen = [...files];
      if (chosen.length === 0) return;
      // Each file is judged on its own: the good ones stay, the others are named in the error.
      const wrongType = chosen.filter((file) => !accept.includes(file.type));
      const tooLarge = chosen.filter(
        (file) => accept.includes(file.type) && file.size > MAX_FILE_BYTES,
      );
      const acceptable = chosen.filter(
        (file) => accept.includes(file.type) && file.size <= MAX_FILE_BYTES,
      );
      const kept = multiple ? items : [];
      const room = multiple ? Math.max(MAX_FILES - saved - kept.length, 0) : 1;
      const overLimit = acceptable.slice(room);
      const added = acceptable.slice(0, room).map((file) => {
        const previewUrl = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
        if (previewUrl) urls.current.add(previewUrl);
        nextId += 1;
        return { id: `arquivo-${nextId}`, file, previewUrl };
      });
      if (added.length > 0) {
        if (!multiple) items.forEach(release);
        setItems([...kept, ...added]);
      }

      const reasons = [
        wrongType.length > 0 &&
          (wrongType.length === 1
            ? `O arquivo ${wrongType[0]!.name} não é aceito. Envie ${typesLabel}.`
            : `Os arquivos ${namesOf(wrongType)} não são aceitos. Envie ${typesLabel}.`),
        tooLarge.length > 0 &&
          (tooLarge.length === 1
            ? `O arquivo ${tooLarge[0]!.name} passa de 10 MB.`
            : `Os arquivos ${namesOf(tooLarge)} passam de 10 MB.`),
        overLimit.length > 0 &&
          `${multiple ? `Envie no máximo ${MAX_FILES} arquivos.` : 'Envie apenas um arquivo.'} ${
            overLimit.length === 1 ? 'Ficou de fora' : 'Ficaram de fora'
          }: ${namesOf(overLimit)}.`,
      ].filter(Boolean);
      setError(reasons.length > 0 ? reasons.join(' ') : undefined);
    },
    [accept, typesLabel, multiple, saved, items, release],
  );

  const remove = useCallback(
    (id: string) => {
      setItems((current) => {
        const item = current.find((entry) => entry.id === id);
        if (item) release(item);
        return current.filter((entry) => entry.id !== id);
      });
      setError(undefined);
    },
    [release],
  );

  // What was accepted goes along, for the picker to offer the same.
  return {
    accept,
    multiple,
    items,
    files: items.map((item) => item.file),
    error,
    setError,
    add,
    remove,
  };
}

export type FileSelection = ReturnType<typeof useFileSelection>;
