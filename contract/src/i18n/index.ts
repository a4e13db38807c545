import { HI_CATALOGUE } from './hi.js';
import type { Language } from '../languages.js';
import { createTranslator, type Translator } from './translate.js';

/**
 * `@chem/contract/i18n`: the API's messages in the user's language. A separate entry of the
 * package, not exported by its index, so English-only code never loads the Hindi catalogue; the
 * web app can import this lazily for its Hindi users.
 */

export { HI_CATALOGUE } from './hi.js';
export {
  LANGUAGES,
  createTranslator,
  isLanguage,
  templateArguments,
  type Language,
  type MessageCatalogue,
  type Translator,
} from './translate.js';

let hindi: Translator | undefined;

/**
 * The message in `language`: English comes back unchanged, and so does any message the catalogue
 * has no entry for (the English text is the fallback).
 */
export function translateMessage(english: string, language: Language): string {
  if (language === 'en') return english;
  hindi ??= createTranslator(HI_CATALOGUE);
  return hindi(english);
}
