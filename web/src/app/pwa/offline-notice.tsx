import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/catalog';
import { shellCatalog } from '../i18n';
import './offline-notice.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;

/**
 * A band under the header while the phone has no connection: the pages and lists on screen are
 * the copies the service worker kept, so say so instead of letting a stale list pass for today's.
 */
export function OfflineNotice() {
  const t = useT(shellCatalog);
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  return (
    <div className="offline-notice" role="status">
      {offline && (
        <p>
          <strong>{t('shell.pwa.offline')}.</strong> {t('shell.pwa.offlineDetail')}
        </p>
      )}
    </div>
  );
}
