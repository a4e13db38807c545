import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidPaymentSignature, isValidWebhookSignature, paymentSignature } from './razorpay-signature.js';

const KEY_SECRET = 'key-secret-for-tests';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const ORDER = 'order_Nk2C3xLq8PZv1a';
const PAYMENT = 'pay_Nk2C4tVqRjYh9b';

/** Changes one hex character, keeping the string valid hex of the same length. */
const oneCharChanged = (hex: string, at = 10) => hex.slice(0, at) + (hex[at] === 'a' ? 'b' : 'a') + hex.slice(at + 1);

describe('Checkout payment signature', () => {
  // Razorpay's documented recipe, computed independently of the code under test.
  const genuine = createHmac('sha256', KEY_SECRET).update(`${ORDER}|${PAYMENT}`).digest('hex');

  it('is HMAC-SHA256 of "order_id|payment_id" with the key secret', () => {
    expect(paymentSignature(ORDER, PAYMENT, KEY_SECRET)).toBe(genuine);
  });

  it('accepts the genuine signature, in either letter case', () => {
    expect(isValidPaymentSignature(ORDER, PAYMENT, genuine, KEY_SECRET)).toBe(true);
    expect(isValidPaymentSignature(ORDER, PAYMENT, genuine.toUpperCase(), KEY_SECRET)).toBe(true);
  });

  it('refuses a signature with one character changed', () => {
    expect(isValidPaymentSignature(ORDER, PAYMENT, oneCharChanged(genuine), KEY_SECRET)).toBe(false);
  });

  it('refuses a genuine signature offered for another order, payment or key', () => {
    expect(isValidPaymentSignature('order_Other00000000', PAYMENT, genuine, KEY_SECRET)).toBe(false);
    expect(isValidPaymentSignature(ORDER, 'pay_Other000000000', genuine, KEY_SECRET)).toBe(false);
    expect(isValidPaymentSignature(ORDER, PAYMENT, genuine, 'another-secret')).toBe(false);
  });

  it('refuses missing, truncated and non-hex signatures without throwing', () => {
    for (const bad of [undefined, null, 42, '', genuine.slice(0, 40), `${genuine}00`, 'z'.repeat(64)]) {
      expect(isValidPaymentSignature(ORDER, PAYMENT, bad, KEY_SECRET)).toBe(false);
    }
  });
});

describe('webhook signature', () => {
  const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: PAYMENT, amount: 29900 } } } });
  const genuine = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');

  it('accepts the genuine signature over the raw body, as text or bytes', () => {
    expect(isValidWebhookSignature(body, genuine, WEBHOOK_SECRET)).toBe(true);
    expect(isValidWebhookSignature(Buffer.from(body), genuine, WEBHOOK_SECRET)).toBe(true);
  });

  it('refuses a signature with one character changed', () => {
    expect(isValidWebhookSignature(body, oneCharChanged(genuine), WEBHOOK_SECRET)).toBe(false);
  });

  it('refuses a body with one character changed (the amount) under the old signature', () => {
    expect(isValidWebhookSignature(body.replace('29900', '29901'), genuine, WEBHOOK_SECRET)).toBe(false);
  });

  it('refuses the body re-serialised with other spacing: the signature is over the exact bytes', () => {
    const respaced = JSON.stringify(JSON.parse(body) as unknown, null, 2);
    expect(isValidWebhookSignature(respaced, genuine, WEBHOOK_SECRET)).toBe(false);
  });

  it('refuses a signature made with the key secret instead of the webhook secret', () => {
    const wrongKey = createHmac('sha256', KEY_SECRET).update(body).digest('hex');
    expect(isValidWebhookSignature(body, wrongKey, WEBHOOK_SECRET)).toBe(false);
  });
});
