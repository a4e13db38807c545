import { useEffect, useRef, useState } from 'react';
import { isNumberKind, isOneOptionKind, type AttemptInProgress, type AttemptOutcome, type SavedAnswer } from '@chem/contract';
import { ApiError } from '../../../lib/api-client';
import { getAttempt, recordTimes, saveAnswer, submitAttempt } from '../api/practice';
import { createQuestionClock } from '../question-clock';
import {
  EMPTY_ANSWER,
  attemptSummary,
  chooseOption,
  createAnswerSaver,
  firstOpenQuestion,
  numberDraftsOf,
  parseTypedNumber,
  remainingMs,
  saveBand,
  type SaverState,
} from '../attempt-model';

/** How long typing in a numeric answer waits before it is saved (and at once on leaving the question). */
const NUMBER_SAVE_DELAY_MS = 700;
/** How long Submit waits for answers still on their way before submitting what the server has. */
const FLUSH_WAIT_MS = 8_000;

/**
 * Time on the questions is sent when the student moves on with at least this many seconds
 * gathered (one request per few questions, not one per click), when the page is hidden (as a
 * keepalive request, which outlives the page) and before submitting.
 */
const TIMES_BATCH_SECONDS = 20;

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Saving a retry cannot fix: the attempt is over (submitted, timed out) or no longer ours. */
const isFinalSaveError = (error: unknown) => error instanceof ApiError && [400, 401, 403, 404, 409].includes(error.status);

/** Answering; submitting (the student asked); time-up (the countdown reached 0); closed (the server ended it). */
type ExamPhase = 'answering' | 'submitting' | 'time-up' | 'closed';

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

/**
 * One attempt being taken: it resumes where the saved answers leave off, saves every answer to the
 * server as it is given (a numeric one once typing pauses), counts down to the server's deadline
 * and submits at zero, and on Submit waits briefly for answers still on their way. When the server
 * has closed the attempt (time-out, or submitted on another device) it hands over the result.
 * The screen only shows what this returns and calls its actions.
 */
export function useExamSession(attempt: AttemptInProgress, onFinished: (result: AttemptOutcome) => void) {
  const questions = attempt.questions;
  const [index, setIndex] = useState(() => firstOpenQuestion(questions, attempt.answers));
  const [answers, setAnswers] = useState<Record<string, SavedAnswer>>(attempt.answers);
  const answersRef = useRef(attempt.answers);
  const [numberDrafts, setNumberDrafts] = useState<Record<string, string>>(() => numberDraftsOf(attempt.answers));
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(Object.keys(attempt.answers)));
  const [saverState, setSaverState] = useState<SaverState>('idle');
  /** A number is being typed and not yet queued: the page must not claim everything is saved. */
  const [typing, setTyping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<ExamPhase>('answering');
  const [submitFailure, setSubmitFailure] = useState<{ error: unknown } | null>(null);
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

  const [clock] = useState(() => createQuestionClock(questions[index]!.id, Date.now(), pageVisible()));
  /** Sends the whole seconds gathered; a batch lost on the way (offline) is put back for the next. */
  const sendTimes = async (keepalive = false) => {
    const times = clock.take(Date.now());
    if (Object.keys(times).length === 0) return;
    try {
      await recordTimes(attempt._id, times, keepalive);
    } catch (error) {
      if (!isFinalSaveError(error)) clock.putBack(times);
    }
  };
  const sendTimesRef = useRef(sendTimes);
  useEffect(() => {
    sendTimesRef.current = sendTimes;
  });

  // The time stops while the page is hidden; what gathered goes before the page may be closed.
  useEffect(() => {
    const changed = () => {
      if (pageVisible()) clock.resume(Date.now());
      else {
        clock.pause(Date.now());
        if (!finishing.current) void sendTimesRef.current(true);
      }
    };
    const leaving = () => {
      clock.pause(Date.now());
      if (!finishing.current) void sendTimesRef.current(true);
    };
    document.addEventListener('visibilitychange', changed);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', changed);
      window.removeEventListener('pagehide', leaving);
    };
  }, [clock]);

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
      if (view.status !== 'in-progress') {
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
    setSubmitFailure(null);
    setPhase(reason === 'time-up' ? 'time-up' : 'submitting');
    clock.pause(Date.now());
    await Promise.race([Promise.all([saver.flushed(), sendTimes()]), new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS))]);
    try {
      finished.current(await submitAttempt(attempt._id));
    } catch (error) {
      // Already submitted (by the server at time-out, or another tab): its result is there to read.
      if (await showResultFromServer()) return;
      finishing.current = false;
      if (pageVisible()) clock.resume(Date.now());
      setPhase('answering');
      setSubmitFailure({ error });
    }
  }

  const msLeft = useCountdown(Date.parse(attempt.deadline), clockOffset, () => void finish('time-up'));

  const question = questions[index]!;

  function update(questionId: string, change: (answer: SavedAnswer) => SavedAnswer) {
    const next = change(answersRef.current[questionId] ?? EMPTY_ANSWER);
    answersRef.current = { ...answersRef.current, [questionId]: next };
    setAnswers(answersRef.current);
    saver.queue(questionId, next);
  }

  function saveNumber(questionId: string, text: string) {
    const value = parseTypedNumber(text);
    if ((answersRef.current[questionId]?.value ?? null) !== value) update(questionId, (current) => ({ ...current, selected: [], value }));
  }

  /** Saves the numeric answer being typed now instead of after the pause. */
  function commitNumberDraft() {
    if (numberTimer.current === null) return;
    clearTimeout(numberTimer.current);
    numberTimer.current = null;
    setTyping(false);
    if (!isNumberKind(question.kind)) return;
    saveNumber(question.id, numberDrafts[question.id] ?? '');
  }

  function typeNumber(questionId: string, text: string) {
    setNumberDrafts((drafts) => ({ ...drafts, [questionId]: text }));
    setTyping(true);
    if (numberTimer.current !== null) clearTimeout(numberTimer.current);
    numberTimer.current = setTimeout(() => {
      numberTimer.current = null;
      setTyping(false);
      saveNumber(questionId, text);
    }, NUMBER_SAVE_DELAY_MS);
  }

  function choose(option: number, checked: boolean) {
    if (isNumberKind(question.kind)) return;
    const kind = isOneOptionKind(question.kind) ? 'single' : 'multiple';
    update(question.id, (current) => chooseOption(current, kind, option, checked));
  }

  function go(to: number) {
    commitNumberDraft();
    const target = Math.max(0, Math.min(questions.length - 1, to));
    const now = Date.now();
    clock.show(questions[target]!.id, now);
    if (clock.pendingSeconds(now) >= TIMES_BATCH_SECONDS) void sendTimes();
    setVisited((seen) => new Set([...seen, question.id, questions[target]!.id]));
    setIndex(target);
    requestAnimationFrame(() => document.getElementById('exam-question')?.focus());
  }

  function setMarked(marked: boolean) {
    const current = answersRef.current[question.id] ?? EMPTY_ANSWER;
    if (current.markedForReview !== marked) update(question.id, (saved) => ({ ...saved, markedForReview: marked }));
  }

  function next(marked: boolean) {
    commitNumberDraft();
    setMarked(marked);
    go(index + 1);
  }

  function clear() {
    if (numberTimer.current !== null) clearTimeout(numberTimer.current);
    numberTimer.current = null;
    setTyping(false);
    setNumberDrafts((drafts) => ({ ...drafts, [question.id]: '' }));
    update(question.id, () => EMPTY_ANSWER);
  }

  return {
    index,
    question,
    answer: answers[question.id],
    numberDraft: numberDrafts[question.id] ?? '',
    ...attemptSummary(questions, answers, visited, index),
    save: saveBand(online, saverState, typing),
    phase,
    /** Anything but answering: the answers and buttons wait. */
    busy: phase !== 'answering',
    submitFailure,
    confirming,
    msLeft,
    typeNumber,
    commitNumberDraft,
    choose,
    go,
    saveAndNext: () => next(false),
    markAndNext: () => next(true),
    clear,
    askToSubmit: () => setConfirming(true),
    keepAnswering: () => setConfirming(false),
    submit: () => void finish('student'),
  };
}

export type ExamSession = ReturnType<typeof useExamSession>;
