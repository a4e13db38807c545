import { defineSecret } from 'firebase-functions/params';

/**
 * Web push and the signed links of the notification emails. Three secrets in Secret Manager:
 *   npx web-push generate-vapid-keys            (prints a key pair; keep the private one secret)
 *   npx firebase functions:secrets:set VAPID_PUBLIC_KEY
 *   npx firebase functions:secrets:set VAPID_PRIVATE_KEY
 *   npx firebase functions:secrets:set UNSUBSCRIBE_SECRET   (any long random text: openssl rand -base64 32)
 * A new VAPID pair makes every browser's subscription useless (they were made for the old public
 * key): the site drops them as the push services refuse them, and students allow push again.
 * A new UNSUBSCRIBE_SECRET makes the unsubscribe links of emails already sent stop working.
 * Locally `npm start` and `npm test` generate a pair for the push stand-in (scripts/lib/push-source.ts).
 */
export const VAPID_PUBLIC_KEY = defineSecret('VAPID_PUBLIC_KEY');
export const VAPID_PRIVATE_KEY = defineSecret('VAPID_PRIVATE_KEY');
export const UNSUBSCRIBE_SECRET = defineSecret('UNSUBSCRIBE_SECRET');

export const PUSH_SECRETS = [VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY];

/** Read when used, never at import (as config/mail.ts): an unset variable is checked first so `.value()` never warns. */
function secretValue(secret: ReturnType<typeof defineSecret>): string | undefined {
  if (!process.env[secret.name]) return undefined;
  return secret.value().trim() || undefined;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair, or undefined while either is missing: then nothing is pushed (the inbox and email still work). */
export function vapidKeys(): VapidKeys | undefined {
  const publicKey = secretValue(VAPID_PUBLIC_KEY);
  const privateKey = secretValue(VAPID_PRIVATE_KEY);
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}

export const unsubscribeSecret = (): string | undefined => secretValue(UNSUBSCRIBE_SECRET);

/**
 * The hosts of the browsers' push services, as their subscriptions name them: Chrome, Edge on
 * Android and other Chromium browsers use Firebase Cloud Messaging (`fcm.googleapis.com`, and the
 * old `android.googleapis.com`), Firefox Mozilla's autopush, Edge on Windows the Windows
 * Notification Service (`*.notify.windows.com`), Safari Apple's (`web.push.apple.com`, under
 * `push.apple.com`). Only https on the default port. Nothing else is ever sent to, so a client
 * cannot make the server call an address of its choosing.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com'];
const PUSH_SERVICE_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

/**
 * The local push stand-in's origin (tools/push-stand-in), allowed only on a local stack: the
 * emulators set FUNCTIONS_EMULATOR or FIRESTORE_EMULATOR_HOST, a deployed function has neither, so
 * a mistaken PUSH_STAND_IN_ORIGIN in production allows nothing.
 */
export function pushStandInOrigin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const local = env.FUNCTIONS_EMULATOR === 'true' || !!env.FIRESTORE_EMULATOR_HOST;
  const origin = env.PUSH_STAND_IN_ORIGIN?.trim();
  if (!local || !origin || !URL.canParse(origin)) return undefined;
  return new URL(origin).origin;
}

/** Whether the server may send pushes to this endpoint. */
export function isAllowedPushEndpoint(endpoint: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const standIn = pushStandInOrigin(env);
  if (standIn && url.origin === standIn) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
}
