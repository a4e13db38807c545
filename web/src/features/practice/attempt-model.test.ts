import { describe, expect, it } from 'vitest';
import type { SavedAnswer } from '@chem/contract';
import {
  EMPTY_ANSWER,
  attemptSummary,
  chooseOption,
  createAnswerSaver,
  firstOpenQuestion,
  formatCountdown,
  durationParts,
  numberDraftsOf,
  paletteStatus,
  parseTypedNumber,
  remainingMs,
  saveBand,
  timeIsLow,
  type SaverState,
} from './attempt-model';

const picked = (...selected: number[]): SavedAnswer => ({ ...EMPTY_ANSWER, selected });
const typed = (value: number): SavedAnswer => ({ ...EMPTY_ANSWER, value });
const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }, { id: 'q4' }];

describe('paletteStatus', () => {
  it('follows the NTA palette: marked first, then answered, then visited', () => {
    expect(paletteStatus(false, false, false)).toBe('not-visited');
    expect(paletteStatus(true, false, false)).toBe('not-answered');
    expect(paletteStatus(true, true, false)).toBe('answered');
    expect(paletteStatus(true, false, true)).toBe('marked');
    expect(paletteStatus(true, true, true)).toBe('answered-marked');
  });
});

describe('typed numbers', () => {
  it('reads what a numeric input may hold and refuses the rest', () => {
    expect(parseTypedNumber('2.5')).toBe(2.5);
    expect(parseTypedNumber(' -0.75 ')).toBe(-0.75);
    expect(parseTypedNumber('.5')).toBe(0.5);
    expect(parseTypedNumber('1e-3')).toBe(0.001);
    expect(parseTypedNumber('')).toBeNull();
    expect(parseTypedNumber('-')).toBeNull();
    expect(parseTypedNumber('2,5')).toBeNull();
    expect(parseTypedNumber('1e999')).toBeNull();
  });
});

describe('resuming an attempt', () => {
  it('opens at the first question without an answer, else the first', () => {
    expect(firstOpenQuestion(questions, {})).toBe(0);
    expect(firstOpenQuestion(questions, { q1: picked(2), q2: typed(0), q3: { ...EMPTY_ANSWER, markedForReview: true } })).toBe(2);
    expect(firstOpenQuestion(questions, { q1: picked(0), q2: picked(1), q3: typed(-1.5), q4: picked(3) })).toBe(0);
  });

  it('puts the saved numbers back in their inputs, and nothing for option answers', () => {
    expect(numberDraftsOf({ q1: picked(1), q2: typed(0), q3: typed(-0.25), q4: EMPTY_ANSWER })).toEqual({ q2: '0', q3: '-0.25' });
  });
});

describe('choosing options', () => {
  it('keeps one option for a single-answer question and drops a typed number', () => {
    expect(chooseOption({ ...typed(4), selected: [1], markedForReview: true }, 'single', 3, true)).toEqual({
      selected: [3],
      value: null,
      markedForReview: true,
    });
  });

  it('keeps a set in order for a multiple-answer question', () => {
    expect(chooseOption(picked(2), 'multiple', 0, true).selected).toEqual([0, 2]);
    expect(chooseOption(picked(0, 2), 'multiple', 2, true).selected).toEqual([0, 2]);
    expect(chooseOption(picked(0, 2), 'multiple', 0, false).selected).toEqual([2]);
  });
});

describe('the palette and the confirmation', () => {
  it("shows each question's status and counts the unanswered and the marked", () => {
    const answers = { q1: picked(1), q2: { ...typed(3), markedForReview: true }, q3: { ...EMPTY_ANSWER, markedForReview: true } };
    expect(attemptSummary(questions, answers, new Set(['q1']), 3)).toEqual({
      statuses: ['answered', 'answered-marked', 'marked', 'not-answered'],
      unanswered: 2,
      marked: 2,
    });
    expect(attemptSummary(questions, {}, new Set(), 0).statuses).toEqual(['not-answered', 'not-visited', 'not-visited', 'not-visited']);
  });
});

describe('the save band', () => {
  it('says offline first, then retrying, then saving while a number is typed, else all saved', () => {
    expect(saveBand(false, 'saving', true)).toEqual({ state: 'offline', says: 'offline' });
    expect(saveBand(true, 'retrying', false)).toEqual({ state: 'retrying', says: 'retrying' });
    expect(saveBand(true, 'saving', false)).toEqual({ state: 'saving', says: 'saving' });
    expect(saveBand(true, 'idle', true)).toEqual({ state: 'idle', says: 'saving' });
    expect(saveBand(true, 'idle', false)).toEqual({ state: 'idle', says: 'allSaved' });
  });
});

describe('the countdown', () => {
  it("counts to the server's deadline, correcting this phone's clock", () => {
    // The phone is 5 s behind the server: at local 1_000 the server reads 6_000.
    expect(remainingMs(66_000, 5_000, 1_000)).toBe(60_000);
    expect(remainingMs(66_000, 5_000, 70_000)).toBe(0);
  });

  it('warns in the last five minutes', () => {
    expect(timeIsLow(5 * 60_000)).toBe(false);
    expect(timeIsLow(5 * 60_000 - 1)).toBe(true);
    expect(timeIsLow(0)).toBe(true);
  });

  it('formats minutes and hours', () => {
    expect(formatCountdown(125_000)).toBe('02:05');
    expect(formatCountdown(124_001)).toBe('02:05');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(durationParts(95)).toEqual({ minutes: 1, seconds: 35 });
    expect(durationParts(3600)).toEqual({ minutes: 60, seconds: 0 });
    expect(durationParts(12)).toEqual({ minutes: 0, seconds: 12 });
    expect(durationParts(59.6)).toEqual({ minutes: 1, seconds: 0 });
  });
});

describe('createAnswerSaver', () => {
  function harness(fail: (call: number, questionId: string) => unknown) {
    const saved: Array<[string, string]> = [];
    const states: SaverState[] = [];
    const finals: unknown[] = [];
    const waits: number[] = [];
    let calls = 0;
    const saver = createAnswerSaver<string>({
      save: async (questionId, answer) => {
        calls += 1;
        const failure = fail(calls, questionId);
        if (failure) throw failure;
        saved.push([questionId, answer]);
      },
      isFinal: (error) => error === 'closed',
      onState: (state) => states.push(state),
      onFinalError: (error) => finals.push(error),
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    return { saver, saved, states, finals, waits };
  }

  it('saves in order and keeps only the latest answer to a question still waiting', async () => {
    const { saver, saved, states } = harness(() => null);
    saver.queue('q1', 'a');
    saver.queue('q2', 'b');
    saver.queue('q2', 'c');
    await saver.flushed();
    expect(saved).toEqual([
      ['q1', 'a'],
      ['q2', 'c'],
    ]);
    expect(states.at(-1)).toBe('idle');
  });

  it('retries a failed save with growing pauses until it goes through', async () => {
    const { saver, saved, states, waits } = harness((call) => (call <= 3 ? new Error('offline') : null));
    saver.queue('q1', 'a');
    await saver.flushed();
    expect(saved).toEqual([['q1', 'a']]);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(states).toContain('retrying');
    expect(states.at(-1)).toBe('idle');
  });

  it('sends the newer answer, not the failed older one, when it changed meanwhile', async () => {
    const result = harness((call) => {
      if (call === 1) {
        result.saver.queue('q1', 'newer');
        return new Error('offline');
      }
      return null;
    });
    result.saver.queue('q1', 'older');
    await result.saver.flushed();
    expect(result.saved).toEqual([['q1', 'newer']]);
  });

  it('stops at a failure retrying cannot fix and says so', async () => {
    const { saver, saved, finals } = harness((call) => (call === 1 ? 'closed' : null));
    saver.queue('q1', 'a');
    saver.queue('q2', 'b');
    await saver.flushed();
    expect(saved).toEqual([]);
    expect(finals).toEqual(['closed']);
    saver.queue('q3', 'c');
    await saver.flushed();
    expect(saved).toEqual([]);
  });
});
