import {
  KEY_CORRECTION_MESSAGES,
  isNumberKind,
  optionCount,
  type KeyCorrectionJob,
  type KeyCorrectionList,
  type keyCorrectionSchema,
} from '@chem/contract';
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { storedFields } from '../../lib/fields.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { applyKeyChange, type KeyChange } from './attempts.js';
import { attemptsCollection, questionsCollection, storedQuestionFrom, testFrom, testsCollection } from './store.js';

/**
 * Answer-key corrections. The teacher changes a question's key (several options of a one-option
 * question accepts each), or drops it as a bonus; every attempt of the test is then corrected and
 * scored again (attempts.ts `applyKeyChange`, one transaction per attempt, idempotent).
 *
 * A correction is a job document `keyCorrections/{id}` with a cursor: the attempts are read in
 * pages of PAGE ordered by id, each page's attempts corrected a few at a time, then the cursor
 * saved. The request that makes the correction runs it for up to REQUEST_BUDGET_MS; whatever is
 * left (a test with thousands of attempts, a request cut short) is finished by the minute schedule
 * (`keyCorrectionSweep`, index.ts), which runs every unfinished job from its cursor. Running a page
 * twice changes nothing: each attempt records the job it has had.
 *
 * The bank question is corrected too (change-key), so attempts started later are marked right.
 */

export const KEY_CORRECTIONS = 'keyCorrections';
const jobs = () => db().collection(KEY_CORRECTIONS);

const PAGE = 100;
const AT_ONCE = 8;
const REQUEST_BUDGET_MS = 20_000;
const SWEEP_BUDGET_MS = 50_000;

type CorrectionInput = z.infer<typeof keyCorrectionSchema>;

function jobFrom(snapshot: DocumentSnapshot): KeyCorrectionJob {
  const fields = storedFields(snapshot);
  const bonusTo = snapshot.get('bonusTo');
  return {
    _id: snapshot.id,
    testId: fields.text('testId'),
    questionId: fields.text('questionId'),
    action: snapshot.get('action') === 'drop' ? 'drop' : 'change-key',
    bonusTo: bonusTo === 'all' || bonusTo === 'attempted' ? bonusTo : null,
    status: snapshot.get('status') === 'done' ? 'done' : 'running',
    attempts: fields.number('attempts', 0),
    changed: fields.number('changed', 0),
    createdAt: fields.time('createdAt'),
    finishedAt: fields.time('finishedAt'),
  };
}

const changeFrom = (snapshot: DocumentSnapshot): KeyChange => {
  const job = jobFrom(snapshot);
  const data = snapshot.data() ?? {};
  return {
    jobId: job._id,
    questionId: job.questionId,
    action: job.action,
    bonusTo: job.bonusTo,
    correctOptions: Array.isArray(data.correctOptions) ? (data.correctOptions as number[]) : [],
    integerAnswer: typeof data.integerAnswer === 'number' ? data.integerAnswer : null,
    answerRange: (data.answerRange as KeyChange['answerRange']) ?? null,
  };
};

/** The new key must be one the question's kind takes. */
function checkedKey(kind: Parameters<typeof isNumberKind>[0], options: number, input: Extract<CorrectionInput, { action: 'change-key' }>) {
  const fits =
    kind === 'numerical'
      ? input.answerRange !== null && input.answerRange.min <= input.answerRange.max
      : kind === 'integer'
        ? input.integerAnswer !== null
        : input.correctOptions.length > 0 &&
          new Set(input.correctOptions).size === input.correctOptions.length &&
          input.correctOptions.every((option) => option < options);
  if (!fits) throw badRequest(KEY_CORRECTION_MESSAGES.keyDoesNotFit);
  return {
    correctOptions: isNumberKind(kind) ? [] : [...input.correctOptions].sort((a, b) => a - b),
    integerAnswer: kind === 'integer' ? input.integerAnswer : null,
    answerRange: kind === 'numerical' ? input.answerRange : null,
  };
}

/** Makes the correction's job and runs it for up to REQUEST_BUDGET_MS (the schedule finishes it). */
export async function correctKey(testId: string, input: CorrectionInput, now = new Date()): Promise<KeyCorrectionJob> {
  const id = await createKeyCorrection(testId, input, now);
  await runKeyCorrection(id, REQUEST_BUDGET_MS, now);
  return jobFrom(await jobs().doc(id).get());
}

/** Checks the correction, corrects the bank's question and records the job (not yet run). */
export async function createKeyCorrection(testId: string, input: CorrectionInput, now = new Date()): Promise<string> {
  const test = await testsCollection().doc(testId).get();
  if (!test.exists) throw notFound('This test does not exist or is not open.');
  if (!testFrom(test).questionIds.includes(input.questionId)) throw badRequest(KEY_CORRECTION_MESSAGES.questionNotInTest);
  const bank = await questionsCollection().doc(input.questionId).get();
  if (!bank.exists) throw notFound('This question does not exist.');
  const question = storedQuestionFrom(bank.id, bank.data() ?? {});
  const key =
    input.action === 'change-key'
      ? checkedKey(question.kind, optionCount(question), input)
      : { correctOptions: [], integerAnswer: null, answerRange: null };
  const ref = jobs().doc();
  await db()
    .batch()
    .create(ref, {
      testId,
      questionId: input.questionId,
      action: input.action,
      bonusTo: input.action === 'drop' ? input.bonusTo : null,
      ...key,
      status: 'running',
      cursor: null,
      attempts: 0,
      changed: 0,
      createdAt: Timestamp.fromDate(now),
      finishedAt: null,
    })
    // Attempts started from now on are marked with the corrected key.
    .update(
      bank.ref,
      input.action === 'change-key' ? { ...key, updatedAt: FieldValue.serverTimestamp() } : { updatedAt: FieldValue.serverTimestamp() },
    )
    .commit();
  return ref.id;
}

/**
 * Runs a job from its cursor until it is done or `budgetMs` has passed; a page is the unit of
 * progress (its cursor saved after all its attempts are corrected).
 */
export async function runKeyCorrection(jobId: string, budgetMs: number, now = new Date(), pageSize = PAGE): Promise<'done' | 'running'> {
  const started = Date.now();
  const ref = jobs().doc(jobId);
  for (;;) {
    const job = await ref.get();
    if (!job.exists || job.get('status') === 'done') return 'done';
    const change = changeFrom(job);
    const cursor = job.get('cursor') as string | null;
    let query = attemptsCollection().where('testId', '==', job.get('testId')).orderBy(FieldPath.documentId()).limit(pageSize);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.select().get();
    let changed = 0;
    for (let index = 0; index < page.docs.length; index += AT_ONCE) {
      const results = await Promise.all(page.docs.slice(index, index + AT_ONCE).map((doc) => applyKeyChange(doc.id, change, now)));
      changed += results.filter(Boolean).length;
    }
    const done = page.size < pageSize;
    await ref.update({
      cursor: page.docs.at(-1)?.id ?? cursor,
      attempts: FieldValue.increment(page.size),
      changed: FieldValue.increment(changed),
      ...(done ? { status: 'done', finishedAt: Timestamp.fromDate(new Date()) } : {}),
    });
    if (done) return 'done';
    if (Date.now() - started > budgetMs) return 'running';
  }
}

/** The minute schedule: finishes every correction a request left running. */
export async function resumeKeyCorrections(now = new Date()): Promise<number> {
  const running = await jobs().where('status', '==', 'running').limit(20).get();
  const started = Date.now();
  for (const job of running.docs) {
    const left = SWEEP_BUDGET_MS - (Date.now() - started);
    if (left <= 0) break;
    await runKeyCorrection(job.id, left, now).catch((error: unknown) => logger.error(`Key correction ${job.id} stopped`, error));
  }
  return running.size;
}

/** A test's corrections, newest first. */
export async function listKeyCorrections(testId: string): Promise<KeyCorrectionList> {
  const found = await jobs().where('testId', '==', testId).get();
  return {
    jobs: found.docs.map(jobFrom).sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')),
  };
}
