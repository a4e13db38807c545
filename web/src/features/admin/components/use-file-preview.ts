import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A local preview URL for a picked image. The URL keeps the file in memory until revoked, so the
 * previous one is revoked when another file is picked, and the last one when the form closes.
 */
export function useFilePreview(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const show = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  return [url, show];
}
