import {
  CHAPTER_PRACTICE_LIMITS,
  accuracyOf,
  indiaDay,
  type PracticeSettings,
  type PracticeSettingsInput,
  type PracticeSummary,
  type RevisionDay,
  type RevisionQueue,
  type WeakChapter,
} from '@chem/contract';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { practiceChangeLimit } from '../../config/rate-limits.js';
import { runTransaction } from '../../lib/firebase.js';
import { consume } from '../../lib/rate-limit.js';
import { assertStudent, type Student } from './access.js';
import { pastPaperOf, practiceCatalogue } from './catalogue.js';
import { addIndiaDays, review, startOfIndiaDay } from './schedule.js';
import { cardFrom, cardRef, cardsCollection, memoryFrom, memoryToStore, progressFrom, progressRef, type StoredProgress } from './store.js';

/**
 * The revision queue: every question a student got wrong (in practice, or in a test once its
 * result is out) comes back on the day the scheduler picks, until it sticks. What is due is found
 * by one indexed query (uid == me and due <= now, ordered by due, limited), never by reading the
 * student's history. The day's revision is done when the student has answered what was due that
 * morning, or the daily cap of it; days in a row done make the streak, and a day with nothing due
 * neither adds to it nor breaks it.
 */

const dueQuery = (uid: string, now: Date) =>
  cardsCollection().where('uid', '==', uid).where('due', '<=', Timestamp.fromDate(now)).orderBy('due', 'asc');

/** Questions due now, before the cap (a count: one read per thousand). */
export async function countDueNow(uid: string, now: Date): Promise<number> {
  return (await dueQuery(uid, now).count().get()).data().count;
}

/** The day's revision as the student sees it; `pendingFromEarlierDay`: something due before today is still waiting. */
function revisionDay(progress: StoredProgress, now: Date, dueNow: number, pendingFromEarlierDay: boolean): RevisionDay {
  const today = indiaDay(now);
  const cap = progress.settings.dailyCap;
  const record = progress.revision?.day === today ? progress.revision : null;
  const answeredToday = record?.answered ?? 0;
  const done = (record !== null && answeredToday >= Math.min(record.target, cap)) || dueNow === 0;
  const { lastDay, count, best } = progress.streak;
  const yesterday = addIndiaDays(today, -1);
  // A day missed with questions waiting ends the streak; one with nothing due does not.
  const current = lastDay === today || lastDay === yesterday ? count : lastDay !== null && !pendingFromEarlierDay ? count : 0;
  return { day: today, dailyCap: cap, answeredToday, done, streak: current, bestStreak: best };
}

/**
 * Counts one revision answer (a question due now) in the student's day, inside the answer's
 * transaction: reads the student's progress, and on the day's first revision two indexed reads
 * (how much is due, and whether anything from an earlier day is still waiting). Returns the day
 * after this answer, and the fields to merge into the progress document.
 */
export async function takeRevisionAnswer(
  transaction: Transaction,
  uid: string,
  now: Date,
): Promise<{ day: RevisionDay; fields: Pick<StoredProgress, 'revision' | 'streak'> }> {
  const progress = progressFrom(await transaction.get(progressRef(uid)));
  const today = indiaDay(now);
  let record = progress.revision?.day === today ? progress.revision : null;
  if (!record) {
    const startOfToday = Timestamp.fromDate(startOfIndiaDay(today));
    const [due, earlier] = await Promise.all([
      transaction.get(dueQuery(uid, now).count()),
      transaction.get(cardsCollection().where('uid', '==', uid).where('due', '<', startOfToday).orderBy('due', 'asc').limit(1).select()),
    ]);
    record = { day: today, answered: 0, target: due.data().count, missed: !earlier.empty };
  }
  record = { ...record, answered: record.answered + 1 };
  let streak = progress.streak;
  const target = Math.min(record.target, progress.settings.dailyCap);
  if (streak.lastDay !== today && record.answered >= target) {
    const continues = streak.lastDay === addIndiaDays(today, -1) || (streak.lastDay !== null && !record.missed);
    const count = continues ? streak.count + 1 : 1;
    streak = { count, best: Math.max(streak.best, count), lastDay: today };
  }
  const after: StoredProgress = { ...progress, revision: record, streak };
  return { day: revisionDay(after, now, 1, false), fields: { revision: record, streak } };
}

/**
 * GET /api/practice/revision: what is due now, oldest first, at most what is left of today's cap:
 * the student's progress (one read) and the one indexed query.
 */
export async function revisionQueue(student: Student, now = new Date()): Promise<RevisionQueue> {
  const progress = progressFrom(await progressRef(student.uid).get());
  const today = indiaDay(now);
  const answeredToday = progress.revision?.day === today ? progress.revision.answered : 0;
  const left = Math.max(0, progress.settings.dailyCap - answeredToday);
  const [due, catalogue] = await Promise.all([
    left > 0 ? dueQuery(student.uid, now).limit(left).get() : Promise.resolve(null),
    practiceCatalogue(),
  ]);
  const cards = (due?.docs ?? []).map(cardFrom).filter((card) => card !== null);
  const startOfToday = startOfIndiaDay(today).getTime();
  const items = cards.flatMap((card) => {
    // A question the teacher has since deleted is left out; its card stays the student's record.
    // So is one held for a test whose results are not out: it comes back after them.
    const entry = catalogue.byId.get(card.questionId);
    if (!entry || entry.held || !card.due) return [];
    return [
      {
        questionId: card.questionId,
        chapter: entry.chapter,
        kind: entry.kind,
        pastPaper: pastPaperOf(entry),
        dueOn: indiaDay(card.due.toDate()),
        lapses: card.wrong,
      },
    ];
  });
  const pendingFromEarlierDay = cards.some((card) => card.due !== null && card.due.toMillis() < startOfToday);
  return {
    due: items,
    today: revisionDay(progress, now, left > 0 ? items.length : 1, pendingFromEarlierDay),
    reminders: progress.settings.reminders,
  };
}

/** PUT /api/practice/settings: the daily cap and the evening reminder. */
export async function savePracticeSettings(student: Student, input: PracticeSettingsInput): Promise<PracticeSettings> {
  assertStudent(student);
  await consume(practiceChangeLimit(), student.uid);
  await progressRef(student.uid).set({ uid: student.uid, dailyCap: input.dailyCap, reminders: input.reminders }, { merge: true });
  return { dailyCap: input.dailyCap, reminders: input.reminders };
}

/**
 * The weakest chapters by accuracy over practice and test answers together, only those with at
 * least a handful of answers (a chapter tried twice is not yet weak or strong).
 */
export function weakestChapters(progress: StoredProgress): WeakChapter[] {
  return Object.entries(progress.chapters)
    .map(([chapter, counters]) => {
      const answered = counters.answered + counters.testAnswered;
      const correct = counters.correct + counters.testCorrect;
      return { chapter, answered, correct, accuracy: accuracyOf(correct, answered) ?? 0 };
    })
    .filter((chapter) => chapter.answered >= CHAPTER_PRACTICE_LIMITS.weakChapterAnswers)
    .sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered || a.chapter.localeCompare(b.chapter))
    .slice(0, CHAPTER_PRACTICE_LIMITS.weakChapters);
}

/** GET /api/practice/summary: the dashboard's cards: one read and two indexed reads. */
export async function practiceSummary(student: Student, now = new Date()): Promise<PracticeSummary> {
  const startOfToday = Timestamp.fromDate(startOfIndiaDay(indiaDay(now)));
  const [snapshot, dueNow, earlier] = await Promise.all([
    progressRef(student.uid).get(),
    countDueNow(student.uid, now),
    cardsCollection().where('uid', '==', student.uid).where('due', '<', startOfToday).orderBy('due', 'asc').limit(1).select().get(),
  ]);
  const progress = progressFrom(snapshot);
  return {
    weakest: weakestChapters(progress),
    today: revisionDay(progress, now, dueNow, !earlier.empty),
    dueNow,
    started: Object.values(progress.chapters).some((counters) => counters.answered + counters.testAnswered > 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Intake from tests
// ---------------------------------------------------------------------------------------------

export interface WrongAnswer {
  questionId: string;
  /** When the student gave it (the attempt's submission): the same answer is never taken twice. */
  at: Date;
}

/**
 * Puts questions a student got wrong in a test into their revision queue, due the next day: one
 * transaction that reads the cards and writes each. Safe to call again for the same answers (a
 * retried release): a card that already took a wrong answer at or after `at` is left alone.
 * Questions no longer in the bank are skipped.
 */
export async function enqueueWrongAnswers(uid: string, answers: readonly WrongAnswer[], now = new Date()): Promise<number> {
  const latest = new Map<string, Date>();
  for (const { questionId, at } of answers) if ((latest.get(questionId)?.getTime() ?? -1) < at.getTime()) latest.set(questionId, at);
  const catalogue = await practiceCatalogue();
  const known = [...latest].filter(([questionId]) => catalogue.byId.has(questionId));
  if (known.length === 0) return 0;
  return runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...known.map(([questionId]) => cardRef(uid, questionId)));
    let queued = 0;
    known.forEach(([questionId, at], index) => {
      const before = cardFrom(snapshots[index]!);
      if (before?.lastWrongAt && before.lastWrongAt.toMillis() >= at.getTime()) return;
      const entry = catalogue.byId.get(questionId)!;
      const scheduled = review(memoryFrom(before?.memory ?? null), false, now);
      transaction.set(
        cardRef(uid, questionId),
        {
          uid,
          questionId,
          chapter: entry.chapter,
          pastPaper: entry.pastPaper,
          attempts: (before?.attempts ?? 0) + 1,
          correct: before?.correct ?? 0,
          wrong: (before?.wrong ?? 0) + 1,
          lastOutcome: 'wrong',
          lastAnswer: before?.lastAnswer ?? null,
          lastAnsweredAt: Timestamp.fromDate(at),
          bookmarked: before?.bookmarked ?? false,
          due: Timestamp.fromDate(startOfIndiaDay(scheduled.dueOn)),
          memory: memoryToStore(scheduled.memory),
          lastWrongAt: Timestamp.fromDate(at),
        },
        { merge: true },
      );
      queued += 1;
    });
    return queued;
  });
}

export interface TestAnswer {
  questionId: string;
  chapter: string;
  outcome: 'correct' | 'partial' | 'wrong' | 'unanswered';
}

/**
 * A test's result as chapter practice takes it: each answered question counts towards its
 * chapter's accuracy (the dashboard's weakest chapters), and the ones not fully right enter the
 * revision queue. Called once per result: at submission for a test without a results date, at the
 * release for one with.
 */
export async function takeTestResult(uid: string, answers: readonly TestAnswer[], at: Date, now = new Date()): Promise<void> {
  const chapters: Record<string, { testAnswered: FieldValue; testCorrect: FieldValue }> = {};
  const perChapter = new Map<string, { answered: number; correct: number }>();
  for (const answer of answers) {
    if (answer.outcome === 'unanswered' || answer.chapter === '') continue;
    const counts = perChapter.get(answer.chapter) ?? { answered: 0, correct: 0 };
    counts.answered += 1;
    if (answer.outcome === 'correct') counts.correct += 1;
    perChapter.set(answer.chapter, counts);
  }
  for (const [chapter, counts] of perChapter)
    chapters[chapter] = { testAnswered: FieldValue.increment(counts.answered), testCorrect: FieldValue.increment(counts.correct) };
  if (perChapter.size > 0) await progressRef(uid).set({ uid, chapters }, { merge: true });
  const wrong = answers.filter((answer) => answer.outcome === 'wrong' || answer.outcome === 'partial');
  await enqueueWrongAnswers(
    uid,
    wrong.map(({ questionId }) => ({ questionId, at })),
    now,
  );
}
