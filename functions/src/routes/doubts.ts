import {
  DOUBT_LIMITS,
  DOUBT_MESSAGES,
  UPLOADS,
  adminDoubtsQuery,
  askDoubtFields,
  doubtPageQuery,
  followUpFields,
  publishRequest,
  replyFields,
  savedReplyInput,
} from '@chem/contract';
import type { Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { messageAnswer } from '../lib/language.js';
import { parseMultipart } from '../lib/multipart.js';
import { parseInput } from '../lib/validate.js';
import { adminDoubtThread, doubtQueue, doubtsOverview, publishDoubt, replyToDoubt, resolveDoubt } from '../services/doubts/answering.js';
import { addFollowUp, askDoubt, deleteDoubt, doubtAllowance, doubtPhoto, doubtThread, myDoubts } from '../services/doubts/asking.js';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from '../services/doubts/saved-replies.js';
import { alsoAsked, lessonSolvedDoubts, mayOpenPublishedPlace } from '../services/doubts/solved.js';
import type { Learner } from '../services/learning.js';

/**
 * Doubts. Students: signed in with a session still live, their own doubts only (another's is a
 * 404), every answer personal. The teacher: the admin claim. Forms with photos are multipart: the
 * text fields go through the contract's schemas like any JSON body.
 */

const param = (req: Request, name: string) => String(req.params[name]);
const learnerOf = (user: DecodedIdToken): Learner => ({ uid: user.uid, isAdmin: isAdmin(user) });
const cursorOf = (req: Request) => parseInput(doubtPageQuery, req.query).cursor;

/** Up to three photos under `photos`, each its own size limit; a fourth is refused with 400. */
const PHOTO_RULES = {
  [UPLOADS.doubtPhoto.field]: { ...UPLOADS.doubtPhoto, maxCount: DOUBT_LIMITS.photos, tooManyMessage: DOUBT_MESSAGES.tooManyPhotos },
};
/** The text fields may hold the longest doubt in any script (4,000 characters of up to 4 bytes). */
const TEXT_FIELD = { text: { maxBytes: DOUBT_LIMITS.textChars * 4, tooLargeMessage: DOUBT_MESSAGES.tooLong } };

async function readForm(req: Request) {
  const form = await parseMultipart(req, PHOTO_RULES, TEXT_FIELD);
  return { fields: form.fields, photos: (form.fileLists[UPLOADS.doubtPhoto.field] ?? []).map((file) => file.data) };
}

// ---------------------------------------------------------------------------------------------
// Students
// ---------------------------------------------------------------------------------------------

const students = apiRouter('/api/doubts');
export const doubtsRouter = students.router;

students.route('POST /api/doubts', requireCurrentUser, async (req) => {
  const { fields, photos } = await readForm(req);
  return askDoubt(learnerOf(caller(req)), parseInput(askDoubtFields, fields), photos);
});

// Before `/:id`, which would otherwise take "mine" and "allowance" for ids.
students.route('GET /api/doubts/mine', requireCurrentUser, (req) => myDoubts(caller(req).uid, cursorOf(req)));
students.route('GET /api/doubts/allowance', requireCurrentUser, (req) => doubtAllowance(caller(req).uid));

students.route('GET /api/doubts/:id', requireCurrentUser, (req) => doubtThread(caller(req).uid, param(req, 'id'), cursorOf(req)));

students.route('POST /api/doubts/:id/messages', requireCurrentUser, async (req) => {
  const { fields, photos } = await readForm(req);
  return addFollowUp(caller(req).uid, param(req, 'id'), parseInput(followUpFields, fields).text, photos);
});

students.route('DELETE /api/doubts/:id', requireCurrentUser, async (req) => {
  await deleteDoubt(caller(req).uid, param(req, 'id'));
  return messageAnswer(req, 'Doubt deleted.');
});

students.route('GET /api/doubts/:id/photos/:photoId', requireCurrentUser, async (req: Request, res: Response) => {
  const learner = learnerOf(caller(req));
  const photo = await doubtPhoto(
    { ...learner, mayOpenPlace: (doubt) => mayOpenPublishedPlace(doubt, learner) },
    param(req, 'id'),
    param(req, 'photoId'),
  );
  res.status(200).set({
    'Content-Type': 'image/webp',
    'Content-Length': String(photo.size),
    // A student's page of working: never in a shared cache, nor kept by the browser.
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  photo.stream.on('error', () => res.destroy());
  photo.stream.pipe(res);
});

students.route('POST /api/doubts/:id/also', requireCurrentUser, (req) => alsoAsked(param(req, 'id'), learnerOf(caller(req))));

/** A lesson's solved doubts, under the course player's own path (and its access rule). */
const lessons = apiRouter('/api/learn');
export const lessonDoubtsRouter = lessons.router;

lessons.route('GET /api/learn/courses/:courseId/lessons/:lessonId/doubts', requireCurrentUser, (req) =>
  lessonSolvedDoubts(param(req, 'courseId'), param(req, 'lessonId'), learnerOf(caller(req)), cursorOf(req)),
);

// ---------------------------------------------------------------------------------------------
// The teacher
// ---------------------------------------------------------------------------------------------

const teacher = apiRouter('/api/admin/doubts');
export const adminDoubtsRouter = teacher.router;

teacher.route('GET /api/admin/doubts', requireAdmin, (req) => doubtQueue(parseInput(adminDoubtsQuery, req.query)));
// Before `/:id`.
teacher.route('GET /api/admin/doubts/overview', requireAdmin, () => doubtsOverview());
teacher.route('GET /api/admin/doubts/:id', requireAdmin, (req) => adminDoubtThread(param(req, 'id'), cursorOf(req)));

teacher.route('POST /api/admin/doubts/:id/reply', requireAdmin, async (req) => {
  const { fields, photos } = await readForm(req);
  return replyToDoubt(param(req, 'id'), parseInput(replyFields, fields), photos);
});
teacher.route('POST /api/admin/doubts/:id/resolve', requireAdmin, (req) => resolveDoubt(param(req, 'id')));
teacher.route('POST /api/admin/doubts/:id/publish', requireAdmin, (req) =>
  publishDoubt(param(req, 'id'), parseInput(publishRequest, req.body).published),
);

const replies = apiRouter('/api/admin/saved-replies');
export const savedRepliesRouter = replies.router;

replies.route('GET /api/admin/saved-replies', requireAdmin, () => listSavedReplies());
replies.route('POST /api/admin/saved-replies', requireAdmin, (req) => createSavedReply(parseInput(savedReplyInput, req.body)));
replies.route('PUT /api/admin/saved-replies/:id', requireAdmin, (req) =>
  updateSavedReply(param(req, 'id'), parseInput(savedReplyInput, req.body)),
);
replies.route('DELETE /api/admin/saved-replies/:id', requireAdmin, async (req) => {
  await deleteSavedReply(param(req, 'id'));
  return messageAnswer(req, 'Saved reply deleted.');
});
