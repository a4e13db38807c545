import { indiaDay } from '@chem/contract';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { queueNotification } from '../notifications/index.js';
import { cardsCollection, progressFrom, progressRef } from './store.js';

/**
 * The evening reminder (19:00 India time, `revisionReminders` in index.ts): one notification to
 * each student whose day's revision is still waiting, saying how many questions. It goes through
 * the notifications' own channels and the student's choices for the "revision due" kind (the inbox,
 * push, and email, each of which they can turn off), and only to students who kept the practice
 * screen's "Evening reminder" on. `REVISION_REMINDERS=off` in the function's environment stops it
 * for everyone.
 *
 * Finding the students reads the due cards (one read each, a page at a time) rather than every
 * student's progress: the cards due today are what the reminder is about anyway.
 */

const PAGE = 1000;
/** The revision screen, where the notification leads. */
const REVISION_LINK = '/practice/revision';
/** Progress documents read at once. */
const BATCH = 100;

export const revisionRemindersEnabled = (env: NodeJS.ProcessEnv = process.env) => env.REVISION_REMINDERS?.trim().toLowerCase() !== 'off';

/** Students with questions due now, and how many each. */
async function dueByStudent(now: Date): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let query = cardsCollection()
    .where('due', '<=', Timestamp.fromDate(now))
    .orderBy('due', 'asc')
    .orderBy(FieldPath.documentId())
    .select('uid')
    .limit(PAGE);
  for (;;) {
    const page = await query.get();
    for (const doc of page.docs) {
      const uid = doc.get('uid');
      if (typeof uid === 'string' && uid !== '') counts.set(uid, (counts.get(uid) ?? 0) + 1);
    }
    if (page.size < PAGE) return counts;
    const last = page.docs[page.docs.length - 1]!;
    query = query.startAfter(last.get('due'), last.id);
  }
}

export interface RevisionRemindersRun {
  day: string;
  queued: number;
}

export async function queueRevisionReminders(now = new Date()): Promise<RevisionRemindersRun> {
  const today = indiaDay(now);
  if (!revisionRemindersEnabled()) return { day: today, queued: 0 };
  const due = [...(await dueByStudent(now))];
  let queued = 0;
  for (let start = 0; start < due.length; start += BATCH) {
    const batch = due.slice(start, start + BATCH);
    const snapshots = await db().getAll(...batch.map(([uid]) => progressRef(uid)));
    for (const [index, [uid, dueCount]] of batch.entries()) {
      const progress = progressFrom(snapshots[index]!);
      if (!progress.settings.reminders) continue;
      const record = progress.revision?.day === today ? progress.revision : null;
      const answered = record?.answered ?? 0;
      if (record && answered >= Math.min(record.target, progress.settings.dailyCap)) continue;
      const count = Math.min(dueCount, Math.max(0, progress.settings.dailyCap - answered));
      if (count === 0) continue;
      try {
        await queueNotification(
          {
            content: { kind: 'revision-due', params: { count } },
            recipients: { uids: [uid] },
            link: REVISION_LINK,
            dedupeKey: `revision-due-${uid}-${today}`,
          },
          { now },
        );
        queued += 1;
      } catch (error) {
        logger.error('A revision reminder could not be queued.', error, { uid });
      }
    }
  }
  return { day: today, queued };
}
