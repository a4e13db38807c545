import { sweepNotifications } from './fan-out.js';

/**
 * What the minute schedule runs: the outbox's due items. The emulators run no schedules, so locally
 * a send the trigger did not finish waits for the tests to call this.
 */
export async function runNotificationSweep(now: Date = new Date()): Promise<{ sent: number; paused: number }> {
  return sweepNotifications(now);
}
