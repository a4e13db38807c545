import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.js';

function fakeClock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('TtlCache', () => {
  it('answers from memory until the time to live has passed, then loads again', async () => {
    const clock = fakeClock();
    const cache = new TtlCache<string>(60_000, 10, clock.now);
    let loads = 0;
    const load = async () => `answer ${++loads}`;

    expect(await cache.get('a', load)).toBe('answer 1');
    clock.advance(59_999);
    expect(await cache.get('a', load)).toBe('answer 1');
    clock.advance(1);
    expect(await cache.get('a', load)).toBe('answer 2');
  });

  it('shares one load between concurrent callers of the same key', async () => {
    const cache = new TtlCache<number>(60_000);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('upstream down')))).rejects.toThrow('upstream down');
    expect(await cache.get('a', async () => 'recovered')).toBe('recovered');
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe('answer 2');
    expect(await cache.get('a', load)).toBe('answer 4');
  });
});
