import { useCallback, useEffect, useRef, useState } from 'react';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const PHOTO_TYPE_MESSAGE = 'Escolha uma imagem JPG, PNG ou WEBP.';
export const PHOTO_SIZE_MESSAGE = 'A foto deve ter no máximo 10 MB.';

interface Picked {
  file: File;
  previewUrl: string;
}

/** The photo chosen in a form, with a preview URL that is released when replaced or unmounted. */
export function usePhotoPicker() {
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | undefined>();
  const latestUrl = useRef<string | null>(null);

  const replace = useCallback((next: Picked | null) => {
    if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
    latestUrl.current = next?.previewUrl ?? null;
    setPicked(next);
  }, []);

  useEffect(
    () => () => {
      if (latestUrl.current) URL.revokeObjectURL(latestUrl.current);
    },
    [],
  );

  const select = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      if (!PHOTO_TYPES.includes(file.type)) {
        setError(PHOTO_TYPE_MESSAGE);
        return;
      }
      if (file.size > MAX_PHOTO_BYTES) {
        setError(PHOTO_SIZE_MESSAGE);
        return;
      }
      setError(undefined);
      replace({ file, previewUrl: URL.createObjectURL(file) });
    },
    [replace],
  );

  const clear = useCallback(() => {
    setError(undefined);
    replace(null);
  }, [replace]);

  return {
    file: picked?.file ?? null,
    previewUrl: picked?.previewUrl ?? null,
    error,
    setError,
    select,
    clear,
  };
}

export type PhotoPicker = ReturnType<typeof usePhotoPicker>;
