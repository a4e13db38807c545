import { ANNOUNCEMENT_LIMITS, NOTIFICATION_CHANNELS, type NotificationChannel } from '@chem/contract';
import { useId, useState, type FormEvent } from 'react';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { ChemText } from '../../../components/chem-text/chem-text';
import { AdminField } from '../../../components/form/admin-field';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { getLocale } from '../../../i18n/locale';
import { confirmThenRun } from '../../../lib/confirm-then-run';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { useLoad } from '../../../lib/use-load';
import {
  cancelAnnouncement,
  listAnnouncements,
  listCourses,
  listPlans,
  sendAnnouncement,
  type AdminAnnouncement,
  type AnnouncementInput,
} from './api';
import { adminAnnouncementsCatalog } from './i18n';
import './announcements.css';

type AudienceKind = AnnouncementInput['audience']['kind'];

interface Form {
  title: string;
  body: string;
  link: string;
  audience: AudienceKind;
  courseId: string;
  planId: string;
  channels: Record<NotificationChannel, boolean>;
  when: 'now' | 'later';
  /** A datetime-local value ("2026-12-01T18:30"), read as India time. */
  at: string;
}

const EMPTY: Form = {
  title: '',
  body: '',
  link: '',
  audience: 'everyone',
  courseId: '',
  planId: '',
  channels: { inApp: true, push: true, email: true },
  when: 'now',
  at: '',
};

const AUDIENCES: readonly AudienceKind[] = ['everyone', 'course', 'plan', 'free'];

/** Whether the text holds notation worth a preview (the preview's drawing loads only then). */
const hasNotation = (text: string) => text.includes('$') || text.includes('\\ce{');

/** A time as the teacher reads it: India time, whatever the device's zone. */
const indiaTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(getLocale() === 'hi' ? 'hi-IN' : 'en-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(iso))
    : '';

function inputOf(form: Form): AnnouncementInput {
  const audience =
    form.audience === 'course'
      ? { kind: 'course' as const, courseId: form.courseId }
      : form.audience === 'plan'
        ? { kind: 'plan' as const, planId: form.planId }
        : { kind: form.audience };
  return {
    title: form.title.trim(),
    body: form.body.trim(),
    link: form.link.trim() || null,
    audience,
    channels: form.channels,
    sendAt: form.when === 'later' && form.at ? `${form.at.length === 16 ? `${form.at}:00` : form.at}+05:30` : null,
  };
}

/** Announcements: write one to a group of students, now or at a time; see what each reached; cancel a scheduled one. */
export default function AnnouncementsSection() {
  const t = useT(adminAnnouncementsCatalog);
  const announcements = useLoad('announcements', (signal) => listAnnouncements(null, signal));
  const [loadingMore, setLoadingMore] = useState(false);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const sent = (announcement: AdminAnnouncement) =>
    announcements.update((current) => ({ ...current, announcements: [announcement, ...current.announcements] }));

  async function more() {
    const cursor = announcements.data?.nextCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const next = await listAnnouncements(cursor);
      announcements.update((current) => ({
        announcements: [...current.announcements, ...next.announcements],
        nextCursor: next.nextCursor,
      }));
    } catch (error) {
      void showToast(errorText(error, t('adminAnnouncements.list.moreFailed')), 'error', 4000);
    } finally {
      setLoadingMore(false);
    }
  }

  async function cancel(announcement: AdminAnnouncement) {
    await confirmThenRun(
      {
        title: t('adminAnnouncements.cancel.title', { title: announcement.title }),
        text: t('adminAnnouncements.cancel.text'),
        confirmButtonText: t('adminAnnouncements.cancel.confirm'),
        cancelButtonText: t('adminAnnouncements.cancel.keep'),
      },
      async () => {
        setCancelling(announcement._id);
        try {
          const changed = await cancelAnnouncement(announcement._id);
          announcements.update((current) => ({
            ...current,
            announcements: current.announcements.map((item) => (item._id === changed._id ? changed : item)),
          }));
        } finally {
          setCancelling(null);
        }
      },
      { done: t('adminAnnouncements.cancel.done'), failed: t('adminAnnouncements.cancel.failed') },
    );
  }

  const list = announcements.data?.announcements ?? [];
  return (
    <div className="announcements">
      <AnnouncementForm onSent={sent} />
      <h3 className="announcements-heading">{t('adminAnnouncements.list.title')}</h3>
      {announcements.status === 'error' && (
        <LoadError error={announcements.error} fallback={t('adminAnnouncements.list.loadFailed')} onRetry={announcements.reload} />
      )}
      {announcements.status === 'loading' && !announcements.data && <Loading label={t('adminAnnouncements.list.loading')} />}
      {announcements.data && list.length === 0 && <EmptyState>{t('adminAnnouncements.list.empty')}</EmptyState>}
      {list.length > 0 && (
        <ul className="admin-list announcements-list" aria-label={t('adminAnnouncements.list.title')}>
          {list.map((announcement) => (
            <AnnouncementRow
              key={announcement._id}
              announcement={announcement}
              cancelling={cancelling === announcement._id}
              onCancel={() => void cancel(announcement)}
            />
          ))}
        </ul>
      )}
      {announcements.data?.nextCursor && (
        <button type="button" className="button button-outline button-small" disabled={loadingMore} onClick={() => void more()}>
          {loadingMore ? t('adminAnnouncements.list.loadingMore') : t('adminAnnouncements.list.more')}
        </button>
      )}
    </div>
  );
}

function AnnouncementRow({
  announcement,
  cancelling,
  onCancel,
}: {
  announcement: AdminAnnouncement;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const t = useT(adminAnnouncementsCatalog);
  const { reach, status } = announcement;
  const audience =
    announcement.audience.kind === 'course' || announcement.audience.kind === 'plan'
      ? t(`adminAnnouncements.audience.${announcement.audience.kind}Named`, { name: announcement.audienceName })
      : t(`adminAnnouncements.audience.${announcement.audience.kind}`);
  const channels = NOTIFICATION_CHANNELS.filter((name) => announcement.channels[name])
    .map((name) => t(`adminAnnouncements.channel.${name}`))
    .join(', ');
  return (
    <li className="admin-list-row announcements-row" data-testid="announcement">
      <div className="announcements-row-text">
        <p className="admin-list-title">
          {announcement.title}{' '}
          <span className={`announcements-status announcements-status-${status}`}>{t(`adminAnnouncements.status.${status}`)}</span>
        </p>
        <p className="admin-muted">
          {audience} · {channels}
        </p>
        <p className="admin-muted">
          {status === 'scheduled' || status === 'cancelled'
            ? t('adminAnnouncements.row.scheduledFor', { time: indiaTime(announcement.sendAt) })
            : t('adminAnnouncements.row.sentAt', { time: indiaTime(announcement.sentAt ?? announcement.createdAt) })}
        </p>
        {(status === 'sent' || status === 'sending') && (
          <p className="announcements-reach" data-testid="announcement-reach">
            {t('adminAnnouncements.row.reach', {
              recipients: reach.recipients,
              inApp: reach.inApp,
              push: reach.push,
              email: reach.email,
              opened: reach.opened,
            })}
          </p>
        )}
      </div>
      {status === 'scheduled' && (
        <button type="button" className="button button-outline button-small" disabled={cancelling} onClick={onCancel}>
          {cancelling ? t('adminAnnouncements.cancel.busy') : t('adminAnnouncements.cancel.button')}
        </button>
      )}
    </li>
  );
}

function AnnouncementForm({ onSent }: { onSent: (announcement: AdminAnnouncement) => void }) {
  const t = useT(adminAnnouncementsCatalog);
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<'title' | 'body' | 'channels' | 'at' | 'course' | 'plan', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // The pick lists load only when the teacher picks that audience.
  const courses = useLoad(form.audience === 'course' ? 'announce-courses' : null, listCourses);
  const plans = useLoad(form.audience === 'plan' ? 'announce-plans' : null, listPlans);

  const set = <Key extends keyof Form>(key: Key, value: Form[Key]) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // What the teacher can get wrong here; the server checks everything again (a past time included).
    const found: typeof errors = {};
    if (!form.title.trim()) found.title = t('adminAnnouncements.form.titleRequired');
    if (!form.body.trim()) found.body = t('adminAnnouncements.form.bodyRequired');
    if (!NOTIFICATION_CHANNELS.some((name) => form.channels[name])) found.channels = t('adminAnnouncements.form.channelRequired');
    if (form.when === 'later' && !form.at) found.at = t('adminAnnouncements.form.timeRequired');
    if (form.audience === 'course' && !form.courseId) found.course = t('adminAnnouncements.form.courseRequired');
    if (form.audience === 'plan' && !form.planId) found.plan = t('adminAnnouncements.form.planRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFormError(null);
    setSending(true);
    try {
      const announcement = await sendAnnouncement(inputOf(form));
      onSent(announcement);
      setForm(EMPTY);
      void showToast(announcement.status === 'scheduled' ? t('adminAnnouncements.form.scheduled') : t('adminAnnouncements.form.sent'));
    } catch (error) {
      setFormError(errorText(error, t('adminAnnouncements.form.failed')));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="admin-form announcements-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('adminAnnouncements.form.title')}
    >
      <p className="admin-hint">{t('adminAnnouncements.form.intro')}</p>
      <AdminField id={`${id}-title`} label={t('adminAnnouncements.form.titleLabel')} error={errors.title}>
        {(control) => (
          <input
            {...control}
            value={form.title}
            maxLength={ANNOUNCEMENT_LIMITS.titleChars}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField
        id={`${id}-body`}
        label={t('adminAnnouncements.form.bodyLabel')}
        hint={t('adminAnnouncements.form.bodyHint', { max: ANNOUNCEMENT_LIMITS.bodyChars })}
        error={errors.body}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              rows={4}
              value={form.body}
              maxLength={ANNOUNCEMENT_LIMITS.bodyChars}
              onChange={(event) => set('body', event.target.value)}
            />
            {hasNotation(form.body) && (
              <div className="announcements-preview" aria-label={t('adminAnnouncements.form.preview')}>
                <ChemText as="p" text={form.body} showProblems />
              </div>
            )}
          </>
        )}
      </AdminField>
      <AdminField id={`${id}-link`} label={t('adminAnnouncements.form.linkLabel')} hint={t('adminAnnouncements.form.linkHint')}>
        {(control) => (
          <input
            {...control}
            inputMode="url"
            value={form.link}
            maxLength={ANNOUNCEMENT_LIMITS.linkChars}
            onChange={(event) => set('link', event.target.value)}
          />
        )}
      </AdminField>
      <AdminField id={`${id}-audience`} label={t('adminAnnouncements.form.audienceLabel')}>
        {(control) => (
          <select {...control} value={form.audience} onChange={(event) => set('audience', event.target.value as AudienceKind)}>
            {AUDIENCES.map((kind) => (
              <option key={kind} value={kind}>
                {t(`adminAnnouncements.audience.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      {form.audience === 'course' && (
        <AdminField id={`${id}-course`} label={t('adminAnnouncements.form.courseLabel')} error={errors.course}>
          {(control) =>
            courses.status === 'error' ? (
              <LoadError error={courses.error} fallback={t('adminAnnouncements.form.listFailed')} onRetry={courses.reload} />
            ) : (
              <select {...control} value={form.courseId} disabled={!courses.data} onChange={(event) => set('courseId', event.target.value)}>
                <option value="">{courses.data ? t('adminAnnouncements.form.choose') : t('adminAnnouncements.form.listLoading')}</option>
                {(courses.data ?? []).map((course) => (
                  <option key={course._id} value={course._id}>
                    {course.title}
                  </option>
                ))}
              </select>
            )
          }
        </AdminField>
      )}
      {form.audience === 'plan' && (
        <AdminField id={`${id}-plan`} label={t('adminAnnouncements.form.planLabel')} error={errors.plan}>
          {(control) =>
            plans.status === 'error' ? (
              <LoadError error={plans.error} fallback={t('adminAnnouncements.form.listFailed')} onRetry={plans.reload} />
            ) : (
              <select {...control} value={form.planId} disabled={!plans.data} onChange={(event) => set('planId', event.target.value)}>
                <option value="">{plans.data ? t('adminAnnouncements.form.choose') : t('adminAnnouncements.form.listLoading')}</option>
                {(plans.data ?? []).map((plan) => (
                  <option key={plan._id} value={plan._id}>
                    {plan.name}
                  </option>
                ))}
              </select>
            )
          }
        </AdminField>
      )}
      <fieldset className="announcements-choices" aria-describedby={errors.channels ? `${id}-channels-error` : undefined}>
        <legend>{t('adminAnnouncements.form.channelsLabel')}</legend>
        {NOTIFICATION_CHANNELS.map((name) => (
          <label key={name} className="announcements-check">
            <input
              type="checkbox"
              checked={form.channels[name]}
              onChange={(event) => set('channels', { ...form.channels, [name]: event.target.checked })}
            />
            {t(`adminAnnouncements.channel.${name}`)}
          </label>
        ))}
        {errors.channels && (
          <p id={`${id}-channels-error`} className="admin-field-error" role="alert">
            {errors.channels}
          </p>
        )}
      </fieldset>
      <fieldset className="announcements-choices">
        <legend>{t('adminAnnouncements.form.whenLabel')}</legend>
        <label className="announcements-check">
          <input type="radio" name={`${id}-when`} checked={form.when === 'now'} onChange={() => set('when', 'now')} />
          {t('adminAnnouncements.form.now')}
        </label>
        <label className="announcements-check">
          <input type="radio" name={`${id}-when`} checked={form.when === 'later'} onChange={() => set('when', 'later')} />
          {t('adminAnnouncements.form.later')}
        </label>
      </fieldset>
      {form.when === 'later' && (
        <AdminField
          id={`${id}-at`}
          label={t('adminAnnouncements.form.atLabel')}
          hint={t('adminAnnouncements.form.atHint')}
          error={errors.at}
        >
          {(control) => <input {...control} type="datetime-local" value={form.at} onChange={(event) => set('at', event.target.value)} />}
        </AdminField>
      )}
      {formError && (
        <p className="admin-field-error" role="alert">
          {formError}
        </p>
      )}
      <FormActions
        bare
        busy={sending}
        submitLabel={form.when === 'later' ? t('adminAnnouncements.form.schedule') : t('adminAnnouncements.form.send')}
        busyLabel={t('adminAnnouncements.form.sending')}
      />
    </form>
  );
}
