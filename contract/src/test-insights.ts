/**
 * A result's insights among the takers: for each question the share of takers who chose each
 * option and the average time on it, and for each chapter the average accuracy. Pure, no zod (the
 * result screen imports from here), shared by the server (which counts and folds) and its tests.
 *
 * What is counted: each ranked attempt (a student's first submitted one) adds, per question, into
 * the score-count shard its student's score is counted in (`testScoreCounts/{testId}_{n}`, field
 * `questions`), so a result view reads nothing more than the shards it reads for the rank:
 *
 *   questions.{questionId} = { o: { [own option index]: takers who chose it }, a: answered,
 *                              r: answered right, t: seconds in all, n: takers with a time }
 *
 * Keys are the question's id (a Firestore id: letters and digits) and the option's own index (not
 * the student's letter, which shuffling changes), never a chapter's name (which may hold dots).
 * A chapter's average accuracy is folded from its questions' `a` and `r` at read time, the
 * chapter of each question taken from the attempt's copy.
 *
 * Accuracy is correct ÷ answered: of the questions a student answered, the share answered right
 * (a partial answer is not right; an unanswered question counts for neither).
 */

/** One attempt's part in one question's counts. */
export interface QuestionTally {
  /** The question's own option indexes chosen (none for number kinds). */
  options: readonly number[];
  answered: boolean;
  correct: boolean;
  /** Whole seconds the question was on screen; 0 when none were recorded. */
  seconds: number;
}

/** One question's counts, summed over the shards. */
export interface QuestionTotals {
  /** By the question's own option index. */
  options: Record<number, number>;
  answered: number;
  correct: number;
  seconds: number;
  timed: number;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** The increments one attempt adds to (or, with -1, takes from) the shard's `questions` map. */
export function tallyFields(tally: QuestionTally, delta: 1 | -1) {
  return {
    ...(tally.options.length > 0 ? { o: Object.fromEntries(tally.options.map((option) => [String(option), delta])) } : {}),
    a: tally.answered ? delta : 0,
    r: tally.correct ? delta : 0,
    t: tally.seconds * delta,
    n: tally.seconds > 0 ? delta : 0,
  };
}

/** The shards' `questions` maps added up, by question id (anything malformed is skipped). */
export function foldQuestionCounts(stored: readonly unknown[]): Map<string, QuestionTotals> {
  const totals = new Map<string, QuestionTotals>();
  for (const map of stored) {
    if (typeof map !== 'object' || map === null) continue;
    for (const [id, value] of Object.entries(map as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null) continue;
      const fields = value as Record<string, unknown>;
      const sum = totals.get(id) ?? { options: {}, answered: 0, correct: 0, seconds: 0, timed: 0 };
      if (typeof fields.o === 'object' && fields.o !== null)
        for (const [option, chosen] of Object.entries(fields.o as Record<string, unknown>)) {
          const index = Number(option);
          if (Number.isInteger(index) && index >= 0) sum.options[index] = (sum.options[index] ?? 0) + count(chosen);
        }
      sum.answered += count(fields.a);
      sum.correct += count(fields.r);
      sum.seconds += count(fields.t);
      sum.timed += count(fields.n);
      totals.set(id, sum);
    }
  }
  return totals;
}

/** Percent of takers who chose each option, in the student's letter order, and who left it unanswered. */
export interface OptionShares {
  /** The takers the shares are of (each student's first attempt). */
  takers: number;
  /** Whole percent, one per option as this student saw them (A, B, ...). */
  options: number[];
  /** Whole percent who gave no answer. */
  none: number;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((Math.min(part, whole) / whole) * 100) : 0);

/** A question's option shares, or null for a question without options or a test without takers. */
export function optionSharesOf(totals: QuestionTotals | undefined, takers: number, optionOrder: readonly number[]): OptionShares | null {
  if (takers <= 0 || optionOrder.length === 0) return null;
  return {
    takers,
    options: optionOrder.map((own) => percentOf(totals?.options[own] ?? 0, takers)),
    none: percentOf(takers - (totals?.answered ?? 0), takers),
  };
}

/** Whole seconds on average among the takers with a time on the question, or null with none. */
export const averageSecondsOf = (totals: QuestionTotals | undefined): number | null =>
  totals && totals.timed > 0 ? Math.round(totals.seconds / totals.timed) : null;

/** Correct ÷ answered in percent, one decimal; null when nothing was answered. */
export const accuracyPercent = (correct: number, answered: number): number | null =>
  answered > 0 ? Math.round((correct / answered) * 1000) / 10 : null;

/** A chapter's accuracy for the student and among the takers, from its questions. */
export function chapterAccuracy(
  questions: readonly { id: string; chapter: string }[],
  tallies: Readonly<Record<string, QuestionTally>>,
  totals: ReadonlyMap<string, QuestionTotals> | null,
): Map<string, { accuracy: number | null; averageAccuracy: number | null }> {
  const sums = new Map<string, { answered: number; correct: number; allAnswered: number; allCorrect: number }>();
  for (const question of questions) {
    const sum = sums.get(question.chapter) ?? { answered: 0, correct: 0, allAnswered: 0, allCorrect: 0 };
    const tally = tallies[question.id];
    if (tally?.answered) sum.answered += 1;
    if (tally?.answered && tally.correct) sum.correct += 1;
    const total = totals?.get(question.id);
    sum.allAnswered += total?.answered ?? 0;
    sum.allCorrect += total?.correct ?? 0;
    sums.set(question.chapter, sum);
  }
  return new Map(
    [...sums].map(([chapter, sum]) => [
      chapter,
      {
        accuracy: accuracyPercent(sum.correct, sum.answered),
        averageAccuracy: totals ? accuracyPercent(sum.allCorrect, sum.allAnswered) : null,
      },
    ]),
  );
}
