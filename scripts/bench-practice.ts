/**
 * `npm run bench:practice`: what answering a practice question costs for a student who has
 * answered 2,000 questions (the whole bank at its limit), 300 of them due for revision today.
 * Calls the answer service in-process against a Firestore emulator and counts every document read
 * and written through the admin SDK (as Firestore bills them: a query that finds nothing costs one
 * read, a count one per 1,000 entries); prints reads, writes and the time of one answer (p50, p95)
 * for a practice answer and a revision answer, and the revision view's reads.
 *
 * It starts nothing itself and writes into its own project (demo-bench-practice), so it leaves
 * `npm start`'s data alone: run a Firestore emulator (`npm start` runs one on 127.0.0.1:8080), or
 * point it at another one:
 *
 *   npm run bench:practice
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:18080 npm run bench:practice
 */
import { performance } from 'node:perf_hooks';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT = 'demo-bench-practice';
// The bench answers far more than a student may in an hour.
process.env.PRACTICE_ANSWERS_PER_USER = '1000000';

const { Firestore, Query, Timestamp, Transaction, WriteBatch } = await import('firebase-admin/firestore');
const { db } = await import('../functions/src/lib/firebase.js');
const { indiaDay, SAMPLE_SITE_SETTINGS } = await import('@chem/contract');
const { seedPracticeQuestions } = await import('../tests/support/chapter-practice.js');
const { answerPracticeQuestion } = await import('../functions/src/services/chapter-practice/practice.js');
const { revisionQueue } = await import('../functions/src/services/chapter-practice/revision.js');
const { startOfIndiaDay } = await import('../functions/src/services/chapter-practice/schedule.js');

const QUESTIONS = 2000;
const CHAPTERS = 20;
const DUE = 300;
const ROUNDS = 100;
const STUDENT = { uid: 'bench-student', isAdmin: false };

// --- counting what Firestore bills ---------------------------------------------------------------

const counts = { reads: 0, writes: 0 };
const byKind = new Map<string, number>();
type Method = (...args: never[]) => unknown;
function wrap<T extends object>(prototype: T, name: string, count: (result: unknown, args: unknown[]) => void) {
  const original = (prototype as Record<string, Method>)[name]!;
  (prototype as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
    const result = (original as (...inner: unknown[]) => unknown).apply(this, args);
    if (process.env.BENCH_TRACE) byKind.set(name, (byKind.get(name) ?? 0) + 1);
    if (result instanceof Promise) return result.then((value) => (count(value, args), value));
    count(result, args);
    return result;
  };
}
const docsIn = (value: unknown): number => {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object' && 'size' in value && typeof value.size === 'number') return Math.max(1, value.size);
  return 1;
};
// DocumentReference.get goes through Firestore.getAll, counted below.
wrap(Query.prototype, 'get', (snapshot) => (counts.reads += docsIn(snapshot)));
// A count's class is not exported: its prototype is taken from one.
wrap(Object.getPrototypeOf(db().collection('practiceCards').count()) as object, 'get', () => (counts.reads += 1));
wrap(Firestore.prototype, 'getAll', (snapshots) => (counts.reads += docsIn(snapshots)));
wrap(Transaction.prototype, 'get', (snapshot) => (counts.reads += docsIn(snapshot)));
wrap(Transaction.prototype, 'getAll', (snapshots) => (counts.reads += docsIn(snapshots)));
for (const name of ['set', 'update', 'create', 'delete']) wrap(WriteBatch.prototype, name, () => (counts.writes += 1));

// --- the student with 2,000 answers ---------------------------------------------------------------

console.log(`Seeding ${QUESTIONS} questions in ${CHAPTERS} chapters and a student with ${QUESTIONS} answered, ${DUE} due today...`);
await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/demo-bench-practice/databases/(default)/documents`, {
  method: 'DELETE',
});
const chapterOf = (index: number) => `Chapter ${String(index % CHAPTERS).padStart(2, '0')}`;
await seedPracticeQuestions(
  Array.from({ length: QUESTIONS }, (_, index) => ({
    id: `bench-q${index}`,
    chapter: chapterOf(index),
    ...(index % 2 === 0 ? { exam: 'JEE Main', year: 2015 + (index % 10) } : {}),
  })),
);
await db()
  .doc('settings/site')
  .set({ ...SAMPLE_SITE_SETTINGS });
const now = new Date();
await db()
  .collection('subscriptions')
  .add({
    userId: STUDENT.uid,
    planId: 'starter',
    planName: 'Starter',
    price: 499,
    status: 'active',
    startDate: Timestamp.fromMillis(now.getTime() - 86_400_000),
    endDate: Timestamp.fromMillis(now.getTime() + 29 * 86_400_000),
    paymentId: 'pay_bench',
    createdAt: Timestamp.fromDate(now),
    updatedAt: Timestamp.fromDate(now),
  });
const dueToday = Timestamp.fromDate(startOfIndiaDay(indiaDay(now)));
const yesterday = Timestamp.fromMillis(now.getTime() - 86_400_000);
for (let from = 0; from < QUESTIONS; from += 400) {
  const batch = db().batch();
  for (let index = from; index < Math.min(QUESTIONS, from + 400); index += 1) {
    const due = index < DUE;
    batch.set(db().collection('practiceCards').doc(`${STUDENT.uid}_bench-q${index}`), {
      uid: STUDENT.uid,
      questionId: `bench-q${index}`,
      chapter: chapterOf(index),
      pastPaper: index % 2 === 0,
      attempts: due ? 2 : 1,
      correct: 1,
      wrong: due ? 1 : 0,
      lastOutcome: 'correct',
      lastAnswer: { selected: [1], value: null },
      lastAnsweredAt: yesterday,
      bookmarked: false,
      due: due ? dueToday : null,
      memory: due
        ? { stability: 2.3, difficulty: 6.4, scheduledDays: 1, learningSteps: 0, reps: 2, lapses: 1, state: 2, lastReview: yesterday }
        : null,
      lastWrongAt: due ? yesterday : null,
    });
  }
  await batch.commit();
}
await db()
  .collection('practiceProgress')
  .doc(STUDENT.uid)
  .set({
    uid: STUDENT.uid,
    chapters: Object.fromEntries(
      Array.from({ length: CHAPTERS }, (_, index) => [
        chapterOf(index),
        { tried: 100, answered: 120, correct: 90, pastPapersTried: 50, testAnswered: 0, testCorrect: 0 },
      ]),
    ),
  });

// --- the runs -----------------------------------------------------------------------------------

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

async function measure(label: string, calls: Array<() => Promise<unknown>>) {
  const times: number[] = [];
  const reads: number[] = [];
  const writes: number[] = [];
  for (const call of calls) {
    const before = { ...counts };
    if (process.env.BENCH_TRACE) byKind.clear();
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
    reads.push(counts.reads - before.reads);
    writes.push(counts.writes - before.writes);
  }
  if (process.env.BENCH_TRACE) console.log(label, 'last call by method:', Object.fromEntries(byKind));
  const mean = (values: number[]) => (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(1);
  console.log(
    `${label}: ${calls.length} calls, reads ${mean(reads)} (max ${Math.max(...reads)}), writes ${mean(writes)} (max ${Math.max(...writes)}), ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
  );
}

// The seeded single-correct question's right option is 1 (as parsed: no number).
const answer = (index: number, right: boolean) => () =>
  answerPracticeQuestion(STUDENT, `bench-q${index}`, { selected: right ? [1] : [2], value: null });

// Warm-up: the first calls load the catalogue and the settings (cached a minute), and open connections.
for (let index = 1000; index < 1010; index += 1) await answer(index, true)();

await measure(
  'practice answer (a question not due, answered before)',
  Array.from({ length: ROUNDS }, (_, round) => answer(1100 + round, round % 3 !== 0)),
);
await measure(
  'revision view (GET /api/practice/revision)',
  Array.from({ length: 20 }, () => () => revisionQueue(STUDENT)),
);
await measure(
  'revision answer (a question due today)',
  Array.from({ length: ROUNDS }, (_, round) => answer(round, true)),
);
console.log(
  `(emulator ${process.env.FIRESTORE_EMULATOR_HOST}, project demo-bench-practice; the service called in-process, without HTTP and the token check)`,
);
process.exit(0);
