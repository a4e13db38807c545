import { use } from 'react';
import type { Language } from '@chem/contract';
import { getLocale, useLocale } from '../i18n/locale';

/**
 * The contract's messages (its schemas' field messages, which forms show under a field before
 * sending) in the interface language. English is the source and needs nothing; the Hindi catalogue
 * of the contract (`@chem/contract/i18n`, the one the API answers from) is its own chunk, fetched
 * the first time a form is shown in Hindi: a form calls `useContractMessages()` (directly or
 * through `useValidatedForm`), which suspends until it has arrived.
 */
type Translate = (english: string, language: Language) => string;

let translateMessage: Translate | undefined;
let loading: Promise<void> | undefined;

export function loadContractMessages(): Promise<void> {
  loading ??= import('@chem/contract/i18n').then((module) => {
    translateMessage = module.translateMessage;
  });
  return loading;
}

/** A contract message in the interface language; any other text (a catalogue's) comes back as it is. */
export function contractMessage(english: string): string {
  const locale = getLocale();
  return locale === 'en' || !translateMessage ? english : translateMessage(english, locale);
}

/** A form's messages, each through `contractMessage`. */
export function localizeMessages<M extends Partial<Record<PropertyKey, string>>>(messages: M): M {
  const localized: Partial<Record<PropertyKey, string>> = {};
  for (const [field, message] of Object.entries(messages)) if (message !== undefined) localized[field] = contractMessage(message);
  return localized as M;
}

/** The interface language, once the contract's messages in it are loaded (the caller suspends until then). */
export function useContractMessages(): Language {
  const locale = useLocale();
  if (locale !== 'en' && !translateMessage) use(loadContractMessages());
  return locale;
}
