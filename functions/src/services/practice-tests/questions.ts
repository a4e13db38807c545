import {
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  UPLOADS,
  type Passage,
  type PassageInput,
  type Question,
  type QuestionBank,
  type QuestionInput,
  type QuestionTagsAnswer,
  type QuestionTagsInput,
} from '@chem/contract';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { documentRef } from '../../lib/document-ref.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { db } from '../../lib/firebase.js';
import { deleteObject, uniqueObjectName, withStoredObject } from '../../lib/storage.js';
import { PUBLIC_UPLOADS_PREFIX } from '../uploads.js';
import { forgetPracticeCatalogue } from '../chapter-practice/catalogue.js';
import {
  COLLECTIONS,
  attemptsCollection,
  passageFrom,
  passagesCollection,
  questionFrom,
  questionsCollection,
  storedMatrix,
  testsCollection,
} from './store.js';

/** The question bank (admin): answers and explanations included. */

const IMAGE_FOLDER = 'question-images/';

/** What a question document stores of the editor's input: the kinds' unused fields are empty. */
export function questionFields(input: QuestionInput) {
  const common = {
    kind: input.kind,
    text: input.text,
    explanation: input.explanation,
    chapter: input.chapter,
    topic: input.topic,
    difficulty: input.difficulty,
    exam: input.exam,
    year: input.year,
    session: input.session,
    passageId: input.passageId,
    keepOptionOrder: input.keepOptionOrder,
  };
  const none = { options: [], correctOptions: [], answerRange: null, integerAnswer: null, matrix: null, statements: null };
  const sorted = (indexes: number[]) => [...indexes].sort((a, b) => a - b);
  switch (input.kind) {
    case 'single':
    case 'multiple':
      return { ...common, ...none, options: input.options, correctOptions: sorted(input.correctOptions) };
    case 'numerical':
      return { ...common, ...none, answerRange: input.answerRange };
    case 'integer':
      return { ...common, ...none, integerAnswer: input.integerAnswer };
    case 'matrix':
      return { ...common, ...none, matrix: storedMatrix(input.matrix), correctOptions: sorted(input.correctOptions) };
    case 'assertion-reason':
      return { ...common, ...none, statements: input.statements, correctOptions: sorted(input.correctOptions) };
  }
}

const questionRef = (id: unknown) => documentRef(COLLECTIONS.questions, id, PRACTICE_MESSAGES.questionNotFound);
const passageRef = (id: unknown) => documentRef(COLLECTIONS.passages, id, PRACTICE_MESSAGES.passageNotFound);

/**
 * The whole bank (at most PRACTICE_LIMITS.bankQuestions, which creating and importing keep) and its
 * passages: two queries. The admin filters it on the phone by every field at once, which a bank
 * this size allows without a composite index per combination of filters.
 */
export async function listQuestions(chapter?: string): Promise<QuestionBank> {
  const [all, passages] = await Promise.all([
    questionsCollection().orderBy('createdAt', 'desc').limit(PRACTICE_LIMITS.bankQuestions).get(),
    passagesCollection().orderBy('createdAt', 'desc').limit(PRACTICE_LIMITS.passages).get(),
  ]);
  const questions = all.docs.map(questionFrom);
  const chapters = [...new Set(questions.map((question) => question.chapter))].sort((a, b) => a.localeCompare(b));
  return {
    questions: chapter ? questions.filter((question) => question.chapter === chapter) : questions,
    chapters,
    passages: passages.docs.map(passageFrom),
  };
}

/** Refuses adding `adding` questions to a bank that would then be larger than the admin's list shows. */
export async function assertBankRoom(adding: number): Promise<void> {
  const count = (await questionsCollection().count().get()).data().count;
  if (count + adding > PRACTICE_LIMITS.bankQuestions) throw conflict(PRACTICE_MESSAGES.bankFull);
}

/**
 * The passage a question is linked to must exist and have room (at most four questions). Read in
 * the transaction that writes the question, so two questions linked at once cannot make five.
 */
async function checkPassage(transaction: Transaction, passageId: string | null, questionId: string): Promise<void> {
  if (passageId === null) return;
  const [passage, sharing] = await Promise.all([
    transaction.get(passagesCollection().doc(passageId)),
    transaction.get(questionsCollection().where('passageId', '==', passageId).select()),
  ]);
  if (!passage.exists) throw badRequest(PRACTICE_MESSAGES.passageNotFound);
  const others = sharing.docs.filter((doc) => doc.id !== questionId).length;
  if (others >= PRACTICE_LIMITS.questionsPerPassage) throw conflict(PRACTICE_MESSAGES.passageFull);
}

export async function createQuestion(input: QuestionInput): Promise<Question> {
  await assertBankRoom(1);
  const ref = questionsCollection().doc();
  await db().runTransaction(async (transaction) => {
    await checkPassage(transaction, input.passageId, ref.id);
    transaction.create(ref, {
      ...questionFields(input),
      imageUrl: null,
      imagePath: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  forgetPracticeCatalogue();
  return questionFrom(await ref.get());
}

/** Attempts keep their own copy of each question, so an edit never changes a recorded score. */
export async function updateQuestion(id: string, input: QuestionInput): Promise<Question> {
  const ref = questionRef(id);
  await db().runTransaction(async (transaction) => {
    const [snapshot] = await Promise.all([transaction.get(ref), checkPassage(transaction, input.passageId, ref.id)]);
    if (!snapshot.exists) throw notFound(PRACTICE_MESSAGES.questionNotFound);
    transaction.update(ref, { ...questionFields(input), updatedAt: FieldValue.serverTimestamp() });
  });
  forgetPracticeCatalogue();
  return questionFrom(await ref.get());
}

async function existing(ref: DocumentReference) {
  const snapshot = await ref.get();
  if (!snapshot.exists) throw notFound(PRACTICE_MESSAGES.questionNotFound);
  return snapshot;
}

export async function deleteQuestion(id: string): Promise<void> {
  const ref = questionRef(id);
  const snapshot = await existing(ref);
  const inTest = await testsCollection().where('questionIds', 'array-contains', ref.id).limit(1).get();
  if (!inTest.empty) throw conflict(PRACTICE_MESSAGES.questionInUse);
  await ref.delete();
  forgetPracticeCatalogue();
  // Only a question in no test can be deleted, but attempts may still show its picture in their
  // reviews when the question left its test after they were taken: keep it unless no attempt has it.
  const path = imagePathOf(snapshot.get('imagePath'));
  if (path) {
    const used = await attemptsCollection().where('questionIds', 'array-contains', ref.id).limit(1).get();
    if (used.empty) await deleteObject(path).catch(() => undefined);
  }
}

/** Only objects in the question image folder are ever deleted through a question. */
function imagePathOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith(PUBLIC_UPLOADS_PREFIX + IMAGE_FOLDER) && !value.includes('..') ? value : undefined;
}

/**
 * Checks the picture by its bytes, re-encodes it as WebP within 1200 px, and points the question
 * at it. A replaced picture's object is kept: attempts copied the question with its URL, and their
 * reviews still show it.
 */
export async function setQuestionImage(id: string, picture: Buffer): Promise<Question> {
  const ref = questionRef(id);
  await existing(ref);
  const { optimiseImage } = await import('../../lib/images.js');
  const image = await optimiseImage(picture, 'coursePhoto', UPLOADS.questionImage.wrongTypeMessage);
  const path = uniqueObjectName(PUBLIC_UPLOADS_PREFIX + IMAGE_FOLDER, image.extension);
  const imageUrl = `/${path}`;
  await withStoredObject({ path, data: image.data, contentType: image.mimeType }, () =>
    ref.update({ imageUrl, imagePath: path, updatedAt: FieldValue.serverTimestamp() }),
  );
  return questionFrom(await ref.get());
}

export async function removeQuestionImage(id: string): Promise<Question> {
  const ref = questionRef(id);
  await existing(ref);
  await ref.update({ imageUrl: null, imagePath: null, updatedAt: FieldValue.serverTimestamp() });
  return questionFrom(await ref.get());
}

// ---------------------------------------------------------------------------------------------
// Tagging many questions at once
// ---------------------------------------------------------------------------------------------

/**
 * Sets the same fields on every chosen question: one batched read (to refuse unknown ids and a
 * year on a question without an exam), one batch write (at most 500 questions, Firestore's batch
 * size), one batched read of what is stored now.
 */
export async function tagQuestions({ questionIds, changes }: QuestionTagsInput): Promise<QuestionTagsAnswer> {
  const refs = questionIds.map((id) => questionsCollection().doc(id));
  const current = await db().getAll(...refs, { fieldMask: ['exam', 'year', 'session'] });
  if (current.some((snapshot) => !snapshot.exists)) throw badRequest(PRACTICE_MESSAGES.unknownQuestions);
  for (const snapshot of current) {
    const exam = changes.exam ?? snapshot.get('exam') ?? '';
    const year = changes.year !== undefined ? changes.year : (snapshot.get('year') ?? null);
    const session = changes.session ?? snapshot.get('session') ?? '';
    if (year !== null && exam === '') throw badRequest(PRACTICE_MESSAGES.yearNeedsExam);
    if (session !== '' && year === null) throw badRequest(PRACTICE_MESSAGES.sessionNeedsYear);
  }
  const fields = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const batch = db().batch();
  for (const ref of refs) batch.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
  forgetPracticeCatalogue();
  const stored = await db().getAll(...refs);
  const updated = stored.length;
  return {
    updated,
    questions: stored.map(questionFrom),
    message: `Tagged ${updated} question${updated === 1 ? '' : 's'}.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Passages (comprehension)
// ---------------------------------------------------------------------------------------------

export async function createPassage(input: PassageInput): Promise<Passage> {
  const count = (await passagesCollection().count().get()).data().count;
  if (count >= PRACTICE_LIMITS.passages) throw conflict(PRACTICE_MESSAGES.passagesFull);
  const ref = passagesCollection().doc();
  await ref.create({ text: input.text, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  return passageFrom(await ref.get());
}

/** Attempts keep the text they started with; new attempts show the edit. */
export async function updatePassage(id: string, input: PassageInput): Promise<Passage> {
  const ref = passageRef(id);
  if (!(await ref.get()).exists) throw notFound(PRACTICE_MESSAGES.passageNotFound);
  await ref.update({ text: input.text, updatedAt: FieldValue.serverTimestamp() });
  return passageFrom(await ref.get());
}

export async function deletePassage(id: string): Promise<void> {
  const ref = passageRef(id);
  if (!(await ref.get()).exists) throw notFound(PRACTICE_MESSAGES.passageNotFound);
  const used = await questionsCollection().where('passageId', '==', ref.id).limit(1).select().get();
  if (!used.empty) throw conflict(PRACTICE_MESSAGES.passageInUse);
  await ref.delete();
}
