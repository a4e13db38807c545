import {
  ANONYMOUS_LEADER,
  UPLOADS,
  keyCorrectionSchema,
  leaderboardPreferenceSchema,
  passageInputSchema,
  questionImportSchema,
  questionInputSchema,
  questionListQuery,
  questionTagsSchema,
  saveAnswerSchema,
  attemptTimesSchema,
  testInputSchema,
} from '@chem/contract';
import type { Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { contentDisposition } from '../lib/content-disposition.js';
import { badRequest } from '../lib/errors.js';
import { parseMultipart } from '../lib/multipart.js';
import { parseInput } from '../lib/validate.js';
import { clientKey } from '../lib/client-address.js';
import { cachePublicly } from '../lib/http-cache.js';
import { correctKey, listKeyCorrections } from '../services/practice-tests/corrections.js';
import { leaderboardOf, leaderboardPreference, setLeaderboardPreference } from '../services/practice-tests/leaderboard.js';
import { localized, messageAnswer } from '../lib/language.js';
import { testAnalytics } from '../services/practice-tests/analytics.js';
import { attemptResult, readAttempt, recordTimes, saveAnswer, startAttempt, submitAttempt } from '../services/practice-tests/attempts.js';
import { importQuestions, questionTemplateCsv } from '../services/practice-tests/question-import.js';
import {
  createPassage,
  createQuestion,
  deletePassage,
  deleteQuestion,
  listQuestions,
  removeQuestionImage,
  setQuestionImage,
  tagQuestions,
  updatePassage,
  updateQuestion,
} from '../services/practice-tests/questions.js';
import {
  createTest,
  deleteTest,
  listPublicTests,
  listTestsForAdmin,
  listTestsForStudent,
  testDetail,
  updateTest,
  type TestTaker,
} from '../services/practice-tests/tests.js';

/**
 * Practice tests. Students: every call signed in with a session still live (signed out
 * everywhere or disabled ends it at once, not when the token expires), every answer personal.
 */

const taker = (user: DecodedIdToken): TestTaker => ({ uid: user.uid, isAdmin: isAdmin(user) });
const param = (req: Request, name: string) => String(req.params[name]);
const personal = (res: Response) => res.set('Cache-Control', 'private, no-store');

const students = apiRouter('/api/tests');
export const practiceTestsRouter = students.router;

students.route('GET /api/tests', requireCurrentUser, (req, res) => {
  personal(res);
  return listTestsForStudent(taker(caller(req)));
});

// Visitors too (no token): a public answer the CDN may keep; with a token it stays private.
students.route('GET /api/tests/catalogue', (req, res) => {
  cachePublicly(req, res);
  return listPublicTests();
});

// Before `/:testId`, which would otherwise take "leaderboard-preference" for a test id.
students.route('GET /api/tests/leaderboard-preference', requireCurrentUser, (req, res) => {
  personal(res);
  return leaderboardPreference(caller(req).uid);
});

students.route('PUT /api/tests/leaderboard-preference', requireCurrentUser, (req) =>
  setLeaderboardPreference(caller(req).uid, clientKey(req), parseInput(leaderboardPreferenceSchema, req.body)),
);

students.route('GET /api/tests/:testId', requireCurrentUser, (req, res) => {
  personal(res);
  return testDetail(param(req, 'testId'), taker(caller(req)));
});

students.route('POST /api/tests/:testId/attempts', requireCurrentUser, (req) => startAttempt(taker(caller(req)), param(req, 'testId')));

students.route('GET /api/tests/attempts/:attemptId', requireCurrentUser, (req, res) => {
  personal(res);
  return readAttempt(caller(req).uid, param(req, 'attemptId'));
});

students.route('PUT /api/tests/attempts/:attemptId/answers/:questionId', requireCurrentUser, (req) =>
  saveAnswer(caller(req).uid, param(req, 'attemptId'), param(req, 'questionId'), parseInput(saveAnswerSchema, req.body)),
);

// Sent as the student moves between questions and on leaving the page (keepalive).
students.route('POST /api/tests/attempts/:attemptId/times', requireCurrentUser, (req) =>
  recordTimes(caller(req).uid, param(req, 'attemptId'), parseInput(attemptTimesSchema, req.body)),
);

students.route('POST /api/tests/attempts/:attemptId/submit', requireCurrentUser, (req) =>
  submitAttempt(caller(req).uid, param(req, 'attemptId')),
);

students.route('GET /api/tests/attempts/:attemptId/result', requireCurrentUser, (req, res) => {
  personal(res);
  return attemptResult(caller(req).uid, param(req, 'attemptId'));
});

// Released tests only; personal because it marks the reader's own line.
students.route('GET /api/tests/:testId/leaderboard', requireCurrentUser, async (req, res) => {
  personal(res);
  const board = await leaderboardOf(param(req, 'testId'), caller(req).uid);
  return {
    ...board,
    entries: board.entries.map((entry) => (entry.name === ANONYMOUS_LEADER ? { ...entry, name: localized(req, entry.name) } : entry)),
  };
});

// ---------------------------------------------------------------------------------------------
// The teacher's question bank and tests
// ---------------------------------------------------------------------------------------------

const questions = apiRouter('/api/admin/questions');
export const adminQuestionsRouter = questions.router;

questions.route('GET /api/admin/questions', requireAdmin, (req) =>
  listQuestions(parseInput(questionListQuery, req.query).chapter || undefined),
);
questions.route('POST /api/admin/questions', requireAdmin, (req) => createQuestion(parseInput(questionInputSchema, req.body)));
questions.route('PUT /api/admin/questions/:id', requireAdmin, (req) =>
  updateQuestion(param(req, 'id'), parseInput(questionInputSchema, req.body)),
);
questions.route('DELETE /api/admin/questions/:id', requireAdmin, async (req) => {
  await deleteQuestion(param(req, 'id'));
  return messageAnswer(req, 'Question deleted.');
});

questions.route('POST /api/admin/questions/:id/image', requireAdmin, async (req) => {
  const { files } = await parseMultipart(req, { [UPLOADS.questionImage.field]: UPLOADS.questionImage });
  const picture = files[UPLOADS.questionImage.field];
  if (!picture) throw badRequest('Choose an image to upload.');
  return setQuestionImage(param(req, 'id'), picture.data);
});
questions.route('DELETE /api/admin/questions/:id/image', requireAdmin, (req) => removeQuestionImage(param(req, 'id')));

questions.route('POST /api/admin/questions/import', requireAdmin, async (req, res) => {
  const answer = await importQuestions(parseInput(questionImportSchema, req.body).csv);
  // Nothing imported: a 400 whose body lists every bad line.
  if (answer.errors.length > 0) res.status(400);
  return {
    ...answer,
    message: localized(req, answer.message),
    ...(answer.error === undefined ? {} : { error: localized(req, answer.error) }),
    errors: answer.errors.map((error) => ({ ...error, message: localized(req, error.message) })),
  };
});

questions.route('GET /api/admin/questions/template.csv', requireAdmin, (_req, res) => {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': contentDisposition('attachment', 'questions-template.csv'),
    'Cache-Control': 'private, no-store',
  });
  // A BOM so Excel reads the file as UTF-8 (the mhchem and maths text stays intact).
  res.send(`\uFEFF${questionTemplateCsv()}`);
});

questions.route('POST /api/admin/questions/tags', requireAdmin, async (req) => {
  const answer = await tagQuestions(parseInput(questionTagsSchema, req.body));
  return { ...answer, message: localized(req, answer.message) };
});

const passages = apiRouter('/api/admin/passages');
export const adminPassagesRouter = passages.router;

passages.route('POST /api/admin/passages', requireAdmin, (req) => createPassage(parseInput(passageInputSchema, req.body)));
passages.route('PUT /api/admin/passages/:id', requireAdmin, (req) =>
  updatePassage(param(req, 'id'), parseInput(passageInputSchema, req.body)),
);
passages.route('DELETE /api/admin/passages/:id', requireAdmin, async (req) => {
  await deletePassage(param(req, 'id'));
  return messageAnswer(req, 'Passage deleted.');
});

const tests = apiRouter('/api/admin/tests');
export const adminTestsRouter = tests.router;

tests.route('GET /api/admin/tests', requireAdmin, () => listTestsForAdmin());
tests.route('POST /api/admin/tests', requireAdmin, (req) => createTest(parseInput(testInputSchema, req.body)));
tests.route('PUT /api/admin/tests/:id', requireAdmin, (req) => updateTest(param(req, 'id'), parseInput(testInputSchema, req.body)));
tests.route('DELETE /api/admin/tests/:id', requireAdmin, async (req) => {
  await deleteTest(param(req, 'id'));
  return messageAnswer(req, 'Test deleted. Students keep their results.');
});
tests.route('GET /api/admin/tests/:id/analytics', requireAdmin, (req) => testAnalytics(param(req, 'id')));
tests.route('POST /api/admin/tests/:id/corrections', requireAdmin, (req) =>
  correctKey(param(req, 'id'), parseInput(keyCorrectionSchema, req.body)),
);
tests.route('GET /api/admin/tests/:id/corrections', requireAdmin, (req) => listKeyCorrections(param(req, 'id')));
