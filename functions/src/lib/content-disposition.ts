/**
 * A `Content-Disposition` header for a file sent to the browser. Titles are typed by the teacher
 * and may hold quotes, slashes or Devanagari: the quoted `filename` gets a plain ASCII fallback
 * (old clients, and header values must be Latin-1), and `filename*` (RFC 5987/6266) carries the
 * real name in UTF-8 whenever the two differ.
 */

// Characters no file system accepts in a name, plus controls.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[\u0000-\u001f\u007f<>:"/\\|?*]+/g;
const MAX_NAME_LENGTH = 150;

/** A readable file name from free text: unsafe characters become spaces, whitespace is collapsed. */
export function fileNameFrom(text: string, extension: string, fallback = 'file'): string {
  const suffix = extension ? `.${extension.toLowerCase()}` : '';
  let base = text.replace(UNSAFE_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim();
  // A title like "Polymers.pdf" must not become "Polymers.pdf.pdf".
  if (suffix && base.toLowerCase().endsWith(suffix)) base = base.slice(0, -suffix.length).trim();
  base = Array.from(base).slice(0, MAX_NAME_LENGTH).join('').trim();
  // Leading dots would hide the file on some systems.
  base = base.replace(/^\.+/, '').trim();
  return `${base || fallback}${suffix}`;
}

function asciiFallback(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents split off by NFKD: "é" -> "e"
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  // Nothing readable left (a title in another script): keep only the extension.
  return /[A-Za-z0-9]/.test(ascii.replace(/\.[^.]*$/, '')) ? ascii : `file${/\.[^.]*$/.exec(ascii)?.[0] ?? ''}`;
}

/** RFC 5987 ext-value: UTF-8, percent-encoded except attr-char. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = asciiFallback(fileName);
  const header = `${type}; filename="${fallback}"`;
  return fallback === fileName ? header : `${header}; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
