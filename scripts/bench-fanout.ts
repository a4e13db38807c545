/**
 * `npm run bench:fanout`: one announcement to every student of a large school, through the local
 * stand-ins, timed and weighed. It starts what it needs itself, on ports moved by
 * BENCH_PORT_OFFSET (default 3000, so it runs beside `npm start`): the Firestore and Auth emulators
 * (inside `firebase emulators:exec`) and the LOCAL STAND-IN push service (maildev is started
 * too, as for every local stack, though nothing is sent to it here). Then
 * (scripts/lib/fanout-bench-run.ts):
 *
 *  1. seeds N students (default 10,000) as `users` documents (the audience reads Firestore; no Auth
 *     users are needed), a share of them with a push subscription made at the stand-in and a share
 *     with the announcement's email on (the others turned it off in their choices);
 *  2. queues one announcement to everyone, as POST /api/admin/announcements does;
 *  3. runs the fan-out in a child process, as the `fanOutNotifications` trigger's instance would
 *     (calling it again while it pauses, as the minute sweep would), and times until the last
 *     delivery: every inbox entry written, every push decrypted by the stand-in, every email queued
 *     (sending the queued emails is the mail queue's own work, one `sendMail` trigger per email);
 *  4. reports the fan-out process's peak resident memory (VmHWM of /proc/self/status, read by the
 *     child at its end) and its own per-page log of `process.memoryUsage().rss`.
 *
 *   npm run bench:fanout                                    # 10,000 students, 10% push, 30% email
 *   npm run bench:fanout -- --students 2000 --push 0.1 --email 0.3
 */
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PROJECT_ID, StackSetupError, prepareLocalStack } from './lib/local-stack.js';
import { ROOT, firebaseBin } from './lib/paths.js';
import { portClashMessage, takenPorts } from './lib/ports.js';
import { runAsync, step } from './lib/run.js';
import { MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT, mailCatcherPorts, prepareMailSource } from './lib/mail-source.js';
import { PUSH_STAND_IN_PORT, preparePushSource, pushStandInPorts } from './lib/push-source.js';

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 3000);
const ARTIFACTS = join(ROOT, '.test-artifacts', `bench-fanout-${OFFSET}`);

async function main() {
  const args = process.argv.slice(2);
  step('Preparing the Firestore and Auth emulators');
  const stack = prepareLocalStack({ functions: false, hosting: false, portOffset: OFFSET });
  const emulators = stack.emulators.filter((name) => name === 'firestore' || name === 'auth');
  const mailOptions = {
    smtpPort: MAILDEV_SMTP_PORT + OFFSET,
    webPort: MAILDEV_WEB_PORT + OFFSET,
    mailDirectory: join(ARTIFACTS, 'maildev'),
    useRealSmtp: false,
  };
  const pushOptions = { port: PUSH_STAND_IN_PORT + OFFSET, useRealKeys: false };
  const taken = await takenPorts({
    firestore: stack.ports.firestore,
    auth: stack.ports.auth,
    ...pushStandInPorts(pushOptions),
    ...mailCatcherPorts(mailOptions),
  });
  if (taken.length > 0) throw new StackSetupError(portClashMessage(taken));
  mkdirSync(ARTIFACTS, { recursive: true });
  const mail = await prepareMailSource(mailOptions);
  const push = await preparePushSource(pushOptions);
  console.log(`  ${mail.note}\n  ${push.note}`);
  const inner = [join(ROOT, 'node_modules', '.bin', 'tsx'), join(ROOT, 'scripts', 'lib', 'fanout-bench-run.ts'), ...args]
    .map((arg) => JSON.stringify(arg))
    .join(' ');
  try {
    step(`Running the fan-out benchmark inside firebase emulators:exec (${emulators.join(', ')})`);
    const env = { ...stack.env, ...mail.env, ...push.env };
    const ok = await runAsync(
      firebaseBin(),
      ['emulators:exec', '--config', stack.configFile, '--project', PROJECT_ID, '--only', emulators.join(','), inner],
      env,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await mail.close();
    await push.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StackSetupError ? error.message : error);
  process.exit(1);
});
