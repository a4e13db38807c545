import { z } from 'zod';
import { requestSchema } from './text.js';
import { DIFFICULTY_LEVELS } from './catalogue.js';

/** The admin's note form (multipart, so every value arrives as a string). */

/** Form inputs left empty arrive as "": for optional fields that means "not given". */
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** "12" -> 12; anything that is not a plain number is left as is for the schema to refuse. */
const numeric = (value: unknown) => (typeof value === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

const splitTags = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

const noteFields = z.object({
  title: z.string({ error: 'Title is required.' }).trim().min(1, 'Title is required.').max(200, 'Title must be at most 200 characters.'),
  description: z
    .string({ error: 'Description is required.' })
    .trim()
    .min(1, 'Description is required.')
    .max(5000, 'Description must be at most 5000 characters.'),
  // Optional Hindi versions, shown when the site is in Hindi; an empty value clears one.
  titleHi: z.string({ error: 'Title in Hindi must be text.' }).trim().max(200, 'Title in Hindi must be at most 200 characters.').optional(),
  descriptionHi: z
    .string({ error: 'Description in Hindi must be text.' })
    .trim()
    .max(5000, 'Description in Hindi must be at most 5000 characters.')
    .optional(),
  category: z.string().trim().max(100, 'Category must be at most 100 characters.').optional(),
  tags: z
    .string()
    .transform(splitTags)
    .pipe(z.array(z.string().max(50, 'Each tag must be at most 50 characters.')).max(30, 'At most 30 tags are allowed.'))
    .optional(),
  difficulty: z.preprocess(
    blankAsMissing,
    z.enum(DIFFICULTY_LEVELS, { error: 'Difficulty must be Beginner, Intermediate or Advanced.' }).optional(),
  ),
  pages: z.preprocess(
    (value) => numeric(blankAsMissing(value)),
    z
      .number({ error: 'Pages must be a whole number.' })
      .int('Pages must be a whole number.')
      .min(1, 'Pages must be at least 1.')
      .max(10_000, 'Pages must be at most 10000.')
      .optional(),
  ),
});

/** A new note: title and description required, the rest defaulted by `createNote`. */
export const newNoteSchema = requestSchema(noteFields);
export type NewNote = z.infer<typeof newNoteSchema>;

/** An edit: any subset of the fields, each validated as on create. */
export const noteChangesSchema = requestSchema(noteFields.partial());
export type NoteChanges = z.infer<typeof noteChangesSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** A note as the lists answer it: never a path or URL of its file. */
export interface Note {
  _id: string;
  title: string;
  description: string;
  /** The title and description in Hindi, when the teacher wrote them (absent otherwise). */
  titleHi?: string;
  descriptionHi?: string;
  category: string;
  tags: string[];
  difficulty: string;
  pages: number;
  rating: number;
  uploadDate: string | null;
  downloads: number;
  fileName: string;
  contentType: string;
  size: number;
}

/** What a student does with a note's file; each one is recorded. */
export type NoteFileUse = 'preview' | 'download';

/** One row of GET /api/notes/:id/downloads (admin). */
export interface NoteDownloadRow {
  userId: string;
  name: string;
  email: string;
  /** ISO time of the download. */
  at: string;
}

export interface NoteDownloadList {
  /** Newest first, at most 100. */
  downloads: NoteDownloadRow[];
  /** Every recorded download of the note. */
  total: number;
}
