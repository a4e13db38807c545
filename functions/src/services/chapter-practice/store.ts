import {
  CHAPTER_PRACTICE_LIMITS,
  type PracticeAnswer,
  type PracticeOutcome,
  type PracticeQuestionState,
  type PracticeSettings,
} from '@chem/contract';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { indiaDay } from '@chem/contract';
import type { MemoryState } from './schedule.js';

/**
 * Where chapter practice lives in Firestore, and how its documents read back.
 *
 *   practiceCards/{uid}_{questionId}  one student's record of one question: answers, bookmark, and
 *                                     (once got wrong) its place in the revision queue: `due`, the
 *                                     instant its India day begins, and the scheduler's memory state
 *   practiceProgress/{uid}            the student's counters per chapter (practice and tests), the
 *                                     day's revision, the streak and their settings
 *
 * A card outside the queue keeps `due: null`: a range filter on `due` only matches timestamps, so
 * the queue's one query (uid == me and due <= now, ordered by due) never sees those.
 */
export const CHAPTER_PRACTICE_COLLECTIONS = { cards: 'practiceCards', progress: 'practiceProgress' } as const;

export const cardsCollection = () => db().collection(CHAPTER_PRACTICE_COLLECTIONS.cards);
export const cardRef = (uid: string, questionId: string) => cardsCollection().doc(`${uid}_${questionId}`);
export const progressRef = (uid: string) => db().collection(CHAPTER_PRACTICE_COLLECTIONS.progress).doc(uid);

/** A card as stored. */
export interface StoredCard {
  uid: string;
  questionId: string;
  chapter: string;
  pastPaper: boolean;
  attempts: number;
  correct: number;
  wrong: number;
  lastOutcome: PracticeOutcome | null;
  lastAnswer: PracticeAnswer | null;
  lastAnsweredAt: Timestamp | null;
  bookmarked: boolean;
  due: Timestamp | null;
  memory: (Omit<MemoryState, 'lastReview'> & { lastReview: Timestamp | null }) | null;
  /** The latest wrong answer taken in from a test: the same one is not taken twice. */
  lastWrongAt: Timestamp | null;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const timestamp = (value: unknown) => (value instanceof Timestamp ? value : null);

function answerOf(value: unknown): PracticeAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { selected, value: number } = value as Record<string, unknown>;
  return {
    selected: Array.isArray(selected) ? selected.filter((item): item is number => Number.isInteger(item)) : [],
    value: typeof number === 'number' ? number : null,
  };
}

function memoryOf(value: unknown): StoredCard['memory'] {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  return {
    stability: count(data.stability),
    difficulty: count(data.difficulty),
    scheduledDays: count(data.scheduledDays),
    learningSteps: count(data.learningSteps),
    reps: count(data.reps),
    lapses: count(data.lapses),
    state: count(data.state),
    lastReview: timestamp(data.lastReview),
  };
}

/** A stored card field by field (a hand edit in the console reads as the nearest sane value). */
export function cardFrom(snapshot: DocumentSnapshot): StoredCard | null {
  if (!snapshot.exists) return null;
  const data = snapshot.data() ?? {};
  return {
    uid: typeof data.uid === 'string' ? data.uid : '',
    questionId: typeof data.questionId === 'string' ? data.questionId : '',
    chapter: typeof data.chapter === 'string' ? data.chapter : '',
    pastPaper: data.pastPaper === true,
    attempts: count(data.attempts),
    correct: count(data.correct),
    wrong: count(data.wrong),
    lastOutcome: data.lastOutcome === 'correct' || data.lastOutcome === 'wrong' ? data.lastOutcome : null,
    lastAnswer: answerOf(data.lastAnswer),
    lastAnsweredAt: timestamp(data.lastAnsweredAt),
    bookmarked: data.bookmarked === true,
    due: timestamp(data.due),
    memory: memoryOf(data.memory),
    lastWrongAt: timestamp(data.lastWrongAt),
  };
}

export const memoryFrom = (stored: StoredCard['memory']): MemoryState | null =>
  stored ? { ...stored, lastReview: stored.lastReview?.toDate() ?? null } : null;
export const memoryToStore = (memory: MemoryState): NonNullable<StoredCard['memory']> => ({
  ...memory,
  lastReview: memory.lastReview ? Timestamp.fromDate(memory.lastReview) : null,
});

/** What the student sees of their card. */
export function stateOf(card: StoredCard | null): PracticeQuestionState {
  return {
    attempts: card?.attempts ?? 0,
    lastOutcome: card?.lastOutcome ?? null,
    bookmarked: card?.bookmarked ?? false,
    inRevision: !!card?.due,
    dueOn: card?.due ? indiaDay(card.due.toDate()) : null,
  };
}

/** One chapter's counters. */
export interface ChapterCounters {
  tried: number;
  answered: number;
  correct: number;
  pastPapersTried: number;
  testAnswered: number;
  testCorrect: number;
}

export interface StoredProgress {
  chapters: Record<string, ChapterCounters>;
  settings: PracticeSettings;
  /** The day's revision: answers given, the day's target (the due list, within the cap) and whether a missed day went before. */
  revision: { day: string; answered: number; target: number; missed: boolean } | null;
  streak: { count: number; best: number; lastDay: string | null };
}

function countersOf(value: unknown): ChapterCounters {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    tried: count(data.tried),
    answered: count(data.answered),
    correct: count(data.correct),
    pastPapersTried: count(data.pastPapersTried),
    testAnswered: count(data.testAnswered),
    testCorrect: count(data.testCorrect),
  };
}

const DAY = /^\d{4}-\d\d-\d\d$/;

export function progressFrom(snapshot: DocumentSnapshot): StoredProgress {
  const data = snapshot.data() ?? {};
  const chapters = typeof data.chapters === 'object' && data.chapters !== null ? (data.chapters as Record<string, unknown>) : {};
  const cap = data.dailyCap;
  const revision = (typeof data.revision === 'object' && data.revision !== null ? data.revision : null) as Record<string, unknown> | null;
  const streak = (typeof data.streak === 'object' && data.streak !== null ? data.streak : {}) as Record<string, unknown>;
  return {
    chapters: Object.fromEntries(Object.entries(chapters).map(([chapter, counters]) => [chapter, countersOf(counters)])),
    settings: {
      dailyCap:
        typeof cap === 'number' &&
        Number.isInteger(cap) &&
        cap >= CHAPTER_PRACTICE_LIMITS.minDailyCap &&
        cap <= CHAPTER_PRACTICE_LIMITS.maxDailyCap
          ? cap
          : CHAPTER_PRACTICE_LIMITS.defaultDailyCap,
      reminders: data.reminders !== false,
    },
    revision:
      revision && typeof revision.day === 'string' && DAY.test(revision.day)
        ? { day: revision.day, answered: count(revision.answered), target: count(revision.target), missed: revision.missed === true }
        : null,
    streak: {
      count: count(streak.count),
      best: count(streak.best),
      lastDay: typeof streak.lastDay === 'string' && DAY.test(streak.lastDay) ? streak.lastDay : null,
    },
  };
}
