import { useEffect } from 'react';
import { useSiteSettings } from './site-settings';

/**
 * Sets the tab title for the screen that calls it. On unmount it falls back to the bare site
 * name, so a screen that sets no title never inherits the previous screen's one. React runs the
 * old screen's cleanup before the new screen's effect, so the new title always wins.
 */
export function useDocumentTitle(title: string): void {
  const { siteName } = useSiteSettings();
  useEffect(() => {
    document.title = `${title} | ${siteName}`;
    return () => {
      document.title = siteName;
    };
  }, [title, siteName]);
}
