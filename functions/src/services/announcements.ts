import {
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  type AdminAnnouncement,
  type AnnouncementAudience,
  type AnnouncementInput,
  type AnnouncementList,
  type AnnouncementStatus,
  type ChannelSwitches,
} from '@chem/contract';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../lib/document-ref.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { storedFields } from '../lib/fields.js';
import { db, runTransaction } from '../lib/firebase.js';
import { newestFirstPage } from '../lib/newest-first-page.js';
import { COURSES } from './courses.js';
import { queueNotificationIn } from './notifications/index.js';
import { outboxIdFor } from './notifications/queue.js';
import { outboxRef } from './notifications/store.js';
import { PLANS } from './plans.js';

/**
 * The teacher's announcements (the admin's Announcements section). Each is a document in
 * `announcements` (what she wrote, to whom, how, when) and ONE notification in the outbox under
 * the dedupe key `announcement-<id>`, written in the same transaction: the fan-out sends it (at
 * once or, with `sendAt`, when the minute sweep finds it due) and counts on the outbox item what it
 * reached on each channel; the inbox's "mark read" counts each student's first opening there. The
 * list reads those counts from the outbox items, one `getAll` per page.
 */

export const ANNOUNCEMENTS = 'announcements';

const collection = () => db().collection(ANNOUNCEMENTS);
const outboxOf = (id: string) => outboxRef(outboxIdFor(`announcement-${id}`));

const DAY_MS = 86_400_000;

/** The course's or plan's name, checked to exist (404 otherwise); '' for the audiences without one. */
async function audienceName(audience: AnnouncementAudience): Promise<string> {
  if (audience.kind === 'course') {
    const course = await documentRef(COURSES, audience.courseId, ANNOUNCEMENT_MESSAGES.courseNotFound).get();
    if (!course.exists) throw notFound(ANNOUNCEMENT_MESSAGES.courseNotFound);
    return storedFields(course).text('title');
  }
  if (audience.kind === 'plan') {
    const plan = await documentRef(PLANS, audience.planId, ANNOUNCEMENT_MESSAGES.planNotFound).get();
    if (!plan.exists) throw notFound(ANNOUNCEMENT_MESSAGES.planNotFound);
    return storedFields(plan).text('name');
  }
  return '';
}

/** When to send: null for now; a time that has passed, or one too far ahead, is refused. */
function sendTime(sendAt: string | null, now: Date): Date | null {
  if (sendAt === null) return null;
  const at = new Date(sendAt);
  if (at.getTime() <= now.getTime()) throw badRequest(ANNOUNCEMENT_MESSAGES.pastTime);
  if (at.getTime() > now.getTime() + ANNOUNCEMENT_LIMITS.maxDaysAhead * DAY_MS) throw badRequest(ANNOUNCEMENT_MESSAGES.tooFarAhead);
  return at;
}

function readAudience(value: unknown): AnnouncementAudience {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (raw.kind === 'course' && typeof raw.courseId === 'string') return { kind: 'course', courseId: raw.courseId };
  if (raw.kind === 'plan' && typeof raw.planId === 'string') return { kind: 'plan', planId: raw.planId };
  if (raw.kind === 'free') return { kind: 'free' };
  return { kind: 'everyone' };
}

/** The announcement's state from its outbox item (what the fan-out has done), unless she cancelled it. */
function statusOf(announcement: DocumentSnapshot, outbox: DocumentSnapshot | undefined): AnnouncementStatus {
  if (announcement.get('cancelledAt')) return 'cancelled';
  switch (outbox?.get('status')) {
    case 'scheduled':
      return 'scheduled';
    case 'sent':
      return 'sent';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'sending';
  }
}

function viewOf(announcement: DocumentSnapshot, outbox: DocumentSnapshot | undefined): AdminAnnouncement {
  const fields = storedFields(announcement);
  const channels = (announcement.get('channels') ?? {}) as Partial<ChannelSwitches>;
  const count = (name: string) => {
    const value: unknown = outbox?.get(`counts.${name}`);
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  return {
    _id: announcement.id,
    title: fields.text('title'),
    body: fields.text('body'),
    link: fields.text('link') || null,
    audience: readAudience(announcement.get('audience')),
    audienceName: fields.text('audienceName'),
    channels: { inApp: channels.inApp === true, push: channels.push === true, email: channels.email === true },
    sendAt: fields.time('sendAt'),
    createdAt: fields.time('createdAt'),
    sentAt: outbox ? storedFields(outbox).time('sentAt') : null,
    status: statusOf(announcement, outbox),
    reach: { recipients: count('recipients'), inApp: count('inApp'), push: count('push'), email: count('email'), opened: count('opened') },
  };
}

/** POST /api/admin/announcements: stored and queued together; nothing is sent on the request's path. */
export async function createAnnouncement(input: AnnouncementInput, adminUid: string, now: Date = new Date()): Promise<AdminAnnouncement> {
  const sendAt = sendTime(input.sendAt, now);
  const name = await audienceName(input.audience);
  const ref = collection().doc();
  await runTransaction(async (transaction) => {
    // The outbox read (for its dedupe key) comes before the writes, as a transaction needs.
    await queueNotificationIn(
      transaction,
      {
        content: { kind: 'announcement', params: { title: input.title, body: input.body } },
        recipients: { audience: input.audience },
        link: input.link,
        channels: input.channels,
        dedupeKey: `announcement-${ref.id}`,
        ...(sendAt ? { sendAt } : {}),
      },
      now,
    );
    transaction.create(ref, {
      title: input.title,
      body: input.body,
      link: input.link,
      audience: input.audience,
      audienceName: name,
      channels: input.channels,
      sendAt: sendAt ? Timestamp.fromDate(sendAt) : null,
      createdAt: Timestamp.fromDate(now),
      createdBy: adminUid,
    });
  });
  const [announcement, outbox] = await Promise.all([ref.get(), outboxOf(ref.id).get()]);
  return viewOf(announcement, outbox);
}

/** GET /api/admin/announcements: newest first, a page at a time, with each one's reach. */
export async function listAnnouncements(cursor: string | undefined): Promise<AnnouncementList> {
  const page = await newestFirstPage(collection(), 'createdAt', cursor, ANNOUNCEMENT_LIMITS.pageSize);
  const outboxes = page.docs.length > 0 ? await db().getAll(...page.docs.map((doc) => outboxOf(doc.id))) : [];
  return {
    announcements: page.docs.map((doc, index) => viewOf(doc, outboxes[index]?.exists ? outboxes[index] : undefined)),
    nextCursor: page.nextCursor,
  };
}

/**
 * POST /api/admin/announcements/:id/cancel: only while its time has not come (the outbox item is
 * still `scheduled`); the item is marked cancelled in the same transaction, so the sweep never
 * takes it, and a sweep that took it first makes this a 409.
 */
export async function cancelAnnouncement(id: string, now: Date = new Date()): Promise<AdminAnnouncement> {
  const ref = documentRef(ANNOUNCEMENTS, id, ANNOUNCEMENT_MESSAGES.notFound);
  const outbox = outboxOf(ref.id);
  await runTransaction(async (transaction) => {
    const [announcement, item] = await Promise.all([transaction.get(ref), transaction.get(outbox)]);
    if (!announcement.exists) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
    if (announcement.get('cancelledAt')) return;
    if (item.get('status') !== 'scheduled') throw conflict(ANNOUNCEMENT_MESSAGES.notCancellable);
    transaction.update(outbox, { status: 'cancelled', nextAttemptAt: FieldValue.delete() });
    transaction.update(ref, { cancelledAt: Timestamp.fromDate(now) });
  });
  const [announcement, item] = await Promise.all([ref.get(), outbox.get()]);
  return viewOf(announcement, item);
}
