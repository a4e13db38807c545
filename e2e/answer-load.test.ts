import { describe, expect, it } from 'vitest';
import { runAnswerLoad } from '../scripts/lib/answer-load.js';
import { db } from '../functions/src/lib/firebase.js';
import { SITE_URL } from './support/browser.js';
import { useSeededSite } from './support/seeded.js';

useSeededSite();

describe('40 students answering a practice test at once, through Hosting', () => {
  // Every save is checked; the time is reported, not asserted: on a shared machine it measures the
  // neighbours too. `npm run load:answers` against `npm start` gives the README's figure.
  it('saves every answer, and reports how long a save takes', { timeout: 240_000 }, async () => {
    const report = await runAnswerLoad({
      siteUrl: SITE_URL,
      authHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      students: 40,
      rounds: 1,
      testId: 'seed-test-mole-warm-up',
    });
    console.log(`answer saves: ${report.saves}, p50 ${report.p50} ms, p95 ${report.p95} ms, max ${report.max} ms`);
    expect(report.failures).toEqual([]);
    expect(report.saves).toBe(40 * 7);
    // Every save landed in its own attempt: each holds all seven answers and counted seven saves.
    const attempts = await db().getAll(...report.attemptIds.map((id) => db().collection('testAttempts').doc(id)));
    for (const attempt of attempts) {
      expect(Object.keys(attempt.get('answers') as object)).toHaveLength(7);
      expect(attempt.get('saves')).toBe(7);
    }
  });
});
