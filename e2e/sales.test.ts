import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { indiaMonth } from '@chem/contract';
import { useBrowser } from './support/browser.js';
import { signInAsAdmin } from './support/admin.js';
import { ACCOUNTS, useSeededSite } from './support/seeded.js';

/**
 * The teacher's sales at a glance on a 375 px phone: the Overview's charts with their
 * figures as tables, top plans, coupon uses, and the two CSV downloads. The seed's one captured
 * payment (the student's Advanced plan, ₹799) is counted by the seed's counter rebuild.
 */

useSeededSite();
const browser = useBrowser();

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('sales at a glance', () => {
  it('shows revenue and new students as charts with their figures, top plans and coupons, and downloads both CSVs', async () => {
    const page = await browser.newPage();
    await signInAsAdmin(page);
    const sales = page.getByRole('region', { name: 'Sales at a glance' });
    const revenue = sales.getByRole('region', { name: /Revenue per month/ });
    await revenue.getByText('Revenue over the last 12 months: ₹799.').waitFor({ timeout: 15_000 });

    // uPlot drew the bars (its own chunk, fetched now), and the same figures are a table.
    await revenue.locator('.admin-chart canvas').first().waitFor();
    await revenue.getByText('Show the figures as a table').click();
    const [year, month] = indiaMonth(new Date()).split('-');
    const thisMonth = revenue.getByRole('row', { name: new RegExp(`^${MONTH_NAMES[Number(month) - 1]} ${year}`) });
    expect((await thisMonth.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual(['₹799', '₹0', '₹799']);
    expect(await revenue.getByRole('row').count()).toBe(13); // the header and twelve months

    const students = sales.getByRole('region', { name: /New students per week/ });
    await students.getByText('New students over the last 12 weeks: 2.').waitFor();
    await students.getByText('Show the figures as a table').click();
    expect(await students.getByRole('row').count()).toBe(13);

    const plans = sales.getByRole('region', { name: 'Top plans' });
    expect((await plans.getByRole('listitem').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim())).toEqual([
      'Advanced 1 sold',
    ]);
    await sales.getByRole('region', { name: 'Coupon uses' }).getByText('No coupon has been used yet.').waitFor();

    // Readable on a phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    const studentsFile = page.waitForEvent('download');
    await sales.getByRole('button', { name: 'Export students (CSV)' }).click();
    const studentsDownload = await studentsFile;
    expect(studentsDownload.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const studentsCsv = await readFile((await studentsDownload.path())!);
    expect([...studentsCsv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const studentLines = studentsCsv.toString('utf8').slice(1).split('\r\n');
    expect(studentLines[0]).toBe('Student ID,Name,Email,Phone,School,Course,Location,Signed up with,Joined (IST)');
    expect(studentLines.some((line) => line.includes(ACCOUNTS.student.email))).toBe(true);
    expect(studentLines.some((line) => line.includes(ACCOUNTS.admin.email))).toBe(false);

    const paymentsFile = page.waitForEvent('download');
    await sales.getByRole('button', { name: 'Export payments (CSV)' }).click();
    const paymentsDownload = await paymentsFile;
    expect(paymentsDownload.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.csv$/);
    const paymentLines = (await readFile((await paymentsDownload.path())!, 'utf8')).slice(1).split('\r\n');
    const seeded = paymentLines.find((line) => line.startsWith('pay_Seed'))?.split(',');
    expect(seeded?.[3]).toBe('captured');
    expect(seeded?.[6]).toBe(ACCOUNTS.student.email);
    expect(seeded?.slice(7, 10)).toEqual(['Advanced', '799', '0']);
  });
});
