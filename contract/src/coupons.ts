import { z } from 'zod';
import { couponCodeField, normalizeCouponCode, UNKNOWN_COUPON } from './field-schemas.js';
import { requestSchema } from './text.js';

/**
 * Coupons: percent or fixed rupees off, checked on the plans page before paying, applied by the
 * server when it creates the Razorpay order and counted when the payment is verified. Stored as
 * `coupons/{CODE}`.
 */

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export { normalizeCouponCode } from './field-schemas.js';

/** One message per reason a coupon cannot be used, as the student reads it. */
export const COUPON_MESSAGES = {
  unknown: UNKNOWN_COUPON,
  inactive: 'This coupon is switched off.',
  notYetValid: 'This coupon cannot be used yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  wrongPlan: 'This coupon is not for this plan.',
  alreadyUsed: 'You have already used this coupon.',
} as const;
export type CouponProblem = keyof typeof COUPON_MESSAGES;

const CODE_SHAPE = /^[A-Z0-9_-]{3,30}$/;
const CODE_MESSAGE = 'A coupon code is 3 to 30 letters, digits, - or _.';

const dateField = (label: string) =>
  z
    .string({ error: `${label} must be a date.` })
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date.`)
    .transform((value) => new Date(value).toISOString());

/** POST /api/coupons (create) and PUT /api/coupons/:code (replace; the code itself stays). */
export const couponInputSchema = requestSchema(
  z
    .object({
      code: z
        .string({ error: CODE_MESSAGE })
        .transform(normalizeCouponCode)
        .refine((code) => CODE_SHAPE.test(code), CODE_MESSAGE),
      kind: z.enum(COUPON_KINDS, { error: 'Choose percent off or rupees off.' }),
      value: z.coerce
        .number({ error: 'The discount must be a number.' })
        .positive('The discount must be more than 0.')
        .max(10_000_000, 'The discount is too large.'),
      planIds: z.array(z.string().trim().min(1).max(200), { error: 'Plans must be a list.' }).max(50).default([]),
      validFrom: dateField('Valid from'),
      validUntil: dateField('Valid until'),
      maxUses: z.coerce
        .number({ error: 'The number of uses must be a whole number.' })
        .int('The number of uses must be a whole number.')
        .min(1, 'Allow at least one use (or leave it blank for no limit).')
        .max(1_000_000)
        .nullable()
        .default(null),
      active: z.boolean({ error: 'Active must be yes or no.' }).default(true),
    })
    .refine(({ kind, value }) => kind !== 'percent' || value <= 100, { message: 'A percentage off is at most 100.', path: ['value'] })
    .refine(({ kind, value }) => kind !== 'percent' || Number.isInteger(value), {
      message: 'A percentage off is a whole number.',
      path: ['value'],
    })
    .refine(({ validFrom, validUntil }) => validFrom < validUntil, {
      message: 'Valid until must be after valid from.',
      path: ['validUntil'],
    }),
);
export type CouponInput = z.input<typeof couponInputSchema>;
export type CouponFields = z.output<typeof couponInputSchema>;

/** POST /api/coupons/check: what a plan costs with a code, before paying. */
export const couponCheckSchema = requestSchema(
  z.object({
    planId: z.string({ error: 'Invalid plan selected.' }).trim().min(1, 'Invalid plan selected.').max(200, 'Invalid plan selected.'),
    code: couponCodeField,
  }),
);

export interface Coupon extends CouponFields {
  /** Uses counted when payments were verified (held reservations are not in it). */
  usedCount: number;
  perStudentOnce: true;
  createdAt: string | null;
}

/** POST /api/coupons/check. Paise. */
export interface CouponCheck {
  code: string;
  price: number;
  discount: number;
  payable: number;
}

/** The discount in paise on `pricePaise`: never more than the price, so nothing is ever negative. */
export function couponDiscount(pricePaise: number, kind: CouponKind, value: number): number {
  const off = kind === 'percent' ? Math.round((pricePaise * value) / 100) : Math.round(value * 100);
  return Math.max(0, Math.min(pricePaise, off));
}
