import { use } from 'react';
import { getLocale, useLocale, type Locale } from './locale';

/**
 * Message catalogues, one per feature folder and language (`locales/en.json`, `locales/hi.json`),
 * in ICU MessageFormat, compiled at build time by messageformat into small functions
 * (web/build/compiled-catalogs.ts): no message parser ships, only @messageformat/runtime's plural
 * and number helpers. English is imported with the feature's code; Hindi is a separate chunk
 * fetched the first time a Hindi page needs it, so English readers never download it.
 */

export type Values = Record<string, string | number | Date | undefined>;
/** A compiled catalogue as the build emits it: each id a function of the message's values. */
type Compiled = Record<string, (values?: Values) => string>;
/** What a language's dynamic import gives: the compiled catalogue (typed as its JSON source). */
type CatalogModule = { default: unknown };

export type Translate<Id extends string> = (id: Id, values?: Values) => string;

export interface Catalog<Id extends string> {
  readonly name: string;
  /** Resolves once the catalogue's messages in `locale` are loaded (undefined when they are). */
  ready(locale: Locale): Promise<void> | undefined;
  /** The translator for a loaded language. */
  in(locale: Locale): Translate<Id>;
}

/**
 * A feature's catalogue: its English messages (compiled, imported with the feature; typed from the
 * JSON, so a misspelt id fails the type check) and how to fetch each other language.
 */
export function defineCatalog<Source extends Record<string, string>>(
  name: string,
  english: Source,
  others: Record<Exclude<Locale, 'en'>, () => Promise<CatalogModule>>,
): Catalog<Extract<keyof Source, string>> {
  type Id = Extract<keyof Source, string>;
  const loaded = new Map<Locale, Compiled>([['en', english as unknown as Compiled]]);
  const pending = new Map<Locale, Promise<void>>();
  const translators = new Map<Locale, Translate<Id>>();
  return {
    name,
    ready(locale) {
      if (loaded.has(locale)) return undefined;
      let promise = pending.get(locale);
      if (!promise) {
        promise = others[locale as Exclude<Locale, 'en'>]().then((module) => {
          loaded.set(locale, module.default as Compiled);
        });
        pending.set(locale, promise);
      }
      return promise;
    },
    in(locale) {
      let translator = translators.get(locale);
      if (!translator) {
        const messages = loaded.get(locale) ?? loaded.get('en')!;
        const english = loaded.get('en')!;
        // An id missing in a language (the catalogue test forbids it) shows the English message.
        translator = (id, values) => (messages[id] ?? english[id] ?? (() => id))(values ?? {});
        if (loaded.has(locale)) translators.set(locale, translator);
      }
      return translator;
    },
  };
}

/**
 * The translator for a feature's messages in the interface language. A component that asks for a
 * language not loaded yet suspends until it arrives: on a language switch or a navigation React
 * keeps the previous screen meanwhile (both run as transitions).
 */
export function useT<Id extends string>(catalog: Catalog<Id>): Translate<Id> {
  const locale = useLocale();
  const pending = catalog.ready(locale);
  if (pending) use(pending);
  return catalog.in(locale);
}

/**
 * The same outside React (dialogs, toasts, document titles): the current language if its messages
 * are loaded, else English. A screen that calls it has rendered with `useT` of the same catalogue,
 * which loaded them.
 */
export function translate<Id extends string>(catalog: Catalog<Id>, id: Id, values?: Values): string {
  const locale = getLocale();
  return catalog.in(catalog.ready(locale) ? 'en' : locale)(id, values);
}

/** Loads these catalogues in the current language before the first paint (Hindi readers only). */
export function preloadCatalogs(catalogs: ReadonlyArray<Pick<Catalog<never>, 'ready'>>): Promise<unknown> {
  const locale = getLocale();
  return Promise.all(catalogs.map((catalog) => catalog.ready(locale)));
}
