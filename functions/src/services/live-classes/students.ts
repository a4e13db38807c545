import {
  LIVE_CLASS_MESSAGES,
  liveClassPhase,
  type ExportedLiveClassAttendance,
  type LiveClassJoin,
  type LiveClassList,
  type LiveClassSummary,
} from '@chem/contract';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { siteOrigin } from '../../config/mail.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { storedFields } from '../../lib/fields.js';
import { runTransaction } from '../../lib/firebase.js';
import { readSiteSettings } from '../site-settings.js';
import { calendarFile } from './calendar.js';
import {
  attendanceRef,
  joinableBy,
  liveClassesCollection,
  liveClassRef,
  readLiveClass,
  summaryOf,
  type StoredLiveClass,
  type Viewer,
} from './store.js';

/**
 * The students' side: the classes they may join (never a link), one class's page, its calendar
 * file, and the join that answers the link and records the attendance. Someone who may not join
 * gets a 403 from every route that names the class, and the list leaves the class out.
 */

/** Classes read for the list: the next ones to end, of every audience, before the access filter. */
const LIST_SCAN = 100;

/** The class, if the viewer may join it (404 unknown, 403 not theirs). */
async function classFor(viewer: Viewer, id: string, now: Date): Promise<StoredLiveClass> {
  const snapshot = await liveClassRef(id).get();
  if (!snapshot.exists) throw notFound(LIVE_CLASS_MESSAGES.notFound);
  const stored = readLiveClass(snapshot);
  const joinable = await joinableBy(viewer, [stored], now);
  if (!joinable.has(stored.id)) throw forbidden(LIVE_CLASS_MESSAGES.notForYou);
  return stored;
}

/**
 * Upcoming and current classes the viewer may join, soonest first: one query on the classes not
 * yet ended, then one batch of their courses and at most one subscription query. `courseId` keeps
 * one course's classes (the course page); without it every class the viewer may join (the dashboard).
 */
export async function myLiveClasses(viewer: Viewer, courseId: string | undefined, now: Date = new Date()): Promise<LiveClassList> {
  const snapshot = await liveClassesCollection()
    .where('status', '==', 'scheduled')
    .where('endsAt', '>', Timestamp.fromDate(now))
    .orderBy('endsAt')
    .limit(LIST_SCAN)
    .get();
  const classes = snapshot.docs.map(readLiveClass).filter((item) => courseId === undefined || item.courseId === courseId);
  const joinable = await joinableBy(viewer, classes, now);
  return {
    classes: classes
      .filter((item) => joinable.has(item.id))
      .map(summaryOf)
      .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)),
  };
}

/** The class's page before and during it: the facts and the countdown's start, no link. */
export async function liveClassFor(viewer: Viewer, id: string, now: Date = new Date()): Promise<LiveClassSummary> {
  return summaryOf(await classFor(viewer, id, now));
}

/**
 * The link, from 10 minutes before the start until the end, for those who may join; the first
 * join of a student is recorded (one document per class and student, and the class's count
 * raised in the same transaction, so joining again changes nothing). The teacher's own joins are
 * previews and are not counted.
 */
export async function joinLiveClass(viewer: Viewer, id: string, now: Date = new Date()): Promise<LiveClassJoin> {
  const stored = await classFor(viewer, id, now);
  const phase = liveClassPhase(stored, now.getTime());
  if (phase === 'cancelled') throw forbidden(LIVE_CLASS_MESSAGES.cancelled);
  if (phase === 'upcoming') throw forbidden(LIVE_CLASS_MESSAGES.notStarted);
  if (phase === 'ended') throw forbidden(LIVE_CLASS_MESSAGES.ended);
  if (!viewer.isAdmin) {
    const attendance = attendanceRef(stored.id, viewer.uid);
    const classRef = liveClassRef(stored.id);
    await runTransaction(async (transaction) => {
      if ((await transaction.get(attendance)).exists) return;
      transaction.create(attendance, {
        classId: stored.id,
        userId: viewer.uid,
        classTitle: stored.title,
        joinedAt: Timestamp.fromDate(now),
      });
      transaction.update(classRef, { attendance: FieldValue.increment(1) });
    });
  }
  return { ...summaryOf(stored), link: stored.link };
}

export interface CalendarDownload {
  fileName: string;
  text: string;
}

/** The class as an .ics event pointing at its page on the site. */
export async function liveClassCalendar(viewer: Viewer, id: string, now: Date = new Date()): Promise<CalendarDownload> {
  const stored = await classFor(viewer, id, now);
  const origin = siteOrigin();
  const page = `${origin}/live/${encodeURIComponent(stored.id)}`;
  const { siteName } = await readSiteSettings();
  const text = calendarFile(
    {
      uid: `live-class-${stored.id}@${new URL(origin).hostname}`,
      title: stored.title,
      description: `Live class${stored.courseTitle ? ` of ${stored.courseTitle}` : ''}. Join it on the site: ${page}`,
      url: page,
      startsAt: new Date(stored.startsAt),
      endsAt: new Date(stored.endsAt),
      stamp: now,
      cancelled: stored.status === 'cancelled',
    },
    siteName,
  );
  return { fileName: `${stored.title}.ics`, text };
}

/** A student's attendance as "Download my data" shows it. */
export function exportedAttendance(snapshot: DocumentSnapshot): ExportedLiveClassAttendance {
  const fields = storedFields(snapshot);
  return { classTitle: fields.text('classTitle'), joinedAt: fields.time('joinedAt') };
}
