import { studyReportSchema, type NoteFileUse } from '@chem/contract';
import type { Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, optionalUser, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { parseInput } from '../lib/validate.js';
import {
  completeLesson,
  courseLearners,
  curriculumForEditing,
  learnCourse,
  myLearning,
  openLesson,
  openLessonNote,
  reportStudy,
  type Learner,
} from '../services/learning.js';
import { writeNoteFile } from './notes.js';

const { router, route } = apiRouter('/api/learn');
export const learnRouter = router;

function learnerOf(user: DecodedIdToken): Learner {
  return {
    uid: user.uid,
    isAdmin: isAdmin(user),
    authTime: typeof user.auth_time === 'number' ? user.auth_time : undefined,
    email: user.email,
    name: typeof user.name === 'string' ? user.name : undefined,
  };
}

const lessonParams = (req: Request) => [String(req.params.courseId), String(req.params.lessonId)] as const;

/** Everything here is about one person (or, for visitors, asked for alongside): no shared cache keeps it. */
function personal(res: Response): void {
  res.set('Cache-Control', 'private, no-store');
}

route('GET /api/learn/progress', requireCurrentUser, (req, res) => {
  personal(res);
  return myLearning(caller(req).uid);
});

route('GET /api/learn/courses/:courseId', optionalUser, (req, res) => {
  personal(res);
  return learnCourse(String(req.params.courseId), req.user ? learnerOf(req.user) : undefined);
});

route('GET /api/learn/courses/:courseId/curriculum', requireAdmin, (req, res) => {
  personal(res);
  return curriculumForEditing(String(req.params.courseId));
});

route('GET /api/learn/courses/:courseId/learners', requireAdmin, (req, res) => {
  personal(res);
  return courseLearners(String(req.params.courseId));
});

route('GET /api/learn/courses/:courseId/lessons/:lessonId', requireCurrentUser, (req, res) => {
  personal(res);
  return openLesson(...lessonParams(req), learnerOf(caller(req)));
});

async function sendLessonNote(req: Request, res: Response, use: NoteFileUse) {
  writeNoteFile(res, await openLessonNote(...lessonParams(req), learnerOf(caller(req)), use), use);
}

// As for the library's notes: a HEAD would stamp, record and count a copy nobody receives.
router.head(['/courses/:courseId/lessons/:lessonId/preview', '/courses/:courseId/lessons/:lessonId/download'], (_req, res) => {
  res.set('Allow', 'GET').status(405).end();
});
route('GET /api/learn/courses/:courseId/lessons/:lessonId/preview', requireCurrentUser, (req, res) => sendLessonNote(req, res, 'preview'));
route('GET /api/learn/courses/:courseId/lessons/:lessonId/download', requireCurrentUser, (req, res) =>
  sendLessonNote(req, res, 'download'),
);

route('POST /api/learn/courses/:courseId/lessons/:lessonId/complete', requireCurrentUser, (req) =>
  completeLesson(...lessonParams(req), learnerOf(caller(req))),
);

route('POST /api/learn/courses/:courseId/lessons/:lessonId/study', requireCurrentUser, (req) => {
  const { seconds } = parseInput(studyReportSchema, req.body);
  return reportStudy(...lessonParams(req), learnerOf(caller(req)), seconds);
});
