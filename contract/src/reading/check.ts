import type { Blockquote, Definition, Nodes, Root } from 'mdast';

/**
 * What a reading may point at, and what a teacher is told before it is saved: pictures only from
 * the site's own lesson uploads (re-encoded on upload, their size in the name), each with a
 * description for students who cannot see it; links only over https. The renderer draws nothing
 * else; the course form and the server's curriculum check refuse a reading that tries.
 */

const LESSON_IMAGE = /^\/uploads\/lesson-images\/[A-Za-z0-9][A-Za-z0-9_-]*?(?:-(\d{1,5})x(\d{1,5}))?\.(?:webp|png|jpe?g|gif)$/;

export const isLessonImage = (url: string): boolean => LESSON_IMAGE.test(url);

/** The picture's size, from its name (the upload writes it there), for a box that does not jump as it loads. */
export function lessonImageSize(url: string): { width: number; height: number } | null {
  const match = LESSON_IMAGE.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** An absolute https address (no `javascript:`, `data:`, plain http or site-relative trick). */
export const isSafeLink = (url: string): boolean => /^https:\/\/[^\s/?#\\@]+(?:[/?#]\S*)?$/i.test(url);

export type ReadingProblem =
  { kind: 'image-without-alt'; url: string } | { kind: 'image-not-uploaded'; url: string } | { kind: 'link-not-https'; url: string };

/** What the curriculum check says of a problem, after the lesson's name. */
export function readingProblemMessage(problem: ReadingProblem): string {
  switch (problem.kind) {
    case 'image-without-alt':
      return 'has a picture without a description: write what it shows between the brackets, ![like this](...).';
    case 'image-not-uploaded':
      return 'has a picture that is not uploaded to the site: use Insert picture.';
    case 'link-not-https':
      return 'has a link that does not start with https://.';
  }
}

const definitionsOf = (root: Root): Map<string, Definition> => {
  const found = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !found.has(node.identifier)) found.set(node.identifier, node);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return found;
};

/** A reference's target (`[text][id]` with `[id]: url` elsewhere), or undefined when nothing defines it. */
export function definitionLookup(root: Root): (identifier: string) => Definition | undefined {
  const definitions = definitionsOf(root);
  return (identifier) => definitions.get(identifier);
}

/** Every problem of the reading, in the order they appear. */
export function readingProblems(root: Root): ReadingProblem[] {
  const lookup = definitionLookup(root);
  const problems: ReadingProblem[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'image' || node.type === 'imageReference') {
      const url = node.type === 'image' ? node.url : (lookup(node.identifier)?.url ?? '');
      if (!isLessonImage(url)) problems.push({ kind: 'image-not-uploaded', url });
      else if (!(node.alt ?? '').trim()) problems.push({ kind: 'image-without-alt', url });
    }
    if (node.type === 'link' || node.type === 'linkReference') {
      const url = node.type === 'link' ? node.url : lookup(node.identifier)?.url;
      // A reference nothing defines is shown as the text it is: not a link, so no problem.
      if (url !== undefined && !isSafeLink(url)) problems.push({ kind: 'link-not-https', url });
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return problems;
}

/**
 * "Remember" and "Exam tip" boxes: a block quote whose first line is the label in bold,
 * `> **Remember**` or `> **Exam tip**` (a colon after it is fine; the Hindi labels याद रखें and
 * परीक्षा टिप work too). Any other block quote is a plain quote.
 */
export type Callout = 'remember' | 'exam-tip';

const CALLOUT_LABELS: ReadonlyArray<[RegExp, Callout]> = [
  [/^(?:remember|याद रखें)\s*:?$/iu, 'remember'],
  [/^(?:exam tip|परीक्षा टिप)\s*:?$/iu, 'exam-tip'],
];

/** The box a block quote is, and the quote's content without its label; null for a plain quote. */
export function calloutOf(quote: Blockquote): { callout: Callout; content: Blockquote['children'] } | null {
  const [first, ...rest] = quote.children;
  if (first?.type !== 'paragraph') return null;
  const [label, ...after] = first.children;
  if (label?.type !== 'strong') return null;
  const text = label.children
    .map((child) => ('value' in child ? child.value : ''))
    .join('')
    .trim();
  const found = CALLOUT_LABELS.find(([pattern]) => pattern.test(text));
  if (!found) return null;
  // What followed the label on its line (after a colon or a line break) stays as the box's first paragraph.
  const remainder = after.filter((child, index) => !(index === 0 && child.type === 'break'));
  const head = remainder[0];
  if (head?.type === 'text') {
    const trimmed = head.value.replace(/^\s*:?\s*/, '');
    remainder[0] = { ...head, value: trimmed };
    if (trimmed === '') remainder.shift();
  }
  const content = remainder.length > 0 ? [{ ...first, children: remainder }, ...rest] : rest;
  return { callout: found[1], content };
}

/** Whether the tree has notation, so the reader knows whether to load KaTeX at all. */
export function hasNotation(root: Root): boolean {
  const visit = (node: Nodes): boolean =>
    node.type === 'inlineMath' || node.type === 'math' || ('children' in node && node.children.some(visit));
  return visit(root);
}
