import { z } from 'zod';
import { CHAPTER_PRACTICE_LIMITS, CHAPTER_PRACTICE_MESSAGES as MESSAGES, PRACTICE_ONLY } from './chapter-practice.js';
import { PRACTICE_LIMITS, QUESTION_DIFFICULTIES } from './practice-tests.js';
import { requestSchema } from './text.js';

/** Chapter practice's request schemas (the answers and messages are in chapter-practice.ts, which has no zod). */

const yearText = (label: string) =>
  z
    .string({ error: `${label} must be a year.` })
    .regex(/^\d{4}$/, `${label} must be a year.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(PRACTICE_LIMITS.firstYear, `${label} must be between ${PRACTICE_LIMITS.firstYear} and ${PRACTICE_LIMITS.lastYear}.`)
        .max(PRACTICE_LIMITS.lastYear, `${label} must be between ${PRACTICE_LIMITS.firstYear} and ${PRACTICE_LIMITS.lastYear}.`),
    )
    .optional();

/** An optional query field: absent and '' alike mean "no filter". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/practice/questions: a chapter and the optional filters. */
export const practiceQuestionsQuery = requestSchema(
  z
    .object({
      chapter: z
        .string({ error: 'Choose a chapter.' })
        .trim()
        .min(1, 'Choose a chapter.')
        .max(PRACTICE_LIMITS.chapterChars, MESSAGES.chapterNotFound),
      exam: z.preprocess(
        blankAsMissing,
        z.string({ error: MESSAGES.badFilter }).trim().max(PRACTICE_LIMITS.examChars, MESSAGES.badFilter).optional(),
      ),
      yearFrom: z.preprocess(blankAsMissing, yearText('The first year')),
      yearTo: z.preprocess(blankAsMissing, yearText('The last year')),
      difficulty: z.preprocess(blankAsMissing, z.enum(QUESTION_DIFFICULTIES, { error: MESSAGES.badFilter }).optional()),
      only: z.preprocess(blankAsMissing, z.enum(PRACTICE_ONLY, { error: MESSAGES.badFilter }).optional().default('all')),
    })
    .refine((query) => query.yearFrom === undefined || query.yearTo === undefined || query.yearFrom <= query.yearTo, {
      message: MESSAGES.yearRange,
      path: ['yearTo'],
    }),
);
export type PracticeQuestionsQuery = z.infer<typeof practiceQuestionsQuery>;

const optionNumber = z
  .number({ error: MESSAGES.optionMissing })
  .int(MESSAGES.optionMissing)
  .min(0, MESSAGES.optionMissing)
  .max(PRACTICE_LIMITS.maxOptions + 2, MESSAGES.optionMissing);

/** POST /api/practice/questions/:id/answer: options chosen (indexes in the question's order) or a number. */
export const practiceAnswerSchema = requestSchema(
  z.strictObject(
    {
      selected: z
        .array(optionNumber, { error: 'Selected options must be a list of option numbers.' })
        .max(PRACTICE_LIMITS.maxOptions, MESSAGES.optionMissing)
        .refine((ids) => new Set(ids).size === ids.length, 'An option is chosen twice.')
        .default([]),
      value: z
        .number({ error: 'The answer must be a number.' })
        .refine(Number.isFinite, 'The answer must be a number.')
        .refine((value) => Math.abs(value) <= PRACTICE_LIMITS.numericalMagnitude, 'The answer is too large.')
        .nullable()
        .default(null),
    },
    { error: MESSAGES.noAnswer },
  ),
);
export type PracticeAnswerInput = z.infer<typeof practiceAnswerSchema>;

/** PUT /api/practice/questions/:id/bookmark. */
export const bookmarkSchema = requestSchema(z.strictObject({ bookmarked: z.boolean({ error: MESSAGES.bookmarkFlag }) }));

/** PUT /api/practice/settings. */
export const practiceSettingsSchema = requestSchema(
  z.strictObject({
    dailyCap: z
      .number({ error: MESSAGES.dailyCap })
      .int(MESSAGES.dailyCap)
      .min(CHAPTER_PRACTICE_LIMITS.minDailyCap, MESSAGES.dailyCap)
      .max(CHAPTER_PRACTICE_LIMITS.maxDailyCap, MESSAGES.dailyCap),
    reminders: z.boolean({ error: MESSAGES.remindersFlag }),
  }),
);
export type PracticeSettingsInput = z.infer<typeof practiceSettingsSchema>;
