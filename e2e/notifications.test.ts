/**
 * Notifications on a phone (375 px): a student turns notifications on from Profile, the teacher
 * answers the student's doubt, the server's push reaches the push stand-in encrypted and VAPID-
 * signed and decrypts to the answer's text, the bell shows one unread, the inbox lists it once,
 * and the service worker, handed that push through Chromium's DevTools protocol, shows it with the
 * doubt's page as its target. Then the teacher, on her phone, sends an announcement to the
 * student's course from the admin's Announcements section: it reaches the phone the same way, the
 * bell and the inbox (once, its formulas drawn), and her list shows what it reached; the student's
 * inbox is read once in Hindi.
 *
 * What headless Chromium cannot do, and how this journey stands in for it:
 * - It reaches no real push service, so `PushManager.subscribe` cannot give a subscription there.
 *   The page's `subscribe`/`getSubscription` are replaced (init script below) by ones answering a
 *   subscription the LOCAL STAND-IN push service made, whose private key it holds: the app sends
 *   that to the server exactly as it would a browser's, and the stand-in decrypts what the server
 *   pushes, as the phone would. The permission prompt is the browser's own, granted for the origin.
 * - It has no notification centre to click: the notification is read back with
 *   `registration.getNotifications()`; where its click leads is its `data.link`, which the service
 *   worker's click handler opens (the path check is proven in web/src/sw/push-message.test.ts).
 */
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { arrivedPushes, clearPushes, standInSubscription, type StandInSubscription } from '../tests/support/push.js';
import { signInAsAdmin } from './support/admin.js';
import { PHONE, SITE_URL, useBrowser } from './support/browser.js';
import { inHindi } from './support/hindi.js';
import { sidewaysOverflow } from './support/page.js';
import { ACCOUNTS, adminAuthorization, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 30_000 });

/** The stand-in's subscription in place of the browser's push service registration. */
async function subscribeThroughStandIn(page: Page, subscription: StandInSubscription) {
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = function subscribe() {
      current = make();
      return Promise.resolve(current);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(current);
    };
  }, subscription);
}

describe('notifications', () => {
  it('turns on at the student’s press, and a doubt’s answer reaches the phone, the bell and the inbox once', async () => {
    await clearPushes();
    const subscription = await standInSubscription();
    const learnerDoubt = (await db().collection('doubts').where('userId', '==', 'seed-learner').limit(1).get()).docs[0];
    expect(learnerDoubt, 'the seed gives the learner a doubt').toBeDefined();
    const doubtId = learnerDoubt!.id;

    const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications'], { origin: SITE_URL });
    await subscribeThroughStandIn(page, subscription);
    await signInThroughApi(page, ACCOUNTS.learner);

    // Nothing is asked on arrival: the Profile offers it.
    await page.goto('/UserDashboard?section=profile');
    const card = page.getByRole('region', { name: 'Notifications' });
    await card.getByText('This phone does not get notifications yet.').waitFor();
    await card.getByRole('button', { name: 'Turn on notifications on this phone' }).click();
    await card.getByText('Notifications are on for this phone.').waitFor();
    await poll(async () => (await db().collection('pushSubscriptions').where('userId', '==', 'seed-learner').get()).size).toBe(1);
    expect(await sidewaysOverflow(page)).toBe(0);

    // The teacher answers the learner's doubt.
    const form = new FormData();
    form.set('text', 'Because only a few molecules ionise.');
    const reply = await fetch(`${SITE_URL}/api/admin/doubts/${doubtId}/reply`, {
      method: 'POST',
      headers: { Authorization: await adminAuthorization() },
      body: form,
    });
    expect(reply.status).toBe(201);

    // The push stand-in got it encrypted and signed, and decrypts it to the answer's notification.
    await poll(async () => (await arrivedPushes(subscription)).length).toBe(1);
    const [arrived] = await arrivedPushes(subscription);
    expect(arrived!.vapid).toMatchObject({ valid: true });
    const payload = JSON.parse(arrived!.payload!) as { id: string; kind: string; title: string; body: string; link: string };
    expect(payload).toMatchObject({ kind: 'doubt-answered', title: 'Your doubt was answered', link: `/doubts/${doubtId}` });
    expect(payload.body).toContain('The teacher replied to your doubt:');

    // The bell shows it unread; the inbox lists it once.
    await page.goto('/');
    const bell = page.getByTestId('notification-bell');
    await poll(() => page.getByTestId('notification-count').textContent()).toBe('1');
    await bell.click();
    await page.waitForURL('**/notifications');
    const items = page.getByTestId('notification');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    await expect.poll(() => items.first().textContent()).toContain('Your doubt was answered');
    expect(await sidewaysOverflow(page)).toBe(0);

    // The same push handed to the service worker: it shows the notification, leading to the doubt.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => registration.scopeURL === `${SITE_URL}/` && !registration.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const push = { origin: SITE_URL, registrationId: await registrationId, data: arrived!.payload! };
    // A push service retries a message the worker did not take; so does this, every few seconds
    // while nothing is shown (a worker still starting on a busy machine can miss the first). The
    // notification's tag is the message's id, so repeats replace it rather than add one.
    let delivered = 0;
    const deliver = async () => {
      delivered = Date.now();
      await cdp.send('ServiceWorker.deliverPushMessage', push);
    };
    await deliver();
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          link: (notification.data as { link?: string } | null)?.link,
        })),
      );
    await poll(async () => {
      const now = await shown();
      if (now.length === 0 && Date.now() - delivered > 3_000) await deliver();
      return now;
    }).toEqual([{ title: payload.title, body: payload.body, link: `/doubts/${doubtId}` }]);

    // Opening it from the inbox marks it read and goes to the doubt.
    await items
      .first()
      .getByRole('button', { name: /Your doubt was answered/ })
      .click();
    await page.waitForURL(`**/doubts/${doubtId}`);
    await poll(async () => (await db().collection(`users/seed-learner/notifications`).where('readAt', '==', null).get()).size).toBe(0);

    // The teacher announces to the students of a course the learner has started, from her phone.
    const COURSE = 'foundations-of-chemistry';
    const TITLE = 'Revision class on Sunday';
    const BODY = 'Bring your notes on \\ce{H2SO4} and $\\Delta H$.';
    await db()
      .doc(`users/seed-learner/courseProgress/${COURSE}`)
      .set({ userId: 'seed-learner', courseId: COURSE, completed: [], startedAt: Timestamp.now() });
    const teacher = await browser.newPage(PHONE);
    await signInAsAdmin(teacher);
    await teacher.goto('/admin?section=announcements');
    const compose = teacher.getByRole('form', { name: 'New announcement' });
    await compose.getByLabel('Title').fill(TITLE);
    await compose.getByLabel('Announcement', { exact: true }).fill(BODY);
    await compose.getByLabel('Send to').selectOption('course');
    await compose.locator(`option[value="${COURSE}"]`).waitFor({ state: 'attached' });
    await compose.getByLabel('Course', { exact: true }).selectOption(COURSE);
    await compose.getByRole('button', { name: 'Send announcement' }).click();
    const row = teacher.getByTestId('announcement').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await sidewaysOverflow(teacher)).toBe(0);

    // The phone gets it, encrypted and signed, and decrypts it to her words.
    await poll(async () => (await arrivedPushes(subscription)).length).toBe(2);
    const announced = JSON.parse((await arrivedPushes(subscription))[1]!.payload!) as { kind: string; title: string; body: string };
    expect(announced).toMatchObject({ kind: 'announcement', title: TITLE, body: BODY });

    // The bell shows it unread; the inbox lists it once, in Hindi for this look, with the formulas drawn.
    await page.goto('/');
    await poll(() => page.getByTestId('notification-count').textContent()).toBe('1');
    await inHindi(page);
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'सूचनाएँ' }).first().waitFor();
    const entries = page.getByTestId('notification').filter({ hasText: TITLE });
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);
    await poll(() => entries.first().locator('.katex').count()).toBe(2);
    expect(await sidewaysOverflow(page)).toBe(0);

    // Her list counts what it reached on each channel (announcement emails are on by default).
    await poll(async () =>
      (await db().collection('notificationOutbox').where('kind', '==', 'announcement').get()).docs.map((doc) => doc.get('status')),
    ).toEqual(['sent']);
    await teacher.reload();
    const reach = teacher.getByTestId('announcement').filter({ hasText: TITLE }).getByTestId('announcement-reach');
    await poll(async () => (await reach.textContent()) ?? '').toBe('Reached 1 student: 1 in the app, 1 by push, 1 by email. Opened by 0.');
  }, 150_000);
});
