import { z } from 'zod';
import { LIVE_CLASS_LIMITS, LIVE_CLASS_MESSAGES, indiaLocalTime, liveClassLink } from './live-classes.js';
import { requestSchema } from './text.js';

/** The live classes' request schemas (the answers, limits and helpers are in live-classes.ts, which has no zod). */

const ID = /^[A-Za-z0-9_-]{1,200}$/;

/** POST/PUT /api/admin/live-classes: the class as the admin's form sends it. */
export const liveClassInput = requestSchema(
  z.object({
    title: z
      .string({ error: LIVE_CLASS_MESSAGES.titleRequired })
      .trim()
      .min(1, LIVE_CLASS_MESSAGES.titleRequired)
      .max(LIVE_CLASS_LIMITS.titleChars, LIVE_CLASS_MESSAGES.titleTooLong),
    /** A course id, or null for every signed-in student. */
    courseId: z.string({ error: LIVE_CLASS_MESSAGES.courseInvalid }).regex(ID, LIVE_CLASS_MESSAGES.courseInvalid).nullable(),
    /** India time, "YYYY-MM-DDTHH:mm". */
    startsAt: z
      .string({ error: LIVE_CLASS_MESSAGES.startInvalid })
      .refine((value) => indiaLocalTime(value) !== undefined, LIVE_CLASS_MESSAGES.startInvalid),
    durationMinutes: z
      .number({ error: LIVE_CLASS_MESSAGES.durationInvalid })
      .int(LIVE_CLASS_MESSAGES.durationInvalid)
      .min(LIVE_CLASS_LIMITS.minMinutes, LIVE_CLASS_MESSAGES.durationInvalid)
      .max(LIVE_CLASS_LIMITS.maxMinutes, LIVE_CLASS_MESSAGES.durationInvalid),
    link: z
      .string({ error: LIVE_CLASS_MESSAGES.linkInvalid })
      .max(LIVE_CLASS_LIMITS.linkChars, LIVE_CLASS_MESSAGES.linkInvalid)
      .transform((value, context) => {
        const link = liveClassLink(value);
        if (link) return link;
        context.addIssue({ code: 'custom', message: LIVE_CLASS_MESSAGES.linkInvalid });
        return z.NEVER;
      }),
  }),
);
export type LiveClassInput = z.infer<typeof liveClassInput>;

/** GET /api/live-classes?courseId=: the classes of one course (the course page), or all the student may join. */
export const liveClassListQuery = requestSchema(
  z.object({
    courseId: z.string({ error: LIVE_CLASS_MESSAGES.courseInvalid }).regex(ID, LIVE_CLASS_MESSAGES.courseInvalid).optional(),
  }),
);

/** POST /api/admin/live-classes/:id/lesson: the chapter to add it to (the course's last one when left out). */
export const makeLessonInput = requestSchema(
  z.object({
    chapterId: z.string({ error: LIVE_CLASS_MESSAGES.chapterInvalid }).regex(ID, LIVE_CLASS_MESSAGES.chapterInvalid).optional(),
  }),
);
