import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useT } from '../i18n/catalog';
import { useDocumentTitle } from '../lib/use-document-title';
import { shellCatalog } from './i18n';

function ErrorMessage() {
  const error = useRouteError();
  const t = useT(shellCatalog);
  useDocumentTitle(t('shell.error.title'));

  const detail = isRouteErrorResponse(error)
    ? t('shell.error.status', { status: error.status, statusText: error.statusText })
    : t('shell.error.unexpected');

  return (
    <section className="status-page" aria-labelledby="error-title">
      <h1 id="error-title">{t('shell.error.title')}</h1>
      <p>
        {detail} {t('shell.error.advice')}
      </p>
      <div className="button-row">
        <Link className="button button-primary" to="/">
          {t('shell.error.home')}
        </Link>
        {/* A screen's chunk failing to download usually means a deploy replaced it; a reload
            fetches the new ones, where a client-side link would hit the same failure. */}
        <button className="button button-outline" type="button" onClick={() => window.location.reload()}>
          {t('shell.error.reload')}
        </button>
      </div>
    </section>
  );
}

/** Shown inside the layout's <main> when a screen fails. */
export function RouteErrorBoundary() {
  return <ErrorMessage />;
}

/** Shown instead of the whole layout when the layout itself fails, so it brings its own <main>. */
export function RootErrorBoundary() {
  return (
    <main id="main" className="standalone-main">
      <ErrorMessage />
    </main>
  );
}
