import { isLanguage, type Language, type MessageAnswer } from '@chem/contract';
import { translateMessage } from '@chem/contract/i18n';

/**
 * The language a request is answered in (English or Hindi): an explicit `X-Language: hi|en` wins (the web
 * app sends the language the user chose), else the best of hi and en in the browser's
 * `Accept-Language`, else English, the source language of every message.
 */

export const LANGUAGE_HEADER = 'X-Language';

/** What of a request the language is read from (an Express request has it). */
export interface RequestHeaders {
  get(name: string): string | undefined;
}

interface Preference {
  language: Language;
  quality: number;
  order: number;
}

/** The best of hi/en in an Accept-Language header (`hi-IN,hi;q=0.9,en;q=0.8`), or undefined. */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const preferences: Preference[] = [];
  header.split(',').forEach((entry, order) => {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) return;
    const q = params.map((param) => param.trim()).find((param) => param.toLowerCase().startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(quality) || quality <= 0) return;
    preferences.push({ language: primary, quality: Math.min(quality, 1), order });
  });
  preferences.sort((a, b) => b.quality - a.quality || a.order - b.order);
  return preferences[0]?.language;
}

export function requestLanguage(req: RequestHeaders): Language {
  const explicit = req.get(LANGUAGE_HEADER)?.trim().toLowerCase();
  if (isLanguage(explicit)) return explicit;
  return acceptedLanguage(req.get('accept-language')) ?? 'en';
}

/** An English message in the request's language (English when it has no translation). */
export const localized = (req: RequestHeaders, english: string): string => translateMessage(english, requestLanguage(req));

/** The answer of a delete or a sent form: its sentence in the request's language. */
export const messageAnswer = (req: RequestHeaders, english: string): MessageAnswer => ({ message: localized(req, english) });
