import { indiaDay } from '@chem/contract';
import { Rating, type State, createEmptyCard, fsrs, type Card } from 'ts-fsrs';

/**
 * When a question in the revision queue comes back, decided by FSRS (the Free Spaced Repetition
 * Scheduler, through ts-fsrs) rather than intervals of our own: it keeps, per student and
 * question, how stable the memory is and how hard the question is for them, and from those the
 * day the chance of still getting it right falls to 90 %. No I/O here.
 *
 * A student revises once a day, so intervals are whole India days: short-term (minutes apart)
 * learning steps are off, and no interval is fuzzed, so the same answers give the same days.
 * Wrong always brings the question back the next day; right pushes it out by what FSRS says, at
 * least to the next day.
 */

const scheduler = fsrs({ request_retention: 0.9, maximum_interval: 365, enable_short_term: false, enable_fuzz: false });

/** The scheduler's state of one student's question, as stored (dates as Date; Firestore keeps Timestamps). */
export interface MemoryState {
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  lastReview: Date | null;
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The instant an India day ("2026-11-28") begins. */
export const startOfIndiaDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The India day `days` after `day`. */
export const addIndiaDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function cardOf(memory: MemoryState | null, now: Date): Card {
  if (!memory) return createEmptyCard(now);
  const lastReview = memory.lastReview ?? now;
  return {
    due: now,
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: Math.max(0, Math.floor((now.getTime() - lastReview.getTime()) / DAY_MS)),
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    state: memory.state as State,
    last_review: lastReview,
  };
}

export interface Review {
  memory: MemoryState;
  /** The India day it is due again. */
  dueOn: string;
}

/** One answer to a question of the queue (or one that enters it, `memory` null): the new state and the day it is due. */
export function review(memory: MemoryState | null, right: boolean, now: Date): Review {
  const { card } = scheduler.next(cardOf(memory, now), now, right ? Rating.Good : Rating.Again);
  const tomorrow = addIndiaDays(indiaDay(now), 1);
  const scheduled = indiaDay(card.due);
  return {
    memory: {
      stability: card.stability,
      difficulty: card.difficulty,
      scheduledDays: card.scheduled_days,
      learningSteps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      lastReview: now,
    },
    dueOn: right && scheduled > tomorrow ? scheduled : tomorrow,
  };
}
