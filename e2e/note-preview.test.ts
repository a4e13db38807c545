/**
 * Notes that stay the teacher's, on a 375 px phone: a subscriber previews a PDF note
 * inside the page (pdf.js, loaded only when a preview opens), pages through it, zooms, and
 * downloads a copy stamped with their email; Word files say they can only be downloaded; the
 * server's download limit message reaches the student.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/browser.js';
import { ACCOUNTS, signInThroughApi, useSeededSite } from './support/seeded.js';

useSeededSite();
const browser = useBrowser();

/** The functions emulator may take seconds to warm up a route, more than expect.poll's 1 s default. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

const NOTE = 'Polymers and Plastics';
/** The viewer's chunk, pdf.js (either build) and its worker, as Vite names them. */
const PDF_JS = /\/assets\/pdf/;
const MODERN = /\/assets\/pdfjs-modern-/;
const LEGACY = /\/assets\/pdfjs-legacy-/;

const noteCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Opens /notes as the subscribed student and records every URL the page requests. */
async function openNotesAsSubscriber(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await signInThroughApi(page, ACCOUNTS.student);
  await page.goto('/notes', { waitUntil: 'networkidle' });
  await poll(() =>
    page
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ of \d+ notes$/ })
      .count(),
  ).toBe(1);
  return requested;
}

/** Share of the canvas's pixels that are not near-white: above zero once text is drawn. */
function inkOn(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let ink = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) ink += 1;
    }
    return ink / (data.length / 4);
  });
}

/** All the text of a PDF, read the way a student's PDF reader would (pdf.js in Node). */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: texts.join('\n') };
}

describe('note preview in the page', () => {
  it('shows a subscriber page 1 drawn in the page, then page 2, and Download saves a copy stamped for them', async () => {
    const page = await browser.newPage();
    const requested = await openNotesAsSubscriber(page);
    expect(
      requested.filter((path) => PDF_JS.test(path)),
      'pdf.js was loaded with /notes',
    ).toEqual([]);

    await noteCard(page, NOTE).getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('dialog', { name: NOTE });
    const pageArea = viewer.getByRole('region', { name: /^Page 1 of \d+$/ });
    await pageArea.waitFor({ timeout: 30_000 });
    const pageCount = Number((await pageArea.getAttribute('aria-label'))?.split(' of ')[1]);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    await viewer.getByText(`Page 1 of ${pageCount}`, { exact: true }).waitFor();
    expect(requested.filter((path) => PDF_JS.test(path)).length, 'pdf.js and its worker load with the preview').toBeGreaterThanOrEqual(3);
    expect(requested.some((path) => MODERN.test(path)) && !requested.some((path) => LEGACY.test(path))).toBe(true);

    // Page 1 is drawn, fitted to the phone's width: no sideways scrolling.
    const canvas = viewer.locator('canvas');
    expect(await inkOn(canvas)).toBeGreaterThan(0.005);
    const fit = await pageArea.evaluate((area) => ({ area: area.clientWidth, canvas: area.querySelector('canvas')!.clientWidth }));
    expect(fit.canvas).toBeGreaterThan(fit.area * 0.8);
    expect(fit.canvas).toBeLessThanOrEqual(fit.area);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const firstPage = await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());

    await viewer.getByRole('button', { name: 'Next page' }).click();
    await viewer.getByRole('region', { name: `Page 2 of ${pageCount}` }).waitFor();
    await viewer.getByText(`Page 2 of ${pageCount}`, { exact: true }).waitFor();
    expect(await inkOn(canvas)).toBeGreaterThan(0.005);
    expect(await canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL())).not.toBe(firstPage);

    // The keyboard: back a page with the left arrow, zoom in with +, back to fit with 0.
    await page.keyboard.press('ArrowLeft');
    await viewer.getByRole('region', { name: `Page 1 of ${pageCount}` }).waitFor();
    expect(await viewer.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('+');
    await viewer.getByRole('button', { name: 'Fit to width (zoom 125%)' }).waitFor();
    await poll(() => canvas.evaluate((element) => element.clientWidth)).toBeGreaterThan(fit.area);
    // Read down to the end of a page zoomed to 200%: the next one starts at its top.
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await viewer.getByRole('button', { name: 'Fit to width (zoom 200%)' }).waitFor();
    await poll(() => canvas.evaluate((element) => element.clientWidth)).toBeGreaterThan(fit.canvas * 1.9);
    await pageArea.evaluate((area) => area.scrollTo({ top: area.scrollHeight }));
    expect(await pageArea.evaluate((area) => area.scrollTop)).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await viewer.getByRole('region', { name: `Page 2 of ${pageCount}` }).waitFor();
    expect(await viewer.getByRole('region', { name: `Page 2 of ${pageCount}` }).evaluate((area) => area.scrollTop)).toBe(0);
    await page.keyboard.press('0');
    await poll(() => canvas.evaluate((element) => element.clientWidth)).toBeLessThanOrEqual(fit.area);

    // Download from the preview: the file the browser saves is the PDF stamped with the student's email.
    const stampedHeader = page.waitForResponse((response) => response.url().endsWith('/download'));
    const [download] = await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Download' }).click()]);
    await viewer.waitFor({ state: 'hidden' });
    expect(download.suggestedFilename()).toBe(`${NOTE}.pdf`);
    expect((await stampedHeader).headers()['x-note-stamped']).toBe('true');
    const saved = await pdfText(await readFile(await download.path()));
    expect(saved.pages).toBe(pageCount);
    expect(saved.text).toContain(ACCOUNTS.student.email);
  });

  it('gives a Chrome older than the modern pdf.js needs the legacy build, which draws the page too', async () => {
    const page = await browser.newPage();
    // As on a phone stuck on an older Chrome: no Map.prototype.getOrInsertComputed (Chrome 145).
    await page.addInitScript(() => {
      delete (Map.prototype as { getOrInsertComputed?: unknown }).getOrInsertComputed;
    });
    const requested = await openNotesAsSubscriber(page);

    await noteCard(page, NOTE).getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('dialog', { name: NOTE });
    await viewer.getByRole('region', { name: /^Page 1 of \d+$/ }).waitFor({ timeout: 30_000 });
    expect(await inkOn(viewer.locator('canvas'))).toBeGreaterThan(0.005);
    expect(requested.some((path) => LEGACY.test(path)) && !requested.some((path) => MODERN.test(path))).toBe(true);
  });

  it('says so when pdf.js cannot be fetched, and Try again loads it', async () => {
    const page = await browser.newPage();
    await page.route(MODERN, (route) => route.abort('internetdisconnected'));
    const requested = await openNotesAsSubscriber(page);

    await noteCard(page, NOTE).getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('dialog', { name: NOTE });
    await viewer.getByText('The viewer could not load.', { exact: false }).waitFor({ timeout: 30_000 });
    await viewer.getByRole('button', { name: 'Download' }).waitFor();
    // Asked once: a failure is not retried behind the reader's back, over and over.
    expect(requested.filter((path) => MODERN.test(path))).toHaveLength(1);

    await page.unroute(MODERN);
    await viewer.getByRole('button', { name: 'Try again' }).click();
    await viewer.getByRole('region', { name: /^Page 1 of \d+$/ }).waitFor({ timeout: 30_000 });
  });

  it('says a Word note can only be downloaded, without fetching it, and offers Download', async () => {
    const page = await browser.newPage();
    // The seed has only PDFs: the list says this one is a Word file.
    await page.route('**/api/notes/getAllNotes', async (route) => {
      const response = await route.fetch();
      const notes = (await response.json()) as Array<{ title: string }>;
      const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      await route.fulfill({ response, json: notes.map((note) => (note.title === NOTE ? { ...note, contentType: docx } : note)) });
    });
    const requested = await openNotesAsSubscriber(page);

    await noteCard(page, NOTE).getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('dialog', { name: NOTE });
    await viewer.getByText('This file type can only be downloaded.').waitFor();
    // A message and a button: the modal is only as tall as that.
    expect((await viewer.boundingBox())!.height).toBeLessThan(PHONE.height / 2);
    expect(requested.some((path) => path.endsWith('/preview') || PDF_JS.test(path))).toBe(false);

    await Promise.all([page.waitForEvent('download'), viewer.getByRole('button', { name: 'Download' }).click()]);
    await viewer.waitFor({ state: 'hidden' });
    expect(requested.some((path) => path.endsWith('/download'))).toBe(true);
  });

  it('shows a file pdf.js cannot read as a message with Download instead of a blank viewer', async () => {
    const page = await browser.newPage();
    await page.route('**/api/notes/*/preview', (route) =>
      route.fulfill({ status: 200, contentType: 'application/pdf', body: 'this is not a PDF' }),
    );
    await openNotesAsSubscriber(page);

    await noteCard(page, NOTE).getByRole('button', { name: 'Preview' }).click();
    const viewer = page.getByRole('dialog', { name: NOTE });
    await viewer.getByText('This note could not be shown here.', { exact: false }).waitFor({ timeout: 30_000 });
    await viewer.getByRole('button', { name: 'Download' }).waitFor();
  });

  it('shows the server’s message when the student has reached the daily download limit', async () => {
    const page = await browser.newPage();
    const limit = 'You have reached today’s limit of 30 downloads. You can download again tomorrow.';
    await page.route('**/api/notes/*/download', (route) =>
      route.fulfill({ status: 429, json: { message: limit, error: 'Too Many Requests' } }),
    );
    await openNotesAsSubscriber(page);

    await noteCard(page, NOTE).getByRole('button', { name: 'Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download failed' });
    await dialog.getByText(limit).waitFor();
  });
});
