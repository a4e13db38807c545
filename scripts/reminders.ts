/**
 * `npm run reminders [-- --date 2026-12-01T09:00:00+05:30]`: runs the daily renewal reminders now
 * against the local emulators (start them with `npm start` first), the same code the 09:00 India
 * schedule runs. The functions emulator's mail trigger then sends what it queued to maildev
 * (http://127.0.0.1:1080). `--date` runs it as if it were that moment, to try a subscription's
 * "ends in 7 days" or "has ended" day. Each subscription gets each mail once, however often this runs.
 */
import { emulatorClientEnv } from './lib/emulator-env.js';

async function main() {
  const dateArgument = process.argv.indexOf('--date');
  const now = dateArgument === -1 ? new Date() : new Date(process.argv[dateArgument + 1] ?? '');
  if (Number.isNaN(now.getTime())) {
    console.error('usage: npm run reminders [-- --date 2026-12-01T09:00:00+05:30]');
    process.exit(2);
  }
  Object.assign(process.env, emulatorClientEnv());
  const { queueRenewalReminders } = await import('../functions/src/services/mail/reminders.js');
  const run = await queueRenewalReminders(now);
  console.log(
    `Renewal reminders for ${run.day} (India): ${run.endingSoon} "ends in 7 days", ${run.ended} "has ended" queued; ` +
      `${run.alreadyQueued} already had theirs. Open the inbox: http://127.0.0.1:1080`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
