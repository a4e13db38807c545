import { describe, expect, it } from 'vitest';
import { createQuestionClock } from './question-clock';

describe('the question clock', () => {
  it('gives each question the whole seconds it was on screen, keeping the fractions for the next take', () => {
    const clock = createQuestionClock('q1', 0, true);
    clock.show('q2', 12_400);
    clock.show('q1', 20_000);
    expect(clock.pendingSeconds(21_000)).toBe(20);
    expect(clock.take(21_300)).toEqual({ q1: 13, q2: 7 });
    // q1 kept 0.7 s and q2 0.6 s: another 0.3 s on q1 makes a whole second.
    expect(clock.take(21_600)).toEqual({ q1: 1 });
    expect(clock.take(21_600)).toEqual({});
  });

  it('stops while the page is hidden and starts again when it is visible', () => {
    const clock = createQuestionClock('q1', 0, true);
    clock.pause(5_000);
    clock.show('q2', 60_000);
    expect(clock.take(90_000)).toEqual({ q1: 5 });
    clock.resume(90_000);
    expect(clock.take(93_000)).toEqual({ q2: 3 });
    // Opened while hidden: nothing counts until it is shown.
    const hidden = createQuestionClock('q1', 0, false);
    expect(hidden.take(50_000)).toEqual({});
    hidden.resume(50_000);
    expect(hidden.take(52_000)).toEqual({ q1: 2 });
  });

  it('puts back a batch the server did not receive', () => {
    const clock = createQuestionClock('q1', 0, true);
    const batch = clock.take(4_000);
    expect(batch).toEqual({ q1: 4 });
    clock.putBack(batch);
    clock.show('q2', 6_000);
    expect(clock.take(6_000)).toEqual({ q1: 6 });
  });
});
