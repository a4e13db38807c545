import { z } from 'zod';
import { isGstStateCode } from './gst.js';

/**
 * Pieces several request schemas are built from. Not exported from index.ts: only whole request
 * schemas, wrapped in requestSchema(), leave the contract.
 */

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** Emails are compared and stored lowercase, as Firebase Auth treats them. */
export const emailAddress = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, tooLong('Email', 254))
  .pipe(z.email('Enter a valid email address.'));

export const MIN_PASSWORD_LENGTH = 6; // Firebase Auth refuses shorter passwords.
const MAX_PASSWORD_LENGTH = 128;

/** A new password, as signup, the reset page and the password change check it. */
export const newPassword = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, tooLong('Password', MAX_PASSWORD_LENGTH));

export const UNKNOWN_STATE = 'Choose your state or union territory from the list.';

/** A GST state code ("27"), as the checkout's and the seller card's state lists send it. */
export const stateField = z
  .string({ error: UNKNOWN_STATE })
  .trim()
  .refine((code) => isGstStateCode(code), UNKNOWN_STATE);

/** Coupon codes are case-insensitive and trimmed: " diwali25 " is DIWALI25. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export const UNKNOWN_COUPON = 'There is no coupon with this code. Please check it for typing mistakes.';

/** A code as a student types it; any text up to 30 characters, looked up after normalizing. */
export const couponCodeField = z
  .string({ error: UNKNOWN_COUPON })
  .transform(normalizeCouponCode)
  .refine((code) => code.length <= 30, UNKNOWN_COUPON);
