import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

// messageformat is CommonJS, and its typings resolve differently under the repo's two module
// settings; the two calls used here, typed by hand.
interface Formatter {
  compile(message: string): unknown;
}
const require = createRequire(import.meta.url);
const MessageFormat = require('@messageformat/core') as new (locale: string) => Formatter;
const compileModule = require('@messageformat/core/lib/compile-module.js') as (
  formatter: Formatter,
  messages: Record<string, string>,
) => string;

/** A message catalogue: `src/<feature>/locales/<language>.json`, flat `{ "id": "ICU message" }`. */
export const CATALOG_FILE = /[\\/]locales[\\/]([a-z]{2})\.json$/;

/** The Intl locale each catalogue's numbers and plurals are formatted in: India's grouping in both. */
const INTL_LOCALE: Record<string, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * Compiles a catalogue's ICU messages (`{count, plural, one {# note} other {# notes}}`) into a
 * JavaScript module of small functions with messageformat, so the browser gets no message parser,
 * only @messageformat/runtime's plural and number helpers (a few hundred bytes). A malformed
 * message fails the build, naming the catalogue and the message id.
 */
export function compileCatalog(source: string, file: string): string {
  const language = CATALOG_FILE.exec(file)?.[1];
  if (!language || !INTL_LOCALE[language]) throw new Error(`${file}: not a catalogue of a known language.`);
  const messages = JSON.parse(source) as Record<string, unknown>;
  const formatter = new MessageFormat(INTL_LOCALE[language]!);
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string.`);
    try {
      formatter.compile(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return compileModule(formatter, messages as Record<string, string>);
}

export function compiledCatalogs(): Plugin {
  return {
    name: 'chem:compiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG_FILE.test(file)) return null;
      // A JavaScript module now, not JSON: Vite's JSON handling must leave it alone.
      return { code: compileCatalog(code, file), map: null, moduleType: 'js' };
    },
  };
}
