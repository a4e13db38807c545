import { AppError } from '../lib/errors.js';
import type { RazorpayKeys } from '../config/razorpay.js';
import { logger } from '../lib/logger.js';

/**
 * The three calls of Razorpay's documented REST API (https://razorpay.com/docs/api/) the site
 * needs, over fetch with Basic auth. No SDK: three calls do not justify a dependency, and a plain
 * base URL lets the local stack point them at its stand-in without the code knowing.
 */

/** Razorpay's order entity, the fields we use. Amounts are in paise. */
export interface RazorpayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string | null;
  status: string;
}

/** Razorpay's payment entity, the fields we use. */
export interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method?: string | null;
  captured?: boolean;
  email?: string | null;
  contact?: string | null;
  error_description?: string | null;
  /** Paise refunded so far. */
  amount_refunded?: number;
}

const UPSTREAM_FAILED = 'The payment service could not be reached. Please try again in a minute.';
const TIMEOUT_MS = 10_000;

async function call<T>(keys: RazorpayKeys, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${keys.apiBaseUrl}/v1${path}`, {
      method,
      headers: {
        Authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    logger.error(`Razorpay ${method} ${path} failed`, error);
    throw new AppError(502, UPSTREAM_FAILED);
  }
  const text = await response.text();
  if (!response.ok) {
    // Razorpay's own words go to the log, not to the student (they can name our keys' state).
    logger.error(`Razorpay ${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    throw new AppError(502, UPSTREAM_FAILED);
  }
  return JSON.parse(text) as T;
}

/** Ids Razorpay hands out are short alphanumerics with a prefix; anything else is not worth a call. */
export const isRazorpayId = (prefix: 'order' | 'pay', id: string) => new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`).test(id);

export function createOrder(
  keys: RazorpayKeys,
  order: { amount: number; currency: string; receipt: string; notes: Record<string, string> },
): Promise<RazorpayOrder> {
  return call<RazorpayOrder>(keys, 'POST', '/orders', order);
}

export function fetchPayment(keys: RazorpayKeys, paymentId: string): Promise<RazorpayPayment> {
  return call<RazorpayPayment>(keys, 'GET', `/payments/${encodeURIComponent(paymentId)}`);
}

/** An authorized payment is only reserved on the card/account; capturing takes the money. */
export function capturePayment(keys: RazorpayKeys, paymentId: string, amount: number, currency: string): Promise<RazorpayPayment> {
  return call<RazorpayPayment>(keys, 'POST', `/payments/${encodeURIComponent(paymentId)}/capture`, { amount, currency });
}
