import { useEffect, useState } from 'react';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { useLoad } from '../../../lib/use-load';
import { getSettings, savePreferences } from '../api/notifications';
import { notificationsCatalog, type NotificationsT } from '../i18n';
import { pushState, turnOffPush, turnOnPush, type PushState } from '../push';
import './notifications.css';

/**
 * The dashboard Profile's Notifications card: this phone's push (permission asked only when the
 * student presses "Turn on"), and the table of kinds by channel.
 */
export default function NotificationSettingsCard() {
  const t = useT(notificationsCatalog);
  const settings = useLoad('settings', (signal) => getSettings(signal));
  const [choices, setChoices] = useState<NotificationPreferences | null>(null);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);

  const shown = choices ?? (settings.status === 'ready' ? settings.data.preferences : null);

  const flip = (kind: NotificationKind, channel: NotificationChannel) => {
    if (!shown) return;
    setStatus('');
    setChoices({ ...shown, [kind]: { ...shown[kind], [channel]: !shown[kind][channel] } });
  };

  const save = () => {
    if (!shown) return;
    setSaving(true);
    setStatus('');
    savePreferences(shown).then(
      (saved) => {
        setChoices(saved.preferences);
        setStatus(t('notify.settings.saved'));
        setSaving(false);
      },
      (error: unknown) => {
        setStatus(errorText(error, t('notify.settings.saveFailed')));
        setSaving(false);
      },
    );
  };

  return (
    <section className="shell-card notify-settings" aria-labelledby="notify-settings-title">
      <div>
        <h2 id="notify-settings-title">{t('notify.settings.title')}</h2>
        <p className="notify-muted">{t('notify.settings.lead')}</p>
      </div>
      {settings.status === 'loading' ? null : settings.status === 'error' ? (
        <div role="alert">
          <p>{errorText(settings.error, t('notify.settings.failed'))}</p>
          <button type="button" className="button button-outline button-small" onClick={settings.reload}>
            {t('notify.page.tryAgain')}
          </button>
        </div>
      ) : (
        <>
          <PushSwitch pushKey={settings.data.pushKey} />
          {shown && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                save();
              }}
            >
              <table className="notify-table">
                <thead>
                  <tr>
                    <th scope="col">{t('notify.settings.kind')}</th>
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <th key={channel} scope="col">
                        {t(`notify.channel.${channel}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {NOTIFICATION_KINDS.map((kind) => (
                    <tr key={kind}>
                      <th scope="row">{t(`notify.kind.${kind}`)}</th>
                      {NOTIFICATION_CHANNELS.map((channel) => (
                        <td key={channel}>
                          <input
                            type="checkbox"
                            checked={shown[kind][channel]}
                            onChange={() => flip(kind, channel)}
                            aria-label={t('notify.settings.switch', {
                              kind: t(`notify.kind.${kind}`),
                              channel: t(`notify.channel.${channel}`),
                            })}
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="notify-settings-foot">
                <button type="submit" className="button button-primary button-small" disabled={saving}>
                  {saving ? t('notify.settings.saving') : t('notify.settings.save')}
                </button>
                <p role="status">{status}</p>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}

const PUSH_MESSAGES: Record<PushState, Parameters<NotificationsT>[0]> = {
  unsupported: 'notify.push.unsupported',
  denied: 'notify.push.denied',
  off: 'notify.push.off',
  on: 'notify.push.on',
};

/** "Turn on notifications on this phone": the only place, with the prompt after a doubt, that asks for permission. */
function PushSwitch({ pushKey }: { pushKey: string | null }) {
  const t = useT(notificationsCatalog);
  const [state, setState] = useState<PushState | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let live = true;
    void pushState().then((found) => live && setState(found));
    return () => {
      live = false;
    };
  }, []);

  if (state === null) return null;
  if (!pushKey) return <p className="notify-muted">{t('notify.push.notReady')}</p>;

  const change = (turn: () => Promise<PushState>) => {
    setWorking(true);
    setProblem('');
    turn().then(
      (next) => {
        setState(next);
        setWorking(false);
      },
      (error: unknown) => {
        setProblem(errorText(error, t('notify.push.failed')));
        setWorking(false);
      },
    );
  };

  return (
    <div className="notify-push">
      <p role="status" data-testid="push-state">
        {t(PUSH_MESSAGES[state])}
      </p>
      {state === 'off' && (
        <button
          type="button"
          className="button button-primary button-small"
          disabled={working}
          onClick={() => change(() => turnOnPush(pushKey))}
        >
          {working ? t('notify.push.working') : t('notify.push.turnOn')}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className="button button-outline button-small" disabled={working} onClick={() => change(turnOffPush)}>
          {working ? t('notify.push.working') : t('notify.push.turnOff')}
        </button>
      )}
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
