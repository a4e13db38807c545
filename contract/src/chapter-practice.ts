import type { AnswerRange, QuestionDifficulty } from './practice-tests.js';
import type { MatrixLists, QuestionKind, QuestionSource, Statements } from './question-kinds.js';

/**
 * Chapter practice: the bank's questions one at a time with no timer, and the revision queue that
 * brings back every question a student got wrong. The key of a question (its correct options,
 * range or answer, and the explanation) reaches the browser only in the answer to
 * POST /api/practice/questions/:id/answer; listing and opening practice questions never carry it.
 *
 * No zod here: the practice screen imports this module (the request schemas are in
 * chapter-practice-requests.ts).
 */

export const CHAPTER_PRACTICE_LIMITS = {
  /** The revision queue's daily cap: the student sets it within these, 20 until they do. */
  minDailyCap: 1,
  maxDailyCap: 100,
  defaultDailyCap: 20,
  /** A chapter needs this many answers (practice and tests together) before it can be called weak. */
  weakChapterAnswers: 5,
  /** Weakest chapters on the dashboard. */
  weakChapters: 3,
  /** The free allowance per chapter the teacher may set (0: every practice question is for subscribers). */
  maxFreePerChapter: 1_000,
  /** The free allowance until the teacher sets one. */
  defaultFreePerChapter: 10,
  /** The bookmarks list shows at most this many. */
  bookmarks: 200,
} as const;

export const CHAPTER_PRACTICE_MESSAGES = {
  questionNotFound: 'This practice question does not exist.',
  questionHeld: 'This question is in a test whose results are not out yet. Practise it once they are.',
  chapterNotFound: 'There are no practice questions in this chapter.',
  noMatch: 'No questions match these filters. Clear a filter to see more.',
  needsSubscription: 'This question is for subscribers. Subscribe to a plan to practise the whole chapter.',
  noAnswer: 'Choose an option or type your answer before checking it.',
  optionMissing: 'That option does not exist for this question.',
  oneOption: 'Choose only one option for this question.',
  numberExpected: 'This question takes a number, not options.',
  optionsExpected: 'This question takes options, not a number.',
  wholeNumber: 'This question takes a whole number.',
  teacherCannotPractise: 'Practice keeps a student’s record; sign in as a student to practise.',
  dailyCap: `The daily revision limit must be a whole number from ${CHAPTER_PRACTICE_LIMITS.minDailyCap} to ${CHAPTER_PRACTICE_LIMITS.maxDailyCap}.`,
  remindersFlag: 'The evening reminder must be on or off.',
  bookmarkFlag: 'Bookmarked must be true or false.',
  yearRange: 'The first year cannot be after the last year.',
  badFilter: 'This filter is not one the practice screen offers.',
} as const;

/** The bank's difficulties, as the practice filter offers them (the same list as practice-tests.ts's, without its zod). */
export const PRACTICE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** Which of a chapter's questions to show. */
export const PRACTICE_ONLY = ['all', 'wrong', 'new', 'bookmarked'] as const;
export type PracticeOnly = (typeof PRACTICE_ONLY)[number];

/** A question's last verdict for this student; null when never answered. */
export type PracticeOutcome = 'correct' | 'wrong';

/** The student's record of one question, as the list and the question show it. */
export interface PracticeQuestionState {
  /** Answers given so far (practice, revision and tests). */
  attempts: number;
  lastOutcome: PracticeOutcome | null;
  bookmarked: boolean;
  /** In the revision queue (got wrong at least once). */
  inRevision: boolean;
  /** The India day (YYYY-MM-DD) it is next due for revision; null outside the queue. */
  dueOn: string | null;
}

/** One chapter on /practice: the bank's numbers and the student's own. */
export interface PracticeChapter {
  chapter: string;
  questions: number;
  /** Questions that really appeared in a paper (exam and year known). */
  pastPapers: number;
  /** Questions open without a plan (the teacher's allowance per chapter). */
  free: number;
  /** Distinct questions the student has answered in practice. */
  tried: number;
  /** Practice answers, right and in all. */
  answered: number;
  correct: number;
  /** Right over answered (practice only), 0-100; null before the first answer. */
  accuracy: number | null;
  /** Past-paper questions the student has not tried yet. */
  pastPapersLeft: number;
}

/** GET /api/practice/chapters. */
export interface PracticeChapters {
  chapters: PracticeChapter[];
  /** Exams the bank's questions name, for the filter. */
  exams: string[];
  /** The years the bank's past-paper questions span; null without any. */
  years: { from: number; to: number } | null;
  /** True when every question is open to the student (an active plan). */
  subscriber: boolean;
  /** Questions due for revision now (before the daily cap). */
  dueNow: number;
}

/** A question in a chapter's list: enough to choose and to walk through, never its key. */
export interface PracticeQuestionSummary {
  id: string;
  kind: QuestionKind;
  difficulty: QuestionDifficulty;
  /** The paper it appeared in; null for an original question. */
  pastPaper: QuestionSource | null;
  topic: string;
  /** Needs a plan to open. */
  locked: boolean;
  state: PracticeQuestionState;
}

/** GET /api/practice/questions. */
export interface PracticeQuestionList {
  chapter: string;
  questions: PracticeQuestionSummary[];
  /** Questions of the chapter before the filters. */
  inChapter: number;
}

/** GET /api/practice/questions/:id: one question to answer, without its key. */
export interface PracticeQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  /** Single- and multiple-correct questions' options, in the question's order; [] otherwise. */
  options: string[];
  matrix: MatrixLists | null;
  statements: Statements | null;
  /** The passage it belongs to, or null. */
  passage: string | null;
  imageUrl: string | null;
  chapter: string;
  topic: string;
  difficulty: QuestionDifficulty;
  pastPaper: QuestionSource | null;
  state: PracticeQuestionState;
}

/** The answer a student sends (`selected` option indexes in the question's order, or `value`). */
export interface PracticeAnswer {
  selected: number[];
  value: number | null;
}

/** POST /api/practice/questions/:id/answer: the verdict, and now the key and the explanation. */
export interface PracticeVerdict {
  questionId: string;
  outcome: PracticeOutcome;
  /** What the student sent, as marked. */
  answer: PracticeAnswer;
  correctOptions: number[];
  answerRange: AnswerRange | null;
  integerAnswer: number | null;
  explanation: string;
  /** This answer was a revision of a question due today. */
  revision: boolean;
  state: PracticeQuestionState;
  /** The day's revision after this answer; null when it was not a revision (the question was not due). */
  today: RevisionDay | null;
}

/** PUT /api/practice/questions/:id/bookmark. */
export interface BookmarkAnswer {
  questionId: string;
  bookmarked: boolean;
}

/** The day's revision: how much of the daily cap is used, and the streak. */
export interface RevisionDay {
  /** India date, YYYY-MM-DD. */
  day: string;
  dailyCap: number;
  /** Revision answers given today. */
  answeredToday: number;
  /** The day's revision is done (the due list cleared, or the cap reached). */
  done: boolean;
  /** Days in a row with the day's revision done (a day with nothing due neither adds nor breaks it). */
  streak: number;
  bestStreak: number;
}

/** A question due for revision. */
export interface RevisionItem {
  questionId: string;
  chapter: string;
  kind: QuestionKind;
  pastPaper: QuestionSource | null;
  /** The India day it became due. */
  dueOn: string;
  /** Times it was got wrong. */
  lapses: number;
}

/** GET /api/practice/revision: what is due today, oldest due first, at most what is left of the cap. */
export interface RevisionQueue {
  due: RevisionItem[];
  today: RevisionDay;
  reminders: boolean;
}

/** PUT /api/practice/settings and its answer. */
export interface PracticeSettings {
  dailyCap: number;
  /** The evening reminder when the day's revision is waiting. */
  reminders: boolean;
}

/** A weak chapter on the dashboard: accuracy over practice and tests. */
export interface WeakChapter {
  chapter: string;
  answered: number;
  correct: number;
  /** 0-100. */
  accuracy: number;
}

/** GET /api/practice/summary: the dashboard's cards. */
export interface PracticeSummary {
  /** The weakest first; only chapters with at least CHAPTER_PRACTICE_LIMITS.weakChapterAnswers answers. */
  weakest: WeakChapter[];
  today: RevisionDay;
  /** Questions due for revision now (before the cap). */
  dueNow: number;
  /** Any practice or test answer on record: the cards show an invitation otherwise. */
  started: boolean;
}

/** Right over answered, 0-100 with no decimals; null before the first answer. */
export const accuracyOf = (correct: number, answered: number): number | null =>
  answered > 0 ? Math.round((correct / answered) * 100) : null;
