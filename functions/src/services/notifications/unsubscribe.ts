import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '@chem/contract';
import { unsubscribeSecret } from '../../config/notifications.js';
import { siteOrigin } from '../../config/mail.js';

/**
 * One-click unsubscribe (RFC 8058) for the emails that are not receipts or account emails: the
 * link holds the student's uid, the kind and an HMAC of both under UNSUBSCRIBE_SECRET, so it needs
 * no sign-in and cannot be made for another student or kind. Mail apps POST to it
 * (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`); a GET changes nothing, so a scanner
 * opening links cannot unsubscribe anyone.
 */

const SIGNATURE_CHARS = 32; // 192 bits of the SHA-256, base64url

function signature(secret: string, uid: string, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`unsubscribe\n${uid}\n${kind}`).digest('base64url').slice(0, SIGNATURE_CHARS);
}

/** The token for this student and kind, or undefined while no secret is set. */
export function unsubscribeToken(uid: string, kind: NotificationKind, secret = unsubscribeSecret()): string | undefined {
  if (!secret) return undefined;
  return `${Buffer.from(uid).toString('base64url')}.${kind}.${signature(secret, uid, kind)}`;
}

/** The student and kind a token was made for, or undefined for anything forged, altered or malformed. */
export function readUnsubscribeToken(token: string, secret = unsubscribeSecret()): { uid: string; kind: NotificationKind } | undefined {
  if (!secret) return undefined;
  const [encodedUid, kind, given, ...rest] = token.split('.');
  if (rest.length > 0 || !encodedUid || !given || !isNotificationKind(kind)) return undefined;
  const uid = Buffer.from(encodedUid, 'base64url').toString('utf8');
  if (!uid || uid.includes('/')) return undefined;
  const expected = Buffer.from(signature(secret, uid, kind));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received) ? { uid, kind } : undefined;
}

/** The headers a notification email carries, or none without a secret (then it goes without them, logged by the sender). */
export function unsubscribeHeaders(uid: string, kind: NotificationKind): Record<string, string> | undefined {
  const token = unsubscribeToken(uid, kind);
  if (!token) return undefined;
  const url = `${siteOrigin()}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
