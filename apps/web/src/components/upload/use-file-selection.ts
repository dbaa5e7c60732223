import { useCallback, useEffect, useRef, useState } from 'react';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_FILES = 10;

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
}

let nextId = 0;

/**
 * Files chosen for an upload, checked against the accepted types and the 10 MB limit, with
 * thumbnails whose object URLs are released when removed or unmounted.
 */
export function useFileSelection({ accept, typesLabel, multiple = false }: FileSelectionOptions) {
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
      const refused = chosen.find((file) => !accept.includes(file.type));
      if (refused) {
        setError(`O arquivo ${refused.name} não é aceito. Envie ${typesLabel}.`);
        return;
      }
      const tooLarge = chosen.find((file) => file.size > MAX_FILE_BYTES);
      if (tooLarge) {
        setError(`O arquivo ${tooLarge.name} passa de 10 MB.`);
        return;
      }
      setItems((current) => {
        const kept = multiple ? current : [];
        if (!multiple) current.forEach(release);
        const room = multiple ? MAX_FILES - kept.length : 1;
        const added = chosen.slice(0, Math.max(room, 0)).map((file) => {
          const previewUrl = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
          if (previewUrl) urls.current.add(previewUrl);
          nextId += 1;
          return { id: `arquivo-${nextId}`, file, previewUrl };
        });
        return [...kept, ...added];
      });
      setError(
        multiple && chosen.length > MAX_FILES
          ? `Envie no máximo ${MAX_FILES} arquivos.`
          : undefined,
      );
    },
    [accept, typesLabel, multiple, release],
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
