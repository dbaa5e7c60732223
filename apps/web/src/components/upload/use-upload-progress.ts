import { useCallback, useState } from 'react';

type OnProgress = (fraction: number) => void;

/** The share of a multipart upload sent so far (0 to 1) for FileUploadField; null when idle. */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);

  /** Runs `send`, following its progress only when it carries files (a bare form is instant). */
  const track = useCallback(
    async <T>(files: readonly File[], send: (onProgress?: OnProgress) => Promise<T>) => {
      const hasFiles = files.length > 0;
      setProgress(hasFiles ? 0 : null);
      try {
        return await send(hasFiles ? setProgress : undefined);
      } finally {
        setProgress(null);
      }
    },
    [],
  );

  return { progress, track };
}
