/**
 * Answers that index.html starts fetching before the app's code has arrived (see the script
 * there): on a phone on mobile data the code takes about a second, and the page's largest image
 * can only be requested once its list is known. Each answer is used once, by the first caller.
 */
declare global {
  interface Window {
    __earlyData?: Record<string, Promise<unknown> | undefined>;
  }
}

/** The early answer for `path` if index.html started one, else `load()`; a failed early fetch falls back to `load()`. */
export function earlyOr<T>(path: string, load: () => Promise<T>): Promise<T> {
  const early = window.__earlyData?.[path] as Promise<T> | undefined;
  if (!early) return load();
  delete window.__earlyData![path];
  return early.catch(load);
}
