import { describe, expect, it } from 'vitest';
import { StudyClock } from './study-clock';

describe('StudyClock', () => {
  it('counts only the time between play and pause, across several plays', () => {
    const clock = new StudyClock();
    clock.start(1_000);
    clock.stop(11_500);
    clock.start(20_000);
    clock.stop(25_000);
    expect(clock.pendingSeconds(99_000)).toBe(15);
    expect(clock.take(99_000, 600)).toBe(15);
    expect(clock.take(99_000, 600)).toBe(0);
  });

  it('keeps the part of a second left over for the next report', () => {
    const clock = new StudyClock();
    clock.start(0);
    clock.stop(2_600);
    expect(clock.take(2_600, 600)).toBe(2);
    clock.start(10_000);
    clock.stop(10_500);
    expect(clock.take(10_500, 600)).toBe(1);
  });

  it('reports while playing without stopping, and never more than one report may hold', () => {
    const clock = new StudyClock();
    clock.start(0);
    expect(clock.take(61_000, 60)).toBe(60);
    expect(clock.playing).toBe(true);
    expect(clock.take(70_000, 60)).toBe(10);
  });

  it('ignores a second start and a stop without a start, and takes back a failed report', () => {
    const clock = new StudyClock();
    clock.stop(5_000);
    clock.start(0);
    clock.start(3_000);
    expect(clock.take(4_000, 600)).toBe(4);
    clock.giveBack(4);
    clock.stop(4_000);
    expect(clock.take(4_000, 600)).toBe(4);
  });
});
