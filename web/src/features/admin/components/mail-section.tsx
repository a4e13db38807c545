import type { MailStatus } from '@chem/contract';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/dashboard-shell';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { listMails, resendMail, runReminders, type MailSummary } from '../api/mail';
import { useT } from '../../../i18n/catalog';
import { adminCatalog } from '../i18n';
import { formatDate } from '../../../lib/format';
import { fail } from './notify';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';

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
  const t = useT(adminCatalog);
  const mails = useLoad('mails', (signal) => listMails(signal));
  const [busy, setBusy] = useState<string | null>(null);

  async function resend(mail: MailSummary) {
    setBusy(mail.id);
    try {
      const updated = await resendMail(mail.id);
      mails.update((list) => list && { ...list, mails: list.mails.map((item) => (item.id === updated.id ? updated : item)) });
      if (updated.status === 'sent') void showToast(t('admin.mail.resent'));
      else void fail(t('admin.mail.resendFailed'), updated.reason ?? undefined);
    } catch (error) {
      void fail(errorText(error, t('admin.mail.resendFailed')));
    } finally {
      setBusy(null);
    }
  }

  async function reminders() {
    setBusy('reminders');
    try {
      const run = await runReminders();
      void showToast(
        t('admin.mail.remindersQueued', { endingSoon: run.endingSoon, ended: run.ended, already: run.alreadyQueued }),
        'success',
        4000,
      );
      mails.reload();
    } catch (error) {
      void fail(errorText(error, t('admin.mail.remindersFailed')));
    } finally {
      setBusy(null);
    }
  }

  if (mails.error) return <LoadError error={mails.error} fallback={t('admin.mail.loadFailed')} onRetry={mails.reload} />;
  if (!mails.data) return <Loading label={t('admin.mail.loading')} />;

  return (
    <>
      {!mails.data.smtpConfigured && (
        <div className="admin-notice" role="status">
          <p>{t('admin.mail.notConfigured')}</p>
        </div>
      )}
      <div className="admin-toolbar">
        <button type="button" className="button button-outline button-small" onClick={mails.reload} disabled={mails.status === 'loading'}>
          {t('admin.refresh')}
        </button>
        <button type="button" className="button button-outline button-small" onClick={() => void reminders()} disabled={busy !== null}>
          {busy === 'reminders' ? t('admin.mail.runningReminders') : t('admin.mail.runReminders')}
        </button>
      </div>
      {mails.data.mails.length === 0 ? (
        <EmptyState>{t('admin.mail.empty')}</EmptyState>
      ) : (
        <ul className="admin-cards" aria-label={t('admin.mail.listLabel')}>
          {mails.data.mails.map((mail) => {
            const template = t(`admin.mail.template.${mail.template}` as const);
            const title = mail.subject ?? template;
            return (
              <li key={mail.id} className="shell-card admin-message">
                <article aria-label={title}>
                  <header className="admin-message-head">
                    <h2 className="admin-message-name">{title}</h2>
                    <time dateTime={mail.createdAt ?? undefined}>
                      {t('admin.mail.queuedAt', { when: formatDate(mail.createdAt, 'moment', '') })}
                      {mail.sentAt && ` · ${t('admin.mail.sentAt', { when: formatDate(mail.sentAt, 'moment', '') })}`}
                    </time>
                  </header>
                  <p className="admin-message-contact">
                    <Badge tone={TONES[mail.status]}>{t(`admin.mail.status.${mail.status}` as const)}</Badge> {template} ·{' '}
                    {mail.to ? t('admin.mail.to', { address: mail.to }) : t('admin.mail.toStudent')} ·{' '}
                    {t('admin.mail.attempts', { count: mail.attempts })}
                  </p>
                  {mail.reason && <p className="admin-message-text">{t('admin.mail.reason', { reason: mail.reason })}</p>}
                  {mail.nextAttemptAt && (
                    <p className="admin-message-text">
                      {t('admin.mail.nextAttempt', { when: formatDate(mail.nextAttemptAt, 'moment', '') })}
                    </p>
                  )}
                  {canResend(mail) && (
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={t('admin.mail.resendLabel', { subject: title })}
                      onClick={() => void resend(mail)}
                      disabled={busy !== null}
                    >
                      {busy === mail.id ? t('admin.mail.resending') : t('admin.mail.resend')}
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
