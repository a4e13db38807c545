import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.js';
import { openSection, signInAsAdmin } from './support/admin.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

/**
 * Every screen under the Content-Security-Policy Hosting sends: a resource or script the policy
 * refuses is a broken feature, so any violation fails the test. Razorpay Checkout (its stand-in,
 * from its own port, as checkout.razorpay.com is in production) and YouTube's player must work.
 */

useSeededSite();
const browser = useBrowser();

/** Records every violation the page reports, from its first script on. */
async function watchedPage(signIn?: (page: Page) => Promise<void>): Promise<{ page: Page; violations: string[] }> {
  // With the service worker, which the policy must allow too (worker-src, the manifest).
  const page = await browser.newPage(PHONE, { serviceWorkers: 'allow' });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  // Offline: YouTube's thumbnails and player cannot load here; answer them as YouTube would.
  await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body: '' }));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' }),
  );
  if (signIn) await signIn(page);
  return { page, violations };
}

async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.locator('main, [role="main"], h1').first().waitFor();
}

describe('the Content-Security-Policy', () => {
  it.each([
    '/',
    '/about',
    '/Contact',
    '/WhatsAppButton',
    '/terms-and-conditions',
    '/course',
    '/course-that-does-not-exist',
    '/notes',
    '/SubscriptioinPage',
    '/Ytclass',
    '/tests',
    '/tests/no-such-test',
    '/AuthPage',
    '/Chemistry/Admin/login',
    '/no/such/page',
  ])('lets %s load without a violation', async (path) => {
    const { page, violations } = await watchedPage();
    await visit(page, path);
    expect(violations).toEqual([]);
  });

  it("lets a student's dashboard, a note preview and the admin dashboard load without a violation", async () => {
    const student = await watchedPage((page) => signInThroughApi(page, ACCOUNTS.student));
    await visit(student.page, '/UserDashboard');
    await visit(student.page, '/notes');
    // The preview brings pdf.js and its worker (a module worker from /assets).
    await student.page.getByRole('button', { name: 'Preview' }).first().click();
    await student.page.getByRole('region', { name: /^Page 1 of \d+$/ }).waitFor({ timeout: 30_000 });
    expect(student.violations).toEqual([]);

    const admin = await watchedPage();
    await admin.page.goto('/Chemistry/Admin/login');
    await admin.page.getByLabel('Email').fill(ACCOUNTS.admin.email);
    await admin.page.getByLabel('Password').fill(ACCOUNTS.admin.password);
    await admin.page.getByRole('button', { name: 'Login' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(admin.violations).toEqual([]);
  });

  it("lets KaTeX draw formulas (its fonts and style attributes) in the question editor's preview", async () => {
    const { page, violations } = await watchedPage();
    await signInAsAdmin(page);
    await openSection(page, 'Question Bank');
    await page.getByRole('button', { name: 'New question' }).click();
    await page.getByLabel('Question text').fill('Balance \\ce{2H2 + O2 -> 2H2O} where $K_c = \\frac{[C]}{[A]}$');
    const preview = page.getByRole('region', { name: 'Preview: as the student sees it' });
    await preview.locator('.katex').nth(1).waitFor();
    // The fonts KaTeX's stylesheet names load from the site's own /assets.
    await page.waitForFunction(() => document.fonts.check('16px KaTeX_Main'), undefined, { timeout: 15_000 });
    expect(violations).toEqual([]);
  });

  it("keeps YouTube's player working: a pressed video opens its no-cookie frame", async () => {
    const { page, violations } = await watchedPage();
    await visit(page, '/Ytclass');
    await page
      .getByRole('button', { name: /^Play video:/ })
      .first()
      .click();
    await page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').waitFor();
    await page.frameLocator('iframe').locator('title').waitFor({ state: 'attached' });
    expect(violations).toEqual([]);
  });

  it('keeps Razorpay Checkout working: the invoice opens Checkout from its own origin', async () => {
    const { page, violations } = await watchedPage((target) => signInThroughApi(target, ACCOUNTS.learner));
    await visit(page, '/SubscriptioinPage');
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('dialog', { name: 'Invoice' }).getByLabel('Your state (for the invoice)').selectOption('27');
    await page.getByRole('dialog', { name: 'Invoice' }).getByRole('button', { name: 'Confirm & Pay' }).click();
    await page.getByRole('dialog', { name: 'Chemistry Classes' }).getByRole('button', { name: 'Pay ₹299' }).waitFor();
    expect(violations).toEqual([]);
  });
});
