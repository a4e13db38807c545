import { liveClassInput, liveClassListQuery, makeLessonInput } from '@chem/contract';
import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { liveClassChangeLimit, liveClassJoinLimit } from '../config/rate-limits.js';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { contentDisposition, fileNameFrom } from '../lib/content-disposition.js';
import { consume } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import {
  adminLiveClasses,
  cancelLiveClass,
  liveClassAttendance,
  makeLessonOfLiveClass,
  scheduleLiveClass,
  updateLiveClass,
} from '../services/live-classes/admin.js';
import type { Viewer } from '../services/live-classes/store.js';
import { joinLiveClass, liveClassCalendar, liveClassFor, myLiveClasses } from '../services/live-classes/students.js';

/**
 * Live classes. Students: signed in with a live session; a class they may not join is a 403 on
 * every route that names it and missing from their list; the link comes only from join. The
 * teacher: the admin claim, and every change counted on the admin's hourly limit.
 */

const param = (req: Request, name: string) => String(req.params[name] ?? '');
const viewerOf = (user: DecodedIdToken): Viewer => ({ uid: user.uid, isAdmin: isAdmin(user) });

/** Joins and calendar files are counted per student; the teacher's previews are not. */
async function countJoin(viewer: Viewer): Promise<void> {
  if (!viewer.isAdmin) await consume(liveClassJoinLimit(), viewer.uid);
}

const students = apiRouter('/api/live-classes');
export const liveClassesRouter = students.router;

students.route('GET /api/live-classes', requireCurrentUser, (req) =>
  myLiveClasses(viewerOf(caller(req)), parseInput(liveClassListQuery, req.query).courseId),
);

students.route('GET /api/live-classes/:id', requireCurrentUser, (req) => liveClassFor(viewerOf(caller(req)), param(req, 'id')));

students.route('GET /api/live-classes/:id/calendar.ics', requireCurrentUser, async (req, res) => {
  const viewer = viewerOf(caller(req));
  const calendar = await liveClassCalendar(viewer, param(req, 'id'));
  await countJoin(viewer);
  res
    .status(200)
    .set({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': contentDisposition('attachment', fileNameFrom(calendar.fileName, 'ics', 'live-class')),
      'Cache-Control': 'private, no-store',
    })
    .send(calendar.text);
});

students.route('POST /api/live-classes/:id/join', requireCurrentUser, async (req) => {
  const viewer = viewerOf(caller(req));
  await countJoin(viewer);
  return joinLiveClass(viewer, param(req, 'id'));
});

const teacher = apiRouter('/api/admin/live-classes');
export const adminLiveClassesRouter = teacher.router;

const countChange = (req: Request) => consume(liveClassChangeLimit(), caller(req).uid);

teacher.route('GET /api/admin/live-classes', requireAdmin, () => adminLiveClasses());

teacher.route('POST /api/admin/live-classes', requireAdmin, async (req) => {
  const input = parseInput(liveClassInput, req.body);
  await countChange(req);
  return scheduleLiveClass(input);
});

teacher.route('PUT /api/admin/live-classes/:id', requireAdmin, async (req) => {
  const input = parseInput(liveClassInput, req.body);
  await countChange(req);
  return updateLiveClass(param(req, 'id'), input);
});

teacher.route('POST /api/admin/live-classes/:id/cancel', requireAdmin, async (req) => {
  await countChange(req);
  return cancelLiveClass(param(req, 'id'));
});

teacher.route('GET /api/admin/live-classes/:id/attendance', requireAdmin, (req) => liveClassAttendance(param(req, 'id')));

teacher.route('POST /api/admin/live-classes/:id/lesson', requireAdmin, async (req) => {
  const { chapterId } = parseInput(makeLessonInput, req.body ?? {});
  await countChange(req);
  return makeLessonOfLiveClass(param(req, 'id'), chapterId);
});
