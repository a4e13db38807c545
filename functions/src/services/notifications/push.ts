import type { NotificationKind } from '@chem/contract';
import { isAllowedPushEndpoint, type VapidKeys } from '../../config/notifications.js';
import { siteOrigin } from '../../config/mail.js';

/**
 * Sending one push message: `web-push` (loaded on first use) signs the VAPID JWT and encrypts the
 * payload for the subscription's keys (aes128gcm, RFC 8291); the request itself goes out with
 * fetch, so it has our timeout and works against the local stand-in's http origin too. The
 * endpoint is checked against the allow-list again right before sending.
 */

export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker receives (web/src/sw/push.ts reads the same shape). */
export interface PushPayload {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the site, opened when the notification is clicked. */
  link: string | null;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

/** How long a push service keeps a message for a phone that is off: a live class reminder is useless after it starts. */
const TTL_SECONDS: Partial<Record<NotificationKind, number>> = { 'live-class': 30 * 60, 'revision-due': 12 * 3600 };
const DEFAULT_TTL_SECONDS = 24 * 3600;
const REQUEST_TIMEOUT_MS = 10_000;
/** Pauses before the second and third try of a delivery the push service refused for now (429, 5xx) or that failed on the way. */
const RETRY_DELAYS_MS = [500, 2000];

type WebPush = typeof import('web-push'); // eslint-disable-line @typescript-eslint/consistent-type-imports -- the module is loaded lazily
let webPush: WebPush | undefined;
const loadWebPush = async () => (webPush ??= (await import('web-push')).default);

/**
 * The VAPID subject: who the push services may contact about our sends. The site's https address
 * when it has one, else the teacher's email (a local stack's address is http, which VAPID refuses).
 */
export function vapidSubject(teacherEmail: string): string {
  const origin = siteOrigin();
  if (origin.startsWith('https://')) return origin;
  return `mailto:${teacherEmail || 'notifications@localhost.invalid'}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers one payload to one subscription, trying up to three times. `gone` when the push
 * service says the subscription no longer exists (404, 410): the caller deletes it.
 */
export async function sendPush(
  subscription: StoredPushSubscription,
  payload: PushPayload,
  vapid: VapidKeys & { subject: string },
): Promise<PushOutcome> {
  if (!isAllowedPushEndpoint(subscription.endpoint)) return 'gone';
  const library = await loadWebPush();
  const details = library.generateRequestDetails(subscription, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: TTL_SECONDS[payload.kind] ?? DEFAULT_TTL_SECONDS,
    urgency: payload.kind === 'live-class' ? 'high' : 'normal',
    contentEncoding: 'aes128gcm',
  });
  for (let attempt = 0; ; attempt += 1) {
    let status = 0;
    try {
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = 0; // no answer: the network or a timeout; worth another try
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'gone';
    const retryable = status === 0 || status === 429 || status >= 500;
    const delay = RETRY_DELAYS_MS[attempt];
    if (!retryable || delay === undefined) return 'failed';
    await wait(delay);
  }
}
