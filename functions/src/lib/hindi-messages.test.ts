import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { translateMessage } from '@chem/contract/i18n';
import { describe, expect, it } from 'vitest';
import * as limits from '../config/rate-limits.js';

/**
 * Every message the API can answer with has a Hindi entry in the catalogue
 * (contract/src/i18n/hi.ts): the literal ones, found in the sources, and the rate limits' ones,
 * built by their own code for the default settings and other windows.
 */

const SOURCES = join(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.includes('.test.') ? [path] : [];
  });
}

/** 'text' or "text" as a TypeScript literal writes it, unescaped. */
const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
const PATTERNS = [
  // Error helpers (lib/errors.ts) and their default messages.
  new RegExp(
    String.raw`\b(?:badRequest|unauthorized|forbidden|notFound|conflict|payloadTooLarge|unprocessable|tooManyRequests|paymentRequired)\(\s*${LITERAL}`,
    'g',
  ),
  new RegExp(String.raw`\bmessage = ${LITERAL}`, 'g'),
  new RegExp(String.raw`new AppError\(\d+,\s*${LITERAL}`, 'g'),
  // Sentences kept in constants (INVALID_PLAN, NOT_CONFIGURED...) and the answers of deletes.
  new RegExp(String.raw`\bconst [A-Z][A-Z0-9_]* = ${LITERAL};`, 'g'),
  new RegExp(String.raw`\bmessageAnswer\(req, ${LITERAL}\)`, 'g'),
];

/** Constants that hold no message a user reads in an answer: logs, stored reasons, stamps. */
const NOT_ANSWERED = new Set([
  'Email (SMTP) is not set up, so this email was not sent.',
  'The mail server may have accepted this email, but its answer was not recorded, so it is not sent again on its own. Resend it only if it did not arrive.',
  'Deleted account',
  ' (unverified)',
]);

function literalMessages(): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(SOURCES)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) {
        const literal = match[1] ?? '';
        const value = JSON.parse(
          literal.startsWith("'") ? `"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"` : literal,
        ) as string;
        // Constants that are not sentences (paths, ids, settings) are not messages.
        if (!/[A-Za-z]{2,} [A-Za-z]/.test(value) || NOT_ANSWERED.has(value)) continue;
        found.add(value);
      }
    }
  }
  return [...found].sort();
}

function rateLimitMessages(): string[] {
  const messages = new Set<string>();
  for (const env of [{}, { LOGIN_FAILURE_WINDOW_MINUTES: '60', RESET_LINK_WINDOW_MINUTES: '120', SIGNUP_WINDOW_MINUTES: '1' }]) {
    const add = (rule: { message: string }) => messages.add(rule.message);
    Object.values(limits.loginLimits(env)).forEach(add);
    limits.signInCounters('a@b.in', 'c', env).forEach(({ rule }) => add(rule));
    limits.resetLinkCounters('a@b.in', 'c', env).forEach(({ rule }) => add(rule));
    for (const action of ['verification-email', 'data-export', 'account-deletion', 'profile-change', 'email-change'] as const)
      limits.ownDataCounters(action, 'u', 'c', env).forEach(({ rule }) => add(rule));
    Object.values(limits.providerSignInLimits(env)).forEach(add);
    [
      limits.signupLimit(env),
      limits.contactLimit(env),
      limits.noteUseLimit('download', 20, env),
      limits.noteUseLimit('preview', 20, env),
      limits.paymentOrderLimit(env),
      limits.videoPageLimit(env),
      limits.resetCodeLimit(env),
      limits.passwordChangeLimit(env),
      limits.signOutEverywhereLimit(env),
      limits.profileCompletionLimit(env),
      limits.emailChangeCodeLimit(env),
      limits.testStartLimit(env),
      limits.couponCheckLimit(env),
      limits.salesExportLimit(env),
      limits.doubtDailyLimit(5),
      limits.doubtMessageLimit(env),
      limits.announcementLimit(env),
      limits.practiceAnswerLimit(env),
      limits.practiceChangeLimit(env),
      limits.liveClassChangeLimit(env),
      limits.liveClassJoinLimit(env),
    ].forEach(add);
  }
  return [...messages].sort();
}

/** Messages with values, as the code writes them (template literals the scan above cannot read). */
const WITH_VALUES = [
  'No API route for GET /api/nothing.',
  'Field curriculum is too long.',
  'Unexpected file field extra.',
  'This category is used by 1 course. Move them to another category before deleting it.',
  'This category is used by 2 notes. Move them to another category before deleting it.',
  'This category is used by 3 courses and 1 note. Move them to another category before deleting it.',
  'Lesson “Titration” (chapter 2, lesson 3) names a note that does not exist: choose one from the notes list.',
  'Imported 1 question.',
  'Imported 12 questions.',
  'The row has more than 12 columns (a comma inside a cell needs quotes).',
];

describe('Hindi for every message the API answers with', () => {
  it.each(WITH_VALUES)('%j', (english) => {
    const hindi = translateMessage(english, 'hi');
    expect(hindi).not.toBe(english);
    // The values come through unchanged.
    for (const value of english.match(/\d+|“[^”]+”/g) ?? []) expect(hindi).toContain(value);
  });

  const literal = literalMessages();

  it('finds the messages in the sources', () => {
    expect(literal.length).toBeGreaterThan(80);
    expect(literal).toContain('Invalid email or password.');
    expect(literal).toContain('Please log in to continue.');
  });

  it.each(literal)('%j', (english) => {
    expect(translateMessage(english, 'hi')).not.toBe(english);
  });

  it.each(rateLimitMessages())('%j', (english) => {
    expect(translateMessage(english, 'hi')).not.toBe(english);
  });
});
