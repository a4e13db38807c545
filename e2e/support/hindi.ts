import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SAMPLE_SITE_SETTINGS } from '../../contract/src/site-samples.js';
import { CATEGORIES, COURSES, NOTES, PLANS } from '../../tools/seed/data.js';

/**
 * Helpers for the Hindi journeys. `inHindi(page)` makes the page start in Hindi as a device that
 * chose it would (the choice the language switch stores); `expectNoEnglishInterface(page)` fails when
 * any English interface sentence of the catalogues is visible, i.e. a text left untranslated.
 * Content the teacher wrote (course titles, note names) is not interface text: the seeded site's is
 * left out by itself; pass any other as `content` when it happens to contain a catalogue sentence.
 */

const LANGUAGE_STORAGE_KEY = 'chem.language';

export async function inHindi(page: Page): Promise<Page> {
  await page.addInitScript((key) => localStorage.setItem(key, 'hi'), LANGUAGE_STORAGE_KEY);
  return page;
}

function catalogFiles(folder: string, name: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (!statSync(path).isDirectory()) continue;
    if (entry === 'locales') found.push(join(path, name));
    else found.push(...catalogFiles(path, name));
  }
  return found;
}

/** English sentences of the catalogues that differ in Hindi, as the literal runs a reader would see. */
function englishInterfaceSentences(): string[] {
  const sentences = new Set<string>();
  for (const file of catalogFiles(join(import.meta.dirname, '..', '..', 'web', 'src'), 'en.json')) {
    const english = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const hindi = JSON.parse(readFileSync(file.replace(/en\.json$/, 'hi.json'), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(english)) {
      if (hindi[id] === message) continue;
      // The literal parts between placeholders and plural forms: the words a reader sees as they are.
      for (const run of message.split(/[{}#]/)) {
        const text = run.trim();
        if (text.split(/\s+/).length >= 2 && /[A-Za-z]{3,}/.test(text) && text.replace(/[^A-Za-z]/g, '').length >= 8) sentences.add(text);
      }
    }
  }
  return [...sentences];
}

let sentences: string[] | undefined;

/**
 * The seeded site's content, written by the teacher in English and shown as written (course, note
 * and plan texts, category names, the site's tagline and address). Some of it reads like an
 * interface sentence of some catalogue (a course called "Engineering Chemistry", the tagline's "15
 * years of teaching chemistry"), so it is never counted as a leftover. Longest first, so a title
 * is removed whole before a shorter text inside it.
 */
const SEEDED_CONTENT: string[] = [
  ...COURSES.flatMap((course) => [course.title, course.description]),
  ...NOTES.flatMap((note) => [note.title, note.description]),
  ...PLANS.flatMap((plan) => [plan.name, plan.description, ...plan.features, ...plan.notIncluded]),
  ...CATEGORIES.map((category) => category.name),
  ...Object.values(SAMPLE_SITE_SETTINGS).filter((value): value is string => typeof value === 'string' && value.length > 3),
].sort((a, b) => b.length - a.length);

export async function expectNoEnglishInterface(page: Page, options: { content?: string[] } = {}): Promise<void> {
  sentences ??= englishInterfaceSentences();
  let visible = await page.evaluate(() => document.body.innerText);
  for (const text of [...(options.content ?? []), ...SEEDED_CONTENT]) visible = visible.split(text).join(' ');
  const leftovers = sentences.filter((sentence) => visible.includes(sentence));
  expect(leftovers, `English interface text on ${page.url()}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
}

/** Nothing wider than the screen: Hindi's longer words must wrap, not push the page sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
}
