/**
 * Links for sharing a page of the site, built in one place so every share button encodes titles
 * the same way (an `&` or `#` in a title must not cut the message short, and Hindi must arrive as
 * typed).
 */

/** What a share sends: a title the chat shows above the link, and the link itself. */
export interface ShareTarget {
  title: string;
  url: string;
}

/** The text a chat message carries: the title, then the link on its own line (chat apps preview it). */
export function shareMessage({ title, url }: ShareTarget): string {
  const heading = title.trim();
  return heading ? `${heading}\n${url}` : url;
}

/**
 * WhatsApp's click-to-chat link with the message filled in: on a phone it opens WhatsApp's chooser
 * of chats, on a computer WhatsApp Web. `encodeURIComponent` turns the message into UTF-8
 * percent-escapes, so `&`, `?`, `#`, `+`, spaces and Devanagari survive the query string.
 */
export function whatsAppShareUrl(target: ShareTarget): string {
  return `https://wa.me/?text=${encodeURIComponent(shareMessage(target))}`;
}

/** The absolute address of a path on this site, e.g. a course page `/<id>` with the id escaped. */
export function siteUrl(origin: string, ...segments: string[]): string {
  return `${origin}/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}
