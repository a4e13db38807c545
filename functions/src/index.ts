import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './app.js';
import { FUNCTION_SECRETS } from './config/integrations.js';
import { MAIL_SECRETS } from './config/mail.js';
import { PUSH_SECRETS, UNSUBSCRIBE_SECRET } from './config/notifications.js';

/** Mumbai is nearest the students (and the Firestore database, which the mail trigger must share). */
const REGION = 'asia-south1';

/** The whole API: Hosting rewrites /api/** and /uploads/** here. */
export const api = onRequest(
  {
    region: REGION,
    memory: '512MiB',
    concurrency: 40,
    secrets: FUNCTION_SECRETS,
  },
  createApp(),
);

// Email (services/mail/): the mail services and nodemailer load only when these run.

/** Sends each email as soon as it is queued (a new `mail/{id}` document). */
export const sendMail = onDocumentCreated(
  { document: 'mail/{mailId}', region: REGION, secrets: [...MAIL_SECRETS, UNSUBSCRIBE_SECRET] },
  async (event) => {
    const { deliverMail } = await import('./services/mail/sender.js');
    await deliverMail(event.params.mailId);
  },
);

/** Sends again what failed once its wait is over (event functions are not retried by us otherwise). */
export const retryMail = onSchedule(
  { schedule: 'every 10 minutes', region: REGION, secrets: [...MAIL_SECRETS, UNSUBSCRIBE_SECRET] },
  async () => {
    const { retryDueMails } = await import('./services/mail/sender.js');
    await retryDueMails();
  },
);

/** Renewal reminders: every day at 09:00 India time. */
export const renewalReminders = onSchedule({ schedule: '0 9 * * *', timeZone: 'Asia/Kolkata', region: REGION }, async () => {
  const { queueRenewalReminders } = await import('./services/mail/reminders.js');
  await queueRenewalReminders();
});

/** The teacher's daily sales email, 21:00 India time; off unless MAIL_DAILY_SUMMARY=on. */
export const dailySalesSummary = onSchedule({ schedule: '0 21 * * *', timeZone: 'Asia/Kolkata', region: REGION }, async () => {
  const { dailySalesSummaryEnabled } = await import('./config/mail.js');
  if (!dailySalesSummaryEnabled()) return;
  const { queueDailySalesSummary } = await import('./services/mail/daily-summary.js');
  await queueDailySalesSummary();
});

/**
 * Chapter practice's evening reminder, 19:00 India time: students whose day's revision is still
 * waiting (services/chapter-practice/reminders.ts; off for everyone with REVISION_REMINDERS=off).
 */
export const revisionReminders = onSchedule({ schedule: '0 19 * * *', timeZone: 'Asia/Kolkata', region: REGION }, async () => {
  const { queueRevisionReminders } = await import('./services/chapter-practice/reminders.js');
  await queueRevisionReminders();
});

// Notifications (services/notifications/): the fan-out and web-push load only when these run.

/**
 * Delivers each notification as soon as it is queued (a new `notificationOutbox/{id}` document):
 * inbox entries, pushes and queued emails, a page of 500 students at a time. 1 GiB and 540 s leave
 * room for a send to every student; the measured fan-out to 10,000 comes with announcements.
 */
export const fanOutNotifications = onDocumentCreated(
  { document: 'notificationOutbox/{id}', region: REGION, secrets: PUSH_SECRETS, memory: '1GiB', timeoutSeconds: 540 },
  async (event) => {
    const { fanOutNotification } = await import('./services/notifications/fan-out.js');
    await fanOutNotification(event.params.id);
  },
);

/**
 * Every minute: queued notifications that are due (a send at a time), sends the trigger never took
 * or that paused near the time limit.
 */
/**
 * Answer-key corrections: finishes every correction whose rescoring a request left unfinished
 * (services/practice-tests/corrections.ts). A run with nothing to do is one query.
 */
export const keyCorrectionSweep = onSchedule({ schedule: 'every 1 minutes', region: REGION, timeoutSeconds: 120 }, async () => {
  const { resumeKeyCorrections } = await import('./services/practice-tests/corrections.js');
  await resumeKeyCorrections();
  // A scheduled test's results that came out since: their mistakes join the revision queue.
  const { feedReleasedResults } = await import('./services/practice-tests/attempts.js');
  await feedReleasedResults();
});

/**
 * Scheduled tests at their release: scores every attempt left running past its time, so the takers
 * every rank counts include the students who walked away, and marks the test swept; results wait
 * for the mark (services/practice-tests/release-sweep.ts).
 */
export const releaseSweep = onSchedule({ schedule: 'every 1 minutes', region: REGION, timeoutSeconds: 120 }, async () => {
  const { sweepReleasedTests } = await import('./services/practice-tests/release-sweep.js');
  await sweepReleasedTests();
});

export const notificationSweep = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, secrets: PUSH_SECRETS, memory: '1GiB', timeoutSeconds: 540 },
  async () => {
    const { runNotificationSweep } = await import('./services/notifications/sweep.js');
    await runNotificationSweep();
  },
);
