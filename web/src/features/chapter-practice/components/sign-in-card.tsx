import { Link } from 'react-router-dom';
import { AUTH_PATH } from '../../../config/paths';
import { useT } from '../../../i18n/catalog';
import { getStoredUser, getStoredUserToken } from '../../../lib/session';
import { chapterPracticeCatalog } from '../i18n';

export const hasSession = () => !!getStoredUser() && !!getStoredUserToken();

/** Practice keeps each student's own record: signed out, the page says so and offers the login. */
export function SignInCard() {
  const t = useT(chapterPracticeCatalog);
  return (
    <div className="cp-card cp-state">
      <h2>{t('practice.signIn.title')}</h2>
      <p>{t('practice.signIn.body')}</p>
      <Link className="button button-primary" to={AUTH_PATH}>
        {t('practice.signIn.logIn')}
      </Link>
    </div>
  );
}
