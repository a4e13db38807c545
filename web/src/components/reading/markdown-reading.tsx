import { useEffect, useMemo, type ReactNode } from 'react';
import type { AlignType, Definition, Nodes, Root, RootContent, TableRow } from 'mdast';
import { calloutOf, definitionLookup, hasNotation, isLessonImage, isSafeLink, lessonImageSize, parseReading } from '@chem/contract/reading';
import { ChemText, preloadKatex } from '../chem-text/chem-text';
import { useT } from '../../i18n/catalog';
import { readingCatalog, type ReadingT } from './i18n';

/**
 * A reading in the `markdown` format, drawn from the syntax tree the contract's parser gives
 * (the same one the server checks). Each node type the reading may use maps to a React element;
 * anything else is dropped or shown as the text it is, so nothing the teacher types can become
 * markup of its own: raw HTML arrives as text, links go out only over https, and pictures come
 * only from the site's lesson uploads.
 */

interface Context {
  t: ReadingT;
  lookup: (identifier: string) => Definition | undefined;
}

/** The reading's own headings sit under the lesson's title (the page's h1). */
const headingTag = (depth: number) => (['h2', 'h3', 'h4', 'h5', 'h6', 'h6'] as const)[Math.min(depth, 6) - 1] ?? 'h6';

/** Notation as ChemText reads it: `\ce{...}` as written, other math between dollars (a `$` inside escaped). */
const notationText = (value: string) => (value.startsWith('\\ce{') ? value : `$${value.replaceAll('$', '\\$')}$`);

const alignStyle = (align: AlignType | undefined) => (align ? { textAlign: align } : undefined);

function SafeLink({ url, children, t }: { url: string; children: ReactNode; t: ReadingT }) {
  if (!isSafeLink(url)) return <>{children}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('reading.newTab')}</span>
    </a>
  );
}

function LessonImage({ url, alt }: { url: string; alt: string }) {
  // A picture from elsewhere, or one nobody described, is not drawn: its description (if any) stays.
  if (!isLessonImage(url) || !alt.trim()) return alt ? <span className="reading-missing-image">{alt}</span> : null;
  const size = lessonImageSize(url);
  return <img className="reading-image" src={url} alt={alt} width={size?.width} height={size?.height} loading="lazy" decoding="async" />;
}

function renderRow(row: TableRow, align: (AlignType | undefined)[], head: boolean, key: number, context: Context) {
  return (
    <tr key={key}>
      {row.children.map((cell, index) =>
        head ? (
          <th key={index} scope="col" style={alignStyle(align[index])}>
            {renderChildren(cell.children, context)}
          </th>
        ) : (
          <td key={index} style={alignStyle(align[index])}>
            {renderChildren(cell.children, context)}
          </td>
        ),
      )}
    </tr>
  );
}

function renderChildren(nodes: readonly RootContent[], context: Context, tight = false): ReactNode[] {
  return nodes.map((node, index) => renderNode(node, index, context, tight));
}

/** One node of the tree; the allow-list of what a reading can be. */
function renderNode(node: Nodes, key: number, context: Context, tight = false): ReactNode {
  const { t, lookup } = context;
  switch (node.type) {
    case 'root':
      return <>{renderChildren(node.children, context)}</>;
    case 'paragraph':
      // A tight list's items are lines, not paragraphs.
      return tight ? (
        <span key={key}>{renderChildren(node.children, context)}</span>
      ) : (
        <p key={key}>{renderChildren(node.children, context)}</p>
      );
    case 'heading': {
      const Heading = headingTag(node.depth);
      return <Heading key={key}>{renderChildren(node.children, context)}</Heading>;
    }
    case 'text':
      return node.value;
    case 'emphasis':
      return <em key={key}>{renderChildren(node.children, context)}</em>;
    case 'strong':
      return <strong key={key}>{renderChildren(node.children, context)}</strong>;
    case 'delete':
      return <del key={key}>{renderChildren(node.children, context)}</del>;
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'code':
      return (
        <pre key={key} className="reading-code">
          <code>{node.value}</code>
        </pre>
      );
    // Raw HTML is switched off in the parser; should any reach here, it is the text it is.
    case 'html':
      return node.value;
    case 'inlineMath':
      return <ChemText key={key} text={notationText(node.value)} />;
    case 'math':
      return <ChemText key={key} as="div" className="reading-math" text={notationText(node.value)} />;
    case 'blockquote': {
      const callout = calloutOf(node);
      if (!callout) return <blockquote key={key}>{renderChildren(node.children, context)}</blockquote>;
      const label = callout.callout === 'remember' ? t('reading.remember') : t('reading.examTip');
      return (
        <aside key={key} className="reading-callout" data-callout={callout.callout} aria-label={label}>
          <p className="reading-callout-label">{label}</p>
          {renderChildren(callout.content, context)}
        </aside>
      );
    }
    case 'list': {
      const items = node.children.map((item, index) => (
        <li key={index}>{renderChildren(item.children, context, !node.spread && !item.spread)}</li>
      ));
      return node.ordered ? (
        <ol key={key} start={node.start !== null && node.start !== undefined && node.start !== 1 ? node.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'table': {
      const [head, ...body] = node.children;
      const align = node.align ?? [];
      return (
        // A wide table scrolls inside its box instead of widening a phone's page.
        <div key={key} className="reading-table" tabIndex={0} role="region" aria-label={t('reading.table')}>
          <table>
            {head && <thead>{renderRow(head, align, true, 0, context)}</thead>}
            {body.length > 0 && <tbody>{body.map((row, index) => renderRow(row, align, false, index, context))}</tbody>}
          </table>
        </div>
      );
    }
    case 'link':
      return (
        <SafeLink key={key} url={node.url} t={t}>
          {renderChildren(node.children, context)}
        </SafeLink>
      );
    case 'linkReference': {
      const url = lookup(node.identifier)?.url;
      return url === undefined ? (
        <span key={key}>{renderChildren(node.children, context)}</span>
      ) : (
        <SafeLink key={key} url={url} t={t}>
          {renderChildren(node.children, context)}
        </SafeLink>
      );
    }
    case 'image':
      return <LessonImage key={key} url={node.url} alt={node.alt ?? ''} />;
    case 'imageReference':
      return <LessonImage key={key} url={lookup(node.identifier)?.url ?? ''} alt={node.alt ?? ''} />;
    // Definitions are the targets of references, not text; anything else a reading cannot hold.
    default:
      return null;
  }
}

export function MarkdownReading({ source }: { source: string }) {
  const t = useT(readingCatalog);
  const root = useMemo<Root>(() => parseReading(source), [source]);
  const lookup = useMemo(() => definitionLookup(root), [root]);
  const notation = useMemo(() => hasNotation(root), [root]);

  // Every formula waits on the same KaTeX chunk: ask for it once, before the first ChemText mounts.
  useEffect(() => {
    if (notation) void preloadKatex();
  }, [notation]);

  return <div className="reading reading-markdown">{renderNode(root, 0, { t, lookup })}</div>;
}
