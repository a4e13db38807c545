import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_SITE_SETTINGS, settingsFromStored } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { adminAuth, bucket, db } from '../../functions/src/lib/firebase.js';
import { idTokenFor } from '../../tests/support/emulators.js';
import { BANNERS, NOTES } from './data.js';
import { SEED_KINDS, seed } from './seed.js';

describe('seed', () => {
  // The first seed of a test run draws every picture: CPU work that a busy shared machine can
  // stretch past the default 20 s, which says nothing about the seed, so this test waits longer.
  it('fills empty emulators, then on a second run creates nothing and changes nothing', { timeout: 90_000 }, async () => {
    const first = await seed();
    for (const kind of SEED_KINDS) expect(first.counts[kind].created, kind).toBeGreaterThan(0);

    const renamed = 'Edited by the teacher';
    await db().doc('courses/engineering-chemistry').update({ title: renamed });

    const second = await seed();
    for (const kind of SEED_KINDS) expect(second.counts[kind]).toEqual({ created: 0, existing: first.counts[kind].created });
    expect((await db().doc('courses/engineering-chemistry').get()).get('title')).toBe(renamed);
  });

  it('creates the three accounts the README lists, with the admin claim on the teacher only', async () => {
    for (const [email, password] of [
      ['admin@example.com', 'admin12345'],
      ['student@example.com', 'student12345'],
      ['learner@example.com', 'learner12345'],
    ] as const) {
      expect(await idTokenFor(email, password)).toMatch(/\S+/);
    }
    expect((await adminAuth().getUserByEmail('admin@example.com')).customClaims).toEqual({ admin: true });
    expect((await adminAuth().getUserByEmail('student@example.com')).customClaims ?? {}).not.toHaveProperty('admin');
  });

  it('gives the student an active subscription and the learner none', async () => {
    const student = await adminAuth().getUserByEmail('student@example.com');
    const learner = await adminAuth().getUserByEmail('learner@example.com');
    const subscriptions = db().collection('subscriptions');
    const studentSubs = await subscriptions.where('userId', '==', student.uid).get();
    expect(studentSubs.docs.map((doc) => doc.get('status'))).toEqual(['active']);
    expect(studentSubs.docs[0]?.get('endDate').toDate().getTime()).toBeGreaterThan(Date.now());
    expect((await subscriptions.where('userId', '==', learner.uid).get()).empty).toBe(true);
  });

  it('records the student’s subscription as a captured payment, with its receipt', async () => {
    const student = await adminAuth().getUserByEmail('student@example.com');
    const [subscription] = (await db().collection('subscriptions').where('userId', '==', student.uid).get()).docs;
    const paymentId = subscription?.get('paymentId') as string;
    const payment = await db().doc(`payments/${paymentId}`).get();
    expect(payment.data()).toMatchObject({ userId: student.uid, status: 'captured', amount: 79900, subscriptionId: subscription?.id });
    expect(
      (
        await db()
          .doc(`paymentOrders/${payment.get('orderId') as string}`)
          .get()
      ).get('status'),
    ).toBe('paid');
  });

  it('stores every file a seeded document points at', async () => {
    const [notes, courses, banners, questions] = await Promise.all(
      ['notes', 'courses', 'banners', 'questions'].map((name) => db().collection(name).get()),
    );
    const paths = [
      ...notes!.docs.map((doc) => doc.get('filePath') as string),
      ...courses!.docs.map((doc) => `uploads${doc.get('coursesPhoto') as string}`),
      ...banners!.docs.map((doc) => doc.get('storagePath') as string),
      ...questions!.docs.flatMap((doc) => (doc.get('imagePath') ? [doc.get('imagePath') as string] : [])),
    ];
    expect(questions!.docs.filter((doc) => doc.get('imagePath')).length).toBeGreaterThanOrEqual(2);
    expect(paths.length).toBeGreaterThan(10);
    const exists = await Promise.all(paths.map(async (path) => (await bucket().file(path).exists())[0]));
    expect(paths.filter((_, index) => !exists[index])).toEqual([]);
  });

  it('seeds sample doubts: one published under its lesson, two waiting in the teacher’s queue, each saying it is a sample', async () => {
    const doubts = (await db().collection('doubts').get()).docs;
    expect(doubts.map((doc) => [doc.id, doc.get('status'), doc.get('published')]).sort()).toEqual([
      ['seed-doubt-edta', 'open', false],
      ['seed-doubt-mole', 'open', false],
      ['seed-doubt-polymer', 'resolved', true],
    ]);
    expect(doubts.every((doc) => (doc.get('text') as string).startsWith('Sample doubt:'))).toBe(true);
    const student = await adminAuth().getUserByEmail('student@example.com');
    expect(doubts.find((doc) => doc.id === 'seed-doubt-polymer')?.get('userId')).toBe(student.uid);
    const answers = await db().collection('doubts/seed-doubt-polymer/doubtMessages').get();
    expect(answers.docs.map((doc) => doc.get('author'))).toEqual(['teacher']);
  });

  it('seeds the home page courses, the three plan names plus one inactive plan, and the sample settings with four playlists', async () => {
    const courseIds = (await db().collection('courses').get()).docs.map((doc) => doc.id);
    expect(courseIds).toEqual(expect.arrayContaining(['engineering-chemistry', 'environmental-chemistry', 'foundations-of-chemistry']));
    const plans = (await db().collection('plans').get()).docs.map((doc) => `${doc.get('name')}:${doc.get('status')}`);
    expect(plans.sort()).toEqual(['Advanced:active', 'Pro Mentorship:active', 'Starter:active', 'Starter:inactive']);
    const settings = (await db().doc('settings/site').get()).data();
    expect(settings?.playlists.map((playlist: { name: string }) => playlist.name)).toEqual([
      'Polymer',
      'Environmental Science',
      'Practical Knowledge',
      'Important Facts',
    ]);
    // Samples until the teacher saves them in the admin's Settings: the seed records no save.
    expect(settingsFromStored(settings).settings).toEqual(SAMPLE_SITE_SETTINGS);
    expect(settings).not.toHaveProperty('updatedAt');
  });

  it('takes a missing file from SEED_FILE_CACHE when an earlier seed of the run made it, and keeps what it makes there', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'seed-files-'));
    const saved = process.env.SEED_FILE_CACHE;
    process.env.SEED_FILE_CACHE = cache;
    try {
      const banner = BANNERS[0]!.storagePath;
      const note = NOTES[0]!.filePath;
      // What an earlier seed left for the banner; nothing yet for the note.
      writeFileSync(join(cache, encodeURIComponent(banner)), 'the banner an earlier seed drew');
      await Promise.all([banner, note].map((path) => bucket().file(path).delete()));

      const again = await seed();
      expect(again.counts.files.created).toBe(2);
      const [storedBanner] = await bucket().file(banner).download();
      expect(storedBanner.toString()).toBe('the banner an earlier seed drew');
      const [storedNote] = await bucket().file(note).download();
      expect(storedNote.subarray(0, 5).toString()).toBe('%PDF-');
      expect(readFileSync(join(cache, encodeURIComponent(note))).equals(storedNote)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.SEED_FILE_CACHE;
      else process.env.SEED_FILE_CACHE = saved;
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
