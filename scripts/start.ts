/**
 * `npm start`: the whole site on the local Firebase stack with seed data, in one command.
 * Builds web and functions, runs the standard `firebase emulators:start` (keeping data between runs
 * in .emulator-data/), seeds whatever is missing, prints the URL and the accounts. Ctrl-C stops
 * everything it started and saves the emulators' data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS, PROJECT_ID, StackSetupError, prepareLocalStack } from './lib/local-stack.js';
import { DATA_DIR, ROOT, firebaseBin } from './lib/paths.js';
import { portClashMessage, takenPorts, waitForHttpOk } from './lib/ports.js';
import { buildForLocalStack } from './lib/build.js';
import { step } from './lib/run.js';
import { emulatorClientEnv } from './lib/emulator-env.js';
import { YOUTUBE_STAND_IN_PORT, prepareVideoSource, videoStandInPorts } from './lib/video-source.js';
import { RAZORPAY_STAND_IN_PORT, paymentStandInPorts, preparePaymentSource } from './lib/payment-source.js';
import { localSecrets, writeLocalSecrets } from './lib/local-secrets.js';
import { MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT, mailCatcherPorts, prepareMailSource } from './lib/mail-source.js';
import { PUSH_STAND_IN_PORT, preparePushSource, pushStandInPorts } from './lib/push-source.js';

const FIREBASE_EXPORT = join(DATA_DIR, 'firebase');
const STAND_IN_DATA = join(DATA_DIR, 'storage-stand-in');
const SITE_URL = `http://127.0.0.1:${PORTS.hosting}`;
// A real YOUTUBE_API_KEY in the shell means: show the teacher's real videos locally.
const VIDEO_OPTIONS = { port: YOUTUBE_STAND_IN_PORT, useRealKey: true };
// Real Razorpay test-mode keys in the shell mean: pay through Razorpay's own checkout locally.
const PAYMENT_OPTIONS = { port: RAZORPAY_STAND_IN_PORT, useRealKeys: true, webhookUrl: `${SITE_URL}/api/payments/webhook` };
// Real SMTP settings in the shell mean: really send the emails; otherwise maildev catches them.
const MAIL_OPTIONS = {
  smtpPort: MAILDEV_SMTP_PORT,
  webPort: MAILDEV_WEB_PORT,
  mailDirectory: join(DATA_DIR, 'maildev'),
  useRealSmtp: true,
};
// The push stand-in always runs; its local keys are kept with the data so browsers stay subscribed.
const PUSH_OPTIONS = { port: PUSH_STAND_IN_PORT, keysFile: join(DATA_DIR, 'push-keys.json'), useRealKeys: true };

async function main() {
  if (process.argv.includes('--clean')) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    console.log('Removed the saved local data: starting again from a clean seed.');
  }

  const taken = await takenPorts({
    ...PORTS,
    ...videoStandInPorts(VIDEO_OPTIONS),
    ...paymentStandInPorts(PAYMENT_OPTIONS),
    ...mailCatcherPorts(MAIL_OPTIONS),
    ...pushStandInPorts(PUSH_OPTIONS),
  });
  if (taken.length > 0) throw new StackSetupError(portClashMessage(taken));

  step('Preparing the local Firebase stack');
  const stack = prepareLocalStack({ functions: true, hosting: true });
  stack.notes.forEach((note) => console.log(`  ${note}`));

  step('Building web and functions');
  if (!buildForLocalStack(stack, 0, PAYMENT_OPTIONS, VIDEO_OPTIONS)) throw new StackSetupError('The build failed; see the output above.');

  const cleanups: Array<() => Promise<void>> = [];
  if (stack.storage === 'stand-in') {
    const { startStorageStandIn } = await import('../tools/storage-stand-in/server.js');
    mkdirSync(STAND_IN_DATA, { recursive: true });
    const standIn = await startStorageStandIn({ port: PORTS.storage, dataDir: STAND_IN_DATA });
    cleanups.push(() => standIn.close());
  }
  const videos = await prepareVideoSource(VIDEO_OPTIONS);
  cleanups.push(() => videos.close());
  Object.assign(stack.env, videos.env);
  console.log(`  ${videos.note}`);
  const payments = await preparePaymentSource(PAYMENT_OPTIONS);
  cleanups.push(() => payments.close());
  Object.assign(stack.env, payments.env);
  console.log(`  ${payments.note}`);
  const mail = await prepareMailSource(MAIL_OPTIONS);
  cleanups.push(() => mail.close());
  Object.assign(stack.env, mail.env);
  console.log(`  ${mail.note}`);
  const push = await preparePushSource(PUSH_OPTIONS);
  cleanups.push(() => push.close());
  Object.assign(stack.env, push.env);
  console.log(`  ${push.note}`);
  const secrets = localSecrets(stack.env);
  const restoreSecrets = writeLocalSecrets(secrets.values);
  cleanups.push(() => Promise.resolve(restoreSecrets()));
  console.log(`  Secrets: functions/.secret.local gives the Functions emulator ${Object.keys(secrets.values).join(', ') || 'none'}`);
  for (const name of secrets.unset)
    console.log(`  ${name} is not set here: the emulator will say it cannot read it, and that part of the site is off`);

  step(`Starting the emulators: ${stack.emulators.join(', ')}`);
  const args = [
    'emulators:start',
    '--config',
    stack.configFile,
    '--project',
    PROJECT_ID,
    '--only',
    stack.emulators.join(','),
    '--export-on-exit',
    FIREBASE_EXPORT,
  ];
  if (existsSync(join(FIREBASE_EXPORT, 'firebase-export-metadata.json'))) args.push('--import', FIREBASE_EXPORT);
  // Its own process group: one Ctrl-C from the terminal reaches only us, and we pass exactly one on,
  // because a second SIGINT makes firebase-tools quit without exporting the data.
  const emulators = spawn(firebaseBin(), args, { cwd: ROOT, env: stack.env, stdio: 'inherit', detached: process.platform !== 'win32' });
  let emulatorsRunning = true;
  const exited = new Promise<number>((resolve) =>
    emulators.on('exit', (code) => {
      emulatorsRunning = false;
      resolve(code ?? 1);
    }),
  );

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack (saving data to .emulator-data/)...');
    if (emulatorsRunning) emulators.kill('SIGINT');
    await exited;
    for (const cleanup of cleanups) await cleanup();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  void exited.then((code) => {
    if (!stopping) {
      console.error(`The emulators exited (code ${code}).`);
      void stop(code || 1);
    }
  });

  try {
    await waitForHttpOk(`${SITE_URL}/api/health`, 180_000, () => emulatorsRunning);

    step('Seeding whatever is missing');
    Object.assign(process.env, emulatorClientEnv(stack.env));
    const { seed, SEED_ACCOUNTS } = await import('../tools/seed/seed.js');
    await seed({ log: (line) => console.log(`  ${line}`) });
    printReady(SEED_ACCOUNTS, stack.storage, mail.inboxUrl);
  } catch (error) {
    // The emulators run in their own process group: stop them, or they outlive us and hold the ports.
    console.error(error);
    return stop(1);
  }
  await keepRunning(emulators);
}

function printReady(accounts: ReadonlyArray<{ email: string; password: string; description: string }>, storage: string, inboxUrl?: string) {
  const lines = [
    '',
    `  The site is running at ${SITE_URL}`,
    `  API health:            ${SITE_URL}/api/health`,
    `  Admin dashboard:       ${SITE_URL}/Chemistry/Admin/login`,
    `  Password-reset links:  http://127.0.0.1:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes (the Auth emulator keeps them; open /AuthPage/reset?oobCode=<code>)`,
    `  Storage:               ${storage === 'stand-in' ? 'local stand-in (tools/storage-stand-in)' : 'Firebase Storage emulator'}`,
    `  Emails:                ${inboxUrl ? `${inboxUrl} (maildev: every email the site sends lands here)` : 'sent for real through your SMTP settings'}`,
    '                         renewal reminders now: npm run reminders',
    '',
    '  Seeded accounts:',
    ...accounts.map((account) => `    ${account.email.padEnd(22)} ${account.password.padEnd(14)} ${account.description}`),
    '',
    '  Data is kept in .emulator-data/ between runs; `npm run start:clean` starts from a clean seed.',
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

function keepRunning(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => child.on('exit', () => resolve()));
}

main().catch((error: unknown) => {
  if (error instanceof StackSetupError) console.error(`\n${error.message}`);
  else console.error(error);
  process.exit(1);
});
