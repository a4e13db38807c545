import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COURSE_DEFAULTS } from '@chem/contract';
import { db } from '../functions/src/lib/firebase.js';
import { useBrowser } from './support/browser.js';
import { signInAsAdmin } from './support/admin.js';
import { expectNoEnglishInterface, expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { useSeededSite } from './support/seeded.js';

/**
 * The teacher runs the content sections of the dashboard in Hindi on a phone: courses
 * and notes read in Hindi, fit the screen, and a course gets a Hindi title the public pages show.
 */

useSeededSite();
const browser = useBrowser();

/** The functions emulator may take seconds to warm up a route, more than expect.poll's 1 s default. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** Signed in (through the English login form), then every page from here on in Hindi. */
async function adminInHindi(): Promise<Page> {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  await inHindi(page);
  return page;
}

/** A section by its address (the sidebar's own labels belong to the dashboard shell). */
async function openSection(page: Page, section: string, heading: string) {
  await page.goto(`/admin?section=${section}`);
  await page.getByRole('heading', { level: 2, name: heading, exact: true }).first().waitFor();
}

describe('the admin content sections in Hindi', () => {
  it('shows the course list in Hindi and adds a Hindi title to a course', async () => {
    const ref = await db()
      .collection('courses')
      .add({
        ...COURSE_DEFAULTS,
        title: 'Solutions and Colligative Properties',
        description: 'Concentration terms, Raoult’s law and colligative properties.',
        price: 399,
        chapters: [],
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    const page = await adminInHindi();

    await page.goto('/admin?section=courses');
    await page.getByRole('button', { name: 'कोर्स जोड़ें' }).waitFor();
    await page.getByLabel('कोर्स खोजें').waitFor();
    const row = page.getByRole('list', { name: 'कोर्स' }).getByRole('listitem').filter({ hasText: 'Solutions and Colligative Properties' });
    await row.getByRole('button', { name: 'Solutions and Colligative Properties बदलें', exact: true }).waitFor();
    await row.getByText('छात्र', { exact: true }).waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    await row.getByRole('button', { name: 'Solutions and Colligative Properties बदलें', exact: true }).click();
    await page.getByRole('heading', { name: 'कोर्स बदलें: Solutions and Colligative Properties' }).waitFor();
    await page.getByLabel('छोटा विवरण', { exact: true }).waitFor();
    // The chapter and lesson editor, with a lesson's settings, fits the phone in Hindi too.
    const chapters = page.getByRole('group', { name: 'अध्याय और लेसन' });
    await chapters.getByRole('button', { name: 'अध्याय जोड़ें' }).click();
    await chapters.getByLabel('अध्याय 1', { exact: true }).fill('विलयन');
    await chapters.getByRole('button', { name: 'अध्याय 1 में लेसन जोड़ें' }).click();
    await chapters.getByLabel('अध्याय 1, लेसन 1 का नाम').waitFor();
    await chapters.getByLabel('YouTube लिंक या वीडियो ID').fill('not a video');
    await chapters.getByText('यह YouTube लिंक या वीडियो ID नहीं है।').waitFor();
    await expectNoEnglishInterface(page, { content: ['Solutions and Colligative Properties'] });
    await expectNoSidewaysScroll(page);
    await chapters.getByRole('button', { name: 'अध्याय 1 हटाएँ' }).click();
    await page.getByRole('button', { name: 'हिन्दी में शीर्षक और विवरण जोड़ें' }).click();
    await page.getByLabel('हिन्दी में शीर्षक (वैकल्पिक)').fill('विलयन और अणुसंख्य गुणधर्म');
    await page.getByLabel('हिन्दी में छोटा विवरण (वैकल्पिक)').fill('सांद्रता के पद, राउल्ट का नियम और अणुसंख्य गुणधर्म।');
    await expectNoEnglishInterface(page, { content: ['Solutions and Colligative Properties'] });
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'कोर्स अपडेट करें' }).click();
    await page.locator('.swal2-title', { hasText: 'कोर्स अपडेट हो गया' }).waitFor();
    await page.getByRole('button', { name: 'कोर्स जोड़ें' }).waitFor();
    await poll(async () => (await ref.get()).data()).toMatchObject({
      title: 'Solutions and Colligative Properties',
      titleHi: 'विलयन और अणुसंख्य गुणधर्म',
      descriptionHi: 'सांद्रता के पद, राउल्ट का नियम और अणुसंख्य गुणधर्म।',
    });
    const answer = await page.request.get(`/api/courses/getCourseById/${ref.id}`);
    expect(await answer.json()).toMatchObject({ titleHi: 'विलयन और अणुसंख्य गुणधर्म' });

    // Opened again, the form shows the Hindi fields at once, filled.
    await row.getByRole('button', { name: 'Solutions and Colligative Properties बदलें', exact: true }).click();
    await expect.poll(() => page.getByLabel('हिन्दी में शीर्षक (वैकल्पिक)').inputValue()).toBe('विलयन और अणुसंख्य गुणधर्म');
    await ref.delete();
  });

  it('shows the notes section in Hindi, with the note form and the list', async () => {
    const page = await adminInHindi();
    await openSection(page, 'notes', 'नोट अपलोड करें');

    await page.getByRole('heading', { name: 'सभी नोट्स' }).waitFor();
    await page.getByRole('button', { name: 'नोट अपलोड करें' }).waitFor();
    await page.getByLabel('शीर्षक', { exact: true }).waitFor();
    await page.getByLabel('टैग').waitFor();
    await page.getByText('कॉमा से अलग करें, जैसे polymers, exam tips।').waitFor();
    const seeded = page.getByRole('list', { name: 'नोट्स' }).getByRole('listitem').filter({ hasText: 'Atomic Structure' });
    await seeded.getByText(/\d+ पेज · .* डाउनलोड/).waitFor();
    await seeded.getByText('डाउनलोड', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'हिन्दी में शीर्षक और विवरण जोड़ें' }).click();
    await page.getByLabel('हिन्दी में विवरण (वैकल्पिक)').waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    // A seeded note with a Hindi title opens with its Hindi fields filled.
    await seeded.getByRole('button', { name: 'Atomic Structure बदलें', exact: true }).click();
    await page.getByRole('heading', { name: 'नोट बदलें: Atomic Structure' }).waitFor();
    await expect.poll(() => page.getByLabel('हिन्दी में शीर्षक (वैकल्पिक)').inputValue()).toBe('परमाणु की संरचना');
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);
  });

  it('shows categories, banners and plans in Hindi', async () => {
    const page = await adminInHindi();

    await page.goto('/admin?section=categories');
    await page.getByRole('button', { name: 'श्रेणी जोड़ें' }).waitFor();
    await page.getByRole('list', { name: 'श्रेणियाँ' }).getByRole('button', { name: 'Organic Chemistry बदलें', exact: true }).waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    await openSection(page, 'plans', 'प्लान जोड़ें');
    await page.getByRole('heading', { name: 'सभी प्लान' }).waitFor();
    await page.getByLabel('अवधि (महीने)').waitFor();
    await page.getByRole('list', { name: 'प्लान' }).getByText(/महीन/).first().waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    await page.goto('/admin?section=banners');
    await page.getByRole('button', { name: 'बैनर अपलोड करें' }).waitFor();
    await page.getByLabel('बैनर की इमेज').waitFor();
    // "Upload banner" is also the section's name in the dashboard's sidebar and heading, which the
    // admin shell's own catalogue translates, not this section's; this section's button is checked
    // above in Hindi.
    await expectNoEnglishInterface(page, { content: ['Upload banner'] });
    await expectNoSidewaysScroll(page);
  });
});
