import { useEffect, useState, type ReactNode } from 'react';
import { isAbort } from '../api/failure';
import { LoadError, Loading } from './section-state';

interface Result<T> {
  /** Which opening (or retry) this answers: a newer one means a load is running. */
  request: number;
  data?: T;
  error?: unknown;
}

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
  const [request, setRequest] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ request, data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        console.error(failedLabel, error);
        setResult({ request, error });
      },
    );
    return () => controller.abort();
    // `load` is recreated by each render of the row; what it loads changes only with the row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, request]);

  const settled = result?.request === request ? result : null;

  return (
    <details
      className="admin-downloads"
      onToggle={(event) => {
        const opened = event.currentTarget.open;
        setOpen(opened);
        if (opened) setRequest((value) => value + 1);
      }}
    >
      <summary>{summary}</summary>
      {open && !settled && <Loading label={loadingLabel} />}
      {settled?.error != null && (
        <LoadError error={settled.error} fallback={failedLabel} onRetry={() => setRequest((value) => value + 1)} />
      )}
      {settled?.data !== undefined && children(settled.data)}
    </details>
  );
}
