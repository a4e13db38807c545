import { z } from 'zod';
import { isNotificationLink, NOTIFICATION_CHANNELS, type ChannelSwitches } from './notifications.js';
import { cursorField } from './paging.js';
import { requestSchema } from './text.js';

/**
 * Announcements: the teacher's own words to a group of students, sent through the notifications
 * (inbox, push, email) now or at a time she picks. The admin's Announcements section writes them
 * (POST /api/admin/announcements), lists them with what each reached, and cancels one that has not
 * started sending.
 */

export const ANNOUNCEMENT_LIMITS = {
  titleChars: 100,
  bodyChars: 1000,
  linkChars: 500,
  idChars: 100,
  /** How far ahead a send may be scheduled. */
  maxDaysAhead: 90,
  pageSize: 20,
} as const;

export const ANNOUNCEMENT_MESSAGES = {
  titleRequired: 'Write a title for the announcement.',
  titleTooLong: 'The title can be at most 100 characters.',
  bodyRequired: 'Write the announcement.',
  bodyTooLong: 'The announcement can be at most 1,000 characters.',
  badLink: 'The link must be a path of this site (starting with /) or an https:// address.',
  badAudience: 'Choose who receives it: everyone, a course’s students, a plan’s subscribers or free accounts.',
  noChannel: 'Choose at least one way to send it: in the app, push or email.',
  badTime: 'The time to send is not a valid date and time.',
  pastTime: 'The time to send has passed. Choose a later time, or send it now.',
  tooFarAhead: 'An announcement can be scheduled at most 90 days ahead.',
  courseNotFound: 'This course does not exist.',
  planNotFound: 'This plan does not exist.',
  notFound: 'This announcement does not exist.',
  notCancellable: 'This announcement has started sending, so it can no longer be cancelled.',
} as const;

/** Who receives an announcement (the notifications' audiences). */
export type AnnouncementAudience =
  { kind: 'everyone' } | { kind: 'course'; courseId: string } | { kind: 'plan'; planId: string } | { kind: 'free' };

const id = z
  .string({ error: ANNOUNCEMENT_MESSAGES.badAudience })
  .min(1, ANNOUNCEMENT_MESSAGES.badAudience)
  .max(ANNOUNCEMENT_LIMITS.idChars, ANNOUNCEMENT_MESSAGES.badAudience)
  .regex(/^[A-Za-z0-9_-]+$/, ANNOUNCEMENT_MESSAGES.badAudience);

const audience = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('everyone') }),
    z.strictObject({ kind: z.literal('course'), courseId: id }),
    z.strictObject({ kind: z.literal('plan'), planId: id }),
    z.strictObject({ kind: z.literal('free') }),
  ],
  { error: ANNOUNCEMENT_MESSAGES.badAudience },
);

const channel = z.boolean({ error: ANNOUNCEMENT_MESSAGES.noChannel });

/** POST /api/admin/announcements. `sendAt`: an ISO date-time with its offset (the form sends India time), or null for now. */
export const announcementInput = requestSchema(
  z.object({
    title: z
      .string({ error: ANNOUNCEMENT_MESSAGES.titleRequired })
      .trim()
      .min(1, ANNOUNCEMENT_MESSAGES.titleRequired)
      .max(ANNOUNCEMENT_LIMITS.titleChars, ANNOUNCEMENT_MESSAGES.titleTooLong),
    body: z
      .string({ error: ANNOUNCEMENT_MESSAGES.bodyRequired })
      .trim()
      .min(1, ANNOUNCEMENT_MESSAGES.bodyRequired)
      .max(ANNOUNCEMENT_LIMITS.bodyChars, ANNOUNCEMENT_MESSAGES.bodyTooLong),
    link: z
      .string({ error: ANNOUNCEMENT_MESSAGES.badLink })
      .trim()
      .refine((value) => value === '' || isNotificationLink(value), ANNOUNCEMENT_MESSAGES.badLink)
      .nullish()
      .transform((value) => value || null),
    audience,
    channels: z
      .object({ inApp: channel, push: channel, email: channel }, { error: ANNOUNCEMENT_MESSAGES.noChannel })
      .refine((switches) => NOTIFICATION_CHANNELS.some((name) => switches[name]), ANNOUNCEMENT_MESSAGES.noChannel),
    sendAt: z
      .string({ error: ANNOUNCEMENT_MESSAGES.badTime })
      .max(40, ANNOUNCEMENT_MESSAGES.badTime)
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, ANNOUNCEMENT_MESSAGES.badTime)
      .refine((value) => !Number.isNaN(Date.parse(value)), ANNOUNCEMENT_MESSAGES.badTime)
      .nullish()
      .transform((value) => value ?? null),
  }),
);
export type AnnouncementInput = z.infer<typeof announcementInput>;

export const announcementsQuery = requestSchema(z.object({ cursor: cursorField() }));

/** scheduled: waiting for its time (cancellable); sending; sent; cancelled; failed (the fan-out gave up). */
export type AnnouncementStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';

/** What an announcement reached: students on each channel, and how many opened it in the app (once each). */
export interface AnnouncementReach {
  recipients: number;
  inApp: number;
  push: number;
  email: number;
  opened: number;
}

export interface AdminAnnouncement {
  _id: string;
  title: string;
  body: string;
  link: string | null;
  audience: AnnouncementAudience;
  /** The course's or plan's name as it was when sent ('' for the other audiences). */
  audienceName: string;
  channels: ChannelSwitches;
  /** When it goes (or went) out; null: at once. */
  sendAt: string | null;
  createdAt: string | null;
  sentAt: string | null;
  status: AnnouncementStatus;
  reach: AnnouncementReach;
}

export interface AnnouncementList {
  announcements: AdminAnnouncement[];
  nextCursor: string | null;
}
