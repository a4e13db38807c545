import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, both HMAC-SHA256 in lowercase hex:
 * - Checkout's answer: over `${order_id}|${payment_id}`, keyed with the API key secret. The order
 *   id must be the one our server created and stored, never one the browser names alone.
 * - A webhook: over the exact raw request body, keyed with the webhook secret.
 * Compared in constant time, so a forger learns nothing from how long a wrong guess took.
 */

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** True only for a well-formed signature equal to the expected one. */
function sameSignature(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]+$/i.test(received)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(received.toLowerCase(), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

export function isValidPaymentSignature(orderId: string, paymentId: string, signature: unknown, keySecret: string): boolean {
  return sameSignature(paymentSignature(orderId, paymentId, keySecret), signature);
}

export function isValidWebhookSignature(rawBody: Buffer | string, signature: unknown, webhookSecret: string): boolean {
  return sameSignature(hmacHex(webhookSecret, rawBody), signature);
}
