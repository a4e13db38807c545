import en from '../locales/en.json';

/**
 * The home page's questions and answers in English, for the build: the home page's FAQPage JSON-LD
 * is written from this list (web/build/page-meta.ts), read from the same catalogue the page shows
 * (locales/en.json), so what search engines read is what the page says. The page itself shows them
 * through the catalogue in the reader's language (faq.tsx) and never imports this file.
 */

export interface FaqItem {
  question: string;
  answer: string;
}

// The home page's FAQ: prerequisites, laboratory access, certificates, refund policy.
const FAQ_IDS = [
  ['home.faq.q1', 'home.faq.a1'],
  ['home.faq.q2', 'home.faq.a2'],
  ['home.faq.q3', 'home.faq.a3'],
  ['home.faq.q4', 'home.faq.a4'],
] as const;

// The build reads the JSON as it is (strings); a test run through Vite's catalogue compiler gets each
// message as a function of its values.
const english = (message: unknown): string => (typeof message === 'function' ? (message as () => string)() : (message as string));

export const FAQ_ITEMS: FaqItem[] = FAQ_IDS.map(([question, answer]) => ({ question: english(en[question]), answer: english(en[answer]) }));
