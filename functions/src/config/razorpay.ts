import { defineSecret } from 'firebase-functions/params';

/**
 * Razorpay settings, read at request time (the functions runtime sets secrets only on the instance
 * that serves requests, and tests change them between cases).
 *
 * The three keys live in Secret Manager and are given only to the `api` function (index.ts):
 *   npx firebase functions:secrets:set RAZORPAY_KEY_ID          (public: rzp_live_… / rzp_test_…)
 *   npx firebase functions:secrets:set RAZORPAY_KEY_SECRET      (signs checkout responses, API auth)
 *   npx firebase functions:secrets:set RAZORPAY_WEBHOOK_SECRET  (the secret typed into the webhook form)
 * Only the key id ever reaches a browser (Checkout needs it).
 *
 * RAZORPAY_API_BASE_URL is an ordinary setting, https://api.razorpay.com unless set; the local
 * stack points it at its stand-in (tools/razorpay-stand-in).
 */
export const RAZORPAY_KEY_ID = defineSecret('RAZORPAY_KEY_ID');
export const RAZORPAY_KEY_SECRET = defineSecret('RAZORPAY_KEY_SECRET');
export const RAZORPAY_WEBHOOK_SECRET = defineSecret('RAZORPAY_WEBHOOK_SECRET');

const DEFAULT_API_BASE_URL = 'https://api.razorpay.com';

type Secret = ReturnType<typeof defineSecret>;

/** Like config/youtube.ts: an unset variable is checked first, so `.value()` never warns. */
function secretValue(secret: Secret): string | undefined {
  if (!process.env[secret.name]) return undefined;
  return secret.value().trim() || undefined;
}

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  apiBaseUrl: string;
}

/** The API keys, or undefined while the teacher has not set them (payments then answer 503). */
export function razorpayKeys(): RazorpayKeys | undefined {
  const keyId = secretValue(RAZORPAY_KEY_ID);
  const keySecret = secretValue(RAZORPAY_KEY_SECRET);
  if (!keyId || !keySecret) return undefined;
  const apiBaseUrl = (process.env.RAZORPAY_API_BASE_URL?.trim() || DEFAULT_API_BASE_URL).replace(/\/+$/, '');
  return { keyId, keySecret, apiBaseUrl };
}

export function razorpayWebhookSecret(): string | undefined {
  return secretValue(RAZORPAY_WEBHOOK_SECRET);
}
