import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { questionCountWrites } from './ranking.js';

describe('the shard write of a taker’s question counts', () => {
  it('sends increments only, and no empty map (merged, it would wipe other takers’ counts of the question)', () => {
    const written = questionCountWrites({
      answered: { o: { '2': 1 }, a: 1, r: 0, t: 40, n: 1 },
      skipped: { a: 0, r: 0, t: 0, n: 0 },
    });
    expect(Object.keys(written)).toEqual(['answered']);
    expect(written.answered).toEqual({
      o: { '2': FieldValue.increment(1) },
      a: FieldValue.increment(1),
      t: FieldValue.increment(40),
      n: FieldValue.increment(1),
    });
    expect(questionCountWrites({ skipped: { o: {}, a: 0 } })).toEqual({});
  });
});
