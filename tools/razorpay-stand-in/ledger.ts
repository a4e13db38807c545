/**
 * LOCAL STAND-IN, not product code: the orders and payments the Razorpay stand-in keeps in memory,
 * with the entity shapes and the input rules of Razorpay's documented REST API (Orders, Payments).
 * No HTTP here; server.ts puts it behind Razorpay's routes and the test checkout's.
 */
import { createHmac, randomInt } from 'node:crypto';

export type PaymentMethod = 'upi' | 'card' | 'netbanking' | 'wallet';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['upi', 'card', 'netbanking', 'wallet'];

/** Razorpay sends `notes` as `[]` (an empty PHP array) when there are none, and an object otherwise. */
export type Notes = Record<string, string | number> | [];

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  email: string | null;
  contact: string | null;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

/** What checkout.js hands to `options.handler` after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What checkout.js hands to every `payment.failed` handler. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    source: string;
    step: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

/** What the test checkout knows about a payer when Pay or Fail payment is pressed. */
export interface CheckoutDetails {
  method?: PaymentMethod;
  email?: string | null;
  contact?: string | null;
  description?: string | null;
  notes?: Notes;
}

/** An error answered in Razorpay's shape: `{ error: { code, description, source, step, reason, metadata, field? } }`. */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field?: string,
  ) {
    super(description);
  }

  body() {
    const validation = this.field !== undefined;
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: this.description,
        source: validation ? 'business' : 'NA',
        step: validation ? 'payment_initiation' : 'NA',
        reason: validation ? 'input_validation_failed' : 'NA',
        metadata: {},
        ...(validation ? { field: this.field } : {}),
      },
    };
  }
}

export const authenticationFailed = () => new RazorpayError(401, 'Authentication failed');
export const unknownId = () => new RazorpayError(400, 'The id provided does not exist');

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids: a prefix and 14 alphanumerics, e.g. `order_Nq3kQ0f1Gm4Zb2`. */
export function razorpayId(prefix: string): string {
  return prefix + Array.from({ length: 14 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

const unixSeconds = () => Math.floor(Date.now() / 1000);

/** Razorpay's documented checkout signature: HMAC-SHA256 hex of `order_id|payment_id`, keyed with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Rupees as Indian checkouts show them: `₹299`, `₹2,499`, `₹1,00,000`, `₹12.50` (paise only when there are some). */
export function formatRupees(paise: number): string {
  const whole = paise % 100 === 0;
  const format = new Intl.NumberFormat('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
  return `₹${format.format(paise / 100)}`;
}

const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'partial_payment']);
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validNotes(value: unknown, field = 'notes'): Notes {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.length === 0) return [];
  if (!isPlainObject(value)) throw new RazorpayError(400, 'The notes field must be an object of key-value pairs.', field);
  const entries = Object.entries(value);
  if (entries.length > MAX_NOTES) throw new RazorpayError(400, `The notes may not have more than ${MAX_NOTES} items.`, field);
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') {
      throw new RazorpayError(400, `The notes.${key} field must be a string or a number.`, field);
    }
    if (String(note).length > MAX_NOTE_LENGTH) {
      throw new RazorpayError(400, `The notes.${key} may not be greater than ${MAX_NOTE_LENGTH} characters.`, field);
    }
  }
  return entries.length === 0 ? [] : (Object.fromEntries(entries) as Record<string, string | number>);
}

/** The order fields as Razorpay checks them: amount in paise (an integer, at least 100), INR, receipt up to 40 characters. */
function validOrderInput(body: unknown): { amount: number; currency: string; receipt: string | null; notes: Notes } {
  if (!isPlainObject(body)) throw new RazorpayError(400, 'The request body must be a JSON object.', 'amount');
  const extra = Object.keys(body).filter((key) => !ORDER_FIELDS.has(key));
  if (extra.length > 0) throw new RazorpayError(400, `${extra.join(', ')} is/are not required and should not be sent`, extra[0]);

  const { amount, currency, receipt } = body;
  if (amount === undefined || amount === null || amount === '') throw new RazorpayError(400, 'The amount field is required.', 'amount');
  const amountNumber = typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount;
  if (typeof amountNumber !== 'number' || !Number.isInteger(amountNumber)) {
    throw new RazorpayError(400, 'The amount must be an integer.', 'amount');
  }
  if (amountNumber < 100) throw new RazorpayError(400, 'The amount must be atleast INR 1.00', 'amount');
  if (currency === undefined || currency === null || currency === '') {
    throw new RazorpayError(400, 'The currency field is required.', 'currency');
  }
  if (currency !== 'INR') throw new RazorpayError(400, 'Currency is not supported by the local stand-in; use INR.', 'currency');
  if (receipt !== undefined && receipt !== null && typeof receipt !== 'string') {
    throw new RazorpayError(400, 'The receipt must be a string.', 'receipt');
  }
  if (typeof receipt === 'string' && receipt.length > 40) {
    throw new RazorpayError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
  }
  if (body.partial_payment !== undefined && typeof body.partial_payment !== 'boolean') {
    throw new RazorpayError(400, 'The partial payment field must be true or false.', 'partial_payment');
  }
  return { amount: amountNumber, currency, receipt: typeof receipt === 'string' ? receipt : null, notes: validNotes(body.notes) };
}

/** The sample details Razorpay's test mode records for each method. */
function methodDetails(method: PaymentMethod) {
  return {
    card_id: method === 'card' ? razorpayId('card_') : null,
    bank: method === 'netbanking' ? 'HDFC' : null,
    wallet: method === 'wallet' ? 'paytm' : null,
    vpa: method === 'upi' ? 'success@razorpay' : null,
  };
}

export const FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed because the bank declined it (test mode).',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

export class Ledger {
  private readonly orderById = new Map<string, RazorpayOrder>();
  private readonly paymentById = new Map<string, RazorpayPayment>();

  constructor(private readonly autoCapture: boolean) {}

  createOrder(body: unknown): RazorpayOrder {
    const input = validOrderInput(body);
    const order: RazorpayOrder = {
      id: razorpayId('order_'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: unixSeconds(),
    };
    this.orderById.set(order.id, order);
    return structuredClone(order);
  }

  order(id: string): RazorpayOrder {
    const order = this.orderById.get(id);
    if (!order) throw unknownId();
    return structuredClone(order);
  }

  payment(id: string): RazorpayPayment {
    const payment = this.paymentById.get(id);
    if (!payment) throw unknownId();
    return structuredClone(payment);
  }

  /**
   * What refunding in Razorpay's dashboard does to a captured payment: `amount` paise more refunded,
   * and `refunded` once all of it is. (The REST refund API and refund webhooks are not imitated.)
   */
  refund(paymentId: string, amount: number): RazorpayPayment {
    const payment = this.paymentById.get(paymentId);
    if (!payment) throw unknownId();
    if (payment.status !== 'captured' || amount <= 0 || payment.amount_refunded + amount > payment.amount) {
      throw new RazorpayError(400, 'The refund amount is not valid for this payment.', 'amount');
    }
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    Object.assign(payment, { refund_status: full ? 'full' : 'partial', ...(full ? { status: 'refunded' } : {}) });
    return structuredClone(payment);
  }

  /** Oldest first. */
  orders(): RazorpayOrder[] {
    return [...this.orderById.values()].map((order) => structuredClone(order));
  }

  /** Oldest first; only one order's when `orderId` is given. */
  payments(orderId?: string): RazorpayPayment[] {
    return [...this.paymentById.values()]
      .filter((payment) => orderId === undefined || payment.order_id === orderId)
      .map((payment) => structuredClone(payment));
  }

  /** A new payment attempt on an order that is not paid yet. */
  private attempt(orderId: string, status: RazorpayPayment['status'], details: CheckoutDetails): RazorpayPayment {
    const order = this.orderById.get(orderId);
    if (!order) throw unknownId();
    if (order.status === 'paid') throw new RazorpayError(400, 'This order has already been paid.', 'order_id');
    const method = details.method ?? 'upi';
    if (!PAYMENT_METHODS.includes(method)) throw new RazorpayError(400, `Unknown payment method '${String(method)}'.`, 'method');
    const payment: RazorpayPayment = {
      id: razorpayId('pay_'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: details.description ?? null,
      ...methodDetails(method),
      email: details.email || null,
      contact: details.contact || null,
      notes: validNotes(details.notes),
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: unixSeconds(),
    };
    order.attempts += 1;
    order.status = 'attempted';
    this.paymentById.set(payment.id, payment);
    return payment;
  }

  private markCaptured(payment: RazorpayPayment): void {
    // Razorpay's test-mode fee: 2% plus 18% GST on it, both in paise and included in the fee.
    const tax = Math.round(payment.amount * 0.02 * 0.18);
    Object.assign(payment, { status: 'captured', captured: true, fee: Math.round(payment.amount * 0.02) + tax, tax });
    const order = this.orderById.get(payment.order_id);
    if (order) Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
  }

  /** The test checkout's Pay: a payment for the order's full amount, captured at once unless autoCapture is off. */
  pay(orderId: string, keySecret: string, details: CheckoutDetails = {}): { payment: RazorpayPayment; response: CheckoutSuccess } {
    const payment = this.attempt(orderId, 'authorized', details);
    if (this.autoCapture) this.markCaptured(payment);
    return {
      payment: structuredClone(payment),
      response: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: checkoutSignature(orderId, payment.id, keySecret),
      },
    };
  }

  /** The test checkout's Fail payment: a failed attempt, declined by the bank. */
  fail(orderId: string, details: CheckoutDetails = {}): { payment: RazorpayPayment; response: CheckoutFailure } {
    const payment = this.attempt(orderId, 'failed', details);
    Object.assign(payment, {
      error_code: FAILURE.code,
      error_description: FAILURE.description,
      error_source: FAILURE.source,
      error_step: FAILURE.step,
      error_reason: FAILURE.reason,
    });
    return {
      payment: structuredClone(payment),
      response: { error: { ...FAILURE, metadata: { order_id: orderId, payment_id: payment.id } } },
    };
  }

  /** `POST /v1/payments/:id/capture`: only an authorized payment, for exactly its amount. */
  capture(paymentId: string, body: unknown): RazorpayPayment {
    const payment = this.paymentById.get(paymentId);
    if (!payment) throw unknownId();
    const input = isPlainObject(body) ? body : {};
    if (input.amount === undefined) throw new RazorpayError(400, 'The amount field is required.', 'amount');
    if (input.currency === undefined) throw new RazorpayError(400, 'The currency field is required.', 'currency');
    if (payment.status === 'captured') throw new RazorpayError(400, 'This payment has already been captured', 'payment_id');
    if (payment.status !== 'authorized') {
      throw new RazorpayError(400, 'Only payments which have been authorized and not yet captured can be captured', 'payment_id');
    }
    if (Number(input.amount) !== payment.amount) {
      throw new RazorpayError(400, 'Capture amount must be equal to the amount authorized', 'amount');
    }
    if (input.currency !== payment.currency)
      throw new RazorpayError(400, 'The currency should be same as the payment currency', 'currency');
    this.markCaptured(payment);
    return structuredClone(payment);
  }
}
