import { parseReading, readingProblems, type ReadingProblem } from '@chem/contract/reading';
import type { Nodes } from 'mdast';

/**
 * What the lesson editor warns about in a Markdown reading, each with the line it is on: the
 * problems the server's curriculum check refuses (pictures without a description or not uploaded
 * here, links that are not https), and every piece of notation, which the editor hands to KaTeX to
 * learn whether it draws.
 */

interface PlacedProblem {
  line: number;
  problem: ReadingProblem;
}

interface Formula {
  line: number;
  /** As written: `\ce{...}` or the inside of `$...$` / `$$...$$`. */
  source: string;
}

export interface ReadingScan {
  problems: PlacedProblem[];
  formulas: Formula[];
}

/** The 1-based line of a character offset. */
const lineAt = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

export function scanReading(source: string): ReadingScan {
  const root = parseReading(source);
  // The problems come in source order, without places: each is found at the next mention of its address.
  let from = 0;
  const problems = readingProblems(root).map((problem) => {
    const at = source.indexOf(problem.url, from);
    if (at >= 0) from = at + problem.url.length;
    return { line: at >= 0 ? lineAt(source, at) : 1, problem };
  });
  const formulas: Formula[] = [];
  const visit = (node: Nodes) => {
    if ((node.type === 'inlineMath' || node.type === 'math') && node.value.trim() !== '')
      formulas.push({ line: node.position?.start.line ?? 1, source: node.value });
    if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return { problems, formulas };
}

/** `![alt](url)` for an uploaded picture: brackets in the description would end it early, so they go. */
export const pictureMarkdown = (alt: string, url: string) =>
  `![${alt
    .replace(/[[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}](${url})`;

/** The text with `insert` put where the selection was, and where the cursor goes after it. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  // A picture is a block of its own: blank lines around it unless there are already.
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${insert}${trail}`;
  return { text: before + inserted + after, cursor: before.length + lead.length + insert.length };
}
