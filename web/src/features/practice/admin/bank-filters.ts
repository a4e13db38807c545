import type { Question, QuestionDifficulty, QuestionKind } from '@chem/contract';

/** The question bank's filters; '' is "any". */
export interface BankFilters {
  chapter: string;
  kind: QuestionKind | '';
  difficulty: QuestionDifficulty | '';
  exam: string;
  /** A year as text, as the select holds it. */
  year: string;
  topic: string;
}

export const EMPTY_FILTERS: BankFilters = { chapter: '', kind: '', difficulty: '', exam: '', year: '', topic: '' };

/** The questions every chosen filter lets through (the bank is at most a few thousand, filtered on the phone). */
export function filterQuestions(questions: readonly Question[], filters: BankFilters): Question[] {
  return questions.filter(
    (question) =>
      (filters.chapter === '' || question.chapter === filters.chapter) &&
      (filters.kind === '' || question.kind === filters.kind) &&
      (filters.difficulty === '' || question.difficulty === filters.difficulty) &&
      (filters.exam === '' || question.exam === filters.exam) &&
      (filters.year === '' || String(question.year) === filters.year) &&
      (filters.topic === '' || question.topic === filters.topic),
  );
}

/** What the exam, year and topic filters offer: the values the bank holds, sorted (years newest first). */
export function filterChoices(questions: readonly Question[]) {
  const exams = new Set<string>();
  const years = new Set<number>();
  const topics = new Set<string>();
  for (const question of questions) {
    if (question.exam) exams.add(question.exam);
    if (question.year !== null) years.add(question.year);
    if (question.topic) topics.add(question.topic);
  }
  return {
    exams: [...exams].sort(),
    years: [...years].sort((a, b) => b - a),
    topics: [...topics].sort(),
  };
}
