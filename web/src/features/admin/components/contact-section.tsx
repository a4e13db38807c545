import { useState } from 'react';
import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail } from './notify';
import { deleteMessage, listMessages, type ContactMessage } from '../api/contact';
import { failureText } from '../api/failure';
import { formatDate } from './format';
import { EmptyState, LoadError, Loading } from './section-state';
import { useLoad } from './use-load';

/** Contact Query: the messages sent from the contact forms, newest first, a page at a time (Load more). */
export default function ContactSection() {
  const messages = useLoad((signal) => listMessages(null, signal), 'contact messages');
  const [loadingMore, setLoadingMore] = useState(false);

  async function loadMore() {
    const cursor = messages.data?.nextCursor;
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const next = await listMessages(cursor);
      messages.setData((page) => page && { messages: [...page.messages, ...next.messages], nextCursor: next.nextCursor });
    } catch (error) {
      void fail(failureText(error, 'Could not load more messages.'));
    } finally {
      setLoadingMore(false);
    }
  }

  async function remove(message: ContactMessage) {
    const confirmed = await confirmDialog({
      title: `Delete the message from ${message.name}?`,
      text: 'It cannot be recovered.',
      confirmButtonText: 'Delete',
    });
    if (!confirmed) return;
    try {
      await deleteMessage(message._id);
      messages.setData((page) => page && { ...page, messages: page.messages.filter((item) => item._id !== message._id) });
      void showToast('Message deleted successfully');
    } catch (error) {
      void fail(failureText(error, 'Delete failed'));
    }
  }

  if (messages.error) return <LoadError error={messages.error} fallback="Could not load messages." onRetry={messages.reload} />;
  if (!messages.data) return <Loading label="Loading messages..." />;
  if (messages.data.messages.length === 0 && !messages.data.nextCursor) return <EmptyState>No messages yet.</EmptyState>;

  return (
    <>
      <ul className="admin-cards" aria-label="Messages, newest first">
        {messages.data.messages.map((message) => (
          <li key={message._id} className="shell-card admin-message">
            <article aria-label={`Message from ${message.name}`}>
              <header className="admin-message-head">
                <h2 className="admin-message-name">{message.name}</h2>
                <time dateTime={message.createdAt ?? undefined}>{formatDate(message.createdAt, true)}</time>
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
                aria-label={`Delete message from ${message.name}`}
                onClick={() => void remove(message)}
              >
                Delete
              </button>
            </article>
          </li>
        ))}
      </ul>
      {messages.data.nextCursor && (
        <div className="admin-toolbar">
          <button type="button" className="button button-outline button-small" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
