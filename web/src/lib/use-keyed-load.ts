import { useCallback, useEffect, useState } from 'react';

export type Keyed<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

interface Held<T> {
  key: string;
  attempt: number;
  value: Keyed<T>;
}

/**
 * What a screen shows for `key` (a course, a lesson, a test): loaded when the key changes or on retry,
 * with the request aborted when the student moves on, so an answer for another lesson never shows.
 * `update` changes the loaded value in place (the progress the server answered a completion with).
 */
export function useKeyedLoad<T>(key: string | null, load: (key: string, signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<Held<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (value: Keyed<T>) => {
      if (!controller.signal.aborted) setHeld({ key, attempt, value });
    };
    load(key, controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => controller.abort();
  }, [key, attempt, load]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setHeld((current) =>
      current?.value.status === 'ready' ? { ...current, value: { status: 'ready', data: change(current.value.data) } } : current,
    );
  }, []);

  const state: Keyed<T> = held && held.key === key && held.attempt === attempt ? held.value : { status: 'loading' };
  return { state, retry, update };
}
