/**
 * Live classes on a phone. The teacher schedules two classes through the admin API: one for every
 * student two days ahead, one of the free course starting in a few minutes (its door opens 10
 * minutes early). A student sees the first on the dashboard with its countdown and downloads its
 * calendar file (an iCalendar event pointing at the class's page, never at the stream), then opens
 * the second and joins it: the YouTube stream's embed plays its video. The dashboard's card in Hindi.
 * The teacher cancels a third from the admin's list, asked first.
 * Who may not join, the reminder and the attendance are proven by the API tests.
 */
import { readFile } from 'node:fs/promises';
import { indiaLocalText } from '@chem/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_URL, useBrowser } from './support/browser.js';
import { signInAsAdmin, openSection } from './support/admin.js';
import { expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { ACCOUNTS, adminAuthorization, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const VIDEO = 'Lv3xAmPl3Id';
const FREE_COURSE = 'foundations-of-chemistry';
const created: string[] = [];

async function schedule(body: { title: string; courseId: string | null; startsInMs: number }): Promise<string> {
  const response = await fetch(`${SITE_URL}/api/admin/live-classes`, {
    method: 'POST',
    headers: { authorization: await adminAuthorization(), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: body.title,
      courseId: body.courseId,
      // India time to the minute, as the form sends it; a minute more so the start is still ahead when it arrives.
      startsAt: indiaLocalText(new Date(Date.now() + body.startsInMs + 60_000).toISOString()),
      durationMinutes: 60,
      link: `https://www.youtube.com/live/${VIDEO}`,
    }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  created.push(id);
  return id;
}

// Later journeys see the dashboard without these classes.
afterAll(async () => {
  const authorization = await adminAuthorization();
  await Promise.all(
    created.map((id) => fetch(`${SITE_URL}/api/admin/live-classes/${id}/cancel`, { method: 'POST', headers: { authorization } })),
  );
});

describe('live classes', () => {
  it('a student sees the countdown, adds the class to the calendar, and joins a class that is starting', async () => {
    const later = await schedule({ title: 'Aldehydes and ketones, live', courseId: null, startsInMs: 2 * 86_400_000 });
    const soon = await schedule({ title: 'Mole concept doubt hour', courseId: FREE_COURSE, startsInMs: 3 * 60_000 });

    const page = await browser.newPage();
    await signInThroughApi(page, ACCOUNTS.learner);
    await page.goto('/UserDashboard');
    const card = page.getByRole('region', { name: 'Live classes' });
    const row = card.getByRole('listitem').filter({ hasText: 'Aldehydes and ketones, live' });
    await row.getByText(/^Starts in 2 days( \d+ hr)?$/).waitFor();
    await card
      .getByRole('listitem')
      .filter({ hasText: 'Mole concept doubt hour' })
      .getByText(/you can join now$/)
      .waitFor();
    await expectNoSidewaysScroll(page);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Add to calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Aldehydes and ketones\\, live\r\n');
    expect(unfolded).toMatch(new RegExp(`\r\nURL:https?://[^\r]+/live/${later}\r\n`));
    expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T\d{4}00Z\r\n/);
    expect(ics).not.toContain(VIDEO);

    await card.getByRole('listitem').filter({ hasText: 'Mole concept doubt hour' }).getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(`**/live/${soon}`);
    await page.getByRole('heading', { level: 1, name: 'Mole concept doubt hour' }).waitFor();
    // The page carries no link before the join; the join answers it and the stream plays here.
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Join the class' }).click();
    const player = page.locator('iframe[title="Mole concept doubt hour (live stream)"]');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${VIDEO}\\?`));
    await expectNoSidewaysScroll(page);

    // In Hindi: the card and its countdown.
    const hindi = await inHindi(await browser.newPage());
    await signInThroughApi(hindi, ACCOUNTS.learner);
    await hindi.goto('/UserDashboard');
    const hindiCard = hindi.getByRole('region', { name: 'लाइव क्लास' });
    await hindiCard.getByText(/^2 दिन( \d+ घंटे?)? में शुरू$/).waitFor();
    await hindiCard.getByRole('button', { name: 'कैलेंडर में जोड़ें' }).first().waitFor();
  });

  it('the teacher cancels a class on a phone: asked first, "Keep it" keeps it, then the list and the class page say so', async () => {
    const title = 'Redox titrations, live';
    const id = await schedule({ title, courseId: null, startsInMs: 3 * 86_400_000 });
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await openSection(page, 'Live classes');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText(`${title} · Upcoming`).waitFor();

    await row.getByRole('button', { name: `Cancel ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel ${title}?` });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(`${title} · Upcoming`).waitFor();

    await row.getByRole('button', { name: `Cancel ${title}` }).click();
    await dialog.getByRole('button', { name: 'Cancel the class' }).click();
    await page.getByText('Class cancelled.').waitFor();
    await row.getByText(`${title} · Cancelled`).waitFor();
    expect(await row.getByRole('button', { name: `Cancel ${title}` }).count()).toBe(0);
    await expectNoSidewaysScroll(page);

    const student = await browser.newPage();
    await signInThroughApi(student, ACCOUNTS.learner);
    await student.goto(`/live/${id}`);
    await student.getByText('This class was cancelled.').waitFor();
  });
});
