import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { DoubtAllowance, DoubtContextInput, DoubtView } from '@chem/contract';
import { ModalDialog } from '../../../components/modal-dialog';
import { FormActions } from '../../../components/form/form-actions';
import { errorText } from '../../../lib/error-text';
import { useLoad, type Loaded } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { PLANS_PATH } from '../../../config/paths';
import { doubtPath } from '../../../config/doubt-paths';
import { loadPushPrompt } from '../../notifications';
import { getAllowance, sendDoubt } from '../api/doubts';
import { allowanceState, doubtForm, type AllowanceState } from '../doubt-model';
import { clockTime } from '../entry/video-second';
import { doubtsCatalog, type DoubtsT } from '../i18n';
import { MessageFields } from './message-fields';
import './doubts.css';

/** Offered once the doubt is sent: the moment a student wants to hear back. Its own chunk. */
const PushPrompt = lazy(loadPushPrompt);

export interface CourseChoice {
  id: string;
  title: string;
  isFree?: boolean;
}

export interface AskDoubtDialogProps {
  context: DoubtContextInput;
  about: string | undefined;
  courses: readonly CourseChoice[] | undefined;
  /** Whether the course is free, where the screen knows it (doubts on free courses may be open to all). */
  freeCourse: boolean | undefined;
  onClose: () => void;
}

/**
 * The "Ask a doubt" form in a dialog (a sheet from the bottom on a phone): whether the student may
 * ask today and how many are left, the text with its preview, up to three photos, "Show my name",
 * and Send; then a link to the new doubt. A failed send keeps everything typed and picked.
 */
export function AskDoubtDialog({ context, about, courses, freeCourse, onClose }: AskDoubtDialogProps) {
  const t = useT(doubtsCatalog);
  const id = useId();
  const allowance = useLoad('allowance', getAllowance);
  const [courseId, setCourseId] = useState(context.kind === 'general' ? context.courseId : '');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [showName, setShowName] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState<DoubtView | null>(null);

  const chosen = context.kind === 'general' ? courses?.find((course) => course.id === courseId) : undefined;
  // One course to ask about: named, as the picker would.
  const place = about ?? (context.kind === 'general' && courses?.length === 1 ? courses[0]?.title : undefined);
  const state = allowance.status === 'ready' ? allowanceState(allowance.data, chosen?.isFree ?? freeCourse) : null;
  const blocked = state !== null && state.kind !== 'ok';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '' && photos.length === 0) {
      setProblem(t('doubts.ask.empty'));
      return;
    }
    const asked: DoubtContextInput = context.kind === 'general' ? { kind: 'general', courseId } : context;
    setBusy(true);
    setProblem('');
    setProgress(0);
    try {
      const fields = { text, context: JSON.stringify(asked), showName: String(showName) };
      setSent(await sendDoubt(doubtForm(fields, photos), setProgress));
    } catch (error) {
      setProblem(errorText(error, t('doubts.ask.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog open title={t('doubts.ask.title')} onClose={onClose} busy={busy} className="doubt-sheet">
      {sent ? (
        <>
          <div className="doubt-sent" role="status">
            <p className="doubt-sent-title">{t('doubts.ask.sentTitle')}</p>
            <p>{t('doubts.ask.sentBody')}</p>
            <div className="button-row">
              <Link className="button button-primary" to={doubtPath(sent._id)}>
                {t('doubts.ask.openDoubt')}
              </Link>
              <button type="button" className="button button-outline" onClick={onClose}>
                {t('doubts.close')}
              </button>
            </div>
          </div>
          <Suspense fallback={null}>
            <PushPrompt />
          </Suspense>
        </>
      ) : (
        <form className="doubt-form" onSubmit={(event) => void submit(event)} noValidate>
          {(place || (context.kind === 'lesson' && context.seconds !== undefined)) && (
            <p className="doubt-about">
              {place && <span>{place}</span>}
              {context.kind === 'lesson' && context.seconds !== undefined && (
                <span className="doubt-at">{t('doubts.ask.at', { time: clockTime(context.seconds) })}</span>
              )}
            </p>
          )}
          <AllowanceNote allowance={allowance} state={state} t={t} />

          {!blocked && (
            <>
              {context.kind === 'general' && courses && courses.length > 1 && (
                <div className="doubt-field">
                  <label htmlFor={`${id}-course`}>{t('doubts.ask.course')}</label>
                  <select id={`${id}-course`} value={courseId} disabled={busy} onChange={(event) => setCourseId(event.target.value)}>
                    {courses.map((course) => (
                      <option key={course.id} value={course.id}>
                        {course.title}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <MessageFields
                label={t('doubts.ask.text')}
                text={text}
                onText={setText}
                photos={photos}
                onPhotos={setPhotos}
                disabled={busy}
              />
              <label className="doubt-check">
                <input type="checkbox" checked={showName} disabled={busy} onChange={(event) => setShowName(event.target.checked)} />
                <span>{t('doubts.ask.showName')}</span>
              </label>
              <p className="doubt-hint">{t('doubts.ask.showNameHint')}</p>
              {problem && (
                <p className="doubt-problem" role="alert">
                  {problem}
                </p>
              )}
              <FormActions
                submitLabel={t('doubts.ask.send')}
                busyLabel={photos.length > 0 ? t('doubts.sendingPercent', { percent: Math.round(progress * 100) }) : t('doubts.sending')}
                busy={busy}
                announceBusy
                onCancel={onClose}
                cancelLabel={t('doubts.cancel')}
                cancelFirst
              />
            </>
          )}
          {blocked && (
            <div className="button-row">
              <button type="button" className="button button-outline" onClick={onClose}>
                {t('doubts.close')}
              </button>
            </div>
          )}
        </form>
      )}
    </ModalDialog>
  );
}

/** Before the student types: whether they may ask here today, and why not. */
function AllowanceNote({ allowance, state, t }: { allowance: Loaded<DoubtAllowance>; state: AllowanceState | null; t: DoubtsT }) {
  if (allowance.status === 'loading') {
    return (
      <p className="doubt-allowance" role="status">
        {t('doubts.allowance.checking')}
      </p>
    );
  }
  if (allowance.status === 'error') {
    // The server decides on Send anyway; the form stays open.
    return (
      <p className="doubt-allowance" role="status">
        {errorText(allowance.error, t('doubts.allowance.failed'))}{' '}
        <button type="button" className="doubt-link-button" onClick={allowance.reload}>
          {t('doubts.tryAgain')}
        </button>
      </p>
    );
  }
  if (!state) return null;
  switch (state.kind) {
    case 'off':
      return (
        <p className="doubt-allowance doubt-allowance-blocked" role="alert">
          {t('doubts.allowance.off')}
        </p>
      );
    case 'needs-plan':
      return (
        <div className="doubt-allowance doubt-allowance-blocked" role="alert">
          <p>{t('doubts.allowance.needsPlan')}</p>
          <Link className="button button-primary button-small" to={PLANS_PATH}>
            {t('doubts.allowance.seePlans')}
          </Link>
        </div>
      );
    case 'limit':
      return (
        <p className="doubt-allowance doubt-allowance-blocked" role="alert">
          {t('doubts.allowance.limit', { perDay: state.perDay })}
        </p>
      );
    case 'ok':
      return (
        <p className="doubt-allowance">
          {t('doubts.allowance.left', { count: state.left })}
          {state.freeOnly && ` ${t('doubts.allowance.freeOnly')}`}
        </p>
      );
  }
}
