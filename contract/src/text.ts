import { z, type ZodType } from 'zod';

// zod compiles fast object parsers with `new Function`, after probing whether eval is allowed. The
// site's Content-Security-Policy allows no eval (scripts/lib/csp.ts), and the browser reports even
// the probe as a violation; so no schema is compiled. Every schema module imports this one first.
z.config({ jitless: true });

/**
 * Text a person could have typed. A lone UTF-16 surrogate ("\ud800" in JSON) makes Firestore's
 * client retry a query for about 45 s and then fail, and control characters have no business in
 * a name or a message; both are refused before anything else is checked. Newline and tab are
 * allowed; a browser's CRLF (multipart textareas) becomes LF first.
 */

// With the u flag a surrogate pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
// C0 controls except tab (09) and newline (0A), DEL, and the C1 controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Objects nested deeper than this are not a form; the schema refuses what is left. */
const MAX_DEPTH = 8;

export const normalizeNewlines = (value: string): string => value.replace(/\r\n/g, '\n');

export const isSafeText = (value: string): boolean => !LONE_SURROGATE.test(value) && !CONTROL_CHARACTER.test(value);

export const unsafeTextMessage = (field: string): string =>
  `${field} contains characters that are not allowed (control characters or broken Unicode text).`;

type Path = (string | number)[];

/** The path of the first string in `value` that is not safe text, or undefined when all are. */
export function findUnsafeText(value: unknown, path: Path = [], depth = 0): Path | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path;
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return undefined;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    // A key is text the client chose too.
    if (typeof key === 'string' && !isSafeText(key)) return [...path, key];
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Every string in `value` with CRLF as LF (plain objects and arrays copied). */
export function withNormalizedNewlines(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return normalizeNewlines(value);
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withNormalizedNewlines(item, depth + 1));
  // Only plain objects (JSON bodies, multipart fields, query strings) are copied.
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withNormalizedNewlines(item, depth + 1)]));
}

const fieldName = (path: Path): string => (path.length === 0 ? 'The text' : path.map(String).join('.'));

/**
 * Every request schema of the contract is wrapped in this: the text check runs over the whole
 * input first, and the schema sees only safe text. A problem names the field ("name contains ...").
 */
export function requestSchema<T extends ZodType>(schema: T) {
  return z.preprocess((input, context) => {
    const normalized = withNormalizedNewlines(input);
    const unsafe = findUnsafeText(normalized);
    if (unsafe) context.addIssue({ code: 'custom', message: unsafeTextMessage(fieldName(unsafe)), path: unsafe, input });
    return normalized;
  }, schema);
}
