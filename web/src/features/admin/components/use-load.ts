import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { isAbort } from '../api/failure';

export interface Loaded<T> {
  data: T | undefined;
  /** Lets a section apply its own writes (add, edit, delete) without reloading the list. */
  setData: Dispatch<SetStateAction<T | undefined>>;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * Loads a section's data on mount and on `reload()`, aborting the request when the section
 * closes, so a slow answer never lands in a screen that is gone. Loading is derived (the latest
 * attempt has not settled yet), so no state is set while the effect starts.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, label: string): Loaded<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; error: unknown }>({ attempt: -1, error: null });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((value) => {
        setData(value);
        setSettled({ attempt, error: null });
      })
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        console.error(`Could not load ${label}`, failure);
        setSettled({ attempt, error: failure });
      });
    return () => controller.abort();
    // `load` and `label` are fixed per section; `attempt` is the reload trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const loading = settled.attempt !== attempt;
  return { data, setData, loading, error: loading ? null : settled.error, reload };
}
