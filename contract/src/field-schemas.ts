import { z } from 'zod';

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
