import { PRACTICE_MESSAGES, type QuestionStat, type ScoreBucket, type TestAnalytics } from '@chem/contract';
import { documentRef } from '../../lib/document-ref.js';
import { notFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import type { Mark } from './scoring.js';
import { COLLECTIONS, attemptsCollection, questionsCollection, testFrom } from './store.js';
import { testMaxScore } from './tests.js';

/**
 * What the teacher learns from a test's submitted attempts: how many, the average, the spread of
 * scores, and each question's share of correct answers, the hardest first (what to reteach).
 * One query over the attempts (only the fields needed) and one batched read of the questions.
 */

interface ScoredAttempt {
  uid: string;
  score: number;
  maxScore: number;
  percent: number;
  marks: Record<string, Mark>;
}

export function scoreDistribution(percents: readonly number[]): ScoreBucket[] {
  const buckets = Array.from({ length: 10 }, (_, index) => ({ fromPercent: index * 10, toPercent: index * 10 + 10, count: 0 }));
  for (const percent of percents) buckets[Math.min(9, Math.max(0, Math.floor(percent / 10)))]!.count += 1;
  return buckets;
}

export async function testAnalytics(testId: string): Promise<TestAnalytics> {
  const snapshot = await documentRef(COLLECTIONS.tests, testId, PRACTICE_MESSAGES.testNotFound).get();
  if (!snapshot.exists) throw notFound(PRACTICE_MESSAGES.testNotFound);
  const test = testFrom(snapshot);
  const submitted = await attemptsCollection()
    .where('testId', '==', test._id)
    .where('status', '==', 'submitted')
    .select('uid', 'score', 'maxScore', 'percent', 'marks')
    .get();
  const attempts = submitted.docs.map((doc) => doc.data() as ScoredAttempt);

  // Questions asked in any attempt, the test's current ones first.
  const ids = [...new Set([...test.questionIds, ...attempts.flatMap((attempt) => Object.keys(attempt.marks ?? {}))])];
  const bank =
    ids.length === 0
      ? []
      : await db().getAll(...ids.map((id) => questionsCollection().doc(id)), { fieldMask: ['text', 'chapter', 'kind'] });
  const questions: QuestionStat[] = ids.map((id, index) => {
    const marks = attempts.map((attempt) => attempt.marks?.[id]).filter((mark): mark is Mark => !!mark);
    const correct = marks.filter((mark) => mark.outcome === 'correct').length;
    const stored = bank[index];
    return {
      questionId: id,
      text: stored?.exists ? String(stored.get('text') ?? '') : '(deleted from the bank)',
      chapter: stored?.exists ? String(stored.get('chapter') ?? '') : '',
      kind: stored?.exists ? (stored.get('kind') as QuestionStat['kind']) : 'single',
      answered: marks.filter((mark) => mark.outcome !== 'unanswered').length,
      correct,
      percentCorrect: marks.length > 0 ? Math.round((correct / marks.length) * 1000) / 10 : null,
    };
  });
  questions.sort((a, b) => (a.percentCorrect ?? 101) - (b.percentCorrect ?? 101));

  const average = (values: number[]) =>
    values.length > 0 ? Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10 : null;
  return {
    testId: test._id,
    title: test.title,
    attempts: attempts.length,
    students: new Set(attempts.map((attempt) => attempt.uid)).size,
    maxScore: testMaxScore(test),
    averageScore: average(attempts.map((attempt) => attempt.score)),
    averagePercent: average(attempts.map((attempt) => attempt.percent)),
    distribution: scoreDistribution(attempts.map((attempt) => attempt.percent)),
    questions,
  };
}
