/**
 * The message translator of the API (and, later, of the web app's form checks): English is the
 * source language, so every message is looked up by its exact English text. A message with values
 * in it (a limit, a name, a number) is matched against an ICU-style template such as
 * `Title must be at most {max} characters.`, and the translation's template is filled with the
 * same values. Anything without an entry comes back unchanged, in English.
 *
 * Templates use plain `{name}` arguments only (no plural or select): the translations are written
 * so that they read well for any value.
 */

export { LANGUAGES, isLanguage, type Language } from '../languages.js';

/** A language's catalogue: English text or template -> translation, and the words put into templates. */
export interface MessageCatalogue {
  /** English sentence (exact) or English template -> the translated sentence or template. */
  readonly messages: Readonly<Record<string, string>>;
  /**
   * Words that a template's `{label}`, `{field}` or `{what}` may hold ("Name", "Each option"):
   * translated when known, kept as they are otherwise (a field path like `items.0`).
   */
  readonly terms: Readonly<Record<string, string>>;
  /**
   * Sentence parts that a template's `{problem}` or `{wait}` holds ("needs a title.", "an hour",
   * "15 minutes"), exact or as templates. They must be known, or the template does not apply.
   */
  readonly parts: Readonly<Record<string, string>>;
}

/** Arguments whose values are words of the interface, not data, and so are translated too. */
const TERM_ARGUMENTS = new Set(['label', 'field', 'what']);
/** Arguments that hold a sentence part, which must be known for their template to apply. */
const PART_ARGUMENTS = new Set(['problem', 'wait']);

const ARGUMENT = /\{([a-zA-Z]\w*)\}/g;

/** The argument names of a template, in order. */
export const templateArguments = (template: string): string[] => [...template.matchAll(ARGUMENT)].map((match) => match[1] ?? '');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface CompiledTemplate {
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly translation: string;
  /** Characters outside the arguments: the more a template has, the more specific it is. */
  readonly literalLength: number;
}

function compileTemplate(english: string, translation: string): CompiledTemplate {
  const names = templateArguments(english);
  const literals = english.split(ARGUMENT).filter((_part, index) => index % 2 === 0);
  const pattern = new RegExp(`^${literals.map(escapeRegExp).join('(.+?)')}$`, 's');
  return { pattern, names, translation, literalLength: literals.join('').length };
}

export type Translator = (english: string) => string;

/** Builds the translator of one catalogue: exact entries first, then templates, most specific first. */
export function createTranslator(catalogue: MessageCatalogue): Translator {
  const terms = new Map(Object.entries(catalogue.terms).map(([english, translation]) => [english.toLowerCase(), translation]));
  const translatePart = matcher(catalogue.parts, (_name, value) => value);
  return matcher(catalogue.messages, (name, value) => {
    if (TERM_ARGUMENTS.has(name)) return terms.get(value.toLowerCase()) ?? value;
    if (!PART_ARGUMENTS.has(name)) return value;
    const part = translatePart(value);
    return part === value ? undefined : part;
  });
}

/**
 * Exact entries first, then templates, most specific first. `argument` gives the value put into
 * the translation for an argument, or undefined when the template does not apply after all.
 */
function matcher(entries: Readonly<Record<string, string>>, argument: (name: string, value: string) => string | undefined): Translator {
  const exact = new Map<string, string>();
  const templates: CompiledTemplate[] = [];
  for (const [english, translation] of Object.entries(entries)) {
    if (templateArguments(english).length === 0) exact.set(english, translation);
    else templates.push(compileTemplate(english, translation));
  }
  templates.sort((a, b) => b.literalLength - a.literalLength);

  return (english) => {
    const found = exact.get(english);
    if (found !== undefined) return found;
    for (const template of templates) {
      const match = template.pattern.exec(english);
      if (!match) continue;
      const values = new Map<string, string>();
      let applies = true;
      template.names.forEach((name, index) => {
        const value = argument(name, match[index + 1] ?? '');
        if (value === undefined) applies = false;
        else values.set(name, value);
      });
      if (!applies) continue;
      return template.translation.replace(ARGUMENT, (whole, name: string) => values.get(name) ?? whole);
    }
    return english;
  };
}
