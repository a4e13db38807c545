import { useState } from 'react';
import { ChemText } from '../../../components/chem-text/chem-text';
import { LoadError, Loading } from '../../../components/admin-ui';
import { useT } from '../../../i18n/catalog';
import { showToast } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLoad, type Loaded } from '../../../lib/use-load';
import { getDoubt, publishDoubt, resolveDoubt, type AdminDoubt, type AdminDoubtThread, type DoubtMessage, type SavedReply } from './api';
import { publishable, publishedUnder } from './doubt-model';
import { DoubtPhotos } from './doubt-photos';
import { PlaceContext } from './doubt-place';
import { adminDoubtsCatalog } from './i18n';
import { ReplyForm } from './reply-form';

interface DoubtDetailProps {
  id: string;
  doubtId: string;
  onChanged: (doubt: AdminDoubt) => void;
  replies: Loaded<{ replies: SavedReply[] }>;
}

/** An opened doubt: where it was asked, what the student wrote and sent, the thread, and what the teacher can do. */
export function DoubtDetail({ id, doubtId, onChanged, replies }: DoubtDetailProps) {
  const t = useT(adminDoubtsCatalog);
  const thread = useLoad(doubtId, (signal) => getDoubt(doubtId, null, signal));
  const [loadingMore, setLoadingMore] = useState(false);
  const [busy, setBusy] = useState<'resolve' | 'publish' | 'unpublish' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  function changed(doubt: AdminDoubt, message?: DoubtMessage) {
    thread.update((current) => ({
      ...current,
      doubt,
      // A new reply shows at the end once the thread is loaded to its end; before that, "Show later messages" brings it.
      messages: message && !current.nextCursor ? [...current.messages, message] : current.messages,
    }));
    onChanged(doubt);
  }

  async function loadMore() {
    const shown = thread.data;
    if (!shown?.nextCursor) return;
    setLoadingMore(true);
    setActionError(null);
    try {
      const page = await getDoubt(doubtId, shown.nextCursor);
      thread.update((current) =>
        current === shown ? { ...current, messages: [...current.messages, ...page.messages], nextCursor: page.nextCursor } : current,
      );
    } catch (error) {
      setActionError(errorText(error, t('adminDoubts.thread.moreFailed')));
    } finally {
      setLoadingMore(false);
    }
  }

  async function act(action: 'resolve' | 'publish' | 'unpublish') {
    setBusy(action);
    setActionError(null);
    try {
      const doubt = action === 'resolve' ? await resolveDoubt(doubtId) : await publishDoubt(doubtId, action === 'publish');
      changed(doubt);
      void showToast(t(`adminDoubts.action.done.${action}`));
    } catch (error) {
      setActionError(errorText(error, t(`adminDoubts.action.failed.${action}`)));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div id={id} className="doubts-detail">
      {thread.error ? (
        <LoadError error={thread.error} fallback={t('adminDoubts.thread.loadFailed')} onRetry={thread.reload} />
      ) : !thread.data ? (
        <Loading label={t('adminDoubts.thread.loading')} />
      ) : (
        <>
          <PlaceContext place={thread.data.doubt.place} />
          <Thread thread={thread.data} />
          {thread.data.nextCursor && (
            <button type="button" className="button button-outline button-small" onClick={() => void loadMore()} disabled={loadingMore}>
              {loadingMore ? t('adminDoubts.thread.loadingMore') : t('adminDoubts.thread.more')}
            </button>
          )}
          <ReplyForm doubt={thread.data.doubt} replies={replies} onSent={changed} />
          <Actions doubt={thread.data.doubt} busy={busy} onAct={(action) => void act(action)} />
          {actionError && (
            <p className="admin-form-error" role="alert">
              {actionError}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** The student's doubt, then each follow-up and reply, oldest first. */
function Thread({ thread }: { thread: AdminDoubtThread }) {
  const t = useT(adminDoubtsCatalog);
  const { doubt } = thread;
  const name = doubt.asker.name || t('adminDoubts.row.deletedStudent');
  return (
    <section className="doubts-thread" aria-label={t('adminDoubts.thread.title')}>
      <h4>{t('adminDoubts.thread.title')}</h4>
      <ol className="doubts-messages">
        <li className="doubts-message" data-author="student">
          <p className="doubts-message-head">
            <strong>{name}</strong> · <time dateTime={doubt.createdAt}>{formatDate(doubt.createdAt, 'moment', '')}</time>
          </p>
          {doubt.text && <ChemText as="div" className="doubts-message-text" text={doubt.text} />}
          <DoubtPhotos doubtId={doubt._id} photos={doubt.photos} owner={name} />
        </li>
        {thread.messages.map((message) => {
          const author = message.author === 'teacher' ? t('adminDoubts.thread.you') : name;
          return (
            <li key={message._id} className="doubts-message" data-author={message.author}>
              <p className="doubts-message-head">
                <strong>{author}</strong> · <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'moment', '')}</time>
              </p>
              {message.text && <ChemText as="div" className="doubts-message-text" text={message.text} />}
              <DoubtPhotos doubtId={doubt._id} photos={message.photos} owner={author} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

type Action = 'resolve' | 'publish' | 'unpublish';

/** Mark resolved; then publish under the lesson or question (named only with the student's consent), or take back. */
function Actions({ doubt, busy, onAct }: { doubt: AdminDoubt; busy: Action | null; onAct: (action: Action) => void }) {
  const t = useT(adminDoubtsCatalog);
  const under = publishedUnder(doubt.place);
  return (
    <section className="doubts-actions" aria-label={t('adminDoubts.action.title')}>
      {doubt.status !== 'resolved' ? (
        <div className="doubts-action">
          <button type="button" className="button button-outline button-small" disabled={busy !== null} onClick={() => onAct('resolve')}>
            {busy === 'resolve' ? t('adminDoubts.action.resolving') : t('adminDoubts.action.resolve')}
          </button>
          <p className="admin-hint">{t('adminDoubts.action.resolveHint')}</p>
        </div>
      ) : (
        <p className="admin-muted">
          {doubt.reopenUntil
            ? t('adminDoubts.action.resolvedUntil', { when: formatDate(doubt.reopenUntil, 'moment', '') })
            : t('adminDoubts.action.resolved')}
        </p>
      )}
      {under && (
        <div className="doubts-action">
          {doubt.published ? (
            <>
              <p>{t(`adminDoubts.publish.isPublished.${under.kind}`, { title: under.title })}</p>
              <div className="admin-row-actions">
                {publishable(doubt) && (
                  <button
                    type="button"
                    className="button button-outline button-small"
                    disabled={busy !== null}
                    onClick={() => onAct('publish')}
                  >
                    {busy === 'publish' ? t('adminDoubts.action.publishing') : t('adminDoubts.publish.refresh')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button-outline button-small"
                  disabled={busy !== null}
                  onClick={() => onAct('unpublish')}
                >
                  {busy === 'unpublish' ? t('adminDoubts.action.unpublishing') : t('adminDoubts.publish.takeBack')}
                </button>
              </div>
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button-primary button-small"
                disabled={busy !== null || !publishable(doubt)}
                aria-describedby={`publish-${doubt._id}-hint`}
                onClick={() => onAct('publish')}
              >
                {busy === 'publish' ? t('adminDoubts.action.publishing') : t('adminDoubts.publish.button')}
              </button>
              <p id={`publish-${doubt._id}-hint`} className="admin-hint">
                {publishable(doubt)
                  ? t(`adminDoubts.publish.where.${under.kind}`, { title: under.title })
                  : t('adminDoubts.publish.needsResolved')}{' '}
                {doubt.showName ? t('adminDoubts.publish.named', { name: doubt.asker.name }) : t('adminDoubts.publish.anonymous')}{' '}
                {t('adminDoubts.publish.photosStay')}
              </p>
            </>
          )}
        </div>
      )}
      {!under && doubt.status === 'resolved' && <p className="admin-hint">{t('adminDoubts.publish.general')}</p>}
    </section>
  );
}
