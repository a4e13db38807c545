import { z } from 'zod';
import { requestSchema } from './text.js';
import { DIFFICULTY_LEVELS } from './catalogue.js';
import { parseCurriculum } from './curriculum.js';
import { CHAPTERS_MESSAGE } from './learning.js';

/**
 * The course form as the admin dashboard sends it. Multipart fields are all strings, so numbers
 * and booleans are parsed here ("12", "true"); a JSON body with real numbers and booleans passes
 * the same schema. Every message names the field, because the course form shows no rules itself.
 */

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** "12" -> 12; blank -> undefined (not given); anything else that is not plain decimal stays unparsed and fails. */
function toNumber(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no']);

/** "true"/"false" (and the checkbox spellings "on", "1", "0") -> boolean; blank -> undefined. */
function toBoolean(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

/**
 * Chapters arrive as a JSON array (`["Atoms","Bonds"]`), as one name per line (a textarea), or
 * comma-separated on a single line. Lines win over commas so a chapter name may contain a comma.
 */
export function toChapterList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text.split(text.includes('\n') ? /\r?\n/ : ',');
}

const wholeNumber = (label: string) => {
  const message = `${label} must be a whole number of 0 or more.`;
  return z.preprocess(toNumber, z.number({ error: message }).int(message).min(0, message).max(10_000_000, message).optional());
};

const rupees = (label: string) => {
  const message = `${label} must be a number of 0 or more (in rupees).`;
  return z.number({ error: message }).min(0, message).max(10_000_000, `${label} must be at most 1,00,00,000 rupees.`);
};

const flag = (label: string) => z.preprocess(toBoolean, z.boolean({ error: `${label} must be true or false.` }).optional());

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * Chapter names (a course with chapters only), or chapters with their lessons as the course form's
 * curriculum editor sends them (see learning.ts).
 */
const chapterList = z.preprocess(
  toChapterList,
  z
    .array(z.unknown(), { error: CHAPTERS_MESSAGE })
    .transform((items, context) => parseCurriculum(items, context) ?? z.NEVER)
    .optional(),
);

/** Every editable field, each optional: what `updateCourse` accepts (only sent fields change). */
const courseFields = {
  title: requiredText('Title', 200).optional(),
  description: requiredText('Description', 2000).optional(),
  // Optional Hindi versions, shown when the site is in Hindi; an empty value clears one.
  titleHi: text('Title in Hindi', 200).optional(),
  descriptionHi: text('Description in Hindi', 2000).optional(),
  fullDescription: text('Full description', 10_000).optional(),
  instructor: text('Instructor', 120).optional(),
  category: text('Category', 120).optional(),
  duration: text('Duration', 60).optional(),
  lessons: wholeNumber('Lessons'),
  price: z.preprocess(toNumber, rupees('Price').optional()),
  // Blank clears the original price: "no struck-through price" is a real state, unlike a blank count.
  originalPrice: z.preprocess((value) => (isBlank(value) ? null : toNumber(value)), rupees('Original price').nullable().optional()),
  isFree: flag('isFree'),
  difficulty: z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim() : value),
    z.enum(DIFFICULTY_LEVELS, { error: 'Difficulty must be Beginner, Intermediate or Advanced.' }).optional(),
  ),
  rating: z.preprocess(
    toNumber,
    z
      .number({ error: 'Rating must be a number from 0 to 5.' })
      .min(0, 'Rating must be a number from 0 to 5.')
      .max(5, 'Rating must be a number from 0 to 5.')
      .optional(),
  ),
  students: wholeNumber('Students'),
  featured: flag('featured'),
  bestseller: flag('bestseller'),
  isLive: flag('isLive'),
  chapters: chapterList,
};

export const courseChangesSchema = requestSchema(z.object(courseFields));
export type CourseChanges = z.infer<typeof courseChangesSchema>;

/** A new course needs a title and a description, and a price unless it is free. */
export const newCourseSchema = requestSchema(
  z
    .object({ ...courseFields, title: requiredText('Title', 200), description: requiredText('Description', 2000) })
    .refine((course) => course.isFree === true || course.price !== undefined, {
      message: 'Price is required unless the course is free.',
      path: ['price'],
    }),
);
export type NewCourse = z.infer<typeof newCourseSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** A course as GET /api/course/all and /api/course/:id answer it. */
export interface Course {
  _id: string;
  title: string;
  description: string;
  /** The title and short description in Hindi, when the teacher wrote them (absent otherwise). */
  titleHi?: string;
  descriptionHi?: string;
  fullDescription: string;
  instructor: string;
  category: string;
  duration: string;
  /** The lessons on the site when it has any, else the count the teacher typed. */
  lessons: number;
  /** Rupees; 0 for a free course. */
  price: number;
  originalPrice: number | null;
  isFree: boolean;
  /** `/courses/<file>`, served at `/uploads/courses/<file>`; '' without a photo. */
  coursesPhoto: string;
  difficulty: string;
  rating: number;
  students: number;
  featured: boolean;
  bestseller: boolean;
  isLive: boolean;
  /** The chapters' names. */
  chapters: string[];
  /** How many lessons students open on the site (the course player); 0 for a course with chapter names only. */
  onlineLessons: number;
  createdAt: string | null;
  updatedAt: string | null;
}

/** What a course holds for each field the teacher's form left out (the API's create fills these in). */
export const COURSE_DEFAULTS = {
  fullDescription: '',
  instructor: '',
  category: '',
  duration: '',
  lessons: 0,
  price: 0,
  originalPrice: null,
  isFree: false,
  coursesPhoto: '',
  difficulty: 'Beginner',
  rating: 0,
  students: 0,
  featured: false,
  bestseller: false,
  isLive: false,
} as const satisfies Partial<Course>;
