/**
 * How a question's text is cut into what KaTeX draws and what stays plain text: `\ce{...}` is
 * mhchem (braces nest: `\ce{[Cu(NH3)4]^{2+}}`), `$...$` is LaTeX math, `\$` is a literal dollar
 * sign, and everything else is text, shown as React text nodes (never as HTML).
 *
 * Pure and free of KaTeX, so the splitting is tested on its own and costs the screens nothing
 * until a formula is drawn. A delimiter that is never closed is not guessed at: the rest of the
 * text stays plain and the part says why, so the editor can warn the teacher.
 */

export type ChemPart =
  | { kind: 'text'; text: string }
  /** `source` is what goes inside `\ce{...}` / `$...$`; `raw` the part as typed, delimiters included. */
  | { kind: 'ce'; source: string; raw: string }
  | { kind: 'math'; source: string; raw: string };

export type NotationProblem = { kind: 'unclosed-ce' | 'unclosed-math' | 'empty'; raw: string };

export interface SplitNotation {
  parts: ChemPart[];
  problems: NotationProblem[];
}

const CE_OPEN = '\\ce{';

/** The index just after the `}` closing the brace opened before `from`, or -1 when it never closes. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      // An escaped brace (`\{`, `\}`) or any other escape does not count.
      index += 1;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/** The index of the `$` closing math opened before `from` (not `\$`), or -1. */
function closingDollar(text: string, from: number): number {
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '$') return index;
  }
  return -1;
}

export function splitChemText(text: string): SplitNotation {
  const parts: ChemPart[] = [];
  const problems: NotationProblem[] = [];
  let plain = '';

  const flushPlain = () => {
    if (plain !== '') parts.push({ kind: 'text', text: plain });
    plain = '';
  };

  let index = 0;
  while (index < text.length) {
    if (text.startsWith('\\$', index)) {
      plain += '$';
      index += 2;
    } else if (text.startsWith(CE_OPEN, index)) {
      const end = closingBrace(text, index + CE_OPEN.length);
      if (end === -1) {
        problems.push({ kind: 'unclosed-ce', raw: text.slice(index) });
        plain += text.slice(index);
        break;
      }
      const raw = text.slice(index, end);
      const source = text.slice(index + CE_OPEN.length, end - 1);
      if (source.trim() === '') {
        problems.push({ kind: 'empty', raw });
        plain += raw;
      } else {
        flushPlain();
        parts.push({ kind: 'ce', source, raw });
      }
      index = end;
    } else if (text[index] === '$') {
      const end = closingDollar(text, index + 1);
      if (end === -1) {
        problems.push({ kind: 'unclosed-math', raw: text.slice(index) });
        plain += text.slice(index);
        break;
      }
      const raw = text.slice(index, end + 1);
      const source = text.slice(index + 1, end);
      if (source.trim() === '') {
        // `$$` or `$ $`: nothing to draw, most likely two prices; kept as typed.
        problems.push({ kind: 'empty', raw });
        plain += raw;
      } else {
        flushPlain();
        parts.push({ kind: 'math', source, raw });
      }
      index = end + 1;
    } else {
      plain += text[index];
      index += 1;
    }
  }
  flushPlain();
  return { parts, problems };
}

/** True when the text has anything for KaTeX to draw (a plain text needs no KaTeX at all). */
export const hasNotation = (text: string): boolean => splitChemText(text).parts.some((part) => part.kind !== 'text');
