import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, authHost } from '../tests/support/emulators.js';
import { useBrowser } from './support/browser.js';
import { useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** The SMS code the Auth emulator keeps for this number instead of texting it (a used code is removed). */
async function smsCodeFor(phoneNumber: string): Promise<string> {
  let seen: unknown;
  for (let tries = 0; tries < 50; tries++) {
    const response = await fetch(`http://${authHost()}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
    const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
    seen = verificationCodes;
    const codes = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber);
    if (codes.length > 0) return codes.at(-1)!.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No SMS code for ${phoneNumber}: ${JSON.stringify(seen)}`);
}

async function openMobileSignIn(page: Page) {
  await page.goto('/AuthPage');
  await page.getByRole('button', { name: 'Continue with mobile number' }).click();
}

describe('sign-in with a mobile number', () => {
  it('refuses a number that is not an Indian mobile before sending anything', async () => {
    const page = await browser.newPage();
    const toolkitCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('sendVerificationCode')) toolkitCalls.push(request.url());
    });
    await openMobileSignIn(page);
    const field = page.getByLabel('Mobile number');
    for (const typed of ['98765', 'call me', '5876543210']) {
      await field.fill(typed);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('Enter a valid 10-digit Indian mobile number.').waitFor();
    }
    expect(toolkitCalls).toEqual([]);
  });

  it('signs a new student in with the SMS code, says so on a wrong code, and asks once for the missing details', async () => {
    const page = await browser.newPage();
    await openMobileSignIn(page);
    await page.getByLabel('Mobile number').fill('98765 11111');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const codeField = page.getByLabel('OTP');
    await codeField.waitFor();

    const code = await smsCodeFor('+919876511111');
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.getByText('That code is not right. Check the SMS and try again.').waitFor();

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify and continue' }).click();
    await page.getByRole('heading', { name: 'A few details' }).waitFor();

    // Required as at signup: saving without them shows the spec's messages.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Name is required.').waitFor();
    await page.getByText('School is required.').waitFor();

    await page.getByLabel('Name').fill('Ravi Verma');
    await page.getByRole('button', { name: 'Skip' }).click();
    expect(await page.getByLabel(/^Email/).count()).toBe(0);
    await page.getByLabel('School').fill('KV No. 1, Bhopal');
    await page.getByLabel('Course').selectOption('B.Sc');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/UserDashboard');
    await page.getByText('Welcome back, Ravi Verma.').waitFor();

    // The same number again goes straight to the dashboard: one account, asked only once.
    const again = await browser.newPage();
    await openMobileSignIn(again);
    await again.getByLabel('Mobile number').fill('+91 98765 11111');
    await again.getByRole('button', { name: 'Send OTP' }).click();
    await again.getByLabel('OTP').fill(await smsCodeFor('+919876511111'));
    await again.getByRole('button', { name: 'Verify and continue' }).click();
    await again.waitForURL('**/UserDashboard');
    await again.getByText('Welcome back, Ravi Verma.').waitFor();
    expect(await again.getByRole('heading', { name: 'A few details' }).count()).toBe(0);
  });
});
