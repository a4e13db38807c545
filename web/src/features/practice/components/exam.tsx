import { useEffect, useRef, useState } from 'react';
import type { AttemptInProgress, AttemptQuestion, AttemptResult, SavedAnswer } from '@chem/contract';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { ModalDialog } from '../../../components/modal-dialog';
import { getAttempt, saveAnswer, submitAttempt } from '../api/practice';
import {
  createAnswerSaver,
  formatCountdown,
  paletteStatus,
  parseTypedNumber,
  remainingMs,
  type PaletteStatus,
  type SaverState,
} from '../attempt-model';
import { useT } from '../../../i18n/catalog';
import { practiceCatalog } from '../i18n';
import { markingValues } from './test-facts';
import { ChemText } from './chem-text';
import { optionLetter } from './option-letter';

const EMPTY: SavedAnswer = { selected: [], value: null, markedForReview: false };
/** How long typing in a numeric answer waits before it is saved (and at once on leaving the question). */
const NUMBER_SAVE_DELAY_MS = 700;
/** How long Submit waits for answers still on their way before submitting what the server has. */
const FLUSH_WAIT_MS = 8_000;

/** The NTA palette's five states in the order of its legend, each with its words. */
const STATUS_TEXT = {
  'not-visited': 'practice.status.notVisited',
  'not-answered': 'practice.status.notAnswered',
  answered: 'practice.status.answered',
  marked: 'practice.status.marked',
  'answered-marked': 'practice.status.answeredMarked',
} as const satisfies Record<PaletteStatus, string>;

const answeredNow = (answer: SavedAnswer | undefined) => !!answer && (answer.selected.length > 0 || answer.value !== null);

/** Saving a retry cannot fix: the attempt is over (submitted, timed out) or no longer ours. */
const isFinalSaveError = (error: unknown) => error instanceof ApiError && [400, 401, 403, 404, 409].includes(error.status);

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** Milliseconds left, ticking every second; `onExpire` runs on every tick once it reaches 0. */
function useCountdown(deadline: number, clockOffset: number, onExpire: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  useEffect(() => {
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (remainingMs(deadline, clockOffset, time) === 0) expire.current();
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, clockOffset]);
  return remainingMs(deadline, clockOffset, now);
}

interface ExamProps {
  attempt: AttemptInProgress;
  /** The attempt is over: its result (submitted here, by the server at time-out, or elsewhere). */
  onFinished: (result: AttemptResult) => void;
}

/**
 * Taking a test, one question at a time, as in the NTA's exam interface: the palette of question
 * numbers (answered / not answered / marked for review), Save & Next, Mark for Review & Next,
 * Clear Response, and Submit with a count of what is left. Every answer is saved to the server as
 * it is given (a numeric one once typing pauses), so a reload or a lost phone loses at most the
 * answer being typed; the countdown runs to the server's deadline and submits at zero.
 */
export function Exam({ attempt, onFinished }: ExamProps) {
  const t = useT(practiceCatalog);
  const questions = attempt.questions;
  const [index, setIndex] = useState(() => {
    const firstOpen = questions.findIndex((question) => !answeredNow(attempt.answers[question.id]));
    return firstOpen === -1 ? 0 : firstOpen;
  });
  const [answers, setAnswers] = useState<Record<string, SavedAnswer>>(attempt.answers);
  const answersRef = useRef(attempt.answers);
  const [numberDrafts, setNumberDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      Object.entries(attempt.answers).flatMap(([id, answer]) => (answer.value === null ? [] : [[id, String(answer.value)]])),
    ),
  );
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(Object.keys(attempt.answers)));
  const [saverState, setSaverState] = useState<SaverState>('idle');
  /** A number is being typed and not yet queued: the page must not claim everything is saved. */
  const [typing, setTyping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<'answering' | 'submitting' | 'time-up' | 'closed'>('answering');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const finishing = useRef(false);
  const numberTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const online = useOnline();
  const [clockOffset] = useState(() => Date.parse(attempt.serverNow) - Date.now());
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  const [saver] = useState(() =>
    createAnswerSaver<SavedAnswer>({
      save: async (questionId, answer) => {
        await saveAnswer(attempt._id, questionId, answer);
      },
      isFinal: isFinalSaveError,
      onState: setSaverState,
      onFinalError: () => {
        // The server closed the attempt (time-out, or submitted on another device): show its result.
        setPhase('closed');
        void showResultFromServer();
      },
    }),
  );

  useEffect(() => () => saver.stop(), [saver]);

  // Leaving with answers not yet saved (offline) asks first; saved answers are safe on the server.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.waiting > 0 && !finishing.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saver]);

  async function showResultFromServer(): Promise<boolean> {
    try {
      const view = await getAttempt(attempt._id);
      if (view.status === 'submitted') {
        finished.current(view);
        return true;
      }
    } catch {
      // Reported by the caller.
    }
    return false;
  }

  async function finish(reason: 'student' | 'time-up') {
    if (finishing.current) return;
    finishing.current = true;
    commitNumberDraft();
    setConfirming(false);
    setSubmitError(null);
    setPhase(reason === 'time-up' ? 'time-up' : 'submitting');
    await Promise.race([saver.flushed(), new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS))]);
    try {
      finished.current(await submitAttempt(attempt._id));
    } catch (error) {
      // Already submitted (by the server at time-out, or another tab): its result is there to read.
      if (await showResultFromServer()) return;
      finishing.current = false;
      setPhase('answering');
      setSubmitError(errorText(error, t('practice.exam.submitFailed')));
    }
  }

  const left = useCountdown(Date.parse(attempt.deadline), clockOffset, () => void finish('time-up'));

  const question = questions[index]!;
  const answer = answers[question.id];

  function update(questionId: string, change: (answer: SavedAnswer) => SavedAnswer) {
    const next = change(answersRef.current[questionId] ?? EMPTY);
    answersRef.current = { ...answersRef.current, [questionId]: next };
    setAnswers(answersRef.current);
    saver.queue(questionId, next);
  }

  /** Saves the numeric answer being typed now instead of after the pause. */
  function commitNumberDraft() {
    if (numberTimer.current === null) return;
    clearTimeout(numberTimer.current);
    numberTimer.current = null;
    setTyping(false);
    if (question.kind !== 'numerical') return;
    const value = parseTypedNumber(numberDrafts[question.id] ?? '');
    if ((answersRef.current[question.id]?.value ?? null) !== value) update(question.id, (current) => ({ ...current, selected: [], value }));
  }

  function typeNumber(questionId: string, text: string) {
    setNumberDrafts((drafts) => ({ ...drafts, [questionId]: text }));
    setTyping(true);
    if (numberTimer.current !== null) clearTimeout(numberTimer.current);
    numberTimer.current = setTimeout(() => {
      numberTimer.current = null;
      setTyping(false);
      const value = parseTypedNumber(text);
      if ((answersRef.current[questionId]?.value ?? null) !== value) update(questionId, (current) => ({ ...current, selected: [], value }));
    }, NUMBER_SAVE_DELAY_MS);
  }

  function choose(optionIndex: number, checked: boolean) {
    update(question.id, (current) => {
      if (question.kind === 'single') return { ...current, selected: [optionIndex], value: null };
      const selected = checked
        ? [...new Set([...current.selected, optionIndex])].sort((a, b) => a - b)
        : current.selected.filter((value) => value !== optionIndex);
      return { ...current, selected, value: null };
    });
  }

  function go(to: number) {
    commitNumberDraft();
    const target = Math.max(0, Math.min(questions.length - 1, to));
    setVisited((seen) => new Set([...seen, question.id, questions[target]!.id]));
    setIndex(target);
    requestAnimationFrame(() => document.getElementById('exam-question')?.focus());
  }

  function setMarked(marked: boolean) {
    const current = answersRef.current[question.id] ?? EMPTY;
    if (current.markedForReview !== marked) update(question.id, (saved) => ({ ...saved, markedForReview: marked }));
  }

  function saveAndNext() {
    commitNumberDraft();
    setMarked(false);
    go(index + 1);
  }

  function markAndNext() {
    commitNumberDraft();
    setMarked(true);
    go(index + 1);
  }

  function clear() {
    if (numberTimer.current !== null) clearTimeout(numberTimer.current);
    numberTimer.current = null;
    setTyping(false);
    setNumberDrafts((drafts) => ({ ...drafts, [question.id]: '' }));
    update(question.id, () => EMPTY);
  }

  const statusOf = (item: AttemptQuestion, position: number): PaletteStatus =>
    paletteStatus(visited.has(item.id) || position === index, answeredNow(answers[item.id]), answers[item.id]?.markedForReview ?? false);
  const statuses = questions.map(statusOf);
  const unanswered = questions.filter((item) => !answeredNow(answers[item.id])).length;
  const marked = questions.filter((item) => answers[item.id]?.markedForReview).length;
  const busy = phase !== 'answering';
  const timeText = formatCountdown(left);

  return (
    <div className="exam">
      <header className="exam-topbar">
        <p className="exam-title">{attempt.title}</p>
        <p
          className="exam-timer"
          role="timer"
          aria-label={t('practice.exam.timeLeftLabel', { time: timeText })}
          data-low={left < 5 * 60_000 || undefined}
        >
          <span className="exam-timer-label">{t('practice.exam.timeLeft')}</span> <span aria-hidden="true">{timeText}</span>
        </p>
      </header>

      <p className="exam-save-state" role="status" data-state={!online ? 'offline' : saverState}>
        {!online
          ? t('practice.exam.offline')
          : saverState === 'retrying'
            ? t('practice.exam.retrying')
            : saverState === 'saving' || typing
              ? t('practice.exam.saving')
              : t('practice.exam.allSaved')}
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
      {submitError && (
        <p className="exam-notice exam-notice-error" role="alert">
          {submitError}
        </p>
      )}

      <div className="exam-body">
        <main id="main" className="exam-main" aria-busy={busy || undefined}>
          <section id="exam-question" className="exam-question" tabIndex={-1} aria-labelledby="exam-question-heading">
            <div className="exam-question-head">
              <h1 id="exam-question-heading">{t('practice.exam.questionOf', { number: index + 1, total: questions.length })}</h1>
              <span className="exam-chip">{question.chapter}</span>
              <span
                className="exam-chip"
                aria-label={t('practice.facts.markingLabel', { correct: attempt.marksCorrect, wrong: attempt.marksWrong })}
              >
                {t('practice.facts.marking', markingValues(attempt.marksCorrect, attempt.marksWrong))}
              </span>
            </div>
            <ChemText as="div" className="exam-question-text" text={question.text} />
            {question.imageUrl && (
              <img
                className="exam-figure"
                src={question.imageUrl}
                alt={t('practice.exam.questionImage', { number: index + 1 })}
                decoding="async"
              />
            )}

            {question.kind === 'numerical' ? (
              <div className="exam-numeric">
                <label htmlFor={`answer-${question.id}`}>{t('practice.exam.numericalLabel')}</label>
                <input
                  id={`answer-${question.id}`}
                  type="number"
                  step="any"
                  inputMode="decimal"
                  autoComplete="off"
                  value={numberDrafts[question.id] ?? ''}
                  disabled={busy}
                  aria-describedby={`hint-${question.id}`}
                  onChange={(event) => typeNumber(question.id, event.target.value)}
                  onBlur={commitNumberDraft}
                />
                <p id={`hint-${question.id}`} className="exam-hint">
                  {t('practice.exam.numericalHint')}
                </p>
              </div>
            ) : (
              <fieldset className="exam-options" disabled={busy}>
                <legend className="exam-hint">
                  {question.kind === 'single' ? t('practice.exam.singleHint') : t('practice.exam.multipleHint')}
                </legend>
                {question.options.map((option, optionIndex) => {
                  const checked = answer?.selected.includes(optionIndex) ?? false;
                  return (
                    <label key={optionIndex} className="exam-option" data-checked={checked || undefined}>
                      <input
                        type={question.kind === 'single' ? 'radio' : 'checkbox'}
                        name={`answer-${question.id}`}
                        checked={checked}
                        onChange={(event) => choose(optionIndex, event.target.checked)}
                      />
                      <span
                        className="exam-option-letter"
                        aria-label={t('practice.exam.optionLetter', { letter: optionLetter(optionIndex) })}
                      >
                        {optionLetter(optionIndex)}
                      </span>
                      <ChemText className="exam-option-text" text={option} />
                    </label>
                  );
                })}
              </fieldset>
            )}
          </section>

          <div className="exam-actions">
            <button type="button" className="button button-primary" onClick={saveAndNext} disabled={busy}>
              {t('practice.exam.saveAndNext')}
            </button>
            <button type="button" className="button button-accent" onClick={markAndNext} disabled={busy}>
              {t('practice.exam.markAndNext')}
            </button>
            <button type="button" className="button button-outline" onClick={clear} disabled={busy}>
              {t('practice.exam.clear')}
            </button>
            <button type="button" className="button button-outline" onClick={() => go(index - 1)} disabled={busy || index === 0}>
              {t('practice.exam.previous')}
            </button>
          </div>
        </main>

        <aside className="exam-side" aria-label={t('practice.exam.palette')}>
          <ol className="exam-palette">
            {questions.map((item, position) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="exam-palette-button"
                  data-status={statuses[position]}
                  aria-current={position === index ? 'step' : undefined}
                  aria-label={t('practice.exam.paletteButton', { number: position + 1, status: t(STATUS_TEXT[statuses[position]!]) })}
                  onClick={() => go(position)}
                  disabled={busy}
                >
                  {position + 1}
                </button>
              </li>
            ))}
          </ol>
          <ul className="exam-legend">
            {(Object.keys(STATUS_TEXT) as PaletteStatus[]).map((status) => (
              <li key={status}>
                <span className="exam-palette-button exam-legend-swatch" data-status={status} aria-hidden="true">
                  {statuses.filter((value) => value === status).length}
                </span>
                {t(STATUS_TEXT[status])}
              </li>
            ))}
          </ul>
          <button type="button" className="button button-primary exam-submit" onClick={() => setConfirming(true)} disabled={busy}>
            {t('practice.exam.submit')}
          </button>
        </aside>
      </div>

      <ModalDialog open={confirming} title={t('practice.confirm.title')} onClose={() => setConfirming(false)}>
        <p className="exam-confirm-text">
          {[
            t('practice.confirm.unanswered', { count: unanswered }),
            marked > 0 ? t('practice.confirm.marked', { count: marked }) : '',
            t('practice.confirm.final'),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => void finish('student')}>
            {t('practice.confirm.submit')}
          </button>
          <button type="button" className="button button-outline" onClick={() => setConfirming(false)}>
            {t('practice.confirm.keepAnswering')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
