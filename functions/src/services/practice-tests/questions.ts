import { PRACTICE_LIMITS, PRACTICE_MESSAGES, UPLOADS, type Question, type QuestionBank, type QuestionInput } from '@chem/contract';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { documentRef } from '../../lib/document-ref.js';
import { conflict, notFound } from '../../lib/errors.js';
import { deleteObject, uniqueObjectName, withStoredObject } from '../../lib/storage.js';
import { PUBLIC_UPLOADS_PREFIX } from '../uploads.js';
import { COLLECTIONS, attemptsCollection, questionFrom, questionsCollection, testsCollection } from './store.js';

/** The question bank (admin): answers and explanations included. */

const IMAGE_FOLDER = 'question-images/';

/** What a question document stores of the editor's input: the kinds' unused fields are empty. */
export function questionFields(input: QuestionInput) {
  const common = {
    kind: input.kind,
    text: input.text,
    explanation: input.explanation,
    chapter: input.chapter,
    difficulty: input.difficulty,
  };
  return input.kind === 'numerical'
    ? { ...common, options: [], correctOptions: [], answerRange: input.answerRange }
    : { ...common, options: input.options, correctOptions: [...input.correctOptions].sort((a, b) => a - b), answerRange: null };
}

const questionRef = (id: unknown) => documentRef(COLLECTIONS.questions, id, PRACTICE_MESSAGES.questionNotFound);

export async function listQuestions(chapter?: string): Promise<QuestionBank> {
  const all = await questionsCollection().orderBy('createdAt', 'desc').limit(PRACTICE_LIMITS.bankQuestions).get();
  const questions = all.docs.map(questionFrom);
  const chapters = [...new Set(questions.map((question) => question.chapter))].sort((a, b) => a.localeCompare(b));
  return { questions: chapter ? questions.filter((question) => question.chapter === chapter) : questions, chapters };
}

export async function createQuestion(input: QuestionInput): Promise<Question> {
  const ref = questionsCollection().doc();
  await ref.create({
    ...questionFields(input),
    imageUrl: null,
    imagePath: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return questionFrom(await ref.get());
}

/** Attempts keep their own copy of each question, so an edit never changes a recorded score. */
export async function updateQuestion(id: string, input: QuestionInput): Promise<Question> {
  const ref = questionRef(id);
  await existing(ref);
  await ref.update({ ...questionFields(input), updatedAt: FieldValue.serverTimestamp() });
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
