import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

function ErrorMessage() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');

  const detail = isRouteErrorResponse(error)
    ? `The page answered ${error.status} ${error.statusText}.`
    : 'An unexpected error stopped this page from loading.';

  return (
    <section className="status-page" aria-labelledby="error-title">
      <h1 id="error-title">Something went wrong</h1>
      <p>{detail} Please try again, or head back to the home page.</p>
      <div className="button-row">
        <Link className="button button-primary" to="/">
          Go to home
        </Link>
        {/* A screen's chunk failing to download usually means a deploy replaced it; a reload
            fetches the new ones, where a client-side link would hit the same failure. */}
        <button className="button button-outline" type="button" onClick={() => window.location.reload()}>
          Reload page
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
