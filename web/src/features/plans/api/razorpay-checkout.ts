/**
 * Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
 * its script is loaded only when a student opens the invoice of a paid plan, never on other pages,
 * and from VITE_RAZORPAY_CHECKOUT_URL when a local stack points it at its stand-in.
 */

const CHECKOUT_URL: string = import.meta.env.VITE_RAZORPAY_CHECKOUT_URL || 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout hands back on success; the server verifies all three. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface CheckoutFailure {
  error?: { description?: string; reason?: string; metadata?: { payment_id?: string } };
}

interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
}

interface CheckoutInstance {
  open(): void;
  close(): void;
  on(event: 'payment.failed', handler: (response: CheckoutFailure) => void): void;
}

type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

export const CHECKOUT_LOAD_FAILED = 'The payment window could not load. Check your internet connection and try again.';

let loading: Promise<CheckoutConstructor> | undefined;

/** Adds checkout.js once; a failed load is forgotten so the next attempt tries again. */
export function loadCheckout(): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error(CHECKOUT_LOAD_FAILED)));
    script.onerror = () => {
      script.remove();
      reject(new Error(CHECKOUT_LOAD_FAILED));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The student closed Checkout without paying. */
export class CheckoutDismissed extends Error {
  override readonly name = 'CheckoutDismissed';
}

/** Razorpay reported the payment failed; `message` is its reason for the student. */
export class PaymentFailed extends Error {
  override readonly name = 'PaymentFailed';
}

export interface CheckoutRequest {
  keyId: string;
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  merchantName: string;
  description: string;
  prefill: CheckoutOptions['prefill'];
}

/**
 * Opens Checkout for an order and settles when the student is done with it: the three values on
 * success, CheckoutDismissed when they close it, PaymentFailed with Razorpay's reason on failure
 * (Checkout is closed first, so the failure dialog is not hidden behind it).
 */
export async function runCheckout(request: CheckoutRequest): Promise<CheckoutSuccess> {
  const Razorpay = await loadCheckout();
  return new Promise<CheckoutSuccess>((resolve, reject) => {
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      action();
    };
    const checkout = new Razorpay({
      key: request.keyId,
      amount: request.amount,
      currency: request.currency,
      order_id: request.orderId,
      name: request.merchantName,
      description: request.description,
      prefill: request.prefill,
      theme: { color: '#4338ca' },
      handler: (response) => settle(() => resolve(response)),
      modal: { ondismiss: () => settle(() => reject(new CheckoutDismissed('Payment cancelled.'))) },
    });
    checkout.on('payment.failed', (response) =>
      settle(() => {
        checkout.close();
        // Razorpay's own reason (the bank's words), or none: the page then says it in the reader's language.
        reject(new PaymentFailed(response.error?.description ?? ''));
      }),
    );
    checkout.open();
  });
}
