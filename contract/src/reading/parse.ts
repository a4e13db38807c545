import type { Parent, Root } from 'mdast';
import type { Math } from 'mdast-util-math';
import { fromMarkdown, type CompileContext, type Extension as TreeExtension, type Token } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { mathFromMarkdown } from 'mdast-util-math';
import { gfmTable } from 'micromark-extension-gfm-table';
import { math } from 'micromark-extension-math';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    chemFormula: 'chemFormula';
  }
}

/**
 * A reading's Markdown, parsed into a syntax tree (mdast) by micromark, the CommonMark parser of
 * the unified project, with GitHub's tables and `$...$` / `$$...$$` notation. Raw HTML is switched
 * off: `<img src=x onerror=...>` is text, never markup. `\ce{...}` outside dollars (how the
 * practice tests write chemistry) is notation too, read by the small construct below, so a `*` or
 * `_` inside a formula is never taken for emphasis. The web app draws the tree as React elements
 * (features/learn); the server checks it before a course is saved (pictures, links).
 */

const BACKSLASH = 92;
const LEFT_BRACE = 123;
const RIGHT_BRACE = 125;
/** micromark's codes for line endings are negative; null is the end of the text. */
const endsLine = (code: Code) => code === null || code < -2;

/** `\ce{...}` with balanced braces on one line; anything else falls back to an ordinary backslash. */
function tokenizeChemFormula(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  let depth = 0;
  const expect =
    (char: string, next: State): State =>
    (code) => {
      if (code !== char.charCodeAt(0)) return nok(code);
      effects.consume(code);
      return next;
    };
  const inside: State = (code) => {
    if (endsLine(code)) return nok(code);
    if (code === BACKSLASH) {
      effects.consume(code);
      return escaped;
    }
    if (code === LEFT_BRACE) depth += 1;
    if (code === RIGHT_BRACE) {
      depth -= 1;
      if (depth === 0) {
        effects.consume(code);
        effects.exit('chemFormula');
        return ok;
      }
    }
    effects.consume(code);
    return inside;
  };
  const escaped: State = (code) => {
    if (endsLine(code)) return nok(code);
    effects.consume(code);
    return inside;
  };
  const open: State = (code) => {
    if (code !== LEFT_BRACE) return nok(code);
    depth = 1;
    effects.consume(code);
    return inside;
  };
  return (code) => {
    effects.enter('chemFormula');
    effects.consume(code);
    return expect('c', expect('e', open));
  };
}

const chemFormula: Construct = { name: 'chemFormula', tokenize: tokenizeChemFormula };

function enterChemFormula(this: CompileContext, token: Token) {
  this.enter({ type: 'inlineMath', value: '' }, token);
}

function exitChemFormula(this: CompileContext, token: Token) {
  const node = this.stack[this.stack.length - 1];
  if (node?.type === 'inlineMath') node.value = this.sliceSerialize(token);
  this.exit(token);
}

/** Made on each call: a module-level call would stay in every bundle that imports the contract. */
function extensions(): { syntax: Extension[]; tree: TreeExtension[] } {
  return {
    syntax: [
      gfmTable(),
      math(),
      { text: { [BACKSLASH]: chemFormula } },
      // Raw HTML is shown as the text it is.
      { disable: { null: ['htmlFlow', 'htmlText'] } },
    ],
    tree: [
      gfmTableFromMarkdown(),
      mathFromMarkdown(),
      { enter: { chemFormula: enterChemFormula }, exit: { chemFormula: exitChemFormula } },
    ],
  };
}

/**
 * `$$...$$` written on one line is a displayed formula, as teachers (and LaTeX) mean it;
 * micromark reads a display block only with the dollars on lines of their own.
 */
function displayOneLineFormulas(root: Root, source: string): Root {
  const visit = (parent: Parent) => {
    parent.children = parent.children.map((child) => {
      if (child.type === 'paragraph' && child.children.length === 1) {
        const [only] = child.children;
        const start = only?.position?.start.offset;
        if (only?.type === 'inlineMath' && start !== undefined && source.startsWith('$$', start))
          return { type: 'math', value: only.value.trim(), position: child.position } satisfies Math;
      }
      if ('children' in child) visit(child);
      return child;
    }) as typeof parent.children;
  };
  visit(root);
  return root;
}

/** The reading as a syntax tree. Never throws: any text is some Markdown. */
export function parseReading(source: string): Root {
  const { syntax, tree } = extensions();
  return displayOneLineFormulas(fromMarkdown(source, { extensions: syntax, mdastExtensions: tree }), source);
}
