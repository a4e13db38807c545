import { indiaDay, type ExportedPracticeCard, type ExportedPracticeProgress } from '@chem/contract';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { cardFrom, progressFrom } from './store.js';

/**
 * Chapter practice in "Download my data": what the student did, field by field. A card holds no
 * part of its question's key (the key is only ever in the answer to an answer), so nothing here can
 * reveal the key of a question the student has not answered.
 */

export function exportedPracticeCard(snapshot: DocumentSnapshot): ExportedPracticeCard | undefined {
  const card = cardFrom(snapshot);
  if (!card) return undefined;
  return {
    questionId: card.questionId,
    chapter: card.chapter,
    attempts: card.attempts,
    right: card.correct,
    wrong: card.wrong,
    lastOutcome: card.lastOutcome,
    lastAnswer: card.lastAnswer,
    lastAnsweredAt: card.lastAnsweredAt?.toDate().toISOString() ?? null,
    bookmarked: card.bookmarked,
    dueOn: card.due ? indiaDay(card.due.toDate()) : null,
    reviews: card.memory?.reps ?? 0,
    lapses: card.memory?.lapses ?? 0,
  };
}

export function exportedPracticeProgress(snapshot: DocumentSnapshot): ExportedPracticeProgress | undefined {
  if (!snapshot.exists) return undefined;
  const progress = progressFrom(snapshot);
  return {
    chapters: Object.fromEntries(
      Object.entries(progress.chapters).map(([chapter, counters]) => [
        chapter,
        {
          tried: counters.tried,
          answered: counters.answered,
          right: counters.correct,
          pastPapersTried: counters.pastPapersTried,
          testAnswered: counters.testAnswered,
          testRight: counters.testCorrect,
        },
      ]),
    ),
    settings: progress.settings,
    revision: progress.revision ? { day: progress.revision.day, answered: progress.revision.answered } : null,
    streak: progress.streak,
  };
}
