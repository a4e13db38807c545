import { LIVE_CLASS_LIMITS, indiaLocalText, liveClassLinkText, type Course } from '@chem/contract';
import { useState, type FormEvent } from 'react';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { AdminField } from '../../../components/form/admin-field';
import { FormActions } from '../../../components/form/form-actions';
import { useT } from '../../../i18n/catalog';
import { callApi } from '../../../lib/api-client';
import { confirmThenRun } from '../../../lib/confirm-then-run';
import { showAlert, showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { useLoad } from '../../../lib/use-load';
import {
  cancelLiveClass,
  getAttendance,
  listAdminLiveClasses,
  makeLesson,
  scheduleLiveClass,
  updateLiveClass,
  type AdminLiveClass,
  type LiveClassForm,
} from '../api/live-classes';
import { countdownOf, indiaDateTime, useMinuteClock } from '../countdown';
import { liveClassesCatalog, type LiveClassesT } from '../i18n';
import '../live-classes.css';

interface FormState {
  title: string;
  courseId: string;
  startsAt: string;
  durationMinutes: string;
  link: string;
}

const EMPTY: FormState = { title: '', courseId: '', startsAt: '', durationMinutes: '60', link: '' };

const formOf = (item: AdminLiveClass): FormState => ({
  title: item.title,
  courseId: item.courseId ?? '',
  startsAt: indiaLocalText(item.startsAt),
  durationMinutes: String(item.durationMinutes),
  link: liveClassLinkText(item.link),
});

const inputOf = (form: FormState): LiveClassForm => ({
  title: form.title,
  courseId: form.courseId || null,
  startsAt: form.startsAt,
  durationMinutes: Number(form.durationMinutes),
  link: form.link,
});

const loadCourses = (signal: AbortSignal): Promise<Course[]> => callApi('GET /api/courses/getAllCourses', { signal });

const fail = (title: string, t: LiveClassesT) => showAlert({ title, icon: 'error', confirmButtonText: t('liveClasses.admin.ok') });

function statusOf(item: AdminLiveClass, now: number) {
  if (item.status === 'cancelled') return 'cancelled' as const;
  const phase = countdownOf(item.startsAt, item.endsAt, now).phase;
  return phase === 'ended' ? ('ended' as const) : phase === 'live' ? ('live' as const) : ('upcoming' as const);
}

/**
 * The teacher's Live classes (the drawer's content group): schedule a class for a course or for
 * everyone, edit or cancel it until it ends, see who joined, and make a past YouTube class's
 * recording a lesson of its course.
 */
export default function LiveClassesSection() {
  const t = useT(liveClassesCatalog);
  const classes = useLoad('admin-live-classes', listAdminLiveClasses);
  const courses = useLoad('admin-live-courses', loadCourses);
  const [form, setForm] = useState<FormState>(EMPTY);
  const [editing, setEditing] = useState<AdminLiveClass | null>(null);
  const [saving, setSaving] = useState(false);
  const now = useMinuteClock();

  const field = (name: keyof FormState) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const replace = (updated: AdminLiveClass) =>
    classes.update((list) => {
      const rest = (list ?? []).filter((item) => item.id !== updated.id);
      return [updated, ...rest].sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
    });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = editing ? await updateLiveClass(editing.id, inputOf(form)) : await scheduleLiveClass(inputOf(form));
      replace(saved);
      setForm(EMPTY);
      setEditing(null);
      void showToast(t(editing ? 'liveClasses.admin.saved' : 'liveClasses.admin.scheduled'));
    } catch (error) {
      void fail(errorText(error, t('liveClasses.admin.saveFailed')), t);
    } finally {
      setSaving(false);
    }
  }

  function edit(item: AdminLiveClass) {
    setEditing(item);
    setForm(formOf(item));
    document.getElementById('live-title')?.focus();
  }

  async function cancel(item: AdminLiveClass) {
    await confirmThenRun(
      {
        title: t('liveClasses.admin.cancelTitle', { title: item.title }),
        text: t('liveClasses.admin.cancelText'),
        confirmButtonText: t('liveClasses.admin.cancelConfirm'),
        cancelButtonText: t('liveClasses.admin.keep'),
      },
      async () => replace(await cancelLiveClass(item.id)),
      { done: t('liveClasses.admin.cancelled'), failed: t('liveClasses.admin.cancelFailed') },
    );
  }

  return (
    <>
      <form
        className="admin-form"
        onSubmit={save}
        noValidate
        aria-label={editing ? t('liveClasses.admin.editClass', { title: editing.title }) : t('liveClasses.admin.newClass')}
      >
        <h3>{editing ? t('liveClasses.admin.editClass', { title: editing.title }) : t('liveClasses.admin.newClass')}</h3>
        <div className="admin-form-grid">
          <AdminField id="live-title" label={t('liveClasses.admin.title')}>
            {(control) => <input {...control} maxLength={LIVE_CLASS_LIMITS.titleChars} required {...field('title')} />}
          </AdminField>
          <AdminField id="live-course" label={t('liveClasses.admin.course')}>
            {(control) => (
              <select {...control} {...field('courseId')}>
                <option value="">{t('liveClasses.admin.everyone')}</option>
                {(courses.data ?? []).map((course) => (
                  <option key={course._id} value={course._id}>
                    {course.title}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField id="live-start" label={t('liveClasses.admin.startsAt')}>
            {(control) => <input {...control} type="datetime-local" required {...field('startsAt')} />}
          </AdminField>
          <AdminField id="live-duration" label={t('liveClasses.admin.duration')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={LIVE_CLASS_LIMITS.minMinutes}
                max={LIVE_CLASS_LIMITS.maxMinutes}
                required
                {...field('durationMinutes')}
              />
            )}
          </AdminField>
          <AdminField id="live-link" label={t('liveClasses.admin.link')} hint={t('liveClasses.admin.linkHint')}>
            {(control) => (
              <input {...control} type="url" inputMode="url" maxLength={LIVE_CLASS_LIMITS.linkChars} required {...field('link')} />
            )}
          </AdminField>
        </div>
        <FormActions
          bare
          busy={saving}
          submitLabel={t(editing ? 'liveClasses.admin.save' : 'liveClasses.admin.schedule')}
          busyLabel={t(editing ? 'liveClasses.admin.saving' : 'liveClasses.admin.scheduling')}
          onCancel={
            editing
              ? () => {
                  setEditing(null);
                  setForm(EMPTY);
                }
              : undefined
          }
        />
      </form>

      {classes.error != null && <LoadError error={classes.error} fallback={t('liveClasses.admin.loadFailed')} onRetry={classes.reload} />}
      {classes.status === 'loading' && !classes.data && <Loading label={t('liveClasses.admin.loading')} />}
      {classes.data?.length === 0 && <EmptyState>{t('liveClasses.admin.empty')}</EmptyState>}
      {classes.data && classes.data.length > 0 && (
        <ul className="admin-list" aria-label={t('liveClasses.admin.list')}>
          {classes.data.map((item) => (
            <ClassRow key={item.id} item={item} status={statusOf(item, now)} onEdit={edit} onCancel={cancel} onChange={replace} />
          ))}
        </ul>
      )}
    </>
  );
}

interface RowProps {
  item: AdminLiveClass;
  status: 'upcoming' | 'live' | 'ended' | 'cancelled';
  onEdit: (item: AdminLiveClass) => void;
  onCancel: (item: AdminLiveClass) => Promise<void>;
  onChange: (item: AdminLiveClass) => void;
}

function ClassRow({ item, status, onEdit, onCancel, onChange }: RowProps) {
  const t = useT(liveClassesCatalog);
  const [showAttendance, setShowAttendance] = useState(false);
  const [choosingChapter, setChoosingChapter] = useState(false);
  const open = status === 'upcoming' || status === 'live';
  const mayBecomeLesson = status === 'ended' && item.provider === 'youtube' && item.courseId !== null && item.lesson === null;
  return (
    <li className="admin-list-row live-admin-row">
      <div>
        <strong>{item.title}</strong> · {t(`liveClasses.admin.status.${status}`)}
        <br />
        <small>
          {t('liveClasses.when', { date: indiaDateTime(item.startsAt), minutes: item.durationMinutes })} ·{' '}
          {item.courseTitle ?? t('liveClasses.everyone')} · {t(`liveClasses.provider.${item.provider}`)} ·{' '}
          {t('liveClasses.admin.joined', { count: item.attendance })}
          {item.lesson && <> · {t('liveClasses.admin.lessonAdded')}</>}
        </small>
      </div>
      <div className="admin-row-actions">
        <button
          type="button"
          className="button button-outline button-small"
          aria-expanded={showAttendance}
          onClick={() => setShowAttendance((shown) => !shown)}
        >
          {t('liveClasses.admin.attendance')}
        </button>
        {open && (
          <>
            <button
              type="button"
              className="button button-outline button-small"
              aria-label={t('liveClasses.admin.editNamed', { title: item.title })}
              onClick={() => onEdit(item)}
            >
              {t('liveClasses.admin.edit')}
            </button>
            <button
              type="button"
              className="button button-danger button-small"
              aria-label={t('liveClasses.admin.cancelNamed', { title: item.title })}
              onClick={() => void onCancel(item)}
            >
              {t('liveClasses.admin.cancelClass')}
            </button>
          </>
        )}
        {mayBecomeLesson && !choosingChapter && (
          <button
            type="button"
            className="button button-primary button-small"
            aria-label={t('liveClasses.admin.makeLessonNamed', { title: item.title })}
            onClick={() => setChoosingChapter(true)}
          >
            {t('liveClasses.admin.makeLesson')}
          </button>
        )}
      </div>
      {showAttendance && <Attendance item={item} />}
      {choosingChapter && item.courseId && (
        <MakeLesson item={item} courseId={item.courseId} onDone={onChange} onClose={() => setChoosingChapter(false)} />
      )}
    </li>
  );
}

function Attendance({ item }: { item: AdminLiveClass }) {
  const t = useT(liveClassesCatalog);
  const attendance = useLoad(`live-attendance-${item.id}`, (signal) => getAttendance(item.id, signal));
  if (attendance.status === 'error')
    return <LoadError error={attendance.error} fallback={t('liveClasses.admin.attendanceFailed')} onRetry={attendance.reload} />;
  if (attendance.status !== 'ready') return <Loading label={t('liveClasses.admin.attendanceLoading')} />;
  return (
    <section className="live-attendance" aria-label={t('liveClasses.admin.attendanceOf', { title: item.title })}>
      <p>{t('liveClasses.admin.joined', { count: attendance.data.count })}</p>
      {attendance.data.attendees.length === 0 ? (
        <EmptyState>{t('liveClasses.admin.attendanceEmpty')}</EmptyState>
      ) : (
        <ol>
          {attendance.data.attendees.map((attendee, index) => (
            <li key={index}>
              {attendee.name || t('liveClasses.admin.deletedStudent')} ·{' '}
              {t('liveClasses.admin.joinedAt', { time: indiaDateTime(attendee.joinedAt) })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface MakeLessonProps {
  item: AdminLiveClass;
  courseId: string;
  onDone: (item: AdminLiveClass) => void;
  onClose: () => void;
}

/** The chapter to add the recording to (the last one unless another is chosen), then one press. */
function MakeLesson({ item, courseId, onDone, onClose }: MakeLessonProps) {
  const t = useT(liveClassesCatalog);
  const chapters = useLoad(`live-chapters-${courseId}`, (signal) =>
    callApi('GET /api/learn/courses/:courseId/curriculum', { params: { courseId }, signal }).then((answer) => answer.chapters),
  );
  const [chapterId, setChapterId] = useState('');
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const made = await makeLesson(item.id, chapterId || undefined);
      onDone({ ...item, lesson: { chapterId: made.chapterId, lessonId: made.lessonId } });
      void showToast(t('liveClasses.admin.lessonMade', { chapter: made.chapterTitle }));
      onClose();
    } catch (error) {
      void fail(errorText(error, t('liveClasses.admin.lessonFailed')), t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-form live-make-lesson"
      onSubmit={add}
      noValidate
      aria-label={t('liveClasses.admin.makeLessonNamed', { title: item.title })}
    >
      {chapters.status === 'error' && (
        <LoadError error={chapters.error} fallback={t('liveClasses.admin.chaptersFailed')} onRetry={chapters.reload} />
      )}
      <AdminField id={`live-chapter-${item.id}`} label={t('liveClasses.admin.chapter')}>
        {(control) => (
          <select {...control} value={chapterId} onChange={(event) => setChapterId(event.target.value)}>
            <option value="">{t('liveClasses.admin.lastChapter')}</option>
            {(chapters.data ?? []).map((chapter) => (
              <option key={chapter.id} value={chapter.id}>
                {chapter.title}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <FormActions
        bare
        busy={busy}
        submitLabel={t('liveClasses.admin.addLesson')}
        busyLabel={t('liveClasses.admin.adding')}
        onCancel={onClose}
      />
    </form>
  );
}
