import type { MailStatus } from '@chem/contract';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/dashboard-shell';
import { showToast } from '../../../lib/dialogs';
import { failureText } from '../api/failure';
import { listMails, resendMail, runReminders, type MailSummary } from '../api/mail';
import { ADMIN_MAIL_TEXT as TEXT } from '../messages';
import { formatDate } from './format';
import { fail } from './notify';
import { EmptyState, LoadError, Loading } from './section-state';
import { useLoad } from './use-load';

const TONES: Record<MailStatus, BadgeTone> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  'not-configured': 'warning',
};

const canResend = (mail: MailSummary) => mail.status === 'failed' || mail.status === 'not-configured';

/** Emails: what the site sent (or could not), newest first, with Resend for those that did not go. */
export default function MailSection() {
  const mails = useLoad((signal) => listMails(signal), 'emails');
  const [busy, setBusy] = useState<string | null>(null);

  async function resend(mail: MailSummary) {
    setBusy(mail.id);
    try {
      const updated = await resendMail(mail.id);
      mails.setData((list) => list && { ...list, mails: list.mails.map((item) => (item.id === updated.id ? updated : item)) });
      if (updated.status === 'sent') void showToast(TEXT.resent);
      else void fail(TEXT.resendFailed, updated.reason ?? undefined);
    } catch (error) {
      void fail(failureText(error, TEXT.resendFailed));
    } finally {
      setBusy(null);
    }
  }

  async function reminders() {
    setBusy('reminders');
    try {
      const run = await runReminders();
      void showToast(TEXT.remindersQueued(run.endingSoon, run.ended, run.alreadyQueued), 'success', 4000);
      mails.reload();
    } catch (error) {
      void fail(failureText(error, TEXT.remindersFailed));
    } finally {
      setBusy(null);
    }
  }

  if (mails.error) return <LoadError error={mails.error} fallback={TEXT.loadFailed} onRetry={mails.reload} />;
  if (!mails.data) return <Loading label={TEXT.loading} />;

  return (
    <>
      {!mails.data.smtpConfigured && (
        <div className="admin-notice" role="status">
          <p>{TEXT.notConfigured}</p>
        </div>
      )}
      <div className="admin-toolbar">
        <button type="button" className="button button-outline button-small" onClick={mails.reload} disabled={mails.loading}>
          {TEXT.refresh}
        </button>
        <button type="button" className="button button-outline button-small" onClick={() => void reminders()} disabled={busy !== null}>
          {busy === 'reminders' ? TEXT.runningReminders : TEXT.runReminders}
        </button>
      </div>
      {mails.data.mails.length === 0 ? (
        <EmptyState>{TEXT.empty}</EmptyState>
      ) : (
        <ul className="admin-cards" aria-label={TEXT.listLabel}>
          {mails.data.mails.map((mail) => {
            const title = mail.subject ?? TEXT.templates[mail.template];
            return (
              <li key={mail.id} className="shell-card admin-message">
                <article aria-label={title}>
                  <header className="admin-message-head">
                    <h2 className="admin-message-name">{title}</h2>
                    <time dateTime={mail.createdAt ?? undefined}>
                      {TEXT.queuedAt} {formatDate(mail.createdAt, true)}
                      {mail.sentAt && ` · ${TEXT.sentAt} ${formatDate(mail.sentAt, true)}`}
                    </time>
                  </header>
                  <p className="admin-message-contact">
                    <Badge tone={TONES[mail.status]}>{TEXT.statuses[mail.status]}</Badge> {TEXT.templates[mail.template]} ·{' '}
                    {TEXT.to(mail.to)} · {TEXT.attempts(mail.attempts)}
                  </p>
                  {mail.reason && (
                    <p className="admin-message-text">
                      {TEXT.reason}: {mail.reason}
                    </p>
                  )}
                  {mail.nextAttemptAt && <p className="admin-message-text">{TEXT.nextAttempt(formatDate(mail.nextAttemptAt, true))}</p>}
                  {canResend(mail) && (
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={TEXT.resendLabel(title)}
                      onClick={() => void resend(mail)}
                      disabled={busy !== null}
                    >
                      {busy === mail.id ? TEXT.resending : TEXT.resend}
                    </button>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
