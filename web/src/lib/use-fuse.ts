import type FuseClass from 'fuse.js';
import { useEffect, useState } from 'react';

export type FuseConstructor = typeof FuseClass;

let loading: Promise<FuseConstructor> | undefined;

/** fuse.js (about 10 KB) arrives only when someone starts to search, not with the catalogue. */
const loadFuse = () => (loading ??= import('fuse.js').then((module) => module.default));

/**
 * The Fuse class once `wanted` (the search box was focused or has text), else null. Callers show
 * the unsearched list until it arrives, a moment after the first keystroke at worst.
 */
export function useFuse(wanted: boolean): FuseConstructor | null {
  const [Fuse, setFuse] = useState<FuseConstructor | null>(null);
  useEffect(() => {
    if (!wanted || Fuse) return;
    let active = true;
    void loadFuse().then((loaded) => {
      if (active) setFuse(() => loaded);
    });
    return () => {
      active = false;
    };
  }, [wanted, Fuse]);
  return Fuse;
}
