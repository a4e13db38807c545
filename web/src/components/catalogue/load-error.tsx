import { useAsyncError, useRevalidator } from 'react-router-dom';
import './catalogue.css';
import { errorText } from '../../lib/error-text';
import { useT } from '../../i18n/catalog';
import { Icon, icons } from '../icons';
import { catalogueCatalog } from './i18n';

/**
 * The failed state of a catalogue list (courses, notes, plans): what went wrong and a way to try
 * again. Rendered as an <Await> errorElement, so it reads the rejection itself, and "Try again"
 * re-runs the route's loader.
 */
export function LoadError({ title }: { title: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  const t = useT(catalogueCatalog);
  const detail = errorText(error, t('catalogue.error'));
  const retrying = revalidator.state === 'loading';

  return (
    <div className="load-error" role="alert">
      <Icon path={icons.warning} className="load-error-icon" size={40} />
      <h2>{title}</h2>
      <p>{detail}</p>
      <button className="button button-primary" type="button" onClick={() => void revalidator.revalidate()} disabled={retrying}>
        {retrying ? t('catalogue.retrying') : t('catalogue.retry')}
      </button>
    </div>
  );
}
