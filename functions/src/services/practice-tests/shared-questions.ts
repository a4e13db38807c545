import { TEST_SERIES_MESSAGES, releaseTime, type TestInput } from '@chem/contract';
import { conflict } from '../../lib/errors.js';
import { testsCollection } from './store.js';

/** Firestore's limit of values in one `array-contains-any` query. */
const VALUES_PER_QUERY = 30;

type Timing = Pick<TestInput, 'closesAt'>;

/**
 * When a test shows its key: at each submission (no close: `null`), or at its release.
 * Compared as milliseconds, a submission counting as "before anything".
 */
const releaseMs = (test: Timing): number => releaseTime(test)?.getTime() ?? Number.NEGATIVE_INFINITY;

/** Whether `earlier` would show a key that `later` still keeps secret at `now`. */
const givesAway = (earlier: Timing, later: Timing, now: Date) => {
  const secretUntil = releaseMs(later);
  return secretUntil > now.getTime() && releaseMs(earlier) < secretUntil;
};

/**
 * Two published tests that share a question must not show its answer at different times while the
 * later one's is still secret: a practice test (key at submission) or a paper that closes first
 * would give away a scheduled paper's key before its release. Chapter practice holds such questions
 * itself (chapter-practice/catalogue.ts); a test's result cannot, so the teacher is stopped here
 * with the question and the other test named. Reusing the questions of a paper already released is
 * fine: their key is out. Drafts are not checked until they are published.
 *
 * Reads: one query per 30 questions (a test holds at most a few hundred), on the admin's save only.
 */
export async function checkSharedQuestions(
  id: string | null,
  test: TestInput & { questionIds: string[] },
  now = new Date(),
): Promise<void> {
  if (!test.published || test.questionIds.length === 0) return;
  const chunks: string[][] = [];
  for (let start = 0; start < test.questionIds.length; start += VALUES_PER_QUERY)
    chunks.push(test.questionIds.slice(start, start + VALUES_PER_QUERY));
  const answers = await Promise.all(
    chunks.map((chunk) =>
      // One field only, so its automatic index serves the query; drafts are left out below.
      testsCollection().where('questionIds', 'array-contains-any', chunk).select('title', 'published', 'closesAt', 'questionIds').get(),
    ),
  );
  const seen = new Set<string>();
  for (const other of answers.flatMap((answer) => answer.docs)) {
    if (other.id === id || seen.has(other.id) || other.get('published') !== true) continue;
    seen.add(other.id);
    const timing = { closesAt: (other.get('closesAt') as string | null | undefined) ?? null };
    if (!givesAway(test, timing, now) && !givesAway(timing, test, now)) continue;
    const theirs = new Set(((other.get('questionIds') as unknown[] | undefined) ?? []).map(String));
    const place = test.questionIds.findIndex((questionId) => theirs.has(questionId));
    throw conflict(TEST_SERIES_MESSAGES.keyShared(place + 1, String(other.get('title') ?? other.id)));
  }
}
