import { useState } from 'react';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail } from './notify';
import { deleteMessage, listMessages, type ContactMessage } from '../api/contact';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../i18n/catalog';
import { adminCatalog } from '../i18n';
import { formatDate } from '../../../lib/format';
import { EmptyState, LoadError, Loading } from '../../../components/admin-ui';
import { useLoad } from '../../../lib/use-load';

/** Contact Query: the messages sent from the contact forms, newest first, a page at a time (Load more). */
export default function ContactSection() {
  const t = useT(adminCatalog);
  const messages = useLoad('messages', (signal) => listMessages(null, signal));
  const [loadingMore, setLoadingMore] = useState(false);

  async function loadMore() {
    const cursor = messages.data?.nextCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const next = await listMessages(cursor);
      messages.update((page) => page && { messages: [...page.messages, ...next.messages], nextCursor: next.nextCursor });
    } catch (error) {
      void fail(errorText(error, t('admin.contact.loadMoreFailed')));
    } finally {
      setLoadingMore(false);
    }
  }

  async function remove(message: ContactMessage) {
    const confirmed = await confirmDialog({
      title: t('admin.contact.deleteTitle', { name: message.name }),
      text: t('admin.contact.deleteText'),
      confirmButtonText: t('admin.contact.delete'),
      cancelButtonText: t('admin.cancel'),
    });
    if (!confirmed) return;
    try {
      await deleteMessage(message._id);
      messages.update((page) => page && { ...page, messages: page.messages.filter((item) => item._id !== message._id) });
      void showToast(t('admin.contact.deleted'));
    } catch (error) {
      void fail(errorText(error, t('admin.contact.deleteFailed')));
    }
  }

  if (messages.error) return <LoadError error={messages.error} fallback={t('admin.contact.loadFailed')} onRetry={messages.reload} />;
  if (!messages.data) return <Loading label={t('admin.contact.loading')} />;
  if (messages.data.messages.length === 0 && !messages.data.nextCursor) return <EmptyState>{t('admin.contact.empty')}</EmptyState>;

  return (
    <>
      <ul className="admin-cards" aria-label={t('admin.contact.list')}>
        {messages.data.messages.map((message) => (
          <li key={message._id} className="shell-card admin-message">
            <article aria-label={t('admin.contact.messageFrom', { name: message.name })}>
              <header className="admin-message-head">
                <h2 className="admin-message-name">{message.name}</h2>
                <time dateTime={message.createdAt ?? undefined}>{formatDate(message.createdAt, 'moment', '')}</time>
              </header>
              <p className="admin-message-contact">
                <a href={`mailto:${message.email}`}>{message.email}</a>
                {message.phone && (
                  <>
                    {' · '}
                    <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a>
                  </>
                )}
              </p>
              <p className="admin-message-text">{message.message}</p>
              <button
                type="button"
                className="button button-danger button-small"
                aria-label={t('admin.contact.deleteLabel', { name: message.name })}
                onClick={() => void remove(message)}
              >
                {t('admin.contact.delete')}
              </button>
            </article>
          </li>
        ))}
      </ul>
      {messages.data.nextCursor && (
        <div className="admin-toolbar">
          <button type="button" className="button button-outline button-small" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? t('admin.loading') : t('admin.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
