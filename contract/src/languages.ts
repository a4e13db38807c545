/**
 * The languages of the interface: English, the source language of every text, and Hindi. Zod-free,
 * so the message translator (`i18n/`) and the web app's language switch can use it without loading
 * zod.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';
