import { z } from 'zod';
import { requestSchema } from './text.js';

/**
 * Practice tests: a bank of questions the teacher writes, timed tests made of them, and
 * attempts students take. Scoring happens only on the server: nothing a student's browser receives
 * before submitting (the test list, a test's page, an attempt in progress) carries a correct answer
 * or an explanation. Those reach the browser only in a result, after the attempt is submitted.
 *
 * Text (question, options, explanation) may hold mhchem inside `\ce{...}` and maths inside `$...$`;
 * it is stored and sent as typed, and the web app renders it with KaTeX, never as HTML.
 */

export const QUESTION_KINDS = ['single', 'multiple', 'numerical'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type QuestionDifficulty = (typeof QUESTION_DIFFICULTIES)[number];

/** How a multiple-correct question is marked (chosen per test). */
export const MULTIPLE_MARKING = ['all-or-nothing', 'partial'] as const;
export type MultipleMarking = (typeof MULTIPLE_MARKING)[number];

export const PRACTICE_LIMITS = {
  questionTextChars: 5_000,
  optionChars: 1_000,
  explanationChars: 5_000,
  chapterChars: 100,
  minOptions: 2,
  maxOptions: 6,
  /** A numerical answer (and its accepted range) must lie within ±this. */
  numericalMagnitude: 1e12,
  titleChars: 200,
  instructionsChars: 5_000,
  questionsPerTest: 200,
  maxTimeLimitMinutes: 600,
  maxMarks: 100,
  maxAttemptLimit: 100,
  /** The question bank the admin lists at once. */
  bankQuestions: 2_000,
  /** Answers arriving this long after the time limit are still taken (the request was on its way). */
  graceSeconds: 30,
  /** Recent tests on the dashboard. */
  recentTests: 5,
} as const;

/** Defaults of a new test: JEE Main marking. */
export const TEST_DEFAULTS = {
  marksCorrect: 4,
  marksWrong: 1,
  timeLimitMinutes: 60,
  multipleMarking: 'all-or-nothing',
} as const satisfies { marksCorrect: number; marksWrong: number; timeLimitMinutes: number; multipleMarking: MultipleMarking };

/** What the CSV import takes: the file's text (sent as JSON by the admin page). */
export const QUESTION_IMPORT = {
  /** The CSV text may be this long (the JSON body limit is 100 KB; quotes and newlines grow in JSON). */
  maxChars: 80_000,
  maxRows: 300,
  /** The header row, in this order; the template has it and one example row of each kind. */
  columns: [
    'kind',
    'chapter',
    'difficulty',
    'text',
    'option_a',
    'option_b',
    'option_c',
    'option_d',
    'correct',
    'answer_min',
    'answer_max',
    'explanation',
  ],
} as const;

/** Option letters as the student sees them: 0 -> "A". */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

// ---------------------------------------------------------------------------------------------
// Messages the API answers (the forms show the same words)
// ---------------------------------------------------------------------------------------------

export const PRACTICE_MESSAGES = {
  testNotFound: 'This test does not exist or is not open.',
  attemptNotFound: 'This attempt does not exist.',
  questionNotFound: 'This question does not exist.',
  needsSubscription: 'This test is for subscribers. Subscribe to a plan to take it.',
  attemptLimitReached: (limit: number) => `You have used all ${limit} attempt${limit === 1 ? '' : 's'} allowed for this test.`,
  timeUp: 'Time is up for this attempt: it was submitted with the answers saved before the time limit.',
  alreadySubmitted: 'This attempt has already been submitted.',
  notSubmitted: 'The result is shown once the attempt is submitted.',
  questionNotInTest: 'This question is not part of this test.',
  optionMissing: 'That option does not exist for this question.',
  singleNeedsOne: 'Choose only one option for this question.',
  numericalNeedsValue: 'This question takes a number, not options.',
  optionsNeedOptions: 'This question takes options, not a number.',
  questionInUse: 'This question is part of a test. Remove it from the test first.',
  unknownQuestions: 'Some of the chosen questions do not exist any more. Reload the question bank.',
  testEmpty: 'A published test needs at least one question.',
  importHasErrors: 'Nothing was imported: fix the rows listed and import the file again.',
  importEmpty: 'The file has no question rows.',
  importHeader: `The first line must be the header: ${QUESTION_IMPORT.columns.join(',')}.`,
  importTooManyRows: `A file may hold at most ${QUESTION_IMPORT.maxRows} questions.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Request schemas
// ---------------------------------------------------------------------------------------------

const text = (label: string, max: number, required = true) => {
  const base = z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString('en-IN')} characters.`);
  return required ? base.min(1, `${label} is required.`) : base;
};

const numberValue = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .refine(Number.isFinite, `${label} must be a number.`)
    .refine((value) => Math.abs(value) <= PRACTICE_LIMITS.numericalMagnitude, `${label} is too large.`);

const questionCommon = {
  text: text('Question text', PRACTICE_LIMITS.questionTextChars),
  explanation: text('Explanation', PRACTICE_LIMITS.explanationChars, false).default(''),
  chapter: text('Chapter', PRACTICE_LIMITS.chapterChars),
  difficulty: z.enum(QUESTION_DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard.' }),
};

const optionList = z
  .array(text('Each option', PRACTICE_LIMITS.optionChars), { error: 'Options must be a list of text.' })
  .min(PRACTICE_LIMITS.minOptions, `A question needs at least ${PRACTICE_LIMITS.minOptions} options.`)
  .max(PRACTICE_LIMITS.maxOptions, `A question may have at most ${PRACTICE_LIMITS.maxOptions} options.`);

const optionIndexes = z
  .array(z.number({ error: 'Correct options must be option numbers.' }).int('Correct options must be option numbers.').min(0), {
    error: 'Correct options must be a list of option numbers.',
  })
  .max(PRACTICE_LIMITS.maxOptions);

/**
 * A question as the editor (and the CSV import, row by row) sends it. `correctOptions` are
 * 0-based indexes into `options`; a numerical question has an inclusive accepted range instead.
 */
export const questionInputSchema = requestSchema(
  z
    .discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal('single'), ...questionCommon, options: optionList, correctOptions: optionIndexes }),
        z.object({ kind: z.literal('multiple'), ...questionCommon, options: optionList, correctOptions: optionIndexes }),
        z.object({
          kind: z.literal('numerical'),
          ...questionCommon,
          answerRange: z.object(
            { min: numberValue('The lowest accepted answer'), max: numberValue('The highest accepted answer') },
            { error: 'A numerical question needs the accepted answer range (lowest and highest).' },
          ),
        }),
      ],
      { error: 'Question kind must be single, multiple or numerical.' },
    )
    .superRefine((question, context) => {
      if (question.kind === 'numerical') {
        if (question.answerRange.min > question.answerRange.max)
          context.addIssue({ code: 'custom', path: ['answerRange'], message: 'The lowest accepted answer cannot be above the highest.' });
        return;
      }
      const chosen = new Set(question.correctOptions);
      if (chosen.size !== question.correctOptions.length)
        context.addIssue({ code: 'custom', path: ['correctOptions'], message: 'A correct option is listed twice.' });
      if (question.correctOptions.some((index) => index >= question.options.length))
        context.addIssue({
          code: 'custom',
          path: ['correctOptions'],
          message: 'A correct option points to an option that does not exist.',
        });
      if (question.kind === 'single' && question.correctOptions.length !== 1)
        context.addIssue({
          code: 'custom',
          path: ['correctOptions'],
          message: 'A single-correct question needs exactly one correct option.',
        });
      if (question.kind === 'multiple' && question.correctOptions.length < 1)
        context.addIssue({ code: 'custom', path: ['correctOptions'], message: 'Mark at least one correct option.' });
    }),
);
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** GET /api/admin/questions?chapter=...: the bank, optionally one chapter. */
export const questionListQuery = requestSchema(z.object({ chapter: text('Chapter', PRACTICE_LIMITS.chapterChars, false).optional() }));

const marks = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(PRACTICE_LIMITS.maxMarks, `${label} must be at most ${PRACTICE_LIMITS.maxMarks}.`);

const QUESTION_ID = z.string({ error: 'Question ids must be text.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'A question id is not valid.');

/** The test form. `questionIds` are in the order students see them. */
export const testInputSchema = requestSchema(
  z.object({
    title: text('Title', PRACTICE_LIMITS.titleChars),
    instructions: text('Instructions', PRACTICE_LIMITS.instructionsChars, false).default(''),
    questionIds: z
      .array(QUESTION_ID, { error: 'Questions must be a list of question ids.' })
      .max(PRACTICE_LIMITS.questionsPerTest, `A test may have at most ${PRACTICE_LIMITS.questionsPerTest} questions.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A question is in the test twice.'),
    timeLimitMinutes: z
      .number({ error: 'Time limit must be a number of minutes.' })
      .int('Time limit must be a whole number of minutes.')
      .min(1, 'Time limit must be at least 1 minute.')
      .max(PRACTICE_LIMITS.maxTimeLimitMinutes, `Time limit must be at most ${PRACTICE_LIMITS.maxTimeLimitMinutes} minutes.`),
    /** Marks for a correct answer. */
    marksCorrect: marks('Marks for a correct answer').default(TEST_DEFAULTS.marksCorrect),
    /** Marks taken away for a wrong answer (1 means −1). */
    marksWrong: marks('Marks taken for a wrong answer').default(TEST_DEFAULTS.marksWrong),
    multipleMarking: z
      .enum(MULTIPLE_MARKING, { error: 'Marking of multiple-correct questions must be all-or-nothing or partial.' })
      .default(TEST_DEFAULTS.multipleMarking),
    /** Null: as many attempts as the student likes. */
    attemptLimit: z
      .number({ error: 'Attempt limit must be a number.' })
      .int('Attempt limit must be a whole number.')
      .min(1, 'Attempt limit must be at least 1 (or empty for no limit).')
      .max(PRACTICE_LIMITS.maxAttemptLimit, `Attempt limit must be at most ${PRACTICE_LIMITS.maxAttemptLimit}.`)
      .nullable()
      .default(null),
    /** Free tests: any signed-in student; otherwise an active subscription. */
    isFree: z.boolean({ error: 'Free must be true or false.' }).default(false),
    /** Only published tests are listed to students and can be started. */
    published: z.boolean({ error: 'Published must be true or false.' }).default(false),
    /** The course (and chapter title) it belongs to, if any. */
    courseId: z.string().trim().max(64).nullable().default(null),
    chapter: text('Chapter', PRACTICE_LIMITS.chapterChars, false).nullable().default(null),
  }),
);
export type TestInput = z.infer<typeof testInputSchema>;

/**
 * PUT /api/tests/attempts/:attemptId/answers/:questionId. `selected` for single/multiple (0-based
 * option indexes; empty clears the answer), `value` for numerical (null clears it).
 */
export const saveAnswerSchema = requestSchema(
  z.object({
    selected: z
      .array(
        z
          .number({ error: 'Options must be option numbers.' })
          .int('Options must be option numbers.')
          .min(0, 'That option does not exist for this question.'),
        {
          error: 'Selected options must be a list of option numbers.',
        },
      )
      .max(PRACTICE_LIMITS.maxOptions, 'That option does not exist for this question.')
      .refine((ids) => new Set(ids).size === ids.length, 'An option is chosen twice.')
      .default([]),
    value: numberValue('The answer').nullable().default(null),
    markedForReview: z.boolean({ error: 'Marked for review must be true or false.' }).default(false),
  }),
);
export type SaveAnswerInput = z.infer<typeof saveAnswerSchema>;

/** POST /api/admin/questions/import. */
export const questionImportSchema = requestSchema(
  z.object({
    csv: z
      .string({ error: 'Send the CSV file as text.' })
      .min(1, PRACTICE_MESSAGES.importEmpty)
      .max(QUESTION_IMPORT.maxChars, `The CSV file must be at most ${QUESTION_IMPORT.maxChars.toLocaleString('en-IN')} characters.`),
  }),
);

// ---------------------------------------------------------------------------------------------
// Answers: the admin's
// ---------------------------------------------------------------------------------------------

export interface AnswerRange {
  min: number;
  max: number;
}

/** A question of the bank with its answer (admin only). */
export interface Question {
  _id: string;
  kind: QuestionKind;
  text: string;
  /** Empty for numerical questions. */
  options: string[];
  /** 0-based; empty for numerical questions. */
  correctOptions: number[];
  /** Numerical questions only. */
  answerRange: AnswerRange | null;
  explanation: string;
  chapter: string;
  difficulty: QuestionDifficulty;
  /** `/uploads/...` WebP, or null. */
  imageUrl: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** GET /api/admin/questions. */
export interface QuestionBank {
  questions: Question[];
  /** Every chapter in the bank, sorted. */
  chapters: string[];
}

/** A test as the admin edits it. */
export interface PracticeTest {
  _id: string;
  title: string;
  instructions: string;
  questionIds: string[];
  timeLimitMinutes: number;
  marksCorrect: number;
  marksWrong: number;
  multipleMarking: MultipleMarking;
  attemptLimit: number | null;
  isFree: boolean;
  published: boolean;
  courseId: string | null;
  chapter: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** GET /api/admin/tests. */
export interface AdminTestList {
  tests: (PracticeTest & { attempts: number })[];
}

export interface CsvLineError {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  message: string;
}

/**
 * POST /api/admin/questions/import. With any error nothing is imported (`imported` 0) and every
 * bad line is listed: the route then answers 400 with this body (plus `error`, the same text as
 * `message`), so the web client's ApiError carries it in `body`.
 */
export interface QuestionImportAnswer {
  imported: number;
  questionIds: string[];
  errors: CsvLineError[];
  message: string;
  error?: string;
}

export interface ScoreBucket {
  /** Percent of the maximum, inclusive lower bound: 0, 10, ..., 90 (the last bucket holds 100). */
  fromPercent: number;
  toPercent: number;
  count: number;
}

export interface QuestionStat {
  questionId: string;
  text: string;
  chapter: string;
  kind: QuestionKind;
  /** Submitted attempts that answered it. */
  answered: number;
  correct: number;
  /** Correct over submitted attempts (unanswered counts as not correct), 0-100; null with no attempts. */
  percentCorrect: number | null;
}

/** GET /api/admin/tests/:id/analytics: from submitted attempts. */
export interface TestAnalytics {
  testId: string;
  title: string;
  attempts: number;
  students: number;
  maxScore: number;
  averageScore: number | null;
  averagePercent: number | null;
  distribution: ScoreBucket[];
  /** The hardest (lowest percent correct) first. */
  questions: QuestionStat[];
}

// ---------------------------------------------------------------------------------------------
// Answers: the student's (never a correct answer or an explanation before submission)
// ---------------------------------------------------------------------------------------------

export interface BestScore {
  score: number;
  maxScore: number;
  percent: number;
  attemptId: string;
}

/** A test in GET /api/tests. */
export interface TestSummary {
  _id: string;
  title: string;
  questionCount: number;
  timeLimitMinutes: number;
  marksCorrect: number;
  marksWrong: number;
  multipleMarking: MultipleMarking;
  attemptLimit: number | null;
  isFree: boolean;
  chapter: string | null;
  courseId: string | null;
  /** True when the student needs a subscription to start it. */
  locked: boolean;
  /** Submitted attempts so far. */
  attemptsUsed: number;
  bestScore: BestScore | null;
  /** The attempt to resume, if one is running. */
  inProgressAttemptId: string | null;
}

/** GET /api/tests. */
export interface TestList {
  tests: TestSummary[];
}

/** GET /api/tests/:testId: the instructions screen. */
export interface TestDetail extends TestSummary {
  instructions: string;
  /** Chapters the questions come from, in order of first appearance. */
  chapters: string[];
  /** The sum of marks for all-correct answers. */
  maxScore: number;
}

/** A question as a student taking the test sees it: no correct options, range or explanation. */
export interface AttemptQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  options: string[];
  imageUrl: string | null;
  chapter: string;
}

/** A student's saved answer. Answered: `selected` non-empty, or `value` not null. */
export interface SavedAnswer {
  selected: number[];
  value: number | null;
  markedForReview: boolean;
}

export const isAnswered = (answer: SavedAnswer | undefined | null): boolean =>
  !!answer && (answer.selected.length > 0 || answer.value !== null);

/** An attempt in progress: what the test screen shows and resumes from. */
export interface AttemptInProgress {
  _id: string;
  testId: string;
  title: string;
  status: 'in-progress';
  /** Server times (ISO). The deadline is startedAt + the time limit; the grace is not shown. */
  startedAt: string;
  deadline: string;
  /** The server's clock when it answered, so the countdown does not trust the phone's clock. */
  serverNow: string;
  remainingSeconds: number;
  marksCorrect: number;
  marksWrong: number;
  multipleMarking: MultipleMarking;
  questions: AttemptQuestion[];
  /** By question id; questions never touched are absent. */
  answers: Record<string, SavedAnswer>;
}

/** PUT /api/tests/attempts/:attemptId/answers/:questionId. */
export interface SavedAnswerAnswer {
  questionId: string;
  answer: SavedAnswer;
  remainingSeconds: number;
}

export type AnswerOutcome = 'correct' | 'partial' | 'wrong' | 'unanswered';

/** One question of the review: everything, now that the attempt is submitted. */
export interface ReviewItem {
  question: AttemptQuestion;
  correctOptions: number[];
  answerRange: AnswerRange | null;
  explanation: string;
  answer: SavedAnswer | null;
  outcome: AnswerOutcome;
  marks: number;
}

export interface ChapterScore {
  chapter: string;
  total: number;
  correct: number;
  /** Correct over total, 0-100. */
  percent: number;
}

/** A submitted attempt's result (POST .../submit, GET .../result, and GET attempt once submitted). */
export interface AttemptResult {
  _id: string;
  testId: string;
  title: string;
  status: 'submitted';
  /** `time-out`: the server submitted it at the deadline with what was saved. */
  submittedBy: 'student' | 'time-out';
  startedAt: string;
  submittedAt: string;
  timeTakenSeconds: number;
  score: number;
  maxScore: number;
  /** Score over max, 0-100 (negative scores count as 0), one decimal. */
  percent: number;
  correct: number;
  partial: number;
  wrong: number;
  unanswered: number;
  chapters: ChapterScore[];
  review: ReviewItem[];
}

/** GET /api/tests/attempts/:attemptId: resume, or the result when it is over. */
export type AttemptView = AttemptInProgress | AttemptResult;

/** One line of the dashboard's Recent tests. */
export interface RecentTest {
  attemptId: string;
  testId: string;
  title: string;
  score: number;
  maxScore: number;
  percent: number;
  submittedAt: string;
}
