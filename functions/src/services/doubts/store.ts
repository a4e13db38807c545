import {
  DOUBT_LIMITS,
  DOUBT_STATUSES,
  LESSON_KINDS,
  type AdminDoubt,
  type DoubtAnswerKey,
  type DoubtAuthor,
  type DoubtMessage,
  type DoubtPhoto,
  type DoubtPlace,
  type DoubtQuestion,
  type DoubtStatus,
  type DoubtSummary,
  type DoubtView,
  type SavedAnswer,
} from '@chem/contract';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { storedFields, textOf } from '../../lib/fields.js';
import { db } from '../../lib/firebase.js';

/**
 * Where doubts live in Firestore and Storage, and how stored documents read back as the contract's
 * answers (field by field, so a storage path or the answer key never reaches a student).
 *
 *   doubts/{id}                   the doubt: the student's words and photos, where it was asked,
 *                                 its status and times, and once published what is shown under
 *                                 its lesson or question
 *   doubts/{id}/doubtMessages/{}  follow-ups and replies, oldest first
 *   doubtVotes/{doubtId}_{uid}    "I have this doubt too", once per student (created, never updated)
 *   doubtStats/{India day}        the first answers given that day: {doubtId: seconds waited}
 *   savedReplies/{id}             the teacher's reusable answers
 *
 * Photos are in Storage under `doubts/{doubtId}/`, never under the public `uploads/`.
 */
export const DOUBT_COLLECTIONS = {
  doubts: 'doubts',
  messages: 'doubtMessages',
  votes: 'doubtVotes',
  stats: 'doubtStats',
  savedReplies: 'savedReplies',
} as const;

export const doubtsCollection = () => db().collection(DOUBT_COLLECTIONS.doubts);
export const messagesOf = (doubtId: string) => doubtsCollection().doc(doubtId).collection(DOUBT_COLLECTIONS.messages);
export const voteRef = (doubtId: string, uid: string) => db().collection(DOUBT_COLLECTIONS.votes).doc(`${doubtId}_${uid}`);
export const statsRef = (day: string) => db().collection(DOUBT_COLLECTIONS.stats).doc(day);
export const savedRepliesCollection = () => db().collection(DOUBT_COLLECTIONS.savedReplies);

/** The Storage folder of a doubt's photos (the student's and the teacher's). */
export const photoFolder = (doubtId: string) => `doubts/${doubtId}/`;
/** Photo ids say who sent them: `s-` the student, `t-` the teacher. */
export const PHOTO_ID = /^[st]-[a-z0-9]+-[a-f0-9]{12}\.webp$/;
export const photoUrl = (doubtId: string, photoId: string) => `/api/doubts/${doubtId}/photos/${photoId}`;

/** A photo as stored on a doubt or a message (its object is `photoFolder(doubtId) + id`). */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
}

/** The doubt as written when asked; later writes change status, times, counts and publication. */
export interface NewDoubt {
  userId: string;
  askerName: string;
  showName: boolean;
  status: DoubtStatus;
  text: string;
  photos: StoredPhoto[];
  /** Where it was asked, as the teacher sees it (with the answer key of a question). */
  place: DoubtPlace;
  /** The queue's filters: the course and chapter the place belongs to. */
  courseId: string | null;
  chapter: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  waitingSince: Timestamp | null;
  firstAnsweredAt: null;
  resolvedAt: null;
  messageCount: number;
  lastMessageBy: DoubtAuthor;
  published: boolean;
  publishedPlace: null;
  alsoAsked: number;
}

/** What a published doubt shows under its lesson or question, copied when it is published. */
export interface StoredPublication {
  text: string;
  askedBy: string | null;
  answers: Array<{ text: string; photos: StoredPhoto[]; createdAt: Timestamp }>;
}

const REOPEN_MS = DOUBT_LIMITS.reopenDays * 24 * 60 * 60_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numbers = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number' && Number.isFinite(item)) : [];
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const whole = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);
const iso = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null);

export function storedPhotos(value: unknown): StoredPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) =>
    isRecord(raw) && typeof raw.id === 'string' && PHOTO_ID.test(raw.id)
      ? [{ id: raw.id, width: whole(raw.width), height: whole(raw.height) }]
      : [],
  );
}

export const photosOf = (doubtId: string, photos: readonly StoredPhoto[]): DoubtPhoto[] =>
  photos.map((photo) => ({ id: photo.id, url: photoUrl(doubtId, photo.id), width: photo.width, height: photo.height }));

function questionFrom(value: unknown): DoubtQuestion {
  const raw = isRecord(value) ? value : {};
  return {
    id: textOf(raw.id),
    kind: textOf(raw.kind),
    text: textOf(raw.text),
    options: texts(raw.options),
    imageUrl: typeof raw.imageUrl === 'string' ? raw.imageUrl : null,
    chapter: textOf(raw.chapter),
  };
}

function keyFrom(value: unknown): DoubtAnswerKey {
  const raw = isRecord(value) ? value : {};
  const range = isRecord(raw.answerRange) ? raw.answerRange : undefined;
  return {
    correctOptions: numbers(raw.correctOptions),
    answerRange: range && typeof range.min === 'number' && typeof range.max === 'number' ? { min: range.min, max: range.max } : null,
    explanation: textOf(raw.explanation),
  };
}

export function savedAnswerFrom(value: unknown): SavedAnswer | null {
  if (!isRecord(value)) return null;
  return {
    selected: numbers(value.selected),
    value: typeof value.value === 'number' ? value.value : null,
    markedForReview: value.markedForReview === true,
  };
}

/**
 * A stored place, field by field. `withKey` is for the teacher: a question's answer key stays out
 * of everything a student receives (a practice question's key is not theirs to see before they
 * answer; a test's they saw in the review, which the doubt links back to).
 */
export function placeFrom(value: unknown, withKey: boolean): DoubtPlace {
  const raw = isRecord(value) ? value : {};
  switch (raw.kind) {
    case 'lesson': {
      const kind = LESSON_KINDS.find((candidate) => candidate === raw.lessonKind) ?? 'video';
      return {
        kind: 'lesson',
        courseId: textOf(raw.courseId),
        courseTitle: textOf(raw.courseTitle),
        chapterId: textOf(raw.chapterId),
        chapterTitle: textOf(raw.chapterTitle),
        lessonId: textOf(raw.lessonId),
        lessonTitle: textOf(raw.lessonTitle),
        lessonKind: kind,
        seconds: typeof raw.seconds === 'number' ? whole(raw.seconds) : null,
      };
    }
    case 'test':
      return {
        kind: 'test',
        testId: textOf(raw.testId),
        attemptId: textOf(raw.attemptId),
        testTitle: textOf(raw.testTitle),
        question: questionFrom(raw.question),
        answer: savedAnswerFrom(raw.answer),
        ...(withKey ? { key: keyFrom(raw.key) } : {}),
      };
    case 'practice':
      return {
        kind: 'practice',
        questionId: textOf(raw.questionId),
        question: questionFrom(raw.question),
        ...(withKey ? { key: keyFrom(raw.key) } : {}),
      };
    default:
      return { kind: 'general', courseId: textOf(raw.courseId), courseTitle: textOf(raw.courseTitle) };
  }
}

export const statusOf = (value: unknown): DoubtStatus => DOUBT_STATUSES.find((status) => status === value) ?? 'open';
const authorOf = (value: unknown): DoubtAuthor => (value === 'teacher' ? 'teacher' : 'student');

/** Until when a follow-up reopens a resolved doubt. */
export function reopenUntil(status: DoubtStatus, resolvedAt: Timestamp | undefined): Date | null {
  return status === 'resolved' && resolvedAt ? new Date(resolvedAt.toMillis() + REOPEN_MS) : null;
}

export function summaryOf(snapshot: DocumentSnapshot): DoubtSummary {
  const fields = storedFields(snapshot);
  const createdAt = fields.time('createdAt') ?? new Date(0).toISOString();
  return {
    _id: snapshot.id,
    status: statusOf(snapshot.get('status')),
    text: fields.text('text'),
    place: placeFrom(snapshot.get('place'), false),
    photoCount: storedPhotos(snapshot.get('photos')).length,
    messageCount: whole(snapshot.get('messageCount')),
    lastMessageBy: authorOf(snapshot.get('lastMessageBy')),
    published: fields.flag('published'),
    createdAt,
    updatedAt: fields.time('updatedAt') ?? createdAt,
  };
}

/** The doubt as its student sees it: GET /api/doubts/:id, the list of theirs, "Download my data". */
export function viewOf(snapshot: DocumentSnapshot): DoubtView {
  const fields = storedFields(snapshot);
  const summary = summaryOf(snapshot);
  const resolvedAt = snapshot.get('resolvedAt') as unknown;
  const until = reopenUntil(summary.status, resolvedAt instanceof Timestamp ? resolvedAt : undefined);
  return {
    ...summary,
    photos: photosOf(snapshot.id, storedPhotos(snapshot.get('photos'))),
    showName: fields.flag('showName'),
    resolvedAt: iso(resolvedAt),
    reopenUntil: until ? until.toISOString() : null,
    canDelete: !(snapshot.get('firstAnsweredAt') instanceof Timestamp),
    alsoAsked: whole(snapshot.get('alsoAsked')),
  };
}

/** The doubt as the teacher's queue shows it: the asker, the filters and the answer key. */
export function adminViewOf(snapshot: DocumentSnapshot): AdminDoubt {
  const fields = storedFields(snapshot);
  const courseId = snapshot.get('courseId') as unknown;
  const userId = snapshot.get('userId') as unknown;
  return {
    ...viewOf(snapshot),
    place: placeFrom(snapshot.get('place'), true),
    asker: { uid: typeof userId === 'string' && userId !== '' ? userId : null, name: fields.text('askerName') },
    courseId: typeof courseId === 'string' && courseId !== '' ? courseId : null,
    chapter: fields.text('chapter'),
    waitingSince: fields.time('waitingSince'),
    firstAnsweredAt: fields.time('firstAnsweredAt'),
  };
}

export function messageOf(snapshot: DocumentSnapshot, doubtId: string): DoubtMessage {
  const fields = storedFields(snapshot);
  return {
    _id: snapshot.id,
    author: authorOf(snapshot.get('author')),
    text: fields.text('text'),
    photos: photosOf(doubtId, storedPhotos(snapshot.get('photos'))),
    createdAt: fields.time('createdAt') ?? new Date(0).toISOString(),
  };
}
