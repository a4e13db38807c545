import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/catalog';
import { AUTH_PATH } from '../../../config/paths';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { doubtsCatalog } from '../i18n';

export const hasSession = () => !!getStoredUser() && !!getStoredUserToken();

/** A student's doubts are theirs alone: signed out, the page says so and offers the login. */
export function SignInCard() {
  const t = useT(doubtsCatalog);
  return (
    <div className="doubt-card doubt-state">
      <h2>{t('doubts.signIn.title')}</h2>
      <p>{t('doubts.signIn.body')}</p>
      <Link className="button button-primary" to={AUTH_PATH}>
        {t('doubts.signIn.logIn')}
      </Link>
    </div>
  );
}
