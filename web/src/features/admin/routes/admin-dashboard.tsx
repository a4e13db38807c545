import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getStoredAdminToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../../i18n/catalog';
import { isAbort } from '../../../lib/error-text';
import { verifyAdmin } from '../api/session';
import { AdminShell } from '../components/admin-shell';
import { ADMIN_LOGIN_PATH } from '../../../config/paths';
import { adminCatalog } from '../i18n';
import '../components/admin.css';

/**
 * /admin: without an admin token, the admin login; with one, the
 * server decides: an admin sees the dashboard, anyone else goes home, and a failed check (expired
 * or forged token, no connection) goes back to the login.
 */
export function Component() {
  const navigate = useNavigate();
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    if (!getStoredAdminToken()) {
      navigate(ADMIN_LOGIN_PATH, { replace: true });
      return;
    }
    const controller = new AbortController();
    verifyAdmin(controller.signal)
      .then((isAdmin) => {
        if (isAdmin) setVerified(true);
        else navigate('/', { replace: true });
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        console.error('Admin verification failed', error);
        navigate(ADMIN_LOGIN_PATH, { replace: true });
      });
    return () => controller.abort();
  }, [navigate]);

  return verified ? <AdminShell /> : <CheckingAuthentication />;
}

function CheckingAuthentication() {
  const t = useT(adminCatalog);
  useDocumentTitle(t('admin.title'));
  return (
    <main className="admin-checking">
      <p role="status">{t('admin.checking')}</p>
    </main>
  );
}
