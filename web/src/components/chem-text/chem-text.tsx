import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { splitChemText, type ChemPart, type NotationProblem } from './chem-notation';
import { useT } from '../../i18n/catalog';
import { chemTextCatalog } from './i18n';
import type * as KatexRender from './katex-render';
import './chem-text.css';

type KatexModule = typeof KatexRender;

// One load of KaTeX for the whole page, shared by every ChemText that needs it.
interface KatexState {
  module: KatexModule | null;
  failed: boolean;
}
let katexState: KatexState = { module: null, failed: false };
let katexLoading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Starts loading KaTeX (once); screens that will show formulas call it early to save a round trip. */
export function preloadKatex(): Promise<void> {
  katexLoading ??= import('./katex-render').then(
    (module) => {
      katexState = { module, failed: false };
      notify();
    },
    () => {
      // Offline or a failed chunk: the raw text stays on screen, and a later ChemText may try again.
      katexState = { module: null, failed: true };
      katexLoading = null;
      notify();
    },
  );
  return katexLoading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentKatex = () => katexState;

const PROBLEM_TEXT = {
  'unclosed-ce': 'chem.unclosedCe',
  'unclosed-math': 'chem.unclosedMath',
  empty: 'chem.empty',
} as const satisfies Record<NotationProblem['kind'], string>;

/** The start of a long piece of text, for a message that quotes it. */
function short(text: string, length = 40): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

interface Shown {
  key: number;
  part: ChemPart;
  html?: string;
  /** Set when the part could not be drawn: the raw text is shown and this is why. */
  problem?: string;
}

interface ChemTextProps {
  text: string;
  /** The element around the text: a span inside a line, a div for a paragraph of question text. */
  as?: 'span' | 'div' | 'p';
  className?: string;
  /** The editor's preview: name each piece of notation that could not be drawn under the text. */
  showProblems?: boolean;
}

/**
 * A question's text, option or explanation as the student sees it: plain text as React text
 * nodes, `\ce{...}` and `$...$` drawn by KaTeX (its own markup, built from the source with every
 * character escaped). Notation that does not parse stays on screen as typed, so a mistake never
 * blanks a question; until KaTeX has arrived, the raw text shows the same way.
 */
export function ChemText({ text, as: Element = 'span', className, showProblems = false }: ChemTextProps) {
  const t = useT(chemTextCatalog);
  const split = useMemo(() => splitChemText(text), [text]);
  const needsKatex = split.parts.some((part) => part.kind !== 'text');
  const { module: katex, failed: katexFailed } = useSyncExternalStore(subscribe, currentKatex, currentKatex);

  useEffect(() => {
    if (needsKatex && !katexState.module) void preloadKatex();
  }, [needsKatex]);

  const shown = useMemo<Shown[]>(
    () =>
      split.parts.map((part, key) => {
        if (part.kind === 'text' || !katex) return { key, part };
        const rendered = katex.renderNotation(part.kind, part.source);
        return rendered.ok ? { key, part, html: rendered.html } : { key, part, problem: rendered.message };
      }),
    [split, katex],
  );

  const problems = showProblems
    ? [
        ...split.problems.map((problem) =>
          t(PROBLEM_TEXT[problem.kind], { raw: problem.kind === 'empty' ? problem.raw : short(problem.raw) }),
        ),
        ...shown.flatMap((item) =>
          item.problem && item.part.kind !== 'text' ? [t('chem.error', { raw: short(item.part.raw), reason: item.problem })] : [],
        ),
      ]
    : [];

  return (
    <>
      <Element className={['chem-text', className].filter(Boolean).join(' ')}>
        {shown.map(({ key, part, html, problem }) => {
          if (part.kind === 'text') return <span key={key}>{part.text}</span>;
          // KaTeX's own markup: it escapes the source and `trust: false` refuses links and raw HTML.
          if (html !== undefined) return <span key={key} className="chem-formula" dangerouslySetInnerHTML={{ __html: html }} />;
          return (
            <span key={key} className={problem ? 'chem-raw chem-raw-bad' : 'chem-raw'}>
              {part.raw}
            </span>
          );
        })}
      </Element>
      {showProblems && katexFailed && needsKatex && !katex && <span className="chem-warning">{t('chem.katexFailed')}</span>}
      {problems.length > 0 && (
        <ul className="chem-warning" aria-label={t('chem.problems')}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </>
  );
}
