import { useSyncExternalStore } from 'react';
import { LANGUAGE_STORAGE_KEY } from './storage-key';

/** The interface languages. English is the source: every text is written in English first. */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** Intl locale per interface language: India's digit grouping and date style in both. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Where the device remembers the choice (a signed-in student's profile remembers it too). */

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'hi';

/** The language chosen on this device, if one was. */
export function storedLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked (private mode, settings): follow the browser
  }
}

/** The device's choice if it made one, else the browser's first language we have (Hindi or English). */
export function initialLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Locale {
  const stored = storedLocale();
  if (stored) return stored;
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

let current: Locale = typeof window === 'undefined' ? 'en' : initialLocale();
const listeners = new Set<() => void>();

export const getLocale = (): Locale => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `<html lang>` follows the interface language (screen readers pick their voice from it). */
export function applyDocumentLanguage(locale: Locale = current): void {
  if (typeof document !== 'undefined') document.documentElement.lang = INTL_LOCALE[locale];
}

/** Switches the interface language and remembers it on this device. */
export function setLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // not remembered on this device; the switch still applies to this visit
  }
  applyDocumentLanguage(next);
  for (const listener of listeners) listener();
}

/** The interface language; the component renders again when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, getLocale, () => 'en');
