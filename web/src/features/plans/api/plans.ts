import type { CouponCheck, Plan, SubscribeAnswer, Subscription } from '@chem/contract';
import { ApiError, callApi } from '../../../lib/api-client';
import { currentSiteSettings } from '../../../lib/site-settings';
import { runCheckout, type CheckoutSuccess } from './razorpay-checkout';
export type { Plan, Subscription };
export { CHECKOUT_LOAD_FAILED, CheckoutDismissed, PaymentFailed, loadCheckout } from './razorpay-checkout';

// A public read: no token, so Hosting's CDN can answer it (ARCHITECTURE.md).
export function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  return callApi('GET /api/plans/getAllPlans', { token: null, signal });
}

function subscribe(body: { userId: string; planId: string } & Partial<CheckoutSuccess>): Promise<SubscribeAnswer> {
  // 201 is success; anything else shows the failure dialog.
  return callApi('POST /api/plans/subscribe', { body, status: 201 });
}

/**
 * Razorpay took the money but the server's confirmation did not arrive (the connection dropped or
 * the server was briefly unavailable). Not a failure for the student: Razorpay's webhook starts
 * the plan on its own, so the page says so and names the payment id.
 */
export class PaymentNotConfirmed extends Error {
  override readonly name = 'PaymentNotConfirmed';

  constructor(readonly paymentId: string) {
    super('Your payment went through, but we could not confirm it yet.');
  }
}

/**
 * Razorpay took the money, but the plan cannot start: the server answered 409 because the order's
 * coupon could no longer be honoured (the student had used it on another purchase, or it ran out
 * meanwhile). The payment is recorded for the teacher to refund; `message` is the server's own
 * explanation, in the reader's language.
 */
export class PaymentNeedsRefund extends Error {
  override readonly name = 'PaymentNeedsRefund';

  constructor(
    readonly paymentId: string,
    readonly serverMessage: string | undefined,
  ) {
    super('Your payment was received, but the plan could not start.');
  }
}

/** The server's own words ({ message, error }), if it sent any. */
export function serverMessage(error: ApiError): string | undefined {
  const body = error.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const { error: text, message } = body as { error?: unknown; message?: unknown };
  if (typeof text === 'string' && text.trim()) return text;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** No answer, or the server failed: worth asking again. A 4xx is the server's verdict. */
const worthRetrying = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);
const CONFIRM_RETRY_DELAYS_MS = [1000, 3000];

/** Confirms a paid plan; the server answers the same subscription however often it is asked. */
async function confirmPayment(body: { userId: string; planId: string } & CheckoutSuccess): Promise<Subscription> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await subscribe(body)).subscription;
    } catch (error) {
      const delay = CONFIRM_RETRY_DELAYS_MS[attempt];
      // A verified payment can only be refused this way when it was taken but cannot start the plan.
      if (error instanceof ApiError && error.status === 409) throw new PaymentNeedsRefund(body.razorpay_payment_id, serverMessage(error));
      if (!worthRetrying(error)) throw error;
      if (delay === undefined) throw new PaymentNotConfirmed(body.razorpay_payment_id);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** What the invoice asks besides the plan: the state (place of supply) and an optional coupon code. */
export interface PurchaseDetails {
  state: string;
  coupon?: string;
}

/** The plan's price with a coupon, or the server's reason it cannot be used (ApiError). */
export function checkCoupon(planId: string, code: string): Promise<CouponCheck> {
  return callApi('POST /api/coupons/check', { body: { planId, code } });
}

export interface PaymentSteps {
  /** Checkout is about to open (true) or has closed (false): the invoice steps aside meanwhile. */
  onCheckout(open: boolean): void;
}

/**
 * Buys a plan. A free plan starts at once. A paid one: the server creates a Razorpay order, the
 * student pays in Checkout (UPI, card, netbanking), and the server verifies that payment before it
 * starts the subscription. Throws CheckoutDismissed (closed without paying), PaymentFailed
 * (Razorpay's reason), PaymentNotConfirmed (paid, but the confirmation did not get through after
 * retries), PaymentNeedsRefund (paid, but the coupon could no longer be honoured: no plan, a refund
 * is due) or ApiError (the server's message; status 0 for no network).
 */
export async function payForPlan(userId: string, plan: Plan, steps: PaymentSteps, details: PurchaseDetails): Promise<Subscription> {
  if (plan.price <= 0) return (await subscribe({ userId, planId: plan._id })).subscription;

  const order = await callApi('POST /api/payments/order', { body: { planId: plan._id, ...details }, status: 201 });
  // A coupon that covers the whole price: the server started the plan, nothing to pay.
  if (order.subscription) return order.subscription;
  steps.onCheckout(true);
  let payment: CheckoutSuccess;
  try {
    payment = await runCheckout({
      keyId: order.keyId,
      orderId: order.orderId,
      amount: order.amount,
      currency: order.currency,
      merchantName: currentSiteSettings().siteName,
      description: `${order.plan.name} plan`,
      prefill: order.prefill,
    });
  } finally {
    steps.onCheckout(false);
  }
  return confirmPayment({ userId, planId: plan._id, ...payment });
}
