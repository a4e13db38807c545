import { describe, expect, it } from 'vitest';
import { Turns } from './turns.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Turns', () => {
  it('runs at most its number of tasks at once, all of them in the end, in the order they came', async () => {
    const turns = new Turns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        turns.run(async () => {
          started.push(index);
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
          return index * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const turns = new Turns(1);
    await expect(turns.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(turns.run(() => Promise.resolve('next'))).resolves.toBe('next');
    expect(turns.load).toEqual({ running: 0, waiting: 0 });
  });
});
