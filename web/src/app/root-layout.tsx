import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FloatingChatButton } from '../features/contact';
import { useT } from '../i18n/catalog';
import { shellCatalog } from './i18n';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { OfflineNotice } from './pwa/offline-notice';

/** Every page change starts at the top, not at the old scroll position. */
function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  useScrollToTopOnPathChange();
  const t = useT(shellCatalog);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <OfflineNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingChatButton />
    </>
  );
}
