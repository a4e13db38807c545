import type { LessonKind } from './learning.js';
import type { AnswerRange } from './practice-tests.js';
import type { SavedAnswer } from './question-kinds.js';

/**
 * Doubts: a student asks the teacher from the place they are stuck (a lesson at a second of its
 * video, a test question in the review, a practice question, or a course in general), with text in
 * the tests' notation and up to three photos; the teacher answers from a queue; a resolved doubt
 * can be published under its lesson or question for every student who can open it.
 *
 * This module has no zod (the request schemas are in doubt-requests.ts), so a screen that only
 * needs the limits or the answer types loads no validator.
 */

export const DOUBT_STATUSES = ['open', 'answered', 'resolved'] as const;
/** open: waiting for the teacher; answered: the teacher wrote last; resolved: closed by the teacher. */
export type DoubtStatus = (typeof DOUBT_STATUSES)[number];

export const DOUBT_LIMITS = {
  /** A doubt, a follow-up or a reply. */
  textChars: 4000,
  /** Photos on one doubt, follow-up or reply. */
  photos: 3,
  /** A resolved doubt can be reopened with a follow-up for this long. */
  reopenDays: 7,
  /** Doubts a student may ask per India day unless the teacher sets another number. */
  defaultPerDay: 5,
  maxPerDay: 50,
  /** Messages of a thread per page. */
  messagesPage: 50,
  queuePage: 20,
  queuePageMax: 50,
  minePage: 20,
  solvedPage: 10,
  savedReplies: 100,
  savedReplyTitleChars: 80,
  /** A video lesson's second: at most the longest video a lesson may run (12 hours). */
  maxSeconds: 12 * 60 * 60,
  idChars: 128,
  chapterChars: 200,
  /** The overview's median covers the answers of this many India days, today included. */
  overviewDays: 30,
} as const;

/** What the API answers for doubts, in English (the Hindi is in i18n/hi.ts). */
export const DOUBT_MESSAGES = {
  empty: 'Write your doubt or attach a photo of your working.',
  tooLong: `A doubt can be at most ${DOUBT_LIMITS.textChars.toLocaleString('en-IN')} characters.`,
  tooManyPhotos: `Attach at most ${DOUBT_LIMITS.photos} photos.`,
  badContext: 'Say where the doubt comes from: a lesson, a test question, a practice question or a course.',
  courseNotFound: 'The course you asked about does not exist.',
  lessonNotFound: 'The lesson you asked about does not exist.',
  lessonClosed: 'You can ask about a lesson once you can open it.',
  attemptNotFound: 'The test you asked about is not one of your attempts.',
  attemptRunning: 'You can ask about a test question once the test is submitted.',
  questionNotInAttempt: 'That question is not part of this test.',
  questionNotFound: 'The question you asked about does not exist.',
  questionClosed: 'You can ask about a question of a test you can take.',
  teacherCannotAsk: 'Doubts are asked by students; answer them in the Doubts section.',
  doubtsOff: 'The teacher is not taking doubts here right now.',
  needsPlan: 'Doubts are for students with an active plan, and for students of a free course on that course. Choose a plan to ask.',
  notFound: 'This doubt does not exist.',
  answeredStays: 'This doubt has an answer, so it stays. Add a follow-up instead.',
  reopenExpired: `This doubt was resolved more than ${DOUBT_LIMITS.reopenDays} days ago. Ask a new doubt instead.`,
  replyEmpty: 'Write a reply or attach a photo.',
  notResolved: 'Mark the doubt resolved before publishing it.',
  generalNotPublishable: 'A general doubt has no lesson or question to be published under.',
  notPublished: 'This doubt is not published.',
  ownDoubt: 'This is your own doubt.',
  photoNotFound: 'This photo does not exist.',
  savedReplyNotFound: 'This saved reply does not exist.',
  tooManySavedReplies: `You can keep at most ${DOUBT_LIMITS.savedReplies} saved replies. Delete one you no longer use.`,
  chapterNeedsCourse: 'Choose a course to filter by chapter.',
} as const;

// ---------------------------------------------------------------------------------------------
// Where a doubt comes from
// ---------------------------------------------------------------------------------------------

/** What the client sends as `context` (JSON in the multipart form); ids only, the server looks up the rest. */
export type DoubtContextInput =
  | { kind: 'lesson'; courseId: string; lessonId: string; seconds?: number }
  | { kind: 'test'; attemptId: string; questionId: string }
  | { kind: 'practice'; questionId: string }
  | { kind: 'general'; courseId: string };

/** A question as the doubt remembers it (a copy made when the doubt was asked). */
export interface DoubtQuestion {
  id: string;
  /** The bank's kind (`single`, `multiple`, `numerical`, ...). */
  kind: string;
  text: string;
  options: string[];
  imageUrl: string | null;
  chapter: string;
}

/** The answer key of a question: shown to the teacher only (the student's own review has it). */
export interface DoubtAnswerKey {
  correctOptions: number[];
  answerRange: AnswerRange | null;
  explanation: string;
}

/**
 * Where the doubt was asked, as it was then (titles copied, so a renamed lesson still reads as the
 * student saw it). `key` is present in the teacher's answers only.
 */
export type DoubtPlace =
  | {
      kind: 'lesson';
      courseId: string;
      courseTitle: string;
      chapterId: string;
      chapterTitle: string;
      lessonId: string;
      lessonTitle: string;
      lessonKind: LessonKind;
      /** The second of the video the student was at; null for other lessons. */
      seconds: number | null;
    }
  | {
      kind: 'test';
      testId: string;
      attemptId: string;
      testTitle: string;
      question: DoubtQuestion;
      answer: SavedAnswer | null;
      key?: DoubtAnswerKey;
    }
  | { kind: 'practice'; questionId: string; question: DoubtQuestion; key?: DoubtAnswerKey }
  | { kind: 'general'; courseId: string; courseTitle: string };

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** A photo of a doubt or a reply: fetched with the caller's token (`private, no-store`). */
export interface DoubtPhoto {
  id: string;
  /** The API path that serves it: `/api/doubts/<doubtId>/photos/<id>`. */
  url: string;
  width: number;
  height: number;
}

export type DoubtAuthor = 'student' | 'teacher';

export interface DoubtMessage {
  _id: string;
  author: DoubtAuthor;
  text: string;
  photos: DoubtPhoto[];
  createdAt: string;
}

/** One line of the student's list. */
export interface DoubtSummary {
  _id: string;
  status: DoubtStatus;
  text: string;
  place: DoubtPlace;
  photoCount: number;
  /** Follow-ups and replies after the doubt itself. */
  messageCount: number;
  lastMessageBy: DoubtAuthor;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The doubt itself, as its student sees it. */
export interface DoubtView extends DoubtSummary {
  photos: DoubtPhoto[];
  /** The asker agreed to be named if the doubt is published. */
  showName: boolean;
  resolvedAt: string | null;
  /** Until when a follow-up reopens a resolved doubt; null unless resolved. */
  reopenUntil: string | null;
  /** Unanswered, so the student may still delete it. */
  canDelete: boolean;
  /** Students who said "I have this doubt too". */
  alsoAsked: number;
}

/** GET /api/doubts/:id: the doubt and the first page of its messages (oldest first). */
export interface DoubtThread {
  doubt: DoubtView;
  messages: DoubtMessage[];
  nextCursor: string | null;
}

/** POST /api/doubts/:id/messages: the doubt after the follow-up, and the follow-up. */
export interface DoubtMessageAnswer {
  doubt: DoubtView;
  message: DoubtMessage;
}

/** GET /api/doubts/mine: the student's doubts, the latest activity first. */
export interface MyDoubts {
  doubts: DoubtSummary[];
  nextCursor: string | null;
}

/** GET /api/doubts/allowance: whether this student may ask, before they type. */
export interface DoubtAllowance {
  /** The teacher takes doubts from subscribers, and the student has an active plan. */
  subscriber: boolean;
  subscribersMayAsk: boolean;
  /** Students of a free course may ask on that course. */
  freeCoursesMayAsk: boolean;
  perDay: number;
  askedToday: number;
}

/** A doubt in the teacher's queue: everything, the context with the answer key. */
export interface AdminDoubt extends DoubtView {
  /** The asker; uid null once their account was deleted (a published doubt kept without them). */
  asker: { uid: string | null; name: string };
  courseId: string | null;
  chapter: string;
  /** Since when the student has been waiting; null unless open. */
  waitingSince: string | null;
  firstAnsweredAt: string | null;
}

/** GET /api/admin/doubts. */
export interface DoubtQueue {
  doubts: AdminDoubt[];
  nextCursor: string | null;
}

/** GET /api/admin/doubts/:id. */
export interface AdminDoubtThread {
  doubt: AdminDoubt;
  messages: DoubtMessage[];
  nextCursor: string | null;
}

/** POST /api/admin/doubts/:id/reply: the doubt after the reply, and the reply. */
export interface AdminDoubtMessageAnswer {
  doubt: AdminDoubt;
  message: DoubtMessage;
}

/** GET /api/admin/doubts/overview. */
export interface DoubtsOverview {
  /** Doubts waiting for the teacher now. */
  waiting: number;
  /** Doubts first answered in the last 30 India days. */
  answered: number;
  /** The median time from asking to the first answer over them; null before any. */
  medianFirstAnswerSeconds: number | null;
}

/** A published doubt under its lesson or question: the question and the teacher's answers. */
export interface SolvedDoubt {
  _id: string;
  text: string;
  /** The asker's name if they agreed to be named; null otherwise. */
  askedBy: string | null;
  answers: Array<{ text: string; photos: DoubtPhoto[]; createdAt: string }>;
  alsoAsked: number;
  /** The reader already said "I have this doubt too". */
  alsoAskedByMe: boolean;
  /** The reader asked it. */
  mine: boolean;
  publishedAt: string;
}

/** GET /api/learn/courses/:courseId/lessons/:lessonId/doubts. */
export interface SolvedDoubts {
  doubts: SolvedDoubt[];
  nextCursor: string | null;
}

/** POST /api/doubts/:id/also. */
export interface AlsoAskedAnswer {
  alsoAsked: number;
  alsoAskedByMe: true;
}

export interface SavedReply {
  _id: string;
  title: string;
  text: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/** GET /api/admin/saved-replies. */
export interface SavedReplies {
  replies: SavedReply[];
}
