/**
 * Doubts, on a phone: a student of the free course stops a video lesson to ask about it, with a
 * photo of their page and `\ce{CH3COOH}`; the teacher answers from her queue with notation; the
 * student gets the email in the local inbox and reads the answer in the thread; the teacher
 * resolves and publishes it; another student, reading in Hindi, finds it under the lesson without
 * the asker's name and says "I have this doubt too".
 */
import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { clearMailbox, waitForMail } from '../tests/support/mail.js';
import { openSection, signInAsAdmin } from './support/admin.js';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, inHindi } from './support/hindi.js';
import { sidewaysOverflow } from './support/page.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const COURSE = 'foundations-of-chemistry';
const LESSON = 'fc-matter-lab';
const LESSON_TITLE = 'Working safely in the laboratory';
const QUESTION = 'Why is \\ce{CH3COOH} a weak acid when HCl is a strong one?';
const ANSWER = 'It ionises only partly: \\ce{CH3COOH <=> CH3COO- + H+}, so few ions are free.';

/** A phone photo of a page of working: a JPEG. */
const pagePhoto = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 250, g: 248, b: 240 } } })
    .jpeg()
    .toBuffer();

/** The drawn formulas in a part of the page: KaTeX's markup, not the raw `\ce{...}`. */
const formulas = (within: Locator) => within.locator('.katex');

const storedDoubt = async () => {
  // The seed has a sample doubt of the learner's too: this one is known by its words.
  const found = await db().collection('doubts').where('userId', '==', 'seed-learner').get();
  return found.docs.find((doubt) => String(doubt.get('text')).includes('CH3COOH'));
};

describe('doubts', () => {
  it('goes from a question under a video to an answer every student of the lesson can read', async () => {
    await clearMailbox();

    // The learner (free course, no plan) plays the video and asks at the second they stopped.
    const learner = await browser.newPage();
    await signInThroughApi(learner, ACCOUNTS.learner);
    await learner.goto(`/learn/${COURSE}/${LESSON}`);
    await learner.getByRole('heading', { level: 1, name: LESSON_TITLE }).waitFor();
    await learner.getByRole('button', { name: `Play video: ${LESSON_TITLE}` }).click();
    const player = learner.frameLocator(`iframe[title="Video: ${LESSON_TITLE}"]`);
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await player.getByRole('button', { name: 'Skip to 85%' }).click();
    await player.getByRole('button', { name: 'Pause' }).click();
    await player.getByRole('button', { name: 'Play' }).waitFor();

    await learner.getByRole('button', { name: 'Ask a doubt' }).click();
    const form = learner.getByRole('dialog', { name: 'Ask a doubt' });
    // The second the paused player is at (85% of the stand-in's video, past the start).
    const at = /At (\d+):(\d\d)/.exec((await form.getByText(/^At \d+:\d\d$/).textContent()) ?? '');
    const second = Number(at?.[1]) * 60 + Number(at?.[2]);
    expect(second).toBeGreaterThan(0);
    await form.getByLabel('Your doubt').fill(QUESTION);
    await formulas(form).first().waitFor();
    await form.getByLabel('Add photos').setInputFiles({ name: 'page.jpg', mimeType: 'image/jpeg', buffer: await pagePhoto() });
    await form.getByRole('img', { name: 'Photo 1' }).waitFor();
    expect(await sidewaysOverflow(learner)).toBe(0);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Your doubt is sent').waitFor();

    const asked = await storedDoubt();
    expect(asked?.get('status')).toBe('open');
    expect(asked?.get('place')).toMatchObject({ kind: 'lesson', courseId: COURSE, lessonId: LESSON });
    expect(Math.floor(asked?.get('place').seconds)).toBe(second);
    expect(asked?.get('photos')).toHaveLength(1);

    // The teacher, on her phone: the queue shows it with where it was asked; she answers with notation.
    const teacher = await browser.newPage();
    await signInAsAdmin(teacher);
    await openSection(teacher, 'Doubts');
    const row = teacher.getByRole('article', { name: 'Doubt from Rahul Learner' }).filter({ hasText: 'CH3COOH' });
    await row.getByRole('button', { name: 'Open doubt from Rahul Learner' }).click();
    await row.getByText(LESSON_TITLE).first().waitFor();
    await row.getByText(`The student was at ${at?.[1]}:${at?.[2]} of the video.`).waitFor();
    await row.getByRole('img', { name: /^Photo 1 from Rahul Learner/ }).waitFor();
    await row.getByLabel('Your reply').fill(ANSWER);
    await formulas(row).first().waitFor();
    await row.getByRole('button', { name: 'Send reply' }).click();
    await teacher.getByText('Reply sent. The student gets an email.').waitFor();
    expect(await sidewaysOverflow(teacher)).toBe(0);

    // The learner's inbox: the email links to the thread, where the answer is drawn.
    const mail = await waitForMail({ to: ACCOUNTS.learner.email, subject: 'your doubt has an answer' }, 30_000);
    const link = /https?:\/\/[^\s"<>]+\/doubts\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await learner.goto(new URL(link!).pathname);
    await learner.getByText('ionises only partly').waitFor();
    await expect.poll(() => formulas(learner.getByRole('main')).count()).toBeGreaterThanOrEqual(2);
    await learner.getByRole('heading', { level: 1, name: 'Your doubt' }).waitFor();
    const photo = learner.getByRole('img', { name: 'Photo 1' });
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // Resolved and published: it goes under the lesson.
    await row.getByRole('button', { name: 'Mark resolved' }).click();
    await teacher.getByText('Doubt resolved.').waitFor();
    await row.getByRole('button', { name: 'Publish', exact: true }).click();
    await teacher.getByText('Doubt published.').waitFor();

    // Another student, reading in Hindi, finds it under the lesson, without the asker's name.
    const other = await inHindi(await browser.newPage());
    await signInThroughApi(other, ACCOUNTS.student);
    await other.goto(`/learn/${COURSE}/${LESSON}`);
    await other.getByRole('button', { name: 'हल किए गए डाउट देखें' }).click();
    const solved = other.getByRole('listitem').filter({ hasText: 'CH3COOH' });
    await solved.getByText('ionises only partly').waitFor();
    await expect.poll(() => formulas(solved).count()).toBeGreaterThanOrEqual(2);
    await solved.getByText('एक छात्र ने पूछा').waitFor();
    expect(await solved.textContent()).not.toContain('Rahul');
    await solved.getByRole('button', { name: 'मेरा भी यही डाउट है' }).click();
    await solved.getByText('1 छात्र का यही डाउट है').waitFor();
    await expectNoEnglishInterface(other, { content: [QUESTION, ANSWER, LESSON_TITLE] });
    expect(await sidewaysOverflow(other)).toBe(0);
    await expect.poll(async () => (await storedDoubt())?.get('alsoAsked')).toBe(1);
  });
});
