import { useState, type ReactNode } from 'react';
import { LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';

interface LazyDisclosureProps<T> {
  summary: string;
  load: (signal: AbortSignal) => Promise<T>;
  loadingLabel: string;
  failedLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * A disclosure under a row of an admin list whose content is asked of the API each time it is
 * opened (so it is fresh), never while it is closed: a note's downloads, a course's learners.
 */
export function LazyDisclosure<T>({ summary, load, loadingLabel, failedLabel, children }: LazyDisclosureProps<T>) {
  const [open, setOpen] = useState(false);
  // Asked again at each opening: a new key each time, and no key while closed.
  const [opening, setOpening] = useState(0);
  const loaded = useLoad(open ? String(opening) : null, load);

  return (
    <details
      className="admin-downloads"
      onToggle={(event) => {
        const opened = event.currentTarget.open;
        setOpen(opened);
        if (opened) setOpening((value) => value + 1);
      }}
    >
      <summary>{summary}</summary>
      {open && loaded.status === 'loading' && <Loading label={loadingLabel} />}
      {loaded.status === 'error' && <LoadError error={loaded.error} fallback={failedLabel} onRetry={loaded.reload} />}
      {loaded.status === 'ready' && children(loaded.data)}
    </details>
  );
}
