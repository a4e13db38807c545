import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { getStoredAdminToken } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useT } from '../../../i18n/catalog';
import { isAbort } from '../../../lib/error-text';
import { useLoad } from '../../../lib/use-load';
import { verifyAdmin } from '../api/session';
import { AdminShell } from '../components/admin-shell';
import { ADMIN_LOGIN_PATH } from '../../../config/paths';
import { adminCatalog } from '../i18n';
import '../components/admin.css';

/** Asks the server about the stored token; a failure is logged before the screen sends the admin to log in again. */
function verify(signal: AbortSignal): Promise<boolean> {
  return verifyAdmin(signal).catch((error: unknown) => {
    if (!isAbort(error)) console.error('Admin verification failed', error);
    throw error;
  });
}

/**
 * /admin: without an admin token, the admin login; with one, the
 * server decides: an admin sees the dashboard, anyone else goes home, and a failed check (expired
 * or forged token, no connection) goes back to the login.
 */
export function Component() {
  // Read once, on arrival: the check answers for the session the admin came with.
  const [hasToken] = useState(() => Boolean(getStoredAdminToken()));
  const check = useLoad(hasToken ? 'verify-admin' : null, verify);

  if (!hasToken || check.status === 'error') return <Navigate replace to={ADMIN_LOGIN_PATH} />;
  if (check.status === 'ready') return check.data ? <AdminShell /> : <Navigate replace to="/" />;
  return <CheckingAuthentication />;
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
