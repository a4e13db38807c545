import { DOUBT_STATUSES } from '@chem/contract';
import { useId, useState } from 'react';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { Badge } from '../../../components/dashboard-shell';
import { ChemText, preloadKatex } from '../../../components/chem-text/chem-text';
import { useT } from '../../../i18n/catalog';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLoad } from '../../../lib/use-load';
import { listCourses, listDoubts, listSavedReplies, type AdminDoubt, type QueueFilters } from './api';
import { DoubtDetail } from './doubt-detail';
import { appendPage, excerptOf, withDoubt } from './doubt-model';
import { PlaceLine, STATUS_TONE } from './doubt-place';
import { adminDoubtsCatalog } from './i18n';
import { SavedRepliesManager } from './saved-replies';
import './doubts.css';

const FIRST_FILTERS: QueueFilters = { status: 'open', courseId: '', chapter: '' };

/**
 * Doubts: the students' doubts, the longest waiting first, a page at a time; a doubt opens under
 * its row (on a phone the queue stays where it was), with where it was asked, the thread, the
 * reply form and the resolve and publish actions. Every action changes its row in place.
 */
export default function DoubtsSection() {
  const t = useT(adminDoubtsCatalog);
  const [filters, setFilters] = useState<QueueFilters>(FIRST_FILTERS);
  const key = `${filters.status}|${filters.courseId}|${filters.chapter}`;
  const queue = useLoad(key, (signal) => {
    // Doubts are full of notation: KaTeX is fetched beside the first page instead of after it.
    void preloadKatex();
    return listDoubts(filters, null, signal);
  });
  const courses = useLoad('courses', listCourses);
  const replies = useLoad('saved-replies', listSavedReplies);
  const [openId, setOpenId] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  const filtersId = useId();

  function filter(change: Partial<QueueFilters>) {
    setFilters((current) => {
      const next = { ...current, ...change };
      // A chapter belongs to its course: another course starts with every chapter.
      if (change.courseId !== undefined && change.courseId !== current.courseId) next.chapter = '';
      return next;
    });
    setOpenId(null);
    setMoreError(null);
  }

  async function loadMore() {
    const shown = queue.data;
    if (!shown?.nextCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await listDoubts(filters, shown.nextCursor);
      // Only onto the list it continues: other filters meanwhile have their own first page.
      queue.update((current) =>
        current === shown ? { doubts: appendPage(current.doubts, page.doubts), nextCursor: page.nextCursor } : current,
      );
    } catch (error) {
      setMoreError(errorText(error, t('adminDoubts.queue.moreFailed')));
    } finally {
      setLoadingMore(false);
    }
  }

  const changed = (doubt: AdminDoubt) => queue.update((current) => ({ ...current, doubts: withDoubt(current.doubts, doubt) }));
  const course = courses.data?.find((item) => item._id === filters.courseId);

  return (
    <div className="doubts-admin">
      <form className="doubts-filters" aria-labelledby={`${filtersId}-title`} onSubmit={(event) => event.preventDefault()}>
        <h2 id={`${filtersId}-title`} className="visually-hidden">
          {t('adminDoubts.filters.title')}
        </h2>
        <div className="admin-field">
          <label htmlFor={`${filtersId}-status`}>{t('adminDoubts.filters.status')}</label>
          <select
            id={`${filtersId}-status`}
            value={filters.status}
            onChange={(event) => filter({ status: event.target.value as QueueFilters['status'] })}
          >
            {DOUBT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`adminDoubts.filters.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${filtersId}-course`}>{t('adminDoubts.filters.course')}</label>
          <select id={`${filtersId}-course`} value={filters.courseId} onChange={(event) => filter({ courseId: event.target.value })}>
            <option value="">{t('adminDoubts.filters.anyCourse')}</option>
            {courses.data?.map((item) => (
              <option key={item._id} value={item._id}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${filtersId}-chapter`}>{t('adminDoubts.filters.chapter')}</label>
          <select
            id={`${filtersId}-chapter`}
            value={filters.chapter}
            disabled={!course || course.chapters.length === 0}
            aria-describedby={course ? undefined : `${filtersId}-chapter-hint`}
            onChange={(event) => filter({ chapter: event.target.value })}
          >
            <option value="">{t('adminDoubts.filters.anyChapter')}</option>
            {course?.chapters.map((chapter) => (
              <option key={chapter} value={chapter}>
                {chapter}
              </option>
            ))}
          </select>
          {!course && (
            <p id={`${filtersId}-chapter-hint`} className="admin-hint">
              {t('adminDoubts.filters.chapterHint')}
            </p>
          )}
        </div>
      </form>

      <div className="admin-toolbar">
        <button type="button" className="button button-outline button-small" onClick={queue.reload} disabled={queue.status === 'loading'}>
          {t('adminDoubts.queue.refresh')}
        </button>
        <button
          type="button"
          className="button button-outline button-small"
          aria-expanded={managing}
          aria-controls="saved-replies-manager"
          onClick={() => setManaging((shown) => !shown)}
        >
          {t('adminDoubts.saved.toolbar')}
        </button>
      </div>
      {managing && <SavedRepliesManager id="saved-replies-manager" replies={replies} onClose={() => setManaging(false)} />}

      {queue.error ? (
        <LoadError error={queue.error} fallback={t('adminDoubts.queue.loadFailed')} onRetry={queue.reload} />
      ) : !queue.data ? (
        <Loading label={t('adminDoubts.queue.loading')} />
      ) : queue.data.doubts.length === 0 ? (
        <EmptyState>{t(`adminDoubts.queue.empty.${filters.status}`)}</EmptyState>
      ) : (
        <ul className="doubts-queue" aria-label={t(`adminDoubts.queue.label.${filters.status}`)} aria-busy={queue.status === 'loading'}>
          {queue.data.doubts.map((doubt) => (
            <DoubtRow
              key={doubt._id}
              doubt={doubt}
              open={openId === doubt._id}
              onToggle={() => setOpenId((current) => (current === doubt._id ? null : doubt._id))}
              onChanged={changed}
              replies={replies}
            />
          ))}
        </ul>
      )}

      {queue.data && (queue.data.nextCursor || moreError) && (
        <div className="admin-toolbar">
          {moreError && (
            <p className="admin-form-error" role="alert">
              {moreError}
            </p>
          )}
          {queue.data.nextCursor && (
            <button type="button" className="button button-outline button-small" onClick={() => void loadMore()} disabled={loadingMore}>
              {loadingMore ? t('adminDoubts.queue.loadingMore') : t('adminDoubts.queue.more')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

interface DoubtRowProps {
  doubt: AdminDoubt;
  open: boolean;
  onToggle: () => void;
  onChanged: (doubt: AdminDoubt) => void;
  replies: Parameters<typeof SavedRepliesManager>[0]['replies'];
}

/** One doubt of the queue: who, when, where, the start of it, photos and "I have this doubt too"; opens in place. */
function DoubtRow({ doubt, open, onToggle, onChanged, replies }: DoubtRowProps) {
  const t = useT(adminDoubtsCatalog);
  const detailId = `doubt-${doubt._id}`;
  const name = doubt.asker.name || t('adminDoubts.row.deletedStudent');
  return (
    <li className="shell-card doubts-row" data-status={doubt.status}>
      <article aria-label={t('adminDoubts.row.label', { name })}>
        <header className="doubts-row-head">
          <h3 className="doubts-row-name">{name}</h3>
          <Badge tone={STATUS_TONE[doubt.status]}>{t(`adminDoubts.status.${doubt.status}`)}</Badge>
          {doubt.published && <Badge tone="highlight">{t('adminDoubts.row.published')}</Badge>}
        </header>
        <p className="doubts-row-meta">
          <time dateTime={doubt.createdAt}>{t('adminDoubts.row.asked', { when: formatDate(doubt.createdAt, 'moment', '') })}</time>
          {doubt.waitingSince && doubt.waitingSince !== doubt.createdAt && (
            <>
              {' · '}
              <time dateTime={doubt.waitingSince}>
                {t('adminDoubts.row.waitingSince', { when: formatDate(doubt.waitingSince, 'moment', '') })}
              </time>
            </>
          )}
        </p>
        <PlaceLine place={doubt.place} />
        {doubt.text && <ChemText as="p" className="doubts-row-text" text={excerptOf(doubt.text)} />}
        <p className="doubts-row-counts">
          <span>{t('adminDoubts.row.photos', { count: doubt.photoCount })}</span>
          <span>{t('adminDoubts.row.alsoAsked', { count: doubt.alsoAsked })}</span>
          <span>{t('adminDoubts.row.messages', { count: doubt.messageCount })}</span>
        </p>
        <button
          type="button"
          className={`button button-small ${open ? 'button-outline' : 'button-primary'}`}
          aria-expanded={open}
          aria-controls={open ? detailId : undefined}
          aria-label={open ? t('adminDoubts.row.closeNamed', { name }) : t('adminDoubts.row.openNamed', { name })}
          onClick={onToggle}
        >
          {open ? t('adminDoubts.row.close') : t('adminDoubts.row.open')}
        </button>
        {open && <DoubtDetail id={detailId} doubtId={doubt._id} onChanged={onChanged} replies={replies} />}
      </article>
    </li>
  );
}
