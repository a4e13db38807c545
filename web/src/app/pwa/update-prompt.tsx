import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SKIP_WAITING } from '../../sw/cache-policy';
import { useT } from '../../i18n/catalog';
import { shellCatalog } from '../i18n';
import './update-prompt.css';

interface UpdatePromptProps {
  onReload: () => void;
  onDismiss: () => void;
}

/** "A new version is available" with Reload, at the foot of the screen, above the chat button. */
export function UpdatePrompt({ onReload, onDismiss }: UpdatePromptProps) {
  const t = useT(shellCatalog);
  const [reloading, setReloading] = useState(false);
  return (
    <section className="update-prompt" aria-labelledby="update-prompt-title">
      <p className="update-prompt-text" id="update-prompt-title" role="status">
        {t('shell.pwa.available')}
      </p>
      <div className="update-prompt-buttons">
        <button
          className="button button-accent button-small"
          type="button"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload();
          }}
        >
          {reloading ? t('shell.pwa.reloading') : t('shell.pwa.reload')}
        </button>
        <button className="button button-outline-light button-small" type="button" onClick={onDismiss}>
          {t('shell.pwa.later')}
        </button>
      </div>
    </section>
  );
}

/** The parts of the browser the reload needs, passed in so the unit test can stand in for them. */
export interface Activation {
  registration: Pick<ServiceWorkerRegistration, 'waiting'>;
  container: Pick<ServiceWorkerContainer, 'addEventListener'>;
  reload: () => void;
}

/**
 * Tells the waiting worker to take over and reloads the page once it has, so the page and the
 * worker are the same version. The page reloads once, however many times the event fires.
 */
export function activateWaitingWorker({ registration, container, reload }: Activation): boolean {
  const waiting = registration.waiting;
  if (!waiting) return false;
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  });
  waiting.postMessage(SKIP_WAITING);
  return true;
}

let shown: Root | null = null;

export function showUpdatePrompt(registration: ServiceWorkerRegistration): void {
  if (shown) return;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  shown = root;
  root.render(
    <UpdatePrompt
      onReload={() => {
        if (!activateWaitingWorker({ registration, container: navigator.serviceWorker, reload: () => window.location.reload() })) {
          window.location.reload();
        }
      }}
      onDismiss={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
