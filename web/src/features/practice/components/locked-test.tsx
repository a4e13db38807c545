import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { PLANS_PATH } from '../../../config/paths';

/** A subscribers' test seen by a student without a plan: why it is closed, and Subscribe. */
export function LockedTest({ small = false }: { small?: boolean }) {
  const t = useT(practiceCatalog);
  return (
    <div className="button-row">
      <p className="test-locked">{t('practice.locked.text')}</p>
      <Link className={`button button-accent${small ? ' button-small' : ''}`} to={PLANS_PATH}>
        {t('practice.locked.subscribe')}
      </Link>
    </div>
  );
}
