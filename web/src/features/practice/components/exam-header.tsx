import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { practiceCatalog } from '../i18n';
import { formatCountdown, timeIsLow } from '../attempt-model';
import type { ExamSession } from './use-exam-session';

/** The bar above the question: the test's title and the countdown (read out as "Time left …"). */
export function ExamTopbar({ title, msLeft }: { title: string; msLeft: number }) {
  const t = useT(practiceCatalog);
  const timeText = formatCountdown(msLeft);
  return (
    <header className="exam-topbar">
      <p className="exam-title">{title}</p>
      <p
        className="exam-timer"
        role="timer"
        aria-label={t('practice.exam.timeLeftLabel', { time: timeText })}
        data-low={timeIsLow(msLeft) || undefined}
      >
        <span className="exam-timer-label">{t('practice.exam.timeLeft')}</span> <span aria-hidden="true">{timeText}</span>
      </p>
    </header>
  );
}

const SAVE_TEXT = {
  offline: 'practice.exam.offline',
  retrying: 'practice.exam.retrying',
  saving: 'practice.exam.saving',
  allSaved: 'practice.exam.allSaved',
} as const;

/** Whether the answers are saved, and what is happening to the attempt (submitting, time up, a failed submit). */
export function ExamNotices({ save, phase, submitFailure }: Pick<ExamSession, 'save' | 'phase' | 'submitFailure'>) {
  const t = useT(practiceCatalog);
  return (
    <>
      <p className="exam-save-state" role="status" data-state={save.state}>
        {t(SAVE_TEXT[save.says])}
      </p>

      {phase !== 'answering' && (
        <p className="exam-notice" role="alert">
          {phase === 'time-up'
            ? t('practice.exam.timeUp')
            : phase === 'closed'
              ? t('practice.exam.attemptClosed')
              : t('practice.exam.submitting')}
        </p>
      )}
      {submitFailure && (
        <p className="exam-notice exam-notice-error" role="alert">
          {errorText(submitFailure.error, t('practice.exam.submitFailed'))}
        </p>
      )}
    </>
  );
}
