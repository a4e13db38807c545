import type {
  AnswerOutcome,
  AnswerRange,
  AttemptResult,
  ChapterScore,
  MultipleMarking,
  QuestionKind,
  SavedAnswer,
  SectionRules,
  SectionScore,
} from '@chem/contract';
import { isAnswered, sectionMaxScore } from '@chem/contract';

/**
 * Marking, with no I/O: a question's key, what one answer earns under a section's marks, and an
 * attempt's totals. One pure function per kind, so a single question (chapter practice, a key
 * correction) is marked exactly as in a test.
 *
 * JEE Main style by default: +marksCorrect for a correct answer, −marksWrong for a wrong one, 0
 * when unanswered. Multiple-correct questions are marked all-or-nothing, or (per test) JEE
 * Advanced style partial: any wrong option chosen is wrong; all the correct ones and nothing else
 * earn full marks; some of the correct ones and nothing else earn +1 each. A section that asks for
 * "any N" of its questions counts the first N answered (in the test's order) and no more.
 */

export interface MarkingRules {
  marksCorrect: number;
  marksWrong: number;
  multipleMarking: MultipleMarking;
}

/** A question's key: what marking needs of it, by kind. */
export type AnswerKey =
  | { kind: 'single' | 'matrix' | 'assertion-reason'; correctOptions: number[] }
  | { kind: 'multiple'; correctOptions: number[] }
  | { kind: 'numerical'; answerRange: AnswerRange | null }
  | { kind: 'integer'; integerAnswer: number | null };

/** What a stored question (a bank document's or an attempt's copy) holds of its key. */
export interface KeyFields {
  kind: QuestionKind;
  correctOptions: readonly number[];
  answerRange: AnswerRange | null;
  integerAnswer: number | null;
}

export function answerKeyOf(question: KeyFields): AnswerKey {
  switch (question.kind) {
    case 'single':
    case 'matrix':
    case 'assertion-reason':
    case 'multiple':
      return { kind: question.kind, correctOptions: [...question.correctOptions] };
    case 'numerical':
      return { kind: 'numerical', answerRange: question.answerRange };
    case 'integer':
      return { kind: 'integer', integerAnswer: question.integerAnswer };
  }
}

export interface Mark {
  outcome: AnswerOutcome;
  marks: number;
}

const UNANSWERED: Mark = { outcome: 'unanswered', marks: 0 };
const right = (rules: MarkingRules): Mark => ({ outcome: 'correct', marks: rules.marksCorrect });
// Without negative marking a wrong answer earns 0, not −0 (which JSON would not keep apart anyway).
const wrong = (rules: MarkingRules): Mark => ({ outcome: 'wrong', marks: rules.marksWrong === 0 ? 0 : -rules.marksWrong });

/** One option is right (single-correct, matrix-match, assertion-reason). */
function markOneOption(correctOptions: readonly number[], answer: SavedAnswer, rules: MarkingRules): Mark {
  if (answer.selected.length === 0) return UNANSWERED;
  return answer.selected.length === 1 && correctOptions.includes(answer.selected[0]!) ? right(rules) : wrong(rules);
}

function markManyOptions(correctOptions: readonly number[], answer: SavedAnswer, rules: MarkingRules): Mark {
  if (answer.selected.length === 0) return UNANSWERED;
  const correct = new Set(correctOptions);
  const chosenCorrect = answer.selected.filter((option) => correct.has(option)).length;
  if (chosenCorrect < answer.selected.length) return wrong(rules);
  if (chosenCorrect === correct.size) return right(rules);
  return rules.multipleMarking === 'partial' ? { outcome: 'partial', marks: Math.min(chosenCorrect, rules.marksCorrect) } : wrong(rules);
}

function markRange(range: AnswerRange | null, answer: SavedAnswer, rules: MarkingRules): Mark {
  if (answer.value === null) return UNANSWERED;
  return range && answer.value >= range.min && answer.value <= range.max ? right(rules) : wrong(rules);
}

function markInteger(integerAnswer: number | null, answer: SavedAnswer, rules: MarkingRules): Mark {
  if (answer.value === null) return UNANSWERED;
  return integerAnswer !== null && answer.value === integerAnswer ? right(rules) : wrong(rules);
}

/** What one answer earns: the kind's own function. */
export function markAnswer(key: AnswerKey, answer: SavedAnswer | undefined, rules: MarkingRules): Mark {
  if (!answer || !isAnswered(answer)) return UNANSWERED;
  switch (key.kind) {
    case 'single':
    case 'matrix':
    case 'assertion-reason':
      return markOneOption(key.correctOptions, answer, rules);
    case 'multiple':
      return markManyOptions(key.correctOptions, answer, rules);
    case 'numerical':
      return markRange(key.answerRange, answer, rules);
    case 'integer':
      return markInteger(key.integerAnswer, answer, rules);
  }
}

/** A question of an attempt as scoring sees it. */
export interface ScoredQuestion extends KeyFields {
  id: string;
  chapter: string;
  /** Dropped by a key correction: full marks to those who attempted it, or to all. */
  bonus?: 'attempted' | 'all' | null;
}

/** A dropped question: full marks to everyone ('all'), or to those who answered it. */
function bonusMark(bonus: 'attempted' | 'all', answer: SavedAnswer | undefined, counted: boolean, rules: MarkingRules): Mark {
  if (bonus === 'all') return right(rules);
  return counted && answer && isAnswered(answer) ? right(rules) : UNANSWERED;
}

/** The figures of a result (as `AttemptResult` answers them) and each question's marks. */
export type AttemptScore = Pick<
  AttemptResult,
  'score' | 'maxScore' | 'percent' | 'correct' | 'partial' | 'wrong' | 'unanswered' | 'sections'
> & {
  chapters: ChapterScore[];
  marks: Record<string, Mark>;
};

export const percentOfMax = (score: number, maxScore: number): number =>
  maxScore > 0 ? Math.round((Math.max(0, score) / maxScore) * 1000) / 10 : 0;

/** Fractional marks (e.g. −0.25) must not leave 2.9999999 behind. */
const roundMarks = (value: number) => Math.round(value * 100) / 100;

/**
 * The questions of a section whose answers count: all of them, or the first N answered (in the
 * section's order) when it asks for any N. The server refuses an answer beyond N, so this only
 * matters for records written otherwise; it keeps the rule in one place.
 */
export function countedQuestionIds(
  section: Pick<SectionRules, 'questionIds' | 'attemptAny'>,
  answers: Readonly<Record<string, SavedAnswer>>,
) {
  if (section.attemptAny === null) return new Set(section.questionIds);
  return new Set(section.questionIds.filter((id) => isAnswered(answers[id])).slice(0, section.attemptAny));
}

export function scoreAttempt(
  questions: readonly ScoredQuestion[],
  answers: Readonly<Record<string, SavedAnswer>>,
  sections: readonly SectionRules[],
  multipleMarking: MultipleMarking,
): AttemptScore {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const counts = { correct: 0, partial: 0, wrong: 0, unanswered: 0 };
  const marks: Record<string, Mark> = {};
  const sectionScores: SectionScore[] = [];
  let score = 0;
  let maxScore = 0;
  for (const section of sections) {
    const ids = section.questionIds.filter((id) => byId.has(id));
    const rules: MarkingRules = { marksCorrect: section.marksCorrect, marksWrong: section.marksWrong, multipleMarking };
    const counted = countedQuestionIds({ questionIds: ids, attemptAny: section.attemptAny }, answers);
    const own = { correct: 0, partial: 0, wrong: 0, unanswered: 0 };
    let sectionScore = 0;
    for (const id of ids) {
      const question = byId.get(id)!;
      const mark = question.bonus
        ? bonusMark(question.bonus, answers[id], counted.has(id), rules)
        : counted.has(id)
          ? markAnswer(answerKeyOf(question), answers[id], rules)
          : UNANSWERED;
      marks[id] = mark;
      sectionScore += mark.marks;
      own[mark.outcome] += 1;
      counts[mark.outcome] += 1;
    }
    const sectionMax = sectionMaxScore({ questionIds: ids, marksCorrect: section.marksCorrect, attemptAny: section.attemptAny });
    sectionScores.push({
      name: section.name,
      score: roundMarks(sectionScore),
      maxScore: sectionMax,
      ...own,
      attemptAny: section.attemptAny,
    });
    score += sectionScore;
    maxScore += sectionMax;
  }
  score = roundMarks(score);

  const chapters = new Map<string, { total: number; correct: number }>();
  for (const question of questions) {
    if (!marks[question.id]) continue;
    const chapter = chapters.get(question.chapter) ?? { total: 0, correct: 0 };
    chapter.total += 1;
    if (marks[question.id]!.outcome === 'correct') chapter.correct += 1;
    chapters.set(question.chapter, chapter);
  }
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
    sections: sectionScores,
    marks,
  };
}
