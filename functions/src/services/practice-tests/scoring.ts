import type { AnswerOutcome, AnswerRange, AttemptResult, MultipleMarking, QuestionKind, SavedAnswer } from '@chem/contract';
import { isAnswered } from '@chem/contract';

/**
 * Marking, with no I/O: what one answer earns under a test's rules, and an attempt's totals.
 * JEE Main style by default: +marksCorrect for a correct answer, −marksWrong for a wrong one, 0
 * when unanswered. Multiple-correct questions are marked all-or-nothing, or (per test) JEE
 * Advanced style partial: any wrong option chosen is wrong; all the correct ones and nothing else
 * earn full marks; some of the correct ones and nothing else earn +1 each.
 */

export interface MarkingRules {
  marksCorrect: number;
  marksWrong: number;
  multipleMarking: MultipleMarking;
}

/** What marking needs of a question: its kind and its answer. */
export interface AnswerKey {
  id: string;
  kind: QuestionKind;
  chapter: string;
  correctOptions: number[];
  answerRange: AnswerRange | null;
}

export interface Mark {
  outcome: AnswerOutcome;
  marks: number;
}

const UNANSWERED: Mark = { outcome: 'unanswered', marks: 0 };

export function markAnswer(question: AnswerKey, answer: SavedAnswer | undefined, rules: MarkingRules): Mark {
  if (!answer || !isAnswered(answer)) return UNANSWERED;
  const right: Mark = { outcome: 'correct', marks: rules.marksCorrect };
  const wrong: Mark = { outcome: 'wrong', marks: -rules.marksWrong };
  if (question.kind === 'numerical') {
    const range = question.answerRange;
    if (answer.value === null) return UNANSWERED;
    return range && answer.value >= range.min && answer.value <= range.max ? right : wrong;
  }
  if (answer.selected.length === 0) return UNANSWERED;
  const correct = new Set(question.correctOptions);
  const chosenCorrect = answer.selected.filter((option) => correct.has(option)).length;
  const chosenWrong = answer.selected.length - chosenCorrect;
  if (chosenWrong > 0) return wrong;
  if (chosenCorrect === correct.size) return right;
  // Some of the correct options and no wrong one: a single-correct question cannot get here.
  if (question.kind === 'multiple' && rules.multipleMarking === 'partial')
    return { outcome: 'partial', marks: Math.min(chosenCorrect, rules.marksCorrect) };
  return wrong;
}

/** The figures of a result (as `AttemptResult` answers them) and each question's marks. */
export type AttemptScore = Pick<
  AttemptResult,
  'score' | 'maxScore' | 'percent' | 'correct' | 'partial' | 'wrong' | 'unanswered' | 'chapters'
> & { marks: Record<string, Mark> };

export const percentOfMax = (score: number, maxScore: number): number =>
  maxScore > 0 ? Math.round((Math.max(0, score) / maxScore) * 1000) / 10 : 0;

export function scoreAttempt(
  questions: readonly AnswerKey[],
  answers: Readonly<Record<string, SavedAnswer>>,
  rules: MarkingRules,
): AttemptScore {
  const counts = { correct: 0, partial: 0, wrong: 0, unanswered: 0 };
  const marks: Record<string, Mark> = {};
  const chapters = new Map<string, { total: number; correct: number }>();
  let score = 0;
  for (const question of questions) {
    const mark = markAnswer(question, answers[question.id], rules);
    marks[question.id] = mark;
    score += mark.marks;
    counts[mark.outcome] += 1;
    const chapter = chapters.get(question.chapter) ?? { total: 0, correct: 0 };
    chapter.total += 1;
    if (mark.outcome === 'correct') chapter.correct += 1;
    chapters.set(question.chapter, chapter);
  }
  // Fractional marks (e.g. −0.25) must not leave 2.9999999 behind.
  score = Math.round(score * 100) / 100;
  const maxScore = questions.length * rules.marksCorrect;
  return {
    score,
    maxScore,
    percent: percentOfMax(score, maxScore),
    ...counts,
    chapters: [...chapters].map(([chapter, { total, correct }]) => ({
      chapter,
      total,
      correct,
      percent: Math.round((correct / total) * 1000) / 10,
    })),
    marks,
  };
}
