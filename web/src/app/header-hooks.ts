import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state that also closes on navigation: it remembers the path it was opened on, so a
 * page change (a link, the back button) closes it without an effect.
 */
export function useOpenOnThisPage() {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (next: boolean | ((value: boolean) => boolean)) => {
    const value = typeof next === 'function' ? next(open) : next;
    setOpenedOn(value ? pathname : null);
  };
  const close = useCallback(() => setOpenedOn(null), []);
  return [open, setOpen, close] as const;
}

/** Calls `onEscape` while `active`; the listener is removed as soon as it is not. */
export function useEscapeKey(active: boolean, onEscape: () => void) {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [active]);
}
