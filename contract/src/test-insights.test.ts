import { describe, expect, it } from 'vitest';
import { averageSecondsOf, chapterAccuracy, foldQuestionCounts, optionSharesOf, tallyFields, type QuestionTally } from './test-insights.js';

const tally = (options: number[], correct: boolean, seconds: number): QuestionTally => ({
  options,
  answered: options.length > 0,
  correct,
  seconds,
});

/** A shard's stored `questions` map after the given tallies were added (increments applied by hand). */
function shardOf(...tallies: Record<string, QuestionTally>[]): Record<string, unknown> {
  const shard: Record<string, { o: Record<string, number>; a: number; r: number; t: number; n: number }> = {};
  for (const attempt of tallies)
    for (const [id, one] of Object.entries(attempt)) {
      const fields = tallyFields(one, 1);
      const sum = (shard[id] ??= { o: {}, a: 0, r: 0, t: 0, n: 0 });
      for (const [option, delta] of Object.entries(fields.o ?? {})) sum.o[option] = (sum.o[option] ?? 0) + delta;
      sum.a += fields.a;
      sum.r += fields.r;
      sum.t += fields.t;
      sum.n += fields.n;
    }
  return shard;
}

describe('result insights from the score shards', () => {
  it('adds up the shards per question; a removed tally cancels an added one', () => {
    expect(tallyFields(tally([2], true, 40), -1)).toEqual({ o: { '2': -1 }, a: -1, r: -1, t: -40, n: -1 });
    expect(tallyFields(tally([], false, 0), 1)).toEqual({ a: 0, r: 0, t: 0, n: 0 });
    const totals = foldQuestionCounts([
      shardOf({ q1: tally([0], true, 40) }, { q1: tally([1], false, 20) }),
      shardOf({ q1: tally([0, 2], false, 0) }),
      undefined,
      { q1: { o: { x: 3, '-1': 2 }, a: 'many' }, q2: 'broken' },
    ]);
    expect(totals.get('q1')).toEqual({ options: { 0: 2, 1: 1, 2: 1 }, answered: 3, correct: 1, seconds: 60, timed: 2 });
    expect(totals.has('q2')).toBe(false);
    expect(averageSecondsOf(totals.get('q1'))).toBe(30);
    expect(averageSecondsOf(undefined)).toBeNull();
  });

  it('gives each option’s share in the student’s own letter order, and who left it unanswered', () => {
    const totals = foldQuestionCounts([shardOf({ q: tally([0], true, 0) }, { q: tally([0], true, 0) }, { q: tally([3], false, 0) })]);
    // Four takers: two chose A, one chose D, one left it. This student saw D, A, C, B.
    expect(optionSharesOf(totals.get('q'), 4, [3, 0, 2, 1])).toEqual({ takers: 4, options: [25, 50, 0, 0], none: 25 });
    expect(optionSharesOf(totals.get('q'), 3, [0, 1])).toEqual({ takers: 3, options: [67, 0], none: 0 });
    expect(optionSharesOf(totals.get('q'), 0, [0, 1])).toBeNull();
    // A number question has no options to share.
    expect(optionSharesOf(totals.get('q'), 4, [])).toBeNull();
  });

  it('folds chapter accuracy (right of answered) for the student and all takers, by the chapter of each question', () => {
    const questions = [
      { id: 'a', chapter: 'Mole Concept' },
      { id: 'b', chapter: 'Mole Concept' },
      { id: 'c', chapter: 'Atoms. Structure' },
    ];
    const mine = { a: tally([0], true, 0), b: tally([1], false, 0), c: tally([], false, 0) };
    const theirs = { a: tally([0], true, 0), b: tally([2], true, 0), c: tally([1], true, 0) };
    const totals = foldQuestionCounts([shardOf(mine), shardOf(theirs)]);
    expect(chapterAccuracy(questions, mine, totals)).toEqual(
      new Map([
        ['Mole Concept', { accuracy: 50, averageAccuracy: 75 }],
        ['Atoms. Structure', { accuracy: null, averageAccuracy: 100 }],
      ]),
    );
    // Without the takers' counts (the data export), only the student's own.
    expect(chapterAccuracy(questions, mine, null).get('Mole Concept')).toEqual({ accuracy: 50, averageAccuracy: null });
    // 2 of 3: one decimal.
    const thirds = foldQuestionCounts([shardOf({ a: tally([0], true, 0) }, { a: tally([0], true, 0) }, { a: tally([1], false, 0) })]);
    expect(chapterAccuracy([questions[0]!], {}, thirds).get('Mole Concept')).toEqual({ accuracy: null, averageAccuracy: 66.7 });
  });
});
