import type { AttemptInProgress, AttemptOutcome } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { ExamNotices, ExamTopbar } from './exam-header';
import { QuestionPalette } from './question-palette';
import { QuestionView } from './question-view';
import { SubmitConfirm } from './submit-confirm';
import { useExamSession } from './use-exam-session';

interface ExamProps {
  attempt: AttemptInProgress;
  /** The attempt is over: its result (submitted here, by the server at time-out, or elsewhere). */
  onFinished: (result: AttemptOutcome) => void;
  /** Inside another page's main landmark (the course player): the questions' column is a plain region. */
  embedded?: boolean;
}

/**
 * Taking a test, one question at a time, as in the NTA's exam interface: the palette of question
 * numbers (answered / not answered / marked for review), Save & Next, Mark for Review & Next,
 * Clear Response, and Submit with a count of what is left. What happens to the answers (saving,
 * the countdown, submitting) is `useExamSession`'s; this lays the pieces out.
 */
export function Exam({ attempt, onFinished, embedded = false }: ExamProps) {
  const t = useT(practiceCatalog);
  const session = useExamSession(attempt, onFinished);
  const { index, busy } = session;
  const Main = embedded ? 'div' : 'main';

  return (
    <div className="exam">
      <ExamTopbar title={attempt.title} msLeft={session.msLeft} />
      <ExamNotices {...session} />

      <div className="exam-body">
        <Main id={embedded ? undefined : 'main'} className="exam-main" aria-busy={busy || undefined}>
          <QuestionView attempt={attempt} total={attempt.questions.length} {...session} />

          <div className="exam-actions">
            <button type="button" className="button button-primary" onClick={session.saveAndNext} disabled={busy}>
              {t('practice.exam.saveAndNext')}
            </button>
            <button type="button" className="button button-accent" onClick={session.markAndNext} disabled={busy}>
              {t('practice.exam.markAndNext')}
            </button>
            <button type="button" className="button button-outline" onClick={session.clear} disabled={busy}>
              {t('practice.exam.clear')}
            </button>
            <button type="button" className="button button-outline" onClick={() => session.go(index - 1)} disabled={busy || index === 0}>
              {t('practice.exam.previous')}
            </button>
          </div>
        </Main>

        <QuestionPalette {...session} sections={attempt.sections} questionIds={attempt.questions.map((question) => question.id)} />
      </div>

      <SubmitConfirm {...session} />
    </div>
  );
}
