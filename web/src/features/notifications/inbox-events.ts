/** Sent on window with the new unread count when the inbox page marks notifications read, so the bell follows. */
export const INBOX_CHANGED = 'notifications:unread';

export const announceUnread = (unread: number) => window.dispatchEvent(new CustomEvent<number>(INBOX_CHANGED, { detail: unread }));
