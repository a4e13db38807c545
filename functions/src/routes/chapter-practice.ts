import { bookmarkSchema, practiceAnswerSchema, practiceQuestionsQuery, practiceSettingsSchema } from '@chem/contract';
import type { Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, requireCurrentUser } from '../lib/auth.js';
import { parseInput } from '../lib/validate.js';
import type { Student } from '../services/chapter-practice/access.js';
import {
  answerPracticeQuestion,
  bookmarkQuestion,
  practiceChapters,
  practiceQuestion,
  practiceQuestions,
} from '../services/chapter-practice/practice.js';
import { practiceSummary, revisionQueue, savePracticeSettings } from '../services/chapter-practice/revision.js';

/**
 * Chapter practice and the revision queue. Every call signed in with a session still live (signed
 * out everywhere or disabled ends it at once), every answer personal and never cached; writes are
 * the student's own (the teacher's account keeps no practice record).
 */

const student = (user: DecodedIdToken): Student => ({ uid: user.uid, isAdmin: isAdmin(user) });
const param = (req: Request, name: string) => String(req.params[name]);
const personal = (res: Response) => res.set('Cache-Control', 'private, no-store');

const practice = apiRouter('/api/practice');
export const chapterPracticeRouter = practice.router;

practice.route('GET /api/practice/chapters', requireCurrentUser, (req, res) => {
  personal(res);
  return practiceChapters(student(caller(req)));
});

practice.route('GET /api/practice/questions', requireCurrentUser, (req, res) => {
  personal(res);
  return practiceQuestions(student(caller(req)), parseInput(practiceQuestionsQuery, req.query));
});

practice.route('GET /api/practice/questions/:id', requireCurrentUser, (req, res) => {
  personal(res);
  return practiceQuestion(student(caller(req)), param(req, 'id'));
});

practice.route('POST /api/practice/questions/:id/answer', requireCurrentUser, (req, res) => {
  personal(res);
  return answerPracticeQuestion(student(caller(req)), param(req, 'id'), parseInput(practiceAnswerSchema, req.body));
});

practice.route('PUT /api/practice/questions/:id/bookmark', requireCurrentUser, (req) =>
  bookmarkQuestion(student(caller(req)), param(req, 'id'), parseInput(bookmarkSchema, req.body).bookmarked),
);

practice.route('GET /api/practice/revision', requireCurrentUser, (req, res) => {
  personal(res);
  return revisionQueue(student(caller(req)));
});

practice.route('PUT /api/practice/settings', requireCurrentUser, (req) =>
  savePracticeSettings(student(caller(req)), parseInput(practiceSettingsSchema, req.body)),
);

practice.route('GET /api/practice/summary', requireCurrentUser, (req, res) => {
  personal(res);
  return practiceSummary(student(caller(req)));
});
