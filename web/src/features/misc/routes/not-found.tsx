import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';

// Route module: react-router's `lazy` reads the named `Component` export.
export function Component() {
  useDocumentTitle('Page not found');

  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Oops! Page not found.</h1>
      <p>The page you are looking for does not exist or has moved. These might help:</p>
      <div className="button-row">
        <Link className="button button-primary" to="/">
          Back to home
        </Link>
        <Link className="button button-outline" to="/course">
          Browse courses
        </Link>
        <Link className="button button-outline" to="/notes">
          Explore notes
        </Link>
      </div>
    </section>
  );
}
