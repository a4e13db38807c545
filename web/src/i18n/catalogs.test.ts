import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';

/**
 * Every catalogue (`web/src/**\/locales/<language>.json`) in every language: the same message ids,
 * valid ICU MessageFormat, the same placeholders, and plurals with the `other` form Hindi and
 * English both need. A message missing from Hindi, or a typo in a placeholder, fails here before
 * a reader meets an English sentence or a raw `{count}` on a Hindi page.
 */

const webSource = join(dirname(fileURLToPath(import.meta.url)), '..');

function catalogFolders(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (!statSync(path).isDirectory()) continue;
    if (entry === 'locales') found.push(path);
    else found.push(...catalogFolders(path));
  }
  return found;
}

const folders = catalogFolders(webSource);
const read = (folder: string, locale: string) => JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;

/** Each placeholder with its kind (`count:plural`, `name:argument`), and plural/select forms without `other`. */
function shape(tokens: Token[], into = { placeholders: new Set<string>(), missingOther: [] as string[] }) {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    if (token.type === 'argument' || token.type === 'function') {
      into.placeholders.add(`${token.arg}:${token.type === 'function' ? token.key : 'argument'}`);
      continue;
    }
    into.placeholders.add(`${token.arg}:${token.type}`);
    if (!token.cases.some((choice) => choice.key === 'other')) into.missingOther.push(token.arg);
    for (const choice of token.cases) shape(choice.tokens, into);
  }
  return into;
}

describe('message catalogues', () => {
  it('are found in the app (the shell at least)', () => {
    expect(folders.map((folder) => relative(webSource, folder))).toContain(join('app', 'locales'));
  });

  describe.each(folders.map((folder) => [relative(webSource, folder), folder]))('%s', (_name, folder) => {
    const english = read(folder, 'en');

    it.each(LOCALES.filter((locale) => locale !== 'en'))('has every message in %s and no other', (locale) => {
      expect(Object.keys(read(folder, locale)).sort()).toEqual(Object.keys(english).sort());
    });

    it.each(LOCALES)('has valid ICU messages with the English placeholders in %s', (locale) => {
      const messages = read(folder, locale);
      for (const [id, message] of Object.entries(messages)) {
        const { placeholders, missingOther } = shape(parse(message));
        expect(missingOther, `${locale} ${id}: plural or select without "other"`).toEqual([]);
        expect([...placeholders].sort(), `${locale} ${id}: placeholders`).toEqual([...shape(parse(english[id] ?? '')).placeholders].sort());
        expect(message.trim(), `${locale} ${id}: empty`).not.toBe('');
      }
    });

    it('has no Hindi message left in English (a word of Latin script only where the glossary keeps it)', () => {
      if (!LOCALES.includes('hi')) return;
      const hindi = read(folder, 'hi');
      const untranslated = Object.entries(hindi).filter(([id, message]) => {
        const text = message.replace(/\{[^{}]*\}/g, '').trim();
        return text !== '' && /[A-Za-z]{3,}/.test(text) && !/[\u0900-\u097F]/.test(text) && text === english[id];
      });
      // Language names, brand words and codes may stay (e.g. "English", "PDF"): they are listed here.
      const allowed = new Set([
        'English',
        'JEE',
        'NEET',
        'PDF',
        'GSTIN',
        'UPI',
        'OTP',
        'WhatsApp',
        'YouTube',
        'Google',
        'CSV',
        'Email',
        'OK',
        // The live classes' services, by their brand names.
        'YouTubeLive',
        'GoogleMeet',
        'Zoom',
      ]);
      expect(untranslated.filter(([, message]) => !allowed.has(message.replace(/[^A-Za-z]/g, ''))).map(([id]) => id)).toEqual([]);
    });
  });
});
