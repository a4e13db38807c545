import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { ACCOUNTS, useSeededSite } from './support/seeded.js';

/**
 * The teacher runs the business side of the dashboard in Hindi on a 375 px phone: the
 * login, the Overview with its sales, Users, Invoices, Coupons and Settings, every interface text
 * in Hindi and nothing wider than the screen. The students' names, plan names and the seller's
 * details are content and stay as written.
 */

useSeededSite();
const browser = useBrowser();

/** Opens a section from the drawer by its Hindi name and waits for its heading. */
async function openSection(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('navigation', { name: 'एडमिन' }).getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

async function expectAllHindi(page: Page): Promise<void> {
  await expectNoEnglishInterface(page);
  await expectNoSidewaysScroll(page);
}

describe('the admin dashboard in Hindi', () => {
  it('signs the teacher in and shows the overview, users, invoices, coupons and settings in Hindi', async () => {
    const page = await inHindi(await browser.newPage());

    await page.goto('/Chemistry/Admin/login');
    await page.getByRole('heading', { level: 1, name: 'एडमिन लॉग इन' }).waitFor();
    await page.getByText('कोर्स, नोट्स, प्लान और संदेश संभालने के लिए लॉग इन करें।').waitFor();
    expect(await page.title()).toContain('एडमिन लॉग इन');
    await expectNoSidewaysScroll(page);
    await page.getByLabel('ईमेल').fill(ACCOUNTS.admin.email);
    await page.getByLabel('पासवर्ड').fill(ACCOUNTS.admin.password);
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();

    // Overview: the figures' names, the sales in Hindi, and the rupees as India writes them.
    await page.getByRole('heading', { level: 1, name: 'सारांश' }).waitFor();
    expect(await page.title()).toMatch(/^सारांश · एडमिन डैशबोर्ड/);
    const figure = (label: string) => page.locator('.shell-stat', { hasText: label }).locator('dd');
    await expect.poll(() => figure('छात्र').textContent(), { timeout: 45_000 }).toBe('2');
    expect(await figure('कमाई (प्राप्त भुगतान)').textContent()).toBe('₹799');
    const sales = page.getByRole('region', { name: 'बिक्री एक नज़र में' });
    await sales.getByText('पिछले 12 महीनों की कमाई: ₹799।').waitFor({ timeout: 45_000 });
    await sales.getByText('पिछले 12 हफ़्तों में नए छात्र: 2।').waitFor();
    await sales.getByRole('region', { name: 'सबसे ज़्यादा बिके प्लान' }).getByText('1 बिके').waitFor();
    await sales.getByText('अभी तक कोई कूपन इस्तेमाल नहीं हुआ।').waitFor();
    await sales.getByRole('button', { name: 'छात्र एक्सपोर्ट करें (CSV)' }).waitFor();
    await page.getByText(/पर अपडेट हुआ।$/).waitFor();
    await expectAllHindi(page);

    // Users: search, columns and statuses in Hindi; the student's invoice button says whose it is.
    await openSection(page, 'यूज़र्स');
    expect(await page.title()).toMatch(/^यूज़र्स · एडमिन डैशबोर्ड/);
    await page.getByRole('searchbox', { name: 'यूज़र खोजें' }).waitFor();
    await page.getByText('3 यूज़र दिखाए जा रहे हैं।').waitFor({ timeout: 45_000 });
    const row = page.getByRole('row', { name: new RegExp(ACCOUNTS.student.email.replace(/\./g, '\\.')) });
    expect(await row.textContent()).toContain('सक्रिय');
    expect(await row.textContent()).toContain('भुगतान हुआ');
    await row.getByRole('button', { name: /के भुगतान का इनवॉइस डाउनलोड करें$/ }).waitFor();
    await page.getByRole('searchbox', { name: 'यूज़र खोजें' }).fill('nobody-by-this-name');
    await page.getByText('“nobody-by-this-name” के लिए कोई यूज़र नहीं मिला।').waitFor({ timeout: 45_000 });
    await expectAllHindi(page);

    // Invoices: the seller card the invoices print.
    await openSection(page, 'इनवॉइस');
    await page.getByLabel('कानूनी नाम').waitFor({ timeout: 45_000 });
    await page.getByRole('option', { name: 'राज्य चुनें' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'विक्रेता की जानकारी सेव करें' }).waitFor();
    await expectAllHindi(page);

    // Coupons: the form, and a coupon created here reads back in Hindi with a Hindi toast.
    await openSection(page, 'कूपन');
    await page.getByLabel('कोड').fill('HINDI10');
    await page.getByLabel('राशि').fill('10');
    await page.getByLabel('कब तक मान्य').fill('2099-12-31');
    await page.getByRole('button', { name: 'कूपन बनाएँ' }).click();
    await page.locator('.swal2-title', { hasText: 'कूपन बन गया' }).waitFor({ timeout: 45_000 });
    const coupon = page.getByRole('list', { name: 'कूपन' }).getByRole('listitem').filter({ hasText: 'HINDI10' });
    expect((await coupon.textContent())?.replace(/\s+/g, ' ')).toContain('HINDI10 · 10% छूट · 0 बार इस्तेमाल');
    await coupon.getByRole('button', { name: 'बंद करें' }).waitFor();
    await expectAllHindi(page);

    // Settings: the groups, labels and the save bar.
    await openSection(page, 'सेटिंग्स');
    await page.getByLabel('साइट का नाम').waitFor({ timeout: 45_000 });
    await page.getByRole('group', { name: 'आप और आपके संपर्क' }).waitFor();
    await page.getByText('हर छात्र के रोज़ के नोट डाउनलोड').waitFor();
    await page.getByRole('button', { name: 'सेटिंग्स सेव करें' }).waitFor();
    await expectAllHindi(page);
  });
});
