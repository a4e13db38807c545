import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { getSettings } from '../api/notifications';
import { notificationsCatalog } from '../i18n';
import { pushState, turnOnPush } from '../push';
import '../components/notifications.css';

/**
 * After a student asks a doubt: "Get told on this phone when the teacher answers?", offered only
 * where push could be turned on and is not (never where the browser blocked it). The browser's
 * permission is asked only when they press the button.
 */
export default function PushPrompt() {
  const t = useT(notificationsCatalog);
  const [pushKey, setPushKey] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      if ((await pushState()) !== 'off') return;
      const settings = await getSettings(controller.signal);
      setPushKey(settings.pushKey);
    })().catch(() => undefined); // Nothing to offer: the Profile has the switch and says why.
    return () => controller.abort();
  }, []);

  if (!pushKey || hidden) return null;

  const turnOn = () => {
    setWorking(true);
    setProblem('');
    turnOnPush(pushKey).then(
      () => setHidden(true),
      (error: unknown) => {
        setProblem(errorText(error, t('notify.push.failed')));
        setWorking(false);
      },
    );
  };

  return (
    <div className="notify-prompt">
      <p>{t('notify.prompt.text')}</p>
      <div className="button-row">
        <button type="button" className="button button-primary button-small" disabled={working} onClick={turnOn}>
          {working ? t('notify.push.working') : t('notify.push.turnOn')}
        </button>
        <button type="button" className="button button-outline button-small" onClick={() => setHidden(true)}>
          {t('notify.prompt.dismiss')}
        </button>
      </div>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
