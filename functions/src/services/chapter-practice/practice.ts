import {
  CHAPTER_PRACTICE_MESSAGES as MESSAGES,
  accuracyOf,
  canonicalExam,
  isNumberKind,
  isOneOptionKind,
  optionCount,
  type BookmarkAnswer,
  type PracticeAnswerInput,
  type PracticeChapter,
  type PracticeChapters,
  type PracticeQuestion,
  type PracticeQuestionList,
  type PracticeQuestionsQuery,
  type PracticeVerdict,
} from '@chem/contract';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { practiceAnswerLimit, practiceChangeLimit } from '../../config/rate-limits.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { runTransaction } from '../../lib/firebase.js';
import { consume } from '../../lib/rate-limit.js';
import { COLLECTIONS as BANK, passagesCollection, storedQuestionFrom, type StoredQuestion } from '../practice-tests/store.js';
import { answerKeyOf, markAnswer } from '../practice-tests/scoring.js';
import { assertOpen, assertStudent, entryFor, freePerChapter, subscriberCheck, type Student } from './access.js';
import { pastPaperOf, practiceCatalogue, type CatalogueEntry } from './catalogue.js';
import { countDueNow, takeRevisionAnswer } from './revision.js';
import { review, startOfIndiaDay } from './schedule.js';
import {
  cardFrom,
  cardRef,
  cardsCollection,
  memoryFrom,
  memoryToStore,
  progressFrom,
  progressRef,
  stateOf,
  type StoredCard,
} from './store.js';
import { documentRef } from '../../lib/document-ref.js';

/**
 * Chapter practice: the chapters with the student's numbers, a chapter's questions through the
 * filters, one question without its key, and the answer that reveals it.
 */

/** GET /api/practice/chapters: three reads whatever the bank's size (the catalogue is cached). */
export async function practiceChapters(student: Student, now = new Date()): Promise<PracticeChapters> {
  const subscriber = subscriberCheck(student.uid, now);
  const [catalogue, progress, free, isSubscriber, dueNow] = await Promise.all([
    practiceCatalogue(),
    progressRef(student.uid).get(),
    freePerChapter(),
    subscriber(),
    countDueNow(student.uid, now),
  ]);
  const counters = progressFrom(progress).chapters;
  const exams = new Set<string>();
  const years: number[] = [];
  const chapters: PracticeChapter[] = [...catalogue.chapters].map(([chapter, entries]) => {
    const own = counters[chapter];
    const pastPapers = entries.filter((entry) => entry.pastPaper).length;
    for (const entry of entries) {
      if (entry.source.exam !== '') exams.add(entry.source.exam);
      if (entry.pastPaper && entry.source.year !== null) years.push(entry.source.year);
    }
    return {
      chapter,
      questions: entries.length,
      pastPapers,
      free: Math.min(free, entries.length),
      tried: own?.tried ?? 0,
      answered: own?.answered ?? 0,
      correct: own?.correct ?? 0,
      accuracy: accuracyOf(own?.correct ?? 0, own?.answered ?? 0),
      pastPapersLeft: Math.max(0, pastPapers - (own?.pastPapersTried ?? 0)),
    };
  });
  return {
    chapters,
    exams: [...exams].sort((a, b) => a.localeCompare(b)),
    years: years.length > 0 ? { from: Math.min(...years), to: Math.max(...years) } : null,
    subscriber: isSubscriber,
    dueNow,
  };
}

function matchesFilters(entry: CatalogueEntry, query: PracticeQuestionsQuery): boolean {
  if (query.exam !== undefined && query.exam !== '' && entry.source.exam !== canonicalExam(query.exam)) return false;
  if (query.yearFrom !== undefined || query.yearTo !== undefined) {
    const year = entry.source.year;
    if (year === null) return false;
    if (query.yearFrom !== undefined && year < query.yearFrom) return false;
    if (query.yearTo !== undefined && year > query.yearTo) return false;
  }
  return query.difficulty === undefined || entry.difficulty === query.difficulty;
}

function matchesOnly(card: StoredCard | undefined, only: PracticeQuestionsQuery['only']): boolean {
  switch (only) {
    case 'wrong':
      return (card?.wrong ?? 0) > 0;
    case 'new':
      return (card?.attempts ?? 0) === 0;
    case 'bookmarked':
      return card?.bookmarked === true;
    case 'all':
      return true;
  }
}

/**
 * GET /api/practice/questions: a chapter's questions (oldest first) through the filters, with the
 * student's record of each: one query of the student's cards in that chapter. An unknown chapter,
 * or filters that leave nothing, answer 404 with what to do.
 */
export async function practiceQuestions(student: Student, query: PracticeQuestionsQuery, now = new Date()): Promise<PracticeQuestionList> {
  const catalogue = await practiceCatalogue();
  const entries = catalogue.chapters.get(query.chapter);
  if (!entries) throw notFound(MESSAGES.chapterNotFound);
  const [cards, free, subscriber] = await Promise.all([
    cardsCollection().where('uid', '==', student.uid).where('chapter', '==', query.chapter).get(),
    freePerChapter(),
    entries.length > 0 ? subscriberCheck(student.uid, now)() : Promise.resolve(false),
  ]);
  const byQuestion = new Map(cards.docs.map((doc) => cardFrom(doc)).flatMap((card) => (card ? [[card.questionId, card] as const] : [])));
  const chosen = entries.filter((entry) => matchesFilters(entry, query) && matchesOnly(byQuestion.get(entry.id), query.only));
  if (chosen.length === 0) throw notFound(MESSAGES.noMatch);
  return {
    chapter: query.chapter,
    inChapter: entries.length,
    questions: chosen.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      difficulty: entry.difficulty,
      pastPaper: pastPaperOf(entry),
      topic: entry.topic,
      locked: !subscriber && entry.position >= free,
      state: stateOf(byQuestion.get(entry.id) ?? null),
    })),
  };
}

async function readQuestion(id: string): Promise<StoredQuestion> {
  const snapshot = await documentRef(BANK.questions, id, MESSAGES.questionNotFound).get();
  if (!snapshot.exists) throw notFound(MESSAGES.questionNotFound);
  return storedQuestionFrom(snapshot.id, snapshot.data() ?? {});
}

/** GET /api/practice/questions/:id: the question to answer, never its key. */
export async function practiceQuestion(student: Student, id: string, now = new Date()): Promise<PracticeQuestion> {
  const question = await readQuestion(id);
  const { entry } = await entryFor(question.id);
  await assertOpen(entry, subscriberCheck(student.uid, now));
  const [passage, card] = await Promise.all([
    question.passageId ? passagesCollection().doc(question.passageId).get() : Promise.resolve(null),
    cardRef(student.uid, question.id).get(),
  ]);
  const passageText = passage?.exists ? passage.get('text') : null;
  return {
    id: question.id,
    kind: question.kind,
    text: question.text,
    options: question.options,
    matrix: question.matrix,
    statements: question.statements,
    passage: typeof passageText === 'string' ? passageText : null,
    imageUrl: question.imageUrl,
    chapter: question.chapter,
    topic: question.topic,
    difficulty: question.difficulty,
    pastPaper: pastPaperOf(entry),
    state: stateOf(cardFrom(card)),
  };
}

/** An answer of the question's own shape, or a 400 that says what is wrong with it. */
function checkAnswerShape(question: StoredQuestion, answer: PracticeAnswerInput): void {
  if (isNumberKind(question.kind)) {
    if (answer.selected.length > 0) throw badRequest(MESSAGES.numberExpected);
    if (answer.value === null) throw badRequest(MESSAGES.noAnswer);
    if (question.kind === 'integer' && !Number.isInteger(answer.value)) throw badRequest(MESSAGES.wholeNumber);
    return;
  }
  if (answer.value !== null) throw badRequest(MESSAGES.optionsExpected);
  if (answer.selected.length === 0) throw badRequest(MESSAGES.noAnswer);
  const options = optionCount(question);
  if (answer.selected.some((option) => option >= options)) throw badRequest(MESSAGES.optionMissing);
  if (isOneOptionKind(question.kind) && answer.selected.length !== 1) throw badRequest(MESSAGES.oneOption);
}

/**
 * POST /api/practice/questions/:id/answer. Everything that can refuse comes before anything is
 * written (unknown question 404, beyond the free allowance 403, an answer of the wrong shape 400,
 * too many answers 429). Then one transaction: the question's card read and written (the answer,
 * and the scheduler when the question is in the revision queue or enters it), and the chapter's
 * counters incremented without a read. A revision answer (the card due today) also reads and
 * writes the student's day (see revision.ts).
 *
 * Marked as in a test, all or nothing: a multiple-correct question is right only with every
 * correct option and no other.
 */
export async function answerPracticeQuestion(
  student: Student,
  id: string,
  answer: PracticeAnswerInput,
  now = new Date(),
): Promise<PracticeVerdict> {
  assertStudent(student);
  const question = await readQuestion(id);
  const { entry } = await entryFor(question.id);
  await assertOpen(entry, subscriberCheck(student.uid, now));
  checkAnswerShape(question, answer);
  await consume(practiceAnswerLimit(), student.uid);

  const mark = markAnswer(
    answerKeyOf(question),
    { ...answer, markedForReview: false },
    {
      marksCorrect: 1,
      marksWrong: 0,
      multipleMarking: 'all-or-nothing',
    },
  );
  const right = mark.outcome === 'correct';
  const ref = cardRef(student.uid, question.id);

  const { card, today, revision } = await runTransaction(async (transaction) => {
    const before = cardFrom(await transaction.get(ref));
    const dueNow = before?.due ? before.due.toMillis() <= now.getTime() : false;
    const taken = dueNow ? await takeRevisionAnswer(transaction, student.uid, now) : null;

    // Wrong always (re)enters the queue; right moves a question only when it was due.
    const scheduled = !right || dueNow ? review(memoryFrom(before?.memory ?? null), right, now) : null;
    const stamp = Timestamp.fromDate(now);
    const next: StoredCard = {
      uid: student.uid,
      questionId: question.id,
      chapter: question.chapter,
      pastPaper: entry.pastPaper,
      attempts: (before?.attempts ?? 0) + 1,
      correct: (before?.correct ?? 0) + (right ? 1 : 0),
      wrong: (before?.wrong ?? 0) + (right ? 0 : 1),
      lastOutcome: right ? 'correct' : 'wrong',
      lastAnswer: { selected: answer.selected, value: answer.value },
      lastAnsweredAt: stamp,
      bookmarked: before?.bookmarked ?? false,
      due: scheduled ? Timestamp.fromDate(startOfIndiaDay(scheduled.dueOn)) : (before?.due ?? null),
      memory: scheduled ? memoryToStore(scheduled.memory) : (before?.memory ?? null),
      lastWrongAt: before?.lastWrongAt ?? null,
    };
    transaction.set(ref, next);
    const firstTry = (before?.attempts ?? 0) === 0;
    transaction.set(
      progressRef(student.uid),
      {
        uid: student.uid,
        chapters: {
          [question.chapter]: {
            answered: FieldValue.increment(1),
            correct: FieldValue.increment(right ? 1 : 0),
            tried: FieldValue.increment(firstTry ? 1 : 0),
            pastPapersTried: FieldValue.increment(firstTry && entry.pastPaper ? 1 : 0),
          },
        },
        ...taken?.fields,
      },
      { merge: true },
    );
    return { card: next, today: taken?.day ?? null, revision: dueNow };
  });

  return {
    questionId: question.id,
    outcome: right ? 'correct' : 'wrong',
    answer: { selected: answer.selected, value: answer.value },
    correctOptions: isNumberKind(question.kind) ? [] : [...question.correctOptions],
    answerRange: question.answerRange,
    integerAnswer: question.integerAnswer,
    explanation: question.explanation,
    revision,
    state: stateOf(card),
    today,
  };
}

/** PUT /api/practice/questions/:id/bookmark: on a question the student may open. */
export async function bookmarkQuestion(student: Student, id: string, bookmarked: boolean, now = new Date()): Promise<BookmarkAnswer> {
  assertStudent(student);
  const { entry } = await entryFor(String(id));
  await assertOpen(entry, subscriberCheck(student.uid, now));
  await consume(practiceChangeLimit(), student.uid);
  await cardRef(student.uid, entry.id).set(
    { uid: student.uid, questionId: entry.id, chapter: entry.chapter, pastPaper: entry.pastPaper, bookmarked },
    { merge: true },
  );
  return { questionId: entry.id, bookmarked };
}
