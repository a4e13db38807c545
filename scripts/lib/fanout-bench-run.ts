/**
 * The inside of `npm run bench:fanout` (scripts/bench-fanout.ts starts the emulators, the push
 * stand-in and maildev, then runs this inside `firebase emulators:exec`): seeds the students,
 * queues the announcement, runs the fan-out in a child process and times each channel's last
 * delivery. Prints a summary and one JSON line with the figures.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/lib/firebase.js';
import { createAnnouncement } from '../../functions/src/services/announcements.js';
import { outboxIdFor } from '../../functions/src/services/notifications/queue.js';
import { ROOT } from './paths.js';

interface Options {
  students: number;
  pushShare: number;
  emailShare: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { students: 10_000, pushShare: 0.1, emailShare: 0.3 };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const value = Number(argv[index + 1]);
    if (arg === '--students' && Number.isInteger(value) && value > 0) options.students = value;
    else if (arg === '--push' && value >= 0 && value <= 1) options.pushShare = value;
    else if (arg === '--email' && value >= 0 && value <= 1) options.emailShare = value;
    else throw new Error(`Unknown argument ${arg}. Usage: npm run bench:fanout -- [--students N] [--push 0.1] [--email 0.3]`);
    index += 1;
  }
  return options;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Students every `1 / share`-th one: spread evenly over the pages. */
const picked = (index: number, share: number) => share > 0 && Math.floor(index * share) !== Math.floor((index + 1) * share);

async function seed(options: Options): Promise<{ push: number; email: number; ms: number }> {
  const started = Date.now();
  const standIn = process.env.PUSH_STAND_IN_URL;
  if (!standIn) throw new Error('PUSH_STAND_IN_URL is not set: run this through `npm run bench:fanout`.');
  const writer = db().bulkWriter();
  const now = Timestamp.now();
  let email = 0;
  const pushUids: string[] = [];
  for (let index = 0; index < options.students; index += 1) {
    const uid = `bench-${String(index).padStart(6, '0')}`;
    const wantsEmail = picked(index, options.emailShare);
    if (wantsEmail) email += 1;
    if (picked(index, options.pushShare)) pushUids.push(uid);
    void writer.set(db().doc(`users/${uid}`), {
      name: `Student ${index}`,
      email: `${uid}@example.com`,
      role: 'user',
      language: index % 10 === 0 ? 'hi' : 'en',
      // The others turned the announcement's email off in their choices.
      ...(wantsEmail ? {} : { notificationPreferences: { announcement: { inApp: true, push: true, email: false } } }),
      createdAt: now,
      updatedAt: now,
    });
  }
  await writer.flush();
  // A subscription made at the stand-in for each, stored as POST /api/notifications/push-subscriptions stores it.
  await inTurns(pushUids, 20, async (uid) => {
    const response = await fetch(`${standIn}/subscriptions`, { method: 'POST', body: '{}' });
    const subscription = (await response.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
    void writer.set(db().doc(`pushSubscriptions/${createHash('sha256').update(subscription.endpoint).digest('hex')}`), {
      userId: uid,
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      createdAt: now,
      updatedAt: now,
    });
  });
  await writer.close();
  return { push: pushUids.length, email, ms: Date.now() - started };
}

interface WorkerReport {
  outcome: string;
  calls: number;
  peakRssMb: number;
}

/** The fan-out in its own process, as the trigger's instance runs it; its peak RSS is its own. */
function runFanOut(outboxId: string): Promise<WorkerReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'lib', 'fanout-bench-worker.ts'), outboxId], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('FANOUT-REPORT '));
      if (code !== 0 || !line) reject(new Error(`The fan-out process ended with ${code}.`));
      else resolve(JSON.parse(line.slice('FANOUT-REPORT '.length)) as WorkerReport);
    });
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const standIn = process.env.PUSH_STAND_IN_URL!;
  console.log(`Seeding ${options.students} students (${options.pushShare * 100}% with push, ${options.emailShare * 100}% with email on)…`);
  const seeded = await seed(options);
  console.log(`  seeded in ${seconds(seeded.ms)} s: ${seeded.push} push subscriptions, ${seeded.email} with email on`);

  const started = Date.now();
  const announcement = await createAnnouncement(
    {
      title: 'Mock test on Sunday',
      body: 'The full-syllabus mock test opens on Sunday at 10:00. Revise \\ce{H2SO4} and $\\Delta H$.',
      link: '/tests',
      audience: { kind: 'everyone' },
      channels: { inApp: true, push: true, email: true },
      sendAt: null,
    },
    'bench-teacher',
  );
  const outboxId = outboxIdFor(`announcement-${announcement._id}`);

  const done: Record<'inApp' | 'push' | 'email', number | null> = { inApp: null, push: null, email: null };
  let watching = true;
  const watch = (async () => {
    while (watching) {
      const [inbox, pushes, mails] = await Promise.all([
        done.inApp === null ? db().collectionGroup('notifications').count().get() : undefined,
        done.push === null
          ? fetch(`${standIn}/messages`).then(async (response) => ((await response.json()) as unknown[]).length)
          : undefined,
        done.email === null ? db().collection('mail').count().get() : undefined,
      ]);
      const at = Date.now() - started;
      if (inbox && inbox.data().count >= options.students) done.inApp = at;
      if (pushes !== undefined && pushes >= seeded.push) done.push = at;
      if (mails && mails.data().count >= seeded.email) done.email = at;
      if (done.inApp !== null && done.push !== null && done.email !== null) return;
      await sleep(500);
    }
  })();
  const worker = await runFanOut(outboxId);
  const fanOutMs = Date.now() - started;
  await Promise.race([watch, sleep(60_000)]);
  watching = false;

  const outbox = await db().doc(`notificationOutbox/${outboxId}`).get();
  const counts = outbox.get('counts') as Record<string, number>;
  const pushes = ((await (await fetch(`${standIn}/messages`)).json()) as { vapid?: { valid?: boolean }; payload?: string | null }[]).filter(
    (message) => message.vapid?.valid && message.payload?.includes('Mock test on Sunday'),
  ).length;

  const figures = {
    students: options.students,
    pushSubscriptions: seeded.push,
    emailOn: seeded.email,
    seedSeconds: seconds(seeded.ms),
    fanOutSeconds: seconds(fanOutMs),
    lastInboxEntrySeconds: done.inApp === null ? null : seconds(done.inApp),
    lastPushSeconds: done.push === null ? null : seconds(done.push),
    lastEmailQueuedSeconds: done.email === null ? null : seconds(done.email),
    pushesDecrypted: pushes,
    counts,
    fanOutCalls: worker.calls,
    peakRssMb: worker.peakRssMb,
  };
  console.log('\nFan-out of one announcement to every student:');
  console.log(`  ${options.students} students; ${seeded.push} push subscriptions; ${seeded.email} with the email on`);
  console.log(`  fan-out finished after ${figures.fanOutSeconds} s (${worker.calls} call(s) of the fan-out)`);
  console.log(
    `  last inbox entry at ${figures.lastInboxEntrySeconds} s; last push decrypted at ${figures.lastPushSeconds} s; last email queued at ${figures.lastEmailQueuedSeconds} s`,
  );
  console.log(`  counted on the announcement: ${JSON.stringify(counts)}; pushes the stand-in decrypted: ${pushes}`);
  console.log(`  peak RSS of the fan-out process: ${worker.peakRssMb} MB (VmHWM)`);
  console.log(`BENCH-FANOUT ${JSON.stringify(figures)}`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
