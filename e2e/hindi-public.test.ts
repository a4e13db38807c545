import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SITE_SETTINGS } from '@chem/contract';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { useSeededSite } from './support/seeded.js';

const browser = useBrowser();
useSeededSite();

/** A phone (375 px, the default page) that chose Hindi, on `path`, its h1 shown. */
async function openInHindi(path: string, heading: string): Promise<Page> {
  const page = await inHindi(await browser.newPage());
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return page;
}

/**
 * What the teacher wrote, shown as written in both languages, that happens to contain a catalogue
 * sentence: the seeded tagline (in the footer) and playlist names ("Environmental Science").
 */
const CONTENT = [SAMPLE_SITE_SETTINGS.tagline, ...SAMPLE_SITE_SETTINGS.playlists.map((playlist) => playlist.name)];

/** The whole page drawn (sections below the fold, lazy parts), then no English and nothing wider than the phone. */
async function expectAllHindi(page: Page, content: string[] = []): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await expectNoEnglishInterface(page, { content: [...CONTENT, ...content] });
  await expectNoSidewaysScroll(page);
}

describe('the public pages in Hindi on a phone', () => {
  it('shows the home page in Hindi, FAQ and contact form included', async () => {
    const page = await openInHindi('/', 'अपनी केमिस्ट्री को नई धार दें');
    await page.getByRole('link', { name: 'हमारे नोट्स देखें' }).waitFor();
    await page.getByRole('heading', { name: 'लोकप्रिय कोर्स' }).waitFor();
    await page.getByRole('heading', { name: 'अक्सर पूछे जाने वाले प्रश्न' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'आपकी रिफ़ंड पॉलिसी क्या है?' }).click();
    await page.getByText('30 दिन की मनी-बैक गारंटी', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'संदेश भेजें' }).waitFor();
    // The featured videos' play buttons and the floating chat button speak Hindi to a screen reader too.
    await page
      .getByRole('button', { name: /^वीडियो चलाएँ: / })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'WhatsApp पर हमसे चैट करें (नए टैब में खुलता है)' }).waitFor();
    expect(await page.title()).toMatch(/^होम \| /);
    await expectAllHindi(page);
  });

  it('shows the About page in Hindi', async () => {
    const page = await openInHindi('/about', 'हमारी केमिस्ट्री क्लासेज़ के बारे में');
    await page.getByText('साल का बेहतरीन अनुभव', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'हमारा मिशन' }).waitFor();
    await page.getByRole('heading', { name: 'जैव रसायन (Biochemistry)' }).waitFor();
    expect(await page.title()).toMatch(/^हमारे बारे में \| /);
    // The glossary gives chemistry fields in Hindi with the English name students know in brackets.
    await expectAllHindi(page, ['(Analytical Chemistry)', '(Organic Synthesis)', '(Materials Science)', '(Green Chemistry)']);
  });

  it('shows the video classes in Hindi', async () => {
    const page = await openInHindi('/Ytclass', 'वीडियो क्लासेज़');
    await page.getByText('हमारे चैनल पर मुफ़्त').waitFor();
    await page.getByRole('group', { name: 'प्लेलिस्ट' }).waitFor();
    await page
      .getByRole('list', { name: 'वीडियो' })
      .getByRole('button', { name: /^वीडियो चलाएँ: / })
      .first()
      .waitFor();
    await expectAllHindi(page);
  });

  it('answers a wrong phone number on the contact page in Hindi, keeping what was typed', async () => {
    const page = await openInHindi('/Contact', 'हमारे विशेषज्ञों से संपर्क करें');
    await page.getByText('हमारे मुख्य कैंपस में आएँ').waitFor();
    await page.getByPlaceholder('पूरा नाम *').fill('आशा');
    await page.getByPlaceholder('ईमेल पता *').fill('asha@example.com');
    await page.getByPlaceholder('फ़ोन नंबर').fill('call me maybe');
    await page.getByPlaceholder('आपका संदेश *').fill('नमस्ते');
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await page.getByRole('alert').getByText('फ़ोन नंबर में सिर्फ़ अंक, स्पेस, + और - हो सकते हैं।').waitFor();
    expect(await page.getByPlaceholder('आपका संदेश *').inputValue()).toBe('नमस्ते');
    await expectAllHindi(page);
  });

  it('shows the WhatsApp chat page in Hindi', async () => {
    const page = await openInHindi('/WhatsAppButton', 'हमसे चैट करें');
    await page.getByRole('link', { name: 'WhatsApp पर चैट करें (नए टैब में खुलता है)' }).waitFor();
    await expectAllHindi(page);
  });

  it('shows the whole terms and conditions in Hindi, with the date in Hindi', async () => {
    const page = await openInHindi('/terms-and-conditions', 'नियम और शर्तें');
    await page.getByText('पिछला अपडेट: 1 जनवरी 2025').waitFor();
    await page.getByText('30 दिन की मनी-बैक गारंटी', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'प्लान वाले पेज' }).getAttribute('href')).toBe('/SubscriptioinPage');
    expect(await page.getByRole('link', { name: 'संपर्क पेज' }).getAttribute('href')).toBe('/Contact');
    expect(await page.title()).toMatch(/^नियम और शर्तें \| /);
    await expectAllHindi(page);
  });

  it('shows the not-found page in Hindi', async () => {
    const page = await openInHindi('/no/such/page', 'ओह! पेज नहीं मिला।');
    await page.getByRole('link', { name: 'होम पर जाएँ' }).waitFor();
    await expectAllHindi(page);
  });
});
