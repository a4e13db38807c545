import { z } from 'zod';
import {
  ASSERTION_REASON_OPTIONS,
  MATRIX_OPTIONS,
  canonicalExam,
  isOneOptionKind,
  type MatrixLists,
  type QuestionKind,
  type QuestionSource,
  type SavedAnswer,
  type Statements,
} from './question-kinds.js';
import { requestSchema } from './text.js';
import type { OptionShares } from './test-insights.js';
import {
  testWindowFields,
  windowProblems,
  type KeyCorrectionNote,
  type Ranking,
  type WindowMode,
  type WindowState,
} from './test-series.js';

/**
 * Practice tests: a bank of questions the teacher writes, timed tests made of them, and
 * attempts students take. Scoring happens only on the server: nothing a student's browser receives
 * before submitting (the test list, a test's page, an attempt in progress) carries a correct answer
 * or an explanation. Those reach the browser only in a result, after the attempt is submitted.
 *
 * Text (question, options, explanation) may hold mhchem inside `\ce{...}` and maths inside `$...$`;
 * it is stored and sent as typed, and the web app renders it with KaTeX, never as HTML.
 */

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
  /**
   * The question bank: the admin's list loads it whole and filters it on the phone, so creating
   * and importing stop here (a bank this size is about 1 MB of JSON, 250 KB gzip).
   */
  bankQuestions: 2_000,
  passages: 1_000,
  passageChars: 8_000,
  /** A passage (comprehension) is shared by two to four questions. */
  questionsPerPassage: 4,
  statementChars: 2_000,
  listItemChars: 500,
  minListItems: 2,
  maxListIItems: 6,
  maxListIIItems: 8,
  /** An integer-type answer lies within ±this. */
  integerMagnitude: 1_000_000_000,
  examChars: 60,
  sessionChars: 60,
  topicChars: 100,
  firstYear: 1950,
  lastYear: 2100,
  /** Questions tagged by one request (one batch write). */
  tagAtOnce: 500,
  sectionsPerTest: 10,
  sectionNameChars: 60,
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
  /**
   * The header row names the columns (in any order): `columns` must all be there (a file made from
   * the first template still imports), `optionalColumns` may be. The template has every column and
   * one example row of each kind.
   */
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
  optionalColumns: [
    'topic',
    'exam',
    'year',
    'session',
    'passage_id',
    'passage',
    'list_i',
    'list_ii',
    'assertion',
    'reason',
    'keep_option_order',
  ],
  /** Separates the items of list_i and list_ii in one cell. */
  listSeparator: '|',
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
  integerNeedsWhole: 'This question takes a whole number.',
  attemptAnyReached: (count: number) =>
    `You have already answered ${count} question${count === 1 ? '' : 's'} in this section. Clear one to answer another.`,
  passageNotFound: 'This passage does not exist.',
  passageFull: `A passage is shared by at most ${PRACTICE_LIMITS.questionsPerPassage} questions.`,
  passageInUse: 'Questions still use this passage. Move them off it first.',
  passageSplit: 'The questions of one passage must follow one another in the same section.',
  bankFull: `The question bank holds at most ${PRACTICE_LIMITS.bankQuestions.toLocaleString('en-IN')} questions. Delete some before adding more.`,
  passagesFull: `The question bank holds at most ${PRACTICE_LIMITS.passages.toLocaleString('en-IN')} passages. Delete some before adding more.`,
  yearNeedsExam: 'Some of the chosen questions have no exam: set the exam with the year.',
  sessionNeedsYear: 'A session or shift needs the year of the paper.',
  importUnknownColumn: (column: string) => `The header has a column this import does not know: "${column}".`,
  importBothPassages: 'Give either passage_id or passage, not both.',
  unknownQuestions: 'Some of the chosen questions do not exist any more. Reload the question bank.',
  testEmpty: 'A published test needs at least one question.',
  importHasErrors: 'Nothing was imported: fix the rows listed and import the file again.',
  importEmpty: 'The file has no question rows.',
  importHeader: `The first line must be the header, with at least these columns: ${QUESTION_IMPORT.columns.join(',')}.`,
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

const optionalText = (label: string, max: number) => text(label, max, false).default('');

/** A question or passage id as the API writes them (auto ids, the seed's slugs). */
const DOCUMENT_ID = (label: string) =>
  z.string({ error: `${label} must be text.` }).regex(/^[A-Za-z0-9_-]{1,64}$/, `${label} is not valid.`);

const yearValue = z
  .number({ error: 'Year must be a number.' })
  .int('Year must be a whole number.')
  .min(PRACTICE_LIMITS.firstYear, `Year must be between ${PRACTICE_LIMITS.firstYear} and ${PRACTICE_LIMITS.lastYear}.`)
  .max(PRACTICE_LIMITS.lastYear, `Year must be between ${PRACTICE_LIMITS.firstYear} and ${PRACTICE_LIMITS.lastYear}.`);

/** Where a question comes from; an exam typed like one of EXAMS is stored in its spelling. */
const sourceFields = {
  exam: optionalText('Exam', PRACTICE_LIMITS.examChars).transform(canonicalExam),
  year: yearValue.nullable().default(null),
  session: optionalText('Session or shift', PRACTICE_LIMITS.sessionChars),
  topic: optionalText('Topic', PRACTICE_LIMITS.topicChars),
};

const questionCommon = {
  text: text('Question text', PRACTICE_LIMITS.questionTextChars),
  explanation: optionalText('Explanation', PRACTICE_LIMITS.explanationChars),
  chapter: text('Chapter', PRACTICE_LIMITS.chapterChars),
  difficulty: z.enum(QUESTION_DIFFICULTIES, { error: 'Difficulty must be easy, medium or hard.' }),
  ...sourceFields,
  /** The passage (comprehension) the question belongs to, if any. */
  passageId: DOCUMENT_ID('The passage').nullable().default(null),
  /** Options stay in the written order even in a test that shuffles options ("Both A and B" needs it). */
  keepOptionOrder: z.boolean({ error: 'Keep option order must be true or false.' }).default(false),
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

const listItems = (label: string, max: number) =>
  z
    .array(text(label, PRACTICE_LIMITS.listItemChars), { error: `${label} must be a list of text.` })
    .min(PRACTICE_LIMITS.minListItems, `A matrix-match question needs at least ${PRACTICE_LIMITS.minListItems} items in each list.`)
    .max(max, `${label} may have at most ${max} entries.`);

const matrixLists = z.object(
  {
    listI: listItems('List-I', PRACTICE_LIMITS.maxListIItems),
    listII: listItems('List-II', PRACTICE_LIMITS.maxListIIItems),
    codes: z
      .array(
        z.array(z.number().int().min(0), { error: 'A coded option must be a list of List-II numbers.' }).max(PRACTICE_LIMITS.maxListIItems),
        { error: 'The coded options must be a list.' },
      )
      .length(MATRIX_OPTIONS, `A matrix-match question has exactly ${MATRIX_OPTIONS} coded options.`),
  },
  { error: 'A matrix-match question needs List-I, List-II and the coded options.' },
);

const statements = z.object(
  { assertion: text('Assertion', PRACTICE_LIMITS.statementChars), reason: text('Reason', PRACTICE_LIMITS.statementChars) },
  { error: 'An assertion-reason question needs the Assertion and the Reason.' },
);

/**
 * A question as the editor (and the CSV import, row by row) sends it. `correctOptions` are
 * 0-based indexes into the question's options (a matrix question's coded options, an
 * assertion-reason question's four standard ones); a numerical question has an inclusive
 * accepted range instead, an integer-type question one whole number.
 */
const questionShape = z
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
      z.object({
        kind: z.literal('integer'),
        ...questionCommon,
        integerAnswer: z
          .number({ error: 'An integer-type question needs its answer, a whole number.' })
          .int('The answer of an integer-type question must be a whole number.')
          .refine((value) => Math.abs(value) <= PRACTICE_LIMITS.integerMagnitude, 'The answer is too large.'),
      }),
      z.object({ kind: z.literal('matrix'), ...questionCommon, matrix: matrixLists, correctOptions: optionIndexes }),
      z.object({
        kind: z.literal('assertion-reason'),
        ...questionCommon,
        // The two statements are the question; a line above them is optional.
        text: optionalText('Question text', PRACTICE_LIMITS.questionTextChars),
        statements,
        correctOptions: optionIndexes,
      }),
    ],
    { error: 'Question kind must be single, multiple, numerical, integer, matrix or assertion-reason.' },
  )
  .superRefine((question, context) => {
    if (question.year !== null && question.exam === '')
      context.addIssue({ code: 'custom', path: ['exam'], message: 'Choose the exam the year belongs to.' });
    if (question.session !== '' && question.year === null)
      context.addIssue({ code: 'custom', path: ['year'], message: PRACTICE_MESSAGES.sessionNeedsYear });
    if (question.kind === 'numerical') {
      if (question.answerRange.min > question.answerRange.max)
        context.addIssue({ code: 'custom', path: ['answerRange'], message: 'The lowest accepted answer cannot be above the highest.' });
      return;
    }
    if (question.kind === 'integer') return;
    if (question.kind === 'matrix') {
      const { listI, listII, codes } = question.matrix;
      if (codes.some((code) => code.length !== listI.length))
        context.addIssue({
          code: 'custom',
          path: ['matrix', 'codes'],
          message: 'Each coded option must match every List-I item to a List-II item.',
        });
      else if (codes.some((code) => code.some((right) => right >= listII.length)))
        context.addIssue({
          code: 'custom',
          path: ['matrix', 'codes'],
          message: 'A coded option points to a List-II item that does not exist.',
        });
      else if (new Set(codes.map((code) => code.join(','))).size !== codes.length)
        context.addIssue({ code: 'custom', path: ['matrix', 'codes'], message: 'Two coded options are the same.' });
    }
    const options =
      question.kind === 'matrix'
        ? MATRIX_OPTIONS
        : question.kind === 'assertion-reason'
          ? ASSERTION_REASON_OPTIONS
          : question.options.length;
    const chosen = new Set(question.correctOptions);
    if (chosen.size !== question.correctOptions.length)
      context.addIssue({ code: 'custom', path: ['correctOptions'], message: 'A correct option is listed twice.' });
    if (question.correctOptions.some((index) => index >= options))
      context.addIssue({
        code: 'custom',
        path: ['correctOptions'],
        message: 'A correct option points to an option that does not exist.',
      });
    if (isOneOptionKind(question.kind) && question.correctOptions.length !== 1)
      context.addIssue({
        code: 'custom',
        path: ['correctOptions'],
        message:
          question.kind === 'single' ? 'A single-correct question needs exactly one correct option.' : 'Choose exactly one correct option.',
      });
    if (question.kind === 'multiple' && question.correctOptions.length < 1)
      context.addIssue({ code: 'custom', path: ['correctOptions'], message: 'Mark at least one correct option.' });
  });
export const questionInputSchema = requestSchema(questionShape);
export type QuestionInput = z.infer<typeof questionInputSchema>;
/** A question as written before the schema fills its defaults (the seed's, a form's). */
export type QuestionDraft = z.input<typeof questionShape>;

/** GET /api/admin/questions?chapter=...: the bank, optionally one chapter. */
export const questionListQuery = requestSchema(z.object({ chapter: text('Chapter', PRACTICE_LIMITS.chapterChars, false).optional() }));

/** POST /api/admin/passages, PUT /api/admin/passages/:id: a passage (comprehension) two to four questions share. */
export const passageInputSchema = requestSchema(z.object({ text: text('Passage', PRACTICE_LIMITS.passageChars) }));
export type PassageInput = z.infer<typeof passageInputSchema>;

const QUESTION_ID = DOCUMENT_ID('A question id');

/**
 * POST /api/admin/questions/tags: the same fields set on many questions at once. A field left out
 * stays as it is; '' (or a null year) clears it.
 */
export const questionTagsSchema = requestSchema(
  z.object({
    questionIds: z
      .array(QUESTION_ID, { error: 'Questions must be a list of question ids.' })
      .min(1, 'Choose at least one question.')
      .max(PRACTICE_LIMITS.tagAtOnce, `Tag at most ${PRACTICE_LIMITS.tagAtOnce} questions at once.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A question is chosen twice.'),
    changes: z
      .object(
        {
          // No defaults here: a field left out is left as it is.
          exam: text('Exam', PRACTICE_LIMITS.examChars, false).transform(canonicalExam).optional(),
          year: yearValue.nullable().optional(),
          session: text('Session or shift', PRACTICE_LIMITS.sessionChars, false).optional(),
          topic: text('Topic', PRACTICE_LIMITS.topicChars, false).optional(),
          chapter: text('Chapter', PRACTICE_LIMITS.chapterChars).optional(),
          difficulty: questionCommon.difficulty.optional(),
        },
        { error: 'Changes must be the fields to set.' },
      )
      .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Choose at least one field to set.'),
  }),
);
export type QuestionTagsInput = z.infer<typeof questionTagsSchema>;

const marks = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(PRACTICE_LIMITS.maxMarks, `${label} must be at most ${PRACTICE_LIMITS.maxMarks}.`);

const questionIdList = z
  .array(QUESTION_ID, { error: 'Questions must be a list of question ids.' })
  .max(PRACTICE_LIMITS.questionsPerTest, `A test may have at most ${PRACTICE_LIMITS.questionsPerTest} questions.`);

/** A section of a test: its own questions, marking and, optionally, "attempt any N" of them. */
const sectionInput = z.object(
  {
    name: text('Section name', PRACTICE_LIMITS.sectionNameChars),
    questionIds: questionIdList.min(1, 'A section needs at least one question.'),
    marksCorrect: marks('Marks for a correct answer').default(TEST_DEFAULTS.marksCorrect),
    marksWrong: marks('Marks taken for a wrong answer').default(TEST_DEFAULTS.marksWrong),
    /** Null: every question may be answered. */
    attemptAny: z
      .number({ error: 'Attempt any must be a number.' })
      .int('Attempt any must be a whole number.')
      .min(1, 'Attempt any must be at least 1 (or empty for every question).')
      .nullable()
      .default(null),
  },
  { error: 'Each section must have a name, questions and marks.' },
);
export type SectionInput = z.infer<typeof sectionInput>;

/**
 * The test form. `questionIds` are in the order students see them. A test may instead have
 * sections, each with its questions and marking; `questionIds` is then left empty (or is the
 * sections' questions in order) and the test's own marks apply to no question.
 */
const testShape = z
  .object({
    title: text('Title', PRACTICE_LIMITS.titleChars),
    instructions: text('Instructions', PRACTICE_LIMITS.instructionsChars, false).default(''),
    questionIds: questionIdList.refine((ids) => new Set(ids).size === ids.length, 'A question is in the test twice.'),
    sections: z
      .array(sectionInput, { error: 'Sections must be a list.' })
      .max(PRACTICE_LIMITS.sectionsPerTest, `A test may have at most ${PRACTICE_LIMITS.sectionsPerTest} sections.`)
      .default([]),
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
    /** Each student gets the questions (within each section, a passage's questions together) in an order of their own. */
    shuffleQuestions: z.boolean({ error: 'Shuffle questions must be true or false.' }).default(false),
    /** Each student gets each question's options in an order of their own (unless the question keeps its order). */
    shuffleOptions: z.boolean({ error: 'Shuffle options must be true or false.' }).default(false),
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
    /** The test series it is a paper of, if any (series.ts). */
    seriesId: z
      .string({ error: 'Choose a test series that exists.' })
      .trim()
      .max(64, 'Choose a test series that exists.')
      .nullable()
      .default(null),
    ...testWindowFields,
  })
  .superRefine((test, context) => {
    for (const problem of windowProblems(test)) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    if (test.sections.length === 0) return;
    const inSections = test.sections.flatMap((section) => section.questionIds);
    if (test.questionIds.length > 0 && test.questionIds.join(',') !== inSections.join(','))
      context.addIssue({
        code: 'custom',
        path: ['questionIds'],
        message: 'A test with sections lists its questions in its sections: leave the test’s own list empty.',
      });
    if (inSections.length > PRACTICE_LIMITS.questionsPerTest)
      context.addIssue({
        code: 'custom',
        path: ['sections'],
        message: `A test may have at most ${PRACTICE_LIMITS.questionsPerTest} questions.`,
      });
    if (new Set(inSections).size !== inSections.length)
      context.addIssue({ code: 'custom', path: ['sections'], message: 'A question is in the test twice.' });
    const names = test.sections.map((section) => section.name.toLowerCase());
    if (new Set(names).size !== names.length)
      context.addIssue({ code: 'custom', path: ['sections'], message: 'Two sections have the same name.' });
    test.sections.forEach((section, index) => {
      if (section.attemptAny !== null && section.attemptAny > section.questionIds.length)
        context.addIssue({
          code: 'custom',
          path: ['sections', index, 'attemptAny'],
          message: 'A section cannot ask for more answers than it has questions.',
        });
    });
  });
export const testInputSchema = requestSchema(testShape);
export type TestInput = z.infer<typeof testInputSchema>;
export type TestDraft = z.input<typeof testShape>;

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

export const ATTEMPT_TIME_MESSAGES = {
  wholeSeconds: 'Times must be whole seconds.',
  tooMany: `Send the times of at most ${PRACTICE_LIMITS.questionsPerTest} questions at once.`,
} as const;

/**
 * POST /api/tests/attempts/:attemptId/times: seconds each question was on screen since the last
 * call (added to what is recorded; the server caps the total at the time really elapsed).
 */
export const attemptTimesSchema = requestSchema(
  z.object({
    times: z
      .record(
        z.string().min(1).max(100),
        z
          .number({ error: ATTEMPT_TIME_MESSAGES.wholeSeconds })
          .int(ATTEMPT_TIME_MESSAGES.wholeSeconds)
          .min(0, ATTEMPT_TIME_MESSAGES.wholeSeconds)
          .max(PRACTICE_LIMITS.maxTimeLimitMinutes * 60, ATTEMPT_TIME_MESSAGES.wholeSeconds),
        { error: ATTEMPT_TIME_MESSAGES.wholeSeconds },
      )
      .refine((times) => Object.keys(times).length <= PRACTICE_LIMITS.questionsPerTest, ATTEMPT_TIME_MESSAGES.tooMany),
  }),
);
export type AttemptTimesInput = z.infer<typeof attemptTimesSchema>;

/** What POST .../times answers: the seconds now recorded for the attempt in all, and the time left. */
export interface AttemptTimesAnswer {
  recordedSeconds: number;
  remainingSeconds: number;
}

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
export interface Question extends QuestionSource {
  _id: string;
  kind: QuestionKind;
  /** May be empty for an assertion-reason question (its statements are the question). */
  text: string;
  /** Single- and multiple-correct questions' options; empty for the other kinds. */
  options: string[];
  /** 0-based indexes into the question's options (a matrix question's coded options, the four assertion-reason options); empty for number kinds. */
  correctOptions: number[];
  /** Numerical questions only. */
  answerRange: AnswerRange | null;
  /** Integer-type questions only. */
  integerAnswer: number | null;
  /** Matrix-match questions only. */
  matrix: MatrixLists | null;
  /** Assertion-reason questions only. */
  statements: Statements | null;
  explanation: string;
  chapter: string;
  topic: string;
  difficulty: QuestionDifficulty;
  passageId: string | null;
  keepOptionOrder: boolean;
  /** `/uploads/...` WebP, or null. */
  imageUrl: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A passage (comprehension) that two to four questions share. */
export interface Passage {
  _id: string;
  text: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/** GET /api/admin/questions: the whole bank (at most PRACTICE_LIMITS.bankQuestions), which the admin filters on the phone. */
export interface QuestionBank {
  questions: Question[];
  /** Every chapter in the bank, sorted. */
  chapters: string[];
  passages: Passage[];
}

/** POST /api/admin/questions/tags. */
export interface QuestionTagsAnswer {
  updated: number;
  /** The tagged questions as stored now. */
  questions: Question[];
  message: string;
}

/** A section of a test as the admin edits it. */
export interface TestSection {
  name: string;
  questionIds: string[];
  marksCorrect: number;
  marksWrong: number;
  attemptAny: number | null;
}

/** A test as the admin edits it. */
export interface PracticeTest {
  _id: string;
  title: string;
  instructions: string;
  /** In order; with sections, their questions one section after another. */
  questionIds: string[];
  /** Empty: one implicit section of every question with the test's marks. */
  sections: TestSection[];
  timeLimitMinutes: number;
  marksCorrect: number;
  marksWrong: number;
  multipleMarking: MultipleMarking;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  attemptLimit: number | null;
  isFree: boolean;
  published: boolean;
  courseId: string | null;
  chapter: string | null;
  /** The test series it is a paper of, if any. */
  seriesId: string | null;
  /** The window (ISO, India time on screen); both null: open at any time. */
  opensAt: string | null;
  closesAt: string | null;
  windowMode: WindowMode;
  /** False: the teacher keeps this test's leaderboard off. */
  leaderboard: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

/**
 * The sections a test's questions are marked by: its own, or one implicit section (name null) of
 * every question with the test's marks.
 */
export function sectionsOf(test: Pick<PracticeTest, 'sections' | 'questionIds' | 'marksCorrect' | 'marksWrong'>): SectionRules[] {
  if (test.sections.length > 0) return test.sections;
  return [{ name: null, questionIds: test.questionIds, marksCorrect: test.marksCorrect, marksWrong: test.marksWrong, attemptAny: null }];
}

/** What marks a section: its questions (in the test's order), marks and "attempt any N". */
export interface SectionRules {
  /** Null for the implicit section of a test without sections. */
  name: string | null;
  questionIds: string[];
  marksCorrect: number;
  marksWrong: number;
  attemptAny: number | null;
}

/** The most a section can score: every question it lets a student answer, all correct. */
export const sectionMaxScore = (section: Pick<SectionRules, 'questionIds' | 'marksCorrect' | 'attemptAny'>): number =>
  Math.min(section.attemptAny ?? section.questionIds.length, section.questionIds.length) * section.marksCorrect;

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
  seriesId: string | null;
  /** True when the student needs a subscription to start it. */
  locked: boolean;
  /** Submitted attempts so far. */
  attemptsUsed: number;
  /** Null too while a scheduled test's results are held (`resultsAt` in the future). */
  bestScore: BestScore | null;
  /** The window: both null for a test open at any time. */
  opensAt: string | null;
  closesAt: string | null;
  windowMode: WindowMode;
  /** The last moment to start (the close, or the close less the time limit); null without a window. */
  lastStartAt: string | null;
  /** When the key, scores and ranks are released (ISO); null: at once. */
  resultsAt: string | null;
  window: WindowState;
  leaderboard: boolean;
  /** The attempt to resume, if one is running. */
  inProgressAttemptId: string | null;
}

/** GET /api/tests. */
export interface TestList {
  tests: TestSummary[];
}

/** GET /api/tests/:testId: the instructions screen. */
/** A section on the instructions screen. */
export interface SectionSummary {
  name: string;
  questionCount: number;
  marksCorrect: number;
  marksWrong: number;
  attemptAny: number | null;
}

export interface TestDetail extends TestSummary {
  instructions: string;
  /** Chapters the questions come from, in order of first appearance. */
  chapters: string[];
  /** The sum of marks for all-correct answers (only N of a section's questions when it asks for any N). */
  maxScore: number;
  /** Empty for a test without sections. */
  sections: SectionSummary[];
}

/**
 * A question as a student taking the test sees it: no correct options, range, answer or
 * explanation. `options` (and a matrix question's `codes`) are in the question's own order;
 * `optionOrder` says which of them the student sees first, second ... (their letters A, B ...),
 * and answers name options by the question's own indexes, whatever the student's order.
 */
export interface AttemptQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  options: string[];
  /** Position on the student's screen -> the question's own option index; [] for number kinds. */
  optionOrder: number[];
  /** Matrix-match questions: the two lists and the coded options. */
  matrix: MatrixLists | null;
  /** Assertion-reason questions: the two statements (the options are the standard four). */
  statements: Statements | null;
  /** The passage it belongs to, in the attempt's `passages`. */
  passageId: string | null;
  /** The paper it appeared in, when it really did (exam and year known); null otherwise. */
  pastPaper: QuestionSource | null;
  imageUrl: string | null;
  chapter: string;
}

/** The letter the student sees for the question's own option `index`: its position in `optionOrder`. */
export function shownPosition(question: Pick<AttemptQuestion, 'optionOrder'>, index: number): number {
  const position = question.optionOrder.indexOf(index);
  return position === -1 ? index : position;
}

/** A section of an attempt as the exam screen groups its palette. */
export interface AttemptSection {
  /** Null for a test without sections. */
  name: string | null;
  /** In the student's order. */
  questionIds: string[];
  marksCorrect: number;
  marksWrong: number;
  attemptAny: number | null;
}

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
  /** The first section's marks (a test without sections has only that one). */
  marksCorrect: number;
  marksWrong: number;
  multipleMarking: MultipleMarking;
  /** In the student's order: section after section. */
  questions: AttemptQuestion[];
  sections: AttemptSection[];
  /** The passages of the questions that have one, by id. */
  passages: Record<string, string>;
  /** By question id; questions never touched are absent. */
  answers: Record<string, SavedAnswer>;
  /** Whole seconds recorded on each question so far (POST .../times). */
  times: Record<string, number>;
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
  integerAnswer: number | null;
  explanation: string;
  answer: SavedAnswer | null;
  outcome: AnswerOutcome;
  marks: number;
  /** Among the takers (each student's first attempt); null for number kinds or with no takers yet. */
  optionShares: OptionShares | null;
  /** Whole seconds this question was on the student's screen; null when none were recorded. */
  timeSeconds: number | null;
  /** The takers' average seconds on it (those with a time); null with none. */
  averageTimeSeconds: number | null;
}

export interface ChapterScore {
  chapter: string;
  total: number;
  correct: number;
  /** Correct over total, 0-100. */
  percent: number;
}

/** A chapter in a result: its score, and the student's accuracy beside the takers' (test-insights.ts). */
export interface ChapterResult extends ChapterScore {
  /** Correct ÷ answered, 0-100, one decimal; null when none of the chapter was answered. */
  accuracy: number | null;
  /** The same over every taker's answers; null with no takers or none answered. */
  averageAccuracy: number | null;
}

/** One section's figures in a result. */
export interface SectionScore {
  /** Null for a test without sections. */
  name: string | null;
  score: number;
  maxScore: number;
  correct: number;
  partial: number;
  wrong: number;
  unanswered: number;
  attemptAny: number | null;
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
  chapters: ChapterResult[];
  /** One per section; a test without sections has one, named null. */
  sections: SectionScore[];
  /** In the order the student saw the questions. */
  review: ReviewItem[];
  passages: Record<string, string>;
  /** Rank and percentile among the takers so far (the first attempt of each student); null with none. */
  ranking: Ranking | null;
  /** Whether the leaderboard can be opened (released, and the teacher keeps it on). */
  leaderboard: boolean;
  /** The teacher's corrections of the key that changed this attempt, oldest first. */
  keyCorrections: KeyCorrectionNote[];
}

/**
 * A submitted attempt of a scheduled test before its results are released: when they will be,
 * and nothing of the key, the score, the outcomes or the rank.
 */
export interface AttemptAwaitingRelease {
  _id: string;
  testId: string;
  title: string;
  status: 'awaiting-release';
  submittedBy: 'student' | 'time-out';
  startedAt: string;
  submittedAt: string;
  timeTakenSeconds: number;
  /** ISO: the close plus the answers' grace; while `counting`, the latest the results will be out. */
  releasesAt: string;
  /**
   * True once the test has closed and the results wait only for the release sweep to count every
   * taker (attempts left running included): a few minutes at most.
   */
  counting: boolean;
  questionCount: number;
  answered: number;
}

/** A submitted attempt as its student may see it now. */
export type AttemptOutcome = AttemptResult | AttemptAwaitingRelease;

/** GET /api/tests/attempts/:attemptId: resume, or the result when it is over. */
export type AttemptView = AttemptInProgress | AttemptOutcome;

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
