import { useState } from 'react';
import type { SolvedDoubt, SolvedDoubts } from '@chem/contract';
import { ChemText } from '../../../components/chem-text/chem-text';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLoad } from '../../../lib/use-load';
import { useT } from '../../../i18n/catalog';
import { getSolvedDoubts, sayAlsoAsked } from '../api/doubts';
import { doubtsCatalog } from '../i18n';
import { DoubtPhotos } from './doubt-photos';
import { useMore } from './use-more';
import './doubts.css';

export interface SolvedDoubtsListProps {
  courseId: string;
  lessonId: string;
}

/** The lesson's published doubts: each question with the teacher's answer, and "I have this doubt too". */
export function SolvedDoubtsList({ courseId, lessonId }: SolvedDoubtsListProps) {
  const t = useT(doubtsCatalog);
  const list = useLoad(`${courseId}/${lessonId}`, (signal) => getSolvedDoubts(courseId, lessonId, undefined, signal));
  const more = useMore(
    list,
    (cursor) => getSolvedDoubts(courseId, lessonId, cursor),
    (shown: SolvedDoubts, next) => ({
      doubts: [...shown.doubts, ...next.doubts],
      nextCursor: next.nextCursor,
    }),
  );

  if (list.status === 'loading') {
    return (
      <p className="doubt-muted" role="status">
        {t('doubts.solved.loading')}
      </p>
    );
  }
  if (list.status === 'error') {
    return (
      <div className="doubt-problem-box" role="alert">
        <p>{errorText(list.error, t('doubts.solved.failed'))}</p>
        <button type="button" className="button button-outline button-small" onClick={list.reload}>
          {t('doubts.tryAgain')}
        </button>
      </div>
    );
  }
  const { doubts, nextCursor } = list.data;
  if (doubts.length === 0) return <p className="doubt-muted">{t('doubts.solved.empty')}</p>;
  const replace = (changed: SolvedDoubt) =>
    list.update((shown) => ({ ...shown, doubts: shown.doubts.map((doubt) => (doubt._id === changed._id ? changed : doubt)) }));

  return (
    <>
      <ul className="solved-list">
        {doubts.map((doubt) => (
          <SolvedItem key={doubt._id} doubt={doubt} onChange={replace} />
        ))}
      </ul>
      {nextCursor && (
        <div className="doubt-more">
          <button type="button" className="button button-outline button-small" disabled={more.busy} onClick={() => more.load(nextCursor)}>
            {more.busy ? t('doubts.loadingMore') : t('doubts.showMore')}
          </button>
          {more.problem && <p role="alert">{more.problem}</p>}
        </div>
      )}
    </>
  );
}

function SolvedItem({ doubt, onChange }: { doubt: SolvedDoubt; onChange: (doubt: SolvedDoubt) => void }) {
  const t = useT(doubtsCatalog);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const headingId = `solved-${doubt._id}`;

  async function sayAlso() {
    setBusy(true);
    setProblem('');
    try {
      const answer = await sayAlsoAsked(doubt._id);
      onChange({ ...doubt, alsoAsked: answer.alsoAsked, alsoAskedByMe: true });
    } catch (error) {
      setProblem(errorText(error, t('doubts.solved.alsoFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="solved-item" aria-labelledby={headingId}>
      <h3 id={headingId} className="solved-label">
        {t('doubts.solved.question')}
      </h3>
      <ChemText as="div" className="doubt-text" text={doubt.text} />
      <p className="doubt-muted">
        {doubt.askedBy ? t('doubts.solved.askedBy', { name: doubt.askedBy }) : t('doubts.solved.askedByStudent')}
        {doubt.mine && ` · ${t('doubts.solved.mine')}`}
      </p>
      {doubt.answers.map((answer, index) => (
        <div key={index} className="solved-answer">
          <p className="solved-label">
            {t('doubts.solved.answer')} <span className="doubt-muted">· {formatDate(answer.createdAt, 'short', '')}</span>
          </p>
          <ChemText as="div" className="doubt-text" text={answer.text} />
          <DoubtPhotos doubtId={doubt._id} photos={answer.photos} />
        </div>
      ))}
      <div className="solved-also">
        {doubt.mine ? null : doubt.alsoAskedByMe ? (
          <p className="solved-also-done" role="status">
            {t('doubts.solved.alsoDone')}
          </p>
        ) : (
          <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void sayAlso()}>
            {t('doubts.solved.also')}
          </button>
        )}
        {doubt.alsoAsked > 0 && <span className="doubt-muted">{t('doubts.solved.alsoCount', { count: doubt.alsoAsked })}</span>}
      </div>
      {problem && (
        <p className="doubt-problem" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}
