import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_MESSAGES,
  COUPON_MESSAGES,
  DOUBT_MESSAGES,
  LIVE_CLASS_MESSAGES,
  PRACTICE_MESSAGES,
  RESET_LINK_INVALID,
  SERIES_MESSAGES,
  UPLOADS,
  profileChanges,
  signupFields,
  credentials,
} from '../index.js';
import { HI_CATALOGUE, createTranslator, templateArguments, translateMessage } from './index.js';

const DEVANAGARI = /[\u0900-\u097F]/;

/** The argument names an ICU message uses, as the parser reads them (not our own regex). */
function icuArguments(message: string): string[] {
  const names: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') names.push(token.arg);
      if (token.type === 'select' || token.type === 'plural' || token.type === 'selectordinal') {
        names.push(token.arg);
        for (const option of token.cases) visit(option.tokens);
      }
    }
  };
  visit(parse(message, { strict: true }));
  return names.sort();
}

const allEntries = Object.entries({ ...HI_CATALOGUE.messages, ...HI_CATALOGUE.parts, ...HI_CATALOGUE.terms });

describe('the Hindi catalogue', () => {
  it.each(allEntries)('has a Hindi translation for %j', (english, hindi) => {
    expect(hindi.trim()).not.toBe('');
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(DEVANAGARI);
  });

  it.each(allEntries)('%j: both languages parse as ICU and use the same arguments', (english, hindi) => {
    expect(() => parse(english, { strict: true })).not.toThrow();
    expect(() => parse(hindi, { strict: true })).not.toThrow();
    expect(icuArguments(hindi)).toEqual(icuArguments(english));
    expect(templateArguments(english).sort()).toEqual(icuArguments(english));
  });
});

describe('translateMessage', () => {
  it('answers English unchanged, whatever the message', () => {
    expect(translateMessage('Name is required.', 'en')).toBe('Name is required.');
    expect(translateMessage('Something nobody wrote.', 'en')).toBe('Something nobody wrote.');
  });

  it('falls back to the English text for a message without an entry', () => {
    expect(translateMessage('A message nobody translated.', 'hi')).toBe('A message nobody translated.');
  });

  it('finds an exact message', () => {
    expect(translateMessage('Invalid email or password.', 'hi')).toBe('ईमेल या पासवर्ड गलत है।');
  });

  it('fills a template with the values of the English sentence', () => {
    expect(translateMessage('Title must be at most 200 characters.', 'hi')).toBe('शीर्षक में अधिकतम 200 अक्षर हो सकते हैं।');
    expect(translateMessage('Password must be at least 6 characters.', 'hi')).toBe('पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।');
  });

  it('translates the field name put into a template, and keeps one it does not know', () => {
    expect(translateMessage('School must be at most 150 characters.', 'hi')).toBe('स्कूल में अधिकतम 150 अक्षर हो सकते हैं।');
    expect(translateMessage('Widget must be at most 9 characters.', 'hi')).toBe('Widget में अधिकतम 9 अक्षर हो सकते हैं।');
  });

  it('translates the wait of a rate limit, in hours or minutes', () => {
    expect(translateMessage('Too many failed login attempts. Please try again in 15 minutes.', 'hi')).toBe(
      'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया 15 मिनट बाद फिर से कोशिश करें।',
    );
    expect(translateMessage('Too many password changes. Please try again in an hour.', 'hi')).toBe(
      'बहुत ज़्यादा पासवर्ड बदलाव। कृपया एक घंटे बाद फिर से कोशिश करें।',
    );
  });

  it('builds a lesson problem from its label and its part, and keeps English when the part is unknown', () => {
    expect(translateMessage('Lesson “Atoms” (chapter 2, lesson 3) needs a title.', 'hi')).toBe(
      'पाठ “Atoms” (अध्याय 2, पाठ 3): शीर्षक ज़रूरी है।',
    );
    expect(translateMessage('Chapter 4 has a title longer than 200 characters.', 'hi')).toBe('अध्याय 4: शीर्षक 200 अक्षरों से लंबा है।');
    expect(translateMessage('Chapter 4 does something new.', 'hi')).toBe('Chapter 4 does something new.');
  });

  it('keeps the teacher’s own words (a category count, a course title) as they are', () => {
    expect(translateMessage('This category is used by 1 course and 3 notes. Move them to another category before deleting it.', 'hi')).toBe(
      'यह श्रेणी 1 कोर्स और 3 नोट्स में इस्तेमाल हो रही है। इसे हटाने से पहले उन्हें किसी दूसरी श्रेणी में ले जाएँ।',
    );
  });

  it('an empty catalogue translates nothing', () => {
    const none = createTranslator({ messages: {}, terms: {}, parts: {} });
    expect(none('Name is required.')).toBe('Name is required.');
  });
});

/** Messages as the contract's own code writes them: each must have a Hindi entry. */
function contractMessages(): string[] {
  const issues = (schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
  return [
    ...Object.values(COUPON_MESSAGES),
    ...Object.values(DOUBT_MESSAGES),
    ...Object.values(ANNOUNCEMENT_MESSAGES),
    ...Object.values(PRACTICE_MESSAGES).map((message) => (typeof message === 'function' ? message(1 as never) : message)),
    ...Object.values(LIVE_CLASS_MESSAGES),
    ...Object.values(SERIES_MESSAGES),
    PRACTICE_MESSAGES.attemptLimitReached(3),
    RESET_LINK_INVALID,
    ...Object.values(UPLOADS).flatMap((rule) => [rule.tooLargeMessage, rule.wrongTypeMessage]),
    ...issues(signupFields, {}),
    ...issues(signupFields, {
      name: 'x'.repeat(101),
      email: 'nope',
      phone: '12',
      school: 'S',
      course: 'C',
      password: '1',
      confirmPassword: '2',
    }),
    ...issues(credentials, {}),
    ...issues(profileChanges, { name: '', email: 'a@b.in', dob: '3000-01-01', bio: 'x'.repeat(1001) }),
  ];
}

describe('coverage of the contract’s messages', () => {
  it.each(contractMessages())('%j has a Hindi entry', (english) => {
    expect(translateMessage(english, 'hi')).not.toBe(english);
  });
});

/**
 * Every sentence written as a literal in the contract's code (zod messages, error constants), found
 * in the sources, so a message added later without its Hindi fails here. Page heads (page-meta.ts),
 * the sample site facts and gst.ts's programming errors are not answers of the API.
 */
const NOT_MESSAGES = new Set(['page-meta.ts', 'site-facts.ts', 'site-samples.ts', 'gst.ts']);

function sentencesInSources(): string[] {
  const folder = join(__dirname, '..');
  const found = new Set<string>();
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.ts') || name.includes('.test.') || NOT_MESSAGES.has(name)) continue;
    const code = readFileSync(join(folder, name), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n');
    for (const match of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)) {
      const text = (match[1] ?? match[2] ?? '').replace(/\\(['"])/g, '$1');
      if (/[A-Za-z]{2,} [A-Za-z]/.test(text) && text.endsWith('.')) found.add(text);
    }
  }
  return [...found].sort();
}

describe('coverage of the sentences in the contract’s sources', () => {
  const sentences = sentencesInSources();

  it('finds them', () => {
    expect(sentences.length).toBeGreaterThan(150);
    expect(sentences).toContain('Name is required.');
  });

  // A chapter's or a lesson's problem ("needs a title.") is only ever shown after its label.
  it.each(sentences)('%j has a Hindi entry', (english) => {
    const alone = translateMessage(english, 'hi') !== english;
    const asPart = translateMessage(`Chapter 1 ${english}`, 'hi') !== `Chapter 1 ${english}`;
    expect(alone || asPart).toBe(true);
  });
});
