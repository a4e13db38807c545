import { useEffect, useState } from 'react';

/**
 * A local address for a picked file, to preview it before it is uploaded. The address keeps the
 * file in memory until revoked, so it is revoked when another file is picked and when the form
 * goes away. Null while there is no file.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [shown, setShown] = useState<{ file: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is an outside resource tied to this file's lifetime
    setShown({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // An address of an earlier file is never shown for the current one.
  return file && shown?.file === file ? shown.url : null;
}
