import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'idle' | 'loading'; data?: undefined; error?: undefined; reload: () => void }
  | { status: 'ready'; data: T; error?: undefined; reload: () => void }
  | { status: 'error'; data?: undefined; error: unknown; reload: () => void };

interface Settled<T> {
  key: string;
  attempt: number;
  outcome: { ok: true; data: T } | { ok: false; error: unknown };
}

/**
 * Loads `load(key)` whenever `key` changes (null: nothing to load yet) and on `reload()`, with
 * the request aborted when the key changes or the screen goes away. The state is derived from
 * which key and attempt the last answer belongs to, so a stale answer can never show.
 * `load` must be stable (a module-level function).
 */
export function useResource<T>(key: string | null, load: (key: string, signal: AbortSignal) => Promise<T>): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(key, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, outcome: { ok: true, data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, outcome: { ok: false, error } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, load]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  if (key === null) return { status: 'idle', reload };
  if (!settled || settled.key !== key || settled.attempt !== attempt) return { status: 'loading', reload };
  return settled.outcome.ok
    ? { status: 'ready', data: settled.outcome.data, reload }
    : { status: 'error', error: settled.outcome.error, reload };
}
