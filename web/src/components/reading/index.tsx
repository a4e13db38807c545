import { lazy, Suspense } from 'react';
import type { ReadingFormat } from '@chem/contract';
import { useT } from '../../i18n/catalog';
import { readingCatalog } from './i18n';
import { PlainReading } from './plain-reading';
import './reading.css';

// The Markdown parser (micromark) is a chunk of its own, fetched only when a reading uses Markdown.
const MarkdownReading = lazy(() => import('./markdown-reading').then((module) => ({ default: module.MarkdownReading })));

function Loading() {
  const t = useT(readingCatalog);
  return (
    <p className="reading-loading" role="status">
      {t('reading.loading')}
    </p>
  );
}

/**
 * A reading lesson as the student sees it (and the teacher's preview): `plain` as paragraphs,
 * `markdown` with headings, lists, tables, pictures, notation and "Remember" / "Exam tip" boxes.
 */
export function Reading({ source, format }: { source: string; format: ReadingFormat }) {
  if (format === 'plain') return <PlainReading source={source} />;
  return (
    <Suspense fallback={<Loading />}>
      <MarkdownReading source={source} />
    </Suspense>
  );
}
