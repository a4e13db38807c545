import { confirmDialog, showToast } from '../../../lib/dialogs';
import { fail } from './notify';
import { deleteMessage, listMessages, type ContactMessage } from '../api/contact';
import { failureText } from '../api/failure';
import { formatDate } from './format';
import { EmptyState, LoadError, Loading } from './section-state';
import { useLoad } from './use-load';

/** Contact Query: the messages sent from the contact forms, newest first. */
export default function ContactSection() {
  const messages = useLoad(listMessages, 'contact messages');

  async function remove(message: ContactMessage) {
    const confirmed = await confirmDialog({
      title: `Delete the message from ${message.name}?`,
      text: 'It cannot be recovered.',
      confirmButtonText: 'Delete',
    });
    if (!confirmed) return;
    try {
      await deleteMessage(message._id);
      messages.setData((list) => (list ?? []).filter((item) => item._id !== message._id));
      void showToast('Message deleted successfully');
    } catch (error) {
      void fail(failureText(error, 'Delete failed'));
    }
  }

  if (messages.error) return <LoadError error={messages.error} fallback="Could not load messages." onRetry={messages.reload} />;
  if (!messages.data) return <Loading label="Loading messages..." />;
  if (messages.data.length === 0) return <EmptyState>No messages yet.</EmptyState>;

  return (
    <ul className="admin-cards" aria-label="Messages, newest first">
      {messages.data.map((message) => (
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
  );
}
