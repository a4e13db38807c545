/**
 * A Hindi reader on a phone (375 px) buys a plan: the plans page with rupee prices, the invoice
 * with its state and coupon fields, Razorpay Checkout (the LOCAL STAND-IN, tools/razorpay-stand-in,
 * whose own window stays as Razorpay shows it), the success dialog, then the dashboard's
 * subscription, its payments and the printable receipt, all in Hindi, none wider than the screen.
 */
import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from '@chem/contract';
import { useBrowser } from './support/browser.js';
import { expectNoEnglishInterface, expectNoSidewaysScroll, inHindi } from './support/hindi.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

const hindiLongDate = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' });

describe('buying a plan and reading the dashboard in Hindi', () => {
  it('shows the plans, the invoice, the purchase and the dashboard after it in Hindi', async () => {
    const page = await inHindi(await browser.newPage());
    await signInThroughApi(page, ACCOUNTS.learner);

    // The plans page: Hindi texts, the teacher's plan names as written, prices in rupees.
    await page.goto('/SubscriptioinPage');
    await page.getByRole('heading', { name: 'अपना केमिस्ट्री प्लान चुनें' }).waitFor();
    const pro = page.getByRole('article', { name: 'Pro Mentorship' });
    await pro.getByText('₹2,499').waitFor();
    await page.getByText('सबसे लोकप्रिय').waitFor();
    expect(await page.title()).toContain('सदस्यता प्लान');
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    // The invoice: its labels, the end date in Hindi, the state the invoice needs, the coupon field.
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'शुरू करें' }).click();
    const invoice = page.getByRole('dialog', { name: 'इनवॉइस' });
    await invoice.waitFor();
    const text = (await invoice.textContent()) ?? '';
    expect(text).toContain('कुल₹299');
    expect(text).toContain(`समाप्ति की तारीख${hindiLongDate.format(addCalendarMonths(new Date(), 1))}`);
    await invoice.getByRole('button', { name: 'पुष्टि करें और भुगतान करें' }).click();
    await invoice.getByRole('alert').filter({ hasText: 'अपना राज्य या केंद्र शासित प्रदेश चुनें' }).waitFor();
    await invoice.getByRole('button', { name: 'कूपन है?' }).click();
    await invoice.getByLabel('कूपन कोड').waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    // The purchase: Checkout (Razorpay's window, not ours), then our success dialog in Hindi.
    await invoice.getByLabel('आपका राज्य (इनवॉइस के लिए)').selectOption('27');
    await invoice.getByRole('button', { name: 'पुष्टि करें और भुगतान करें' }).click();
    const checkout = page.getByRole('dialog', { name: 'Chemistry Classes' });
    await checkout.getByRole('button', { name: 'Pay ₹299' }).click();
    const success = page.getByRole('dialog', { name: 'सदस्यता सफल!' });
    await success.getByText('आपका प्लान सफलतापूर्वक शुरू हो गया है।').waitFor();
    await expectNoEnglishInterface(page);
    await success.getByRole('button', { name: 'डैशबोर्ड पर जाएँ' }).click();
    await page.waitForURL('**/UserDashboard?section=subscription');

    // The dashboard's subscription: status, details and the payment with its receipt.
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'सदस्यता की जानकारी', exact: true }).waitFor();
    await expect.poll(() => main.locator('.dash-sub-status-value').textContent(), { timeout: 30_000 }).toBe('सक्रिय');
    await main.locator('.dash-detail').filter({ hasText: 'भुगतान की गई राशि' }).getByText('₹299').waitFor();
    await main.getByRole('heading', { name: 'भुगतान', exact: true }).waitFor();
    // The sidebar, a drawer on a phone: its sections and Logout in Hindi.
    await page.getByRole('button', { name: 'डैशबोर्ड मेन्यू खोलें' }).click();
    const sidebar = page.getByRole('complementary', { name: 'डैशबोर्ड मेन्यू' });
    await sidebar.getByRole('link', { name: 'सारांश' }).waitFor();
    await sidebar.getByRole('button', { name: 'लॉग आउट' }).waitFor();
    await expectNoSidewaysScroll(page);
    await sidebar.getByRole('button', { name: 'डैशबोर्ड मेन्यू बंद करें' }).click();
    expect(await page.title()).toContain('डैशबोर्ड');
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    // The receipt of that payment.
    await main.getByRole('link', { name: 'रसीद', exact: true }).click();
    await page.waitForURL('**/UserDashboard/receipt/**');
    const receipt = page.getByRole('article', { name: 'भुगतान की रसीद' });
    await receipt.getByText('₹299').waitFor();
    const receiptText = (await receipt.textContent()) ?? '';
    expect(receiptText).toContain('भुगतान का तरीका');
    expect(receiptText).toContain('UPI');
    await page.getByRole('button', { name: 'प्रिंट करें या PDF सेव करें' }).waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    // The overview: the progress tiles and the recent tests card.
    await page.goto('/UserDashboard');
    await page.getByRole('heading', { name: 'सारांश', exact: true }).waitFor();
    await page.getByText('पढ़ाई का समय', { exact: true }).waitFor();
    await page.getByText('हाल के टेस्ट', { exact: true }).waitFor();
    await expectNoEnglishInterface(page);
    await expectNoSidewaysScroll(page);

    // The other sections: profile (with the Your data card), courses and notes, now unlocked.
    const sections = [
      ['profile', 'प्रोफ़ाइल', 'मेरा डेटा डाउनलोड करें'],
      ['course', 'कोर्स', 'वे कोर्स जिन्हें आप अभी पढ़ सकते हैं।'],
      ['notes', 'नोट्स', 'नोट्स लाइब्रेरी खोलें'],
    ] as const;
    for (const [section, heading, text] of sections) {
      await page.goto(`/UserDashboard?section=${section}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await page.getByText(text).first().waitFor();
      // The profile's security card (password change) is the account-recovery screens' own, with
      // its own catalogue and Hindi journey; its words are left out here.
      const security = page.locator('.security-card');
      const content = (await security.count()) > 0 ? [(await security.innerText()).trim()] : [];
      await expectNoEnglishInterface(page, { content });
      await expectNoSidewaysScroll(page);
    }
  });
});
