/**
 * `npm run bench:rank`: what a result view with rank and percentile costs on a test with 5,000
 * takers. Seeds one released test with 5,000 ranked attempts (scores spread like a mock paper's)
 * and their score counts in the Firestore emulator, then times the practice tests' own result
 * function (`attemptResult`, what GET /api/tests/attempts/:id/result runs) and the leaderboard,
 * counting the documents each reads, and, for comparison, the three `count()` queries the other
 * design would need per view. Prints p50/p95 and reads per view.
 *
 * Starts its own Firestore emulator (`firebase emulators:exec --only firestore`, set up as
 * `npm test` does, ports shifted by TEST_PORT_OFFSET) unless FIRESTORE_EMULATOR_HOST is set.
 *
 *   npm run bench:rank                 # 5,000 takers, 200 timed views
 *   npm run bench:rank -- 20000 300    # takers, views
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { prepareLocalStack } from './lib/local-stack.js';

const takers = Number(process.argv[2] ?? 5000);
const views = Number(process.argv[3] ?? 200);

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  // The local stack's own setup (Java 21+, the emulator's jar, ports shifted by TEST_PORT_OFFSET).
  const stack = prepareLocalStack({ functions: false, hosting: false, portOffset: Number(process.env.TEST_PORT_OFFSET ?? 0) });
  const inner = `npx tsx ${fileURLToPath(import.meta.url)} ${takers} ${views}`;
  const run = spawnSync(
    'npx',
    ['firebase', 'emulators:exec', '--config', stack.configFile, '--project', 'demo-chemistry', '--only', 'firestore', inner],
    { stdio: 'inherit', env: stack.env },
  );
  process.exit(run.status ?? 1);
}

const { Firestore, Query, Timestamp, Transaction } = await import('firebase-admin/firestore');
const { db } = await import('../functions/src/lib/firebase.js');
const { attemptResult } = await import('../functions/src/services/practice-tests/attempts.js');
const { leaderboardOf } = await import('../functions/src/services/practice-tests/leaderboard.js');
const { scoreShardWrite, scoreShardRefs, talliesAsFields } = await import('../functions/src/services/practice-tests/ranking.js');

// ---------------------------------------------------------------------------------------------
// Counting the documents read (as Firestore bills them: one per document, one per query answer
// that is empty, and one per 1,000 index entries of an aggregation)
// ---------------------------------------------------------------------------------------------

let reads = 0;
function countReads<T extends object>(prototype: T, method: keyof T, count: (result: unknown) => number) {
  const original = prototype[method] as (...args: unknown[]) => Promise<unknown>;
  (prototype as Record<keyof T, unknown>)[method] = async function (this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    reads += count(result);
    return result;
  };
}
// DocumentReference.get goes through Firestore.getAll, so it is counted there.
countReads(Firestore.prototype, 'getAll', (result) => (result as unknown[]).length);
countReads(Query.prototype, 'get', (result) => Math.max(1, (result as { size: number }).size));
countReads(Transaction.prototype, 'get', (result) => ('size' in (result as object) ? Math.max(1, (result as { size: number }).size) : 1));
countReads(Transaction.prototype, 'getAll', (result) => (result as unknown[]).length);

// ---------------------------------------------------------------------------------------------
// The seed: one released test, `takers` ranked attempts of 30 questions
// ---------------------------------------------------------------------------------------------

/** xorshift32: the same scores every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}
const random = seeded(20261127);
const QUESTIONS = 30;
const testId = `bench-rank-${takers}`;
const closed = Date.now() - 3 * 3600_000;

const questions = Array.from({ length: QUESTIONS }, (_, index) => ({
  id: `q${index}`,
  kind: 'single',
  text: `Question ${index + 1}: which of these is right about \\ce{H2O}?`,
  options: ['One', 'Two', 'Three', 'Four'],
  correctOptions: [index % 4],
  explanation: 'Because of the reason given in the chapter.',
  chapter: ['Mole Concept', 'Equilibrium', 'Organic basics'][index % 3],
}));

async function seed() {
  const started = Date.now();
  await db()
    .collection('practiceTests')
    .doc(testId)
    .set({
      title: 'Bench mock',
      questionIds: questions.map((question) => question.id),
      timeLimitMinutes: 180,
      published: true,
      isFree: true,
      opensAt: new Date(closed - 4 * 3600_000).toISOString(),
      closesAt: new Date(closed).toISOString(),
      windowMode: 'full-time',
      leaderboard: true,
    });
  const users = db().collection('users');
  for (let from = 0; from < takers; from += 200) {
    const batch = db().batch();
    for (let index = from; index < Math.min(takers, from + 200); index += 1) {
      const uid = `bench-${index}`;
      // Right answers bunched around 40 %, as a hard mock's are; +4 / −1.
      const right = Math.min(QUESTIONS, Math.max(0, Math.round(QUESTIONS * (0.4 + (random() + random() + random() - 1.5) * 0.4))));
      const wrongCount = Math.floor((QUESTIONS - right) * random());
      const score = right * 4 - wrongCount;
      const answers = Object.fromEntries(
        questions.map((question, position) => [
          question.id,
          { selected: [position < right ? position % 4 : (position + 1) % 4], value: null, markedForReview: false },
        ]),
      );
      const startedAt = closed - 3 * 3600_000 + Math.floor(random() * 3600_000);
      // Seconds on each question, as the exam screen records them; with the answers, the takers' question counts.
      const times = Object.fromEntries(questions.map((question) => [question.id, 30 + Math.floor(random() * 270)]));
      const tallies = Object.fromEntries(
        questions.map((question, position) => [
          question.id,
          { options: answers[question.id]!.selected, answered: true, correct: position < right, seconds: times[question.id]! },
        ]),
      );
      batch.set(db().collection('testAttempts').doc(`bench-attempt-${index}`), {
        uid,
        testId,
        title: 'Bench mock',
        status: 'submitted',
        startedAt: Timestamp.fromMillis(startedAt),
        deadline: Timestamp.fromMillis(startedAt + 180 * 60_000),
        submittedAt: Timestamp.fromMillis(startedAt + 150 * 60_000),
        submittedBy: 'student',
        marksCorrect: 4,
        marksWrong: 1,
        multipleMarking: 'all-or-nothing',
        questions,
        questionIds: questions.map((question) => question.id),
        answers,
        times,
        saves: QUESTIONS,
        saveLimit: QUESTIONS * 20,
        releasesAt: Timestamp.fromMillis(closed + 30_000),
        countable: true,
        ranked: true,
        tallied: true,
        timeTakenSeconds: 9000,
        score,
        maxScore: QUESTIONS * 4,
        percent: Math.round((Math.max(0, score) / (QUESTIONS * 4)) * 1000) / 10,
        correct: right,
        partial: 0,
        wrong: wrongCount,
        unanswered: QUESTIONS - right - wrongCount,
        chapters: [],
        marks: {},
      });
      batch.set(users.doc(uid), { name: `Student ${index} Bench` });
      const { ref, data } = scoreShardWrite(testId, uid, score, 1, talliesAsFields(tallies, 1));
      batch.set(ref, data, { merge: true });
    }
    await batch.commit();
  }
  return Date.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function timed(label: string, runs: number, once: (index: number) => Promise<unknown>) {
  for (let index = 0; index < 10; index += 1) await once(index); // warm-up
  const times: number[] = [];
  const readCounts: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    reads = 0;
    const start = performance.now();
    await once(index);
    times.push(performance.now() - start);
    readCounts.push(reads);
  }
  console.log(
    `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; ` +
      `documents read per call: ${Math.min(...readCounts)}–${Math.max(...readCounts)}`,
  );
}

console.log(`Seeding ${takers.toLocaleString('en-IN')} ranked attempts of ${QUESTIONS} questions on one test...`);
console.log(`seeded in ${((await seed()) / 1000).toFixed(1)} s`);
// A shard's size as Firestore counts it (field names + 1 byte, numbers 8 bytes, the document name aside).
const firestoreSize = (value: unknown): number =>
  typeof value === 'number'
    ? 8
    : typeof value === 'string'
      ? Buffer.byteLength(value) + 1
      : typeof value === 'object' && value !== null
        ? Object.entries(value).reduce((sum, [key, inner]) => sum + Buffer.byteLength(key) + 1 + firestoreSize(inner), 0)
        : 1;
const shardSizes = (await db().getAll(...scoreShardRefs(testId))).map((shard) => firestoreSize(shard.data() ?? {}));
console.log(
  `largest score shard: ${Math.max(...shardSizes).toLocaleString('en-IN')} bytes (${QUESTIONS} questions' counts and the score histogram)`,
);
const pick = () => Math.floor(random() * takers);
const now = new Date();
await timed(`result view with rank and percentile (${views} views)`, views, async () => {
  const index = pick();
  const result = await attemptResult(`bench-${index}`, `bench-attempt-${index}`, now);
  if (result.status !== 'submitted' || !result.ranking || result.ranking.takers !== takers) throw new Error('The result has no ranking.');
  if (result.review[0]?.optionShares?.takers !== takers || result.review[0].averageTimeSeconds === null)
    throw new Error('The result has no option shares or average time.');
});
await timed(`leaderboard (${Math.min(views, 50)} reads)`, Math.min(views, 50), () => leaderboardOf(testId, 'bench-0', now));
// The other design: rank, percentile and takers as three count() aggregations per view.
await timed(`for comparison: three count() queries per view (${Math.min(views, 50)} views)`, Math.min(views, 50), async () => {
  const score = Number((await db().collection('testAttempts').doc(`bench-attempt-${pick()}`).get()).get('score'));
  const ranked = db().collection('testAttempts').where('testId', '==', testId).where('ranked', '==', true);
  const [above, atOrBelow, all] = await Promise.all([
    ranked.where('score', '>', score).count().get(),
    ranked.where('score', '<=', score).count().get(),
    ranked.count().get(),
  ]);
  // Billed as one read per 1,000 index entries each count matched (at least one).
  reads += [above, atOrBelow, all].reduce((sum, answer) => sum + Math.max(1, Math.ceil(answer.data().count / 1000)), 0);
});
process.exit(0);
