import { sweepNotifications } from './fan-out.js';

/**
 * What the minute schedule runs (and `npm run notifications:sweep` locally, where the emulators run
 * no schedules): the outbox's due items. Live classes add their reminders here.
 */
export async function runNotificationSweep(now: Date = new Date()): Promise<{ sent: number; paused: number }> {
  return sweepNotifications(now);
}
