/**
 * What a push from the site's server says (functions' services/notifications/push.ts), read
 * defensively: the service worker shows only a well-formed message, and a click goes only to a
 * path of this site (the inbox when the message names none).
 */
export interface PushMessage {
  id: string;
  title: string;
  body: string;
  link: string | null;
}

const INBOX = '/notifications';

export function pushMessage(data: { text(): string } | null): PushMessage | null {
  if (!data) return null;
  let value: unknown;
  try {
    value = JSON.parse(data.text());
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { id, title, body, link } = value as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return null;
  return {
    id: typeof id === 'string' ? id : '',
    title,
    body: typeof body === 'string' ? body : '',
    link: typeof link === 'string' ? link : null,
  };
}

/** A path of this site (never another site, nor `//host`), else the inbox. */
export const sitePath = (link: unknown): string =>
  typeof link === 'string' && /^\/(?![/\\])\S*$/.test(link) && link.length <= 500 ? link : INBOX;
