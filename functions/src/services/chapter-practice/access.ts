import { CHAPTER_PRACTICE_MESSAGES } from '@chem/contract';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { readSiteSettings } from '../site-settings.js';
import { activeSubscriptionFor } from '../subscription-status.js';
import { forgetPracticeCatalogue, practiceCatalogue, type Catalogue, type CatalogueEntry } from './catalogue.js';

/**
 * Who may practise which question, decided on the server: a student with an active plan, every
 * question; anyone else, the first N questions of each chapter in the order the teacher added them
 * (N is the teacher's, in the admin's Settings). The subscription is only looked up when the
 * question is beyond the free allowance, so a free question costs no read for it.
 */

export interface Student {
  uid: string;
  isAdmin: boolean;
}

/** Whether the student has a plan, asked at most once per request. */
export type SubscriberCheck = () => Promise<boolean>;

export function subscriberCheck(uid: string, now: Date): SubscriberCheck {
  let answer: Promise<boolean> | undefined;
  return () => (answer ??= activeSubscriptionFor(uid, now).then((subscription) => subscription !== undefined));
}

export const freePerChapter = async (): Promise<number> => (await readSiteSettings()).practiceFreePerChapter;

/** The catalogue's entry of a question; a question newer than the cached catalogue reloads it once. */
export async function entryFor(questionId: string): Promise<{ catalogue: Catalogue; entry: CatalogueEntry }> {
  let catalogue = await practiceCatalogue();
  let entry = catalogue.byId.get(questionId);
  if (!entry) {
    forgetPracticeCatalogue();
    catalogue = await practiceCatalogue();
    entry = catalogue.byId.get(questionId);
  }
  if (!entry) throw notFound(CHAPTER_PRACTICE_MESSAGES.questionNotFound);
  if (entry.held) throw conflict(CHAPTER_PRACTICE_MESSAGES.questionHeld);
  return { catalogue, entry };
}

/** Whether a question is in a test whose results are not out yet (its key must wait for them). */
export async function isHeldQuestion(questionId: string): Promise<boolean> {
  return (await practiceCatalogue()).byId.get(questionId)?.held === true;
}

/** Whether a question is within its chapter's free allowance. */
export async function isFreePracticeQuestion(questionId: string): Promise<boolean> {
  const [catalogue, free] = await Promise.all([practiceCatalogue(), freePerChapter()]);
  const entry = catalogue.byId.get(questionId);
  return entry !== undefined && entry.position < free;
}

/** Refuses (403) a question beyond the free allowance to a student without a plan. */
export async function assertOpen(entry: CatalogueEntry, subscriber: SubscriberCheck): Promise<void> {
  if (entry.position < (await freePerChapter())) return;
  if (!(await subscriber())) throw forbidden(CHAPTER_PRACTICE_MESSAGES.needsSubscription);
}

/** Practice keeps a student's record: the teacher's account has none to keep. */
export function assertStudent(student: Student): void {
  if (student.isAdmin) throw forbidden(CHAPTER_PRACTICE_MESSAGES.teacherCannotPractise);
}
