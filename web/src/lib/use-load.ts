import { useCallback, useEffect, useEffectEvent, useState } from 'react';

interface LoadControls<T> {
  /** Asks again for the same key (a "Try again" button, a list after an import). */
  reload: () => void;
  /** Changes the loaded value in place: a section applying its own add, edit or delete without asking again. */
  update: (change: (data: T) => T) => void;
}

/**
 * What a screen shows for its key. `data` is the key's latest value; it stays while the same key
 * is asked again (a reload keeps the list on screen) and is gone as soon as the key changes, so an
 * answer for another course, lesson or test never shows.
 */
export type Loaded<T> = LoadControls<T> &
  (
    | { status: 'loading'; data: T | undefined; error: undefined }
    | { status: 'ready'; data: T; error: undefined }
    | { status: 'error'; data: T | undefined; error: unknown }
  );

interface Held<T> {
  key: string;
  attempt: number;
  data: T | undefined;
  failure: { error: unknown } | null;
}

/**
 * The one way a screen loads its data: `load` runs when `key` changes (null: nothing to load yet,
 * shown as loading)
 * and on `reload()`, with the request aborted when the key changes or the screen goes away, so a
 * slow answer never lands in a screen that has moved on. The state is derived from which key and
 * attempt the last answer belongs to, so nothing is set while the effect starts.
 *
 * `load` may be an inline function: it is read when the key or attempt changes, not on every render.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState<Held<T> | null>(null);
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const settle = (change: (kept: T | undefined) => Omit<Held<T>, 'key' | 'attempt'>) => {
      if (controller.signal.aborted) return;
      setHeld((current) => ({ key, attempt, ...change(current?.key === key ? current.data : undefined) }));
    };
    start(controller.signal).then(
      (data) => settle(() => ({ data, failure: null })),
      (error: unknown) => settle((kept) => ({ data: kept, failure: { error } })),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setHeld((current) => (current && current.data !== undefined ? { ...current, data: change(current.data) } : current));
  }, []);

  const controls = { reload, update };
  // No key yet (no session, no id): the screen waits as it would for an answer.
  if (key === null) return { status: 'loading', data: undefined, error: undefined, ...controls };
  const data = held?.key === key ? held.data : undefined;
  if (!held || held.key !== key || held.attempt !== attempt) return { status: 'loading', data, error: undefined, ...controls };
  if (held.failure) return { status: 'error', data, error: held.failure.error, ...controls };
  return { status: 'ready', data: held.data as T, error: undefined, ...controls };
}
