/**
 * The rules of the exam screen that do not need React: what each palette number shows (as in the
 * NTA's interface students practise on), where a resumed attempt opens, the countdown from the
 * server's deadline, what the save band says, and the queue that saves answers one after another,
 * retrying a failed save until it goes through.
 */

import { isAnswered, type SavedAnswer } from '@chem/contract';

/** The NTA palette's five states. */
export type PaletteStatus = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

export function paletteStatus(visited: boolean, answered: boolean, marked: boolean): PaletteStatus {
  if (marked) return answered ? 'answered-marked' : 'marked';
  if (answered) return 'answered';
  return visited ? 'not-answered' : 'not-visited';
}

/** A number as typed in a numeric input: "2.5", "-0.75", "1e-3"; "" or "abc" is no answer. */
export function parseTypedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** No option picked, no number, not marked: a question as it starts and as Clear Response leaves it. */
export const EMPTY_ANSWER: SavedAnswer = { selected: [], value: null, markedForReview: false };

/** Where a resumed attempt opens: the first question without an answer, else the first. */
export function firstOpenQuestion(questions: readonly { id: string }[], answers: Readonly<Record<string, SavedAnswer>>): number {
  const open = questions.findIndex((question) => !isAnswered(answers[question.id]));
  return open === -1 ? 0 : open;
}

/** The numeric answers saved on the server, as text for their inputs when an attempt is resumed. */
export function numberDraftsOf(answers: Readonly<Record<string, SavedAnswer>>): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).flatMap(([id, answer]) => (answer.value === null ? [] : [[id, String(answer.value)]])));
}

/**
 * An option ticked or unticked: a single-answer question keeps only the one just picked, a
 * multiple-answer one keeps the set in order. Picking an option drops a typed number.
 */
export function chooseOption(current: SavedAnswer, kind: 'single' | 'multiple', option: number, checked: boolean): SavedAnswer {
  if (kind === 'single') return { ...current, selected: [option], value: null };
  const selected = checked
    ? [...new Set([...current.selected, option])].sort((a, b) => a - b)
    : current.selected.filter((value) => value !== option);
  return { ...current, selected, value: null };
}

/**
 * The palette and the confirmation's counts: each question's status (the one on screen counts as
 * visited), how many have no answer and how many are marked for review.
 */
export function attemptSummary(
  questions: readonly { id: string }[],
  answers: Readonly<Record<string, SavedAnswer>>,
  visited: ReadonlySet<string>,
  current: number,
): { statuses: PaletteStatus[]; unanswered: number; marked: number } {
  const statuses = questions.map((question, position) =>
    paletteStatus(
      visited.has(question.id) || position === current,
      isAnswered(answers[question.id]),
      answers[question.id]?.markedForReview ?? false,
    ),
  );
  return {
    statuses,
    unanswered: questions.filter((question) => !isAnswered(answers[question.id])).length,
    marked: questions.filter((question) => answers[question.id]?.markedForReview).length,
  };
}

/**
 * What the band under the timer says: offline first (nothing can be saved), then retrying, then
 * saving (also while a number is being typed and not yet queued, so the page never claims a typed
 * answer is saved), else all saved. `state` is the band's data-state, which styles it.
 */
export function saveBand(
  online: boolean,
  saver: SaverState,
  typing: boolean,
): { state: SaverState | 'offline'; says: 'offline' | 'retrying' | 'saving' | 'allSaved' } {
  if (!online) return { state: 'offline', says: 'offline' };
  if (saver === 'retrying') return { state: saver, says: 'retrying' };
  return { state: saver, says: saver === 'saving' || typing ? 'saving' : 'allSaved' };
}

/** The last five minutes: the timer turns to its warning colour. */
export const timeIsLow = (msLeft: number) => msLeft < 5 * 60_000;

/**
 * Milliseconds left before `deadline` (epoch ms, the server's clock). `clockOffset` is the
 * server's clock minus this phone's, measured when the attempt was loaded, so a phone whose clock
 * is wrong still counts down to the server's deadline.
 */
export function remainingMs(deadline: number, clockOffset: number, localNow: number): number {
  return Math.max(0, deadline - (localNow + clockOffset));
}

/** 3725 s -> "1:02:05", 125 s -> "02:05". */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** 95 s -> 1 min 35 s, 3600 s -> 60 min: whole minutes and the seconds left over, for the words of the language shown. */
export function durationParts(seconds: number): { minutes: number; seconds: number } {
  const whole = Math.max(0, Math.round(seconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

export type SaverState = 'idle' | 'saving' | 'retrying';

export interface SaverOptions<Answer> {
  save: (questionId: string, answer: Answer) => Promise<void>;
  /** A failure that retrying cannot fix (time is up, the attempt is closed): the queue stops. */
  isFinal: (error: unknown) => boolean;
  onState: (state: SaverState) => void;
  onFinalError: (error: unknown) => void;
  /** Waits between retries: 1 s, 2 s, 4 s ... up to 15 s. Replaceable in tests. */
  wait?: (ms: number) => Promise<void>;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Saves answers in the order they were given, the latest per question only: an answer changed
 * while its earlier version is still on its way replaces the queued one instead of following it.
 * A failed save is tried again (with a growing pause) until it goes through, so a lost
 * connection costs nothing once it is back; only a page closed while offline loses what waits.
 */
export function createAnswerSaver<Answer>(options: SaverOptions<Answer>) {
  const wait = options.wait ?? defaultWait;
  const pending = new Map<string, Answer>();
  let running = false;
  let stopped = false;
  let idleWaiters: Array<() => void> = [];

  async function run() {
    running = true;
    let failures = 0;
    while (pending.size > 0 && !stopped) {
      const [questionId, answer] = pending.entries().next().value as [string, Answer];
      pending.delete(questionId);
      options.onState(failures > 0 ? 'retrying' : 'saving');
      try {
        await options.save(questionId, answer);
        failures = 0;
      } catch (error) {
        if (options.isFinal(error)) {
          stopped = true;
          pending.clear();
          options.onFinalError(error);
          break;
        }
        // Put it back unless a newer answer to the same question arrived meanwhile.
        if (!pending.has(questionId)) {
          const rest = [...pending.entries()];
          pending.clear();
          pending.set(questionId, answer);
          for (const [id, value] of rest) pending.set(id, value);
        }
        failures += 1;
        options.onState('retrying');
        await wait(Math.min(15_000, 1000 * 2 ** (failures - 1)));
      }
    }
    running = false;
    if (!stopped) options.onState('idle');
    const waiters = idleWaiters;
    idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  return {
    /** Queues the latest answer to a question and starts saving if nothing is on its way. */
    queue(questionId: string, answer: Answer) {
      if (stopped) return;
      pending.set(questionId, answer);
      if (!running) void run();
    },
    /** How many answers are waiting to be saved (shown as "not saved yet"). */
    get waiting() {
      return pending.size + (running ? 1 : 0);
    },
    /** Resolves once everything queued so far has been saved (or the queue stopped). */
    flushed(): Promise<void> {
      if (!running) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    stop() {
      stopped = true;
      pending.clear();
    },
  };
}
