import { z } from 'zod';
import { requestSchema } from './text.js';
import { couponCodeField, stateField } from './field-schemas.js';
import type { InvoiceSummary } from './invoices.js';

/**
 * The plan form as the admin dashboard sends it (JSON). Numbers may arrive as text from form
 * inputs ("299"), and the feature lists as one comma-separated line, as the form collects them.
 */

export const PLAN_NAMES = ['Starter', 'Advanced', 'Pro Mentorship'] as const;
export const PLAN_STATUSES = ['active', 'inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

const MAX_LIST_ITEMS = 30;
const MAX_ITEM_LENGTH = 200;
const DECIMAL = /^\d+(\.\d+)?$/;

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** "299" -> 299; other text stays text and fails the number check with the field's message. */
function numericText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : value;
}

/** "a, b,, c" -> ["a", "b", "c"]; a list is trimmed the same way, and blank entries are dropped. */
function toTextList(value: unknown): unknown {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)).filter((item: unknown) => item !== '');
}

const textList = (label: string) =>
  z.preprocess(
    toTextList,
    z
      .array(
        z
          .string({ error: `${label} must be a list of text.` })
          .max(MAX_ITEM_LENGTH, `Each of the ${label.toLowerCase()} must be at most ${MAX_ITEM_LENGTH} characters.`),
        {
          error: `${label} must be a list of text (or one comma-separated line).`,
        },
      )
      .max(MAX_LIST_ITEMS, `${label} may have at most ${MAX_LIST_ITEMS} entries.`),
  );

const planFields = {
  name: z.enum(PLAN_NAMES, {
    error: (issue) => (isMissing(issue.input) ? 'Plan name is required.' : 'Plan name must be Starter, Advanced or Pro Mentorship.'),
  }),
  price: z.preprocess(
    numericText,
    z
      .number({ error: (issue) => (isMissing(issue.input) ? 'Price is required.' : 'Price must be a number (in rupees).') })
      .min(0, 'Price cannot be negative.')
      .max(10_000_000, 'Price must be at most 1,00,00,000 rupees.'),
  ),
  period: z.string({ error: 'Period must be text, for example "month".' }).trim().max(50, 'Period must be at most 50 characters.'),
  description: z
    .string({ error: 'Description is required.' })
    .trim()
    .min(1, 'Description is required.')
    .max(1000, 'Description must be at most 1000 characters.'),
  features: textList('Features'),
  notIncluded: textList('Not included'),
  status: z.enum(PLAN_STATUSES, { error: 'Status must be active or inactive.' }),
  duration: z.preprocess(
    numericText,
    z
      .number({ error: 'Duration must be a whole number of months.' })
      .int('Duration must be a whole number of months.')
      .min(1, 'Duration must be at least 1 month.')
      .max(120, 'Duration must be at most 120 months.'),
  ),
};

/** Create: name, price and description are required; the rest have the form's defaults. */
export const newPlanSchema = requestSchema(
  z.object({
    ...planFields,
    period: planFields.period.default(''),
    features: planFields.features.default([]),
    notIncluded: planFields.notIncluded.default([]),
    status: planFields.status.default('active'),
    duration: planFields.duration.default(1),
  }),
);
export type NewPlan = z.infer<typeof newPlanSchema>;

/** Update: any subset of the fields, each checked as on create; nothing is defaulted. */
export const planChangesSchema = requestSchema(
  z
    .object(planFields)
    .partial()
    .refine((changes) => Object.values(changes).some((value) => value !== undefined), 'Nothing to update: send at least one plan field.'),
);
export type PlanChanges = z.infer<typeof planChangesSchema>;

const planIdField = z
  .string({ error: 'Invalid plan selected.' })
  .trim()
  .min(1, 'Invalid plan selected.')
  .max(200, 'Invalid plan selected.');

const PAYMENT_DETAILS_INCOMPLETE = 'Payment details are incomplete. Please try the payment again.';
const paymentField = z
  .string({ error: PAYMENT_DETAILS_INCOMPLETE })
  .trim()
  .min(1, PAYMENT_DETAILS_INCOMPLETE)
  .max(200, PAYMENT_DETAILS_INCOMPLETE);

/**
 * POST /api/plans/subscribe. Which plan costs what is read from the plan on the server, never from
 * here. A paid plan also needs Checkout's three values (all or none); the server verifies them.
 */
export const subscribeSchema = requestSchema(
  z
    .object({
      userId: z.string({ error: 'User id is required.' }).trim().min(1, 'User id is required.').max(128, 'User id is not valid.'),
      planId: planIdField,
      razorpay_order_id: paymentField.optional(),
      razorpay_payment_id: paymentField.optional(),
      razorpay_signature: paymentField.optional(),
    })
    .refine(
      ({ razorpay_order_id, razorpay_payment_id, razorpay_signature }) =>
        [razorpay_order_id, razorpay_payment_id, razorpay_signature].every((value) => value === undefined) ||
        [razorpay_order_id, razorpay_payment_id, razorpay_signature].every((value) => value !== undefined),
      PAYMENT_DETAILS_INCOMPLETE,
    ),
);
export type SubscribeRequest = z.infer<typeof subscribeSchema>;

/**
 * POST /api/payments/order: the plan (its price comes from the stored plan), the student's state
 * (place of supply on the invoice) and an optional coupon code (blank = none).
 */
export const paymentOrderSchema = requestSchema(
  z.object({
    planId: planIdField,
    state: stateField,
    coupon: couponCodeField.optional().transform((code) => (code ? code : undefined)),
  }),
);

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export interface Plan {
  _id: string;
  name: string;
  /** Rupees. */
  price: number;
  period: string;
  description: string;
  features: string[];
  notIncluded: string[];
  status: PlanStatus;
  /** Months; a subscription ends this many calendar months after it starts. */
  duration: number;
  createdAt: string | null;
  updatedAt: string | null;
}

export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** One purchase (a document per purchase, so the history stays). Dates are ISO strings. */
export interface Subscription {
  _id: string;
  userId: string;
  planId: string;
  planName?: string;
  /** Rupees paid. */
  price?: number;
  /** An `active` one past its end date is answered as `expired`. */
  status: SubscriptionStatus;
  startDate: string;
  endDate: string;
  /** The Razorpay payment; absent for a free plan. */
  paymentId?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** GET /api/plans/check/:userId. */
export interface SubscriptionCheck {
  isSubscribed: boolean;
  subscription: Subscription;
}

/** POST /api/plans/subscribe (201). */
export interface SubscribeAnswer {
  subscription: Subscription;
}

/** The plan as a purchase sold it (an order keeps the price and length it was paid for). */
export interface PurchasedPlan {
  id: string;
  name: string;
  /** Rupees. */
  price: number;
  /** Calendar months. */
  duration: number;
}

/** POST /api/payments/order (201): what Razorpay Checkout needs to take the payment. */
export interface PaymentOrder {
  orderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** The public key id Checkout needs; the secret never leaves the server. */
  keyId: string;
  plan: PurchasedPlan;
  /** Checkout's prefill, from the student's profile. */
  prefill: { name: string; email: string; contact: string };
  /** Paise off the plan's price by the coupon (0 without one); `amount` is what is left to pay. */
  discount: number;
  /** A coupon took the whole price: the plan started without a payment (Checkout is skipped). */
  subscription?: Subscription;
}

/** One captured payment as GET /api/payments/mine answers it (a receipt). Amount in rupees. */
export interface PaymentReceipt {
  _id: string;
  orderId: string;
  planId: string;
  planName: string;
  amount: number;
  currency: string;
  method: string | null;
  startDate: string | null;
  endDate: string | null;
  paidAt: string | null;
  /** The payment's invoice or receipt (null while not yet issued); downloaded by route. */
  invoice: InvoiceSummary | null;
  /** Set when the payment could not start the plan and the teacher is to refund it (no plan, no invoice). */
  refundDue: RefundDueReason | null;
}

/** GET /api/payments/mine. */
export interface MyPayments {
  payments: PaymentReceipt[];
}

/**
 * `disputed`: the student's bank disputes the payment; `chargeback`: the dispute was lost (the money
 * went back); `needs-refund`: the payment was taken but could not start the plan (see REFUND_DUE_REASONS),
 * so the teacher owes the student a refund.
 */
export const ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded', 'disputed', 'chargeback', 'needs-refund'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Why a captured payment bought nothing and waits for the teacher to refund it: its order's coupon
 * could no longer be honoured when the payment was verified, because the student had already used
 * it on another purchase, or because its last uses went to others (the order's hold had lapsed).
 */
export const REFUND_DUE_REASONS = ['coupon-already-used', 'coupon-used-up'] as const;
export type RefundDueReason = (typeof REFUND_DUE_REASONS)[number];
export const isRefundDueReason = (value: unknown): value is RefundDueReason => (REFUND_DUE_REASONS as readonly unknown[]).includes(value);

/** What POST /api/plans/subscribe answers (409) for a payment recorded as needing a refund. */
export const REFUND_DUE_MESSAGES: Record<RefundDueReason, string> = {
  'coupon-already-used':
    'We received your payment, but you had already used this coupon on another purchase, so this plan has not started. The teacher will refund this payment or contact you.',
  'coupon-used-up':
    'We received your payment, but the coupon was used up before your payment was confirmed, so this plan has not started. The teacher will refund this payment or contact you.',
};
