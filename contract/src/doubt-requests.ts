import { z } from 'zod';
import { DOUBT_LIMITS, DOUBT_MESSAGES, DOUBT_STATUSES } from './doubts.js';
import { cursorField, limitField } from './paging.js';
import { requestSchema } from './text.js';

/**
 * The doubts' request schemas (the answers and limits are in doubts.ts, which has no zod). The
 * ask, follow-up and reply forms are multipart (text fields beside the photos); the rest JSON or
 * query strings.
 */

const ID = /^[A-Za-z0-9_-]+$/;
const id = z
  .string({ error: DOUBT_MESSAGES.badContext })
  .max(DOUBT_LIMITS.idChars, DOUBT_MESSAGES.badContext)
  .regex(ID, DOUBT_MESSAGES.badContext);

const contextObject = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('lesson'),
      courseId: id,
      lessonId: id,
      seconds: z
        .number({ error: DOUBT_MESSAGES.badContext })
        .int(DOUBT_MESSAGES.badContext)
        .min(0, DOUBT_MESSAGES.badContext)
        .max(DOUBT_LIMITS.maxSeconds, DOUBT_MESSAGES.badContext)
        .optional(),
    }),
    z.strictObject({ kind: z.literal('test'), attemptId: id, questionId: id }),
    z.strictObject({ kind: z.literal('practice'), questionId: id }),
    z.strictObject({ kind: z.literal('general'), courseId: id }),
  ],
  { error: DOUBT_MESSAGES.badContext },
);

/** `context` travels as JSON text in the multipart form. */
const contextField = z
  .string({ error: DOUBT_MESSAGES.badContext })
  .max(1000, DOUBT_MESSAGES.badContext)
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: DOUBT_MESSAGES.badContext });
      return z.NEVER;
    }
  })
  .pipe(contextObject);

/** The words of a doubt, a follow-up or a reply: may be empty when a photo is attached (the service checks). */
const messageText = z
  .string({ error: DOUBT_MESSAGES.tooLong })
  .trim()
  .max(DOUBT_LIMITS.textChars, DOUBT_MESSAGES.tooLong)
  .optional()
  .transform((value) => value ?? '');

/** A checkbox as a form sends it: "true" when ticked. */
const checkbox = z
  .enum(['true', 'false', 'on', ''], { error: 'A yes/no field must be true or false.' })
  .optional()
  .transform((value) => value === 'true' || value === 'on');

/** POST /api/doubts (multipart): `text`, `context` (JSON), `showName`, and the `photos`. */
export const askDoubtFields = requestSchema(z.object({ text: messageText, context: contextField, showName: checkbox }));
export type AskDoubtFields = z.infer<typeof askDoubtFields>;

/** POST /api/doubts/:id/messages (multipart): `text` and the `photos`. */
export const followUpFields = requestSchema(z.object({ text: messageText }));

/** POST /api/admin/doubts/:id/reply (multipart): `text`, `photos`, and `resolve` to close it with this reply. */
export const replyFields = requestSchema(z.object({ text: messageText, resolve: checkbox }));

/** POST /api/admin/doubts/:id/publish: publish (the default) or take back from its lesson or question. */
export const publishRequest = requestSchema(
  z
    .object({ published: z.boolean({ error: 'published must be true or false.' }).optional().default(true) })
    .optional()
    .default({ published: true }),
);

const statusMessage = `status must be one of: ${DOUBT_STATUSES.join(', ')}.`;

/** GET /api/admin/doubts?status=&courseId=&chapter=&cursor=&limit= */
export const adminDoubtsQuery = requestSchema(
  z
    .object({
      status: z.enum(DOUBT_STATUSES, { error: statusMessage }).optional().default('open'),
      courseId: z
        .string({ error: 'courseId must be text.' })
        .max(DOUBT_LIMITS.idChars, 'courseId is not valid.')
        .regex(/^[A-Za-z0-9_-]*$/, 'courseId is not valid.')
        .optional()
        .transform((value) => value || undefined),
      chapter: z
        .string({ error: 'chapter must be text.' })
        .trim()
        .max(DOUBT_LIMITS.chapterChars, 'chapter is not valid.')
        .optional()
        .transform((value) => value || undefined),
      cursor: cursorField(),
      limit: limitField(DOUBT_LIMITS.queuePage, DOUBT_LIMITS.queuePageMax),
    })
    .refine((query) => !query.chapter || query.courseId, { message: DOUBT_MESSAGES.chapterNeedsCourse }),
);
export type AdminDoubtsQuery = z.infer<typeof adminDoubtsQuery>;

/** `?cursor=` of the student's lists and a thread's messages. */
export const doubtPageQuery = requestSchema(z.object({ cursor: cursorField() }));

/** POST and PUT /api/admin/saved-replies. */
export const savedReplyInput = requestSchema(
  z.object({
    title: z
      .string({ error: 'Title is required.' })
      .trim()
      .min(1, 'Title is required.')
      .max(DOUBT_LIMITS.savedReplyTitleChars, `Title must be at most ${DOUBT_LIMITS.savedReplyTitleChars} characters.`),
    text: z
      .string({ error: 'Reply is required.' })
      .trim()
      .min(1, 'Reply is required.')
      .max(DOUBT_LIMITS.textChars, `Reply must be at most ${DOUBT_LIMITS.textChars.toLocaleString('en-IN')} characters.`),
  }),
);
export type SavedReplyInput = z.infer<typeof savedReplyInput>;
