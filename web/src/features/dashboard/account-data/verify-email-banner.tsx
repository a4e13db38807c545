import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useLoad } from '../../../lib/use-load';
import { getVerificationStatus, resendVerificationEmail } from './api';
import { useT } from '../../../i18n/catalog';
import { dashboardCatalog } from '../i18n';
import './account-data.css';

/** The dashboard waits this long between Resends; the server has its own limit per account. */
const RESEND_COOLDOWN_MS = 60_000;

/**
 * A gentle reminder while the account's email is unverified. The state is Auth's, asked from the
 * API on each visit, never the browser's word. An unverified student can still browse and pay.
 */
export function VerifyEmailBanner() {
  const t = useT(dashboardCatalog);
  // A failure here must not disturb the dashboard: the banner simply stays away.
  const status = useLoad('verification', getVerificationStatus).data;
  const email = status?.email && !status.emailVerified ? status.email : null;
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setTimeout(() => setCoolingDown(false), RESEND_COOLDOWN_MS);
    return () => window.clearTimeout(timer);
  }, [coolingDown]);

  if (!email) return null;

  async function resend() {
    setSending(true);
    try {
      const answer = await resendVerificationEmail();
      setNote(t('dashboard.verify.sent', { email: answer.email }));
      setCoolingDown(true);
    } catch (error) {
      setNote(errorText(error, t('dashboard.verify.failed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="verify-banner" role="status" data-testid="verify-email-banner">
      <p className="verify-banner-text">{t('dashboard.verify.text', { email })}</p>
      <button className="button button-outline button-small" type="button" onClick={() => void resend()} disabled={sending || coolingDown}>
        {sending ? t('dashboard.verify.sending') : t('dashboard.verify.resend')}
      </button>
      {note && <p className="verify-banner-note">{note}</p>}
    </div>
  );
}
