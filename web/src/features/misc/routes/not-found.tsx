import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/catalog';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { miscCatalog } from '../i18n';

// Route module: react-router's `lazy` reads the named `Component` export.
export function Component() {
  const t = useT(miscCatalog);
  useDocumentTitle(t('misc.notFound.title'));

  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('misc.notFound.heading')}</h1>
      <p>{t('misc.notFound.text')}</p>
      <div className="button-row">
        <Link className="button button-primary" to="/">
          {t('misc.notFound.home')}
        </Link>
        <Link className="button button-outline" to="/course">
          {t('misc.notFound.courses')}
        </Link>
        <Link className="button button-outline" to="/notes">
          {t('misc.notFound.notes')}
        </Link>
      </div>
    </section>
  );
}
