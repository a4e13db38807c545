/**
 * Live classes: the teacher schedules a class on YouTube Live, Meet or Zoom for a course's
 * students (or everyone); students who may join see it with a countdown, add it to their calendar
 * and join it at `/live/:id`. The stream's link is the one thing a student who may not join must
 * never get, so every answer to a student leaves it out except the join answer. The request
 * schemas are in live-class-requests.ts, so screens that only show classes carry no zod.
 */

export const LIVE_CLASS_LIMITS = {
  titleChars: 120,
  /** A class is at least this long and at most this long (a long doubt-clearing evening). */
  minMinutes: 15,
  maxMinutes: 300,
  /** Students may join this long before the start (to check sound and video). */
  earlyJoinMinutes: 10,
  /** The reminder goes out this long before the start. */
  reminderMinutes: 30,
  /** The longest link the form takes. */
  linkChars: 500,
  /** A class may be scheduled at most this many days ahead. */
  maxDaysAhead: 366,
} as const;

export const LIVE_CLASS_MESSAGES = {
  titleRequired: 'Give the class a title.',
  titleTooLong: 'A title can be at most 120 characters.',
  startInvalid: 'Choose the start date and time (India time).',
  startInPast: 'The start time has passed: choose a time in the future.',
  startTooFar: 'A class can be scheduled at most a year ahead.',
  durationInvalid: 'The duration must be a whole number of minutes from 15 to 300.',
  linkInvalid: 'Paste a YouTube Live link (or video id), or an https link of Google Meet or Zoom.',
  courseInvalid: 'Choose a course, or everyone.',
  chapterInvalid: 'Choose a chapter of the course.',
  notFound: 'This live class does not exist.',
  courseNotFound: 'The course you chose does not exist.',
  notForYou: 'This live class is for the students of its course. Choose a plan to join it.',
  notStarted: 'This class has not started yet. You can join 10 minutes before it starts.',
  ended: 'This class has ended.',
  cancelled: 'This class was cancelled.',
  alreadyCancelled: 'This class is already cancelled.',
  cannotEditPast: 'This class has ended; it can no longer be changed.',
  lessonNeedsCourse: 'Only a class of a course can become a lesson of it.',
  lessonNeedsYouTube: 'Only a YouTube class has a recording that can become a lesson.',
  lessonNotEnded: 'The class has not ended yet: make it a lesson once the recording is ready.',
  lessonNeedsChapter: 'The course has no chapters yet: add one in the course form first.',
  lessonAlreadyAdded: 'The recording is already a lesson of this course.',
} as const;

export type LiveClassProvider = 'youtube' | 'meet' | 'zoom';

/** Where a class happens: a YouTube video id (played inside the site), or a Meet/Zoom address (opened in a new tab). */
export type LiveClassLink = { provider: 'youtube'; videoId: string } | { provider: 'meet' | 'zoom'; url: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

/**
 * The link the teacher pasted, or null when it is not one the site accepts: a YouTube video id;
 * an https YouTube watch (`youtube.com/watch?v=`), share (`youtu.be/`) or live (`youtube.com/live/`)
 * link; an https Google Meet link (`meet.google.com/...`); an https Zoom link (`zoom.us` or a
 * company's `*.zoom.us`). Any other host, and plain http, is refused: the link is what students
 * open, so it must go where the teacher's classes are.
 */
export function liveClassLink(input: string): LiveClassLink | null {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return { provider: 'youtube', videoId: text };
  // https, a host name (no user, password or port), then an optional path, query and fragment.
  const parts = /^https:\/\/([A-Za-z0-9.-]+)(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i.exec(text);
  if (!parts) return null;
  const host = parts[1]!.toLowerCase();
  const path = parts[2] ?? '';
  const query = parts[3] ?? '';
  if (host === 'youtu.be') {
    const id = /^\/([^/]+)\/?$/.exec(path)?.[1] ?? '';
    return VIDEO_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    const id = path === '/watch' ? (/[?&]v=([^&]*)/.exec(query)?.[1] ?? '') : (/^\/live\/([^/]+)\/?$/.exec(path)?.[1] ?? '');
    return VIDEO_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
  }
  const url = `https://${host}${path}${query}${parts[4] ?? ''}`;
  if (host === 'meet.google.com') return path.length > 1 ? { provider: 'meet', url } : null;
  if (host === 'zoom.us' || host.endsWith('.zoom.us')) return path.length > 1 ? { provider: 'zoom', url } : null;
  return null;
}

/** What the admin's form shows for a stored link: the YouTube watch address, or the link itself. */
export const liveClassLinkText = (link: LiveClassLink) =>
  link.provider === 'youtube' ? `https://www.youtube.com/watch?v=${link.videoId}` : link.url;

/** "2026-11-27T19:00" (India time, as a date-time field gives it) -> the moment; undefined when not a real time. */
export function indiaLocalTime(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const at = new Date(`${text}:00+05:30`);
  if (Number.isNaN(at.getTime())) return undefined;
  // A day the calendar does not have (31 Nov) rolls over in Date: refuse it instead.
  const india = new Date(at.getTime() + (5 * 60 + 30) * 60_000);
  return india.getUTCDate() === Number(match[3]) && india.getUTCMonth() + 1 === Number(match[2]) ? at : undefined;
}

/** The moment as a date-time field in India time shows it: "2026-11-27T19:00". */
export function indiaLocalText(iso: string): string {
  const india = new Date(Date.parse(iso) + (5 * 60 + 30) * 60_000);
  return india.toISOString().slice(0, 16);
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** What a student may know of a class before joining it: never its link. */
export interface LiveClassSummary {
  id: string;
  title: string;
  /** null: for every signed-in student. */
  courseId: string | null;
  courseTitle: string | null;
  /** ISO times (UTC). */
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  provider: LiveClassProvider;
  status: 'scheduled' | 'cancelled';
}

/** GET /api/live-classes: upcoming and current classes the student may join, soonest first. */
export interface LiveClassList {
  classes: LiveClassSummary[];
}

/** POST /api/live-classes/:id/join: the link, for those who may join, in the class's time. */
export interface LiveClassJoin extends LiveClassSummary {
  link: LiveClassLink;
}

/** A class as the admin's section lists it. */
export interface AdminLiveClass extends LiveClassSummary {
  link: LiveClassLink;
  /** Students who joined (once each). */
  attendance: number;
  /** The lesson the recording became, once it did. */
  lesson: { chapterId: string; lessonId: string } | null;
}

export interface AdminLiveClassList {
  classes: AdminLiveClass[];
}

export interface LiveClassAttendee {
  name: string;
  joinedAt: string;
}

/** GET /api/admin/live-classes/:id/attendance: who joined, first join first. */
export interface LiveClassAttendance {
  count: number;
  attendees: LiveClassAttendee[];
}

/** POST /api/admin/live-classes/:id/lesson. */
export interface MadeLesson {
  courseId: string;
  chapterId: string;
  lessonId: string;
  chapterTitle: string;
}

/** A student's attendance, in "Download my data". */
export interface ExportedLiveClassAttendance {
  classTitle: string;
  joinedAt: string | null;
}

/** Where a class stands at `now`: before its join window, open to join, or over. */
export function liveClassPhase(
  liveClass: Pick<LiveClassSummary, 'startsAt' | 'endsAt' | 'status'>,
  now: number,
): 'cancelled' | 'upcoming' | 'open' | 'ended' {
  if (liveClass.status === 'cancelled') return 'cancelled';
  if (now >= Date.parse(liveClass.endsAt)) return 'ended';
  if (now >= Date.parse(liveClass.startsAt) - LIVE_CLASS_LIMITS.earlyJoinMinutes * 60_000) return 'open';
  return 'upcoming';
}
