import type { Locale } from '../i18n/locale';

/**
 * Content the teacher writes stays as written; a course or a note may also carry a Hindi title and
 * description (`titleHi`, `descriptionHi`), shown when the interface is in Hindi and the field is
 * filled. Everything else shows the English (the teacher's) text.
 */
export function localizedText(locale: Locale, english: string, hindi?: string | null): string {
  return locale === 'hi' && hindi?.trim() ? hindi : english;
}
