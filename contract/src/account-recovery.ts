import { z } from 'zod';
import { emailAddress, newPassword, tooLong } from './field-schemas.js';
import { requestSchema } from './text.js';

/**
 * Getting back into an account and keeping it safe: the forgotten-password link, the reset page,
 * a password change from the dashboard and signing out on every device. New passwords follow
 * signup's rules and messages (field-schemas.ts `newPassword`).
 */

/** The one answer to "send me a link", whether or not the email has an account. */
export const RESET_LINK_SENT = 'If an account exists for that email, we have sent a link.';
/** A reset code that Auth no longer accepts: expired, used already, or never issued. */
export const RESET_LINK_INVALID = 'This link has expired or was already used. Ask for a new link below.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';
export const CONFIRM_PASSWORD = 'Confirm password.';

/** POST /api/user/password-reset/request */
export const resetLinkRequest = requestSchema(z.object({ email: emailAddress }));
export type ResetLinkRequest = z.infer<typeof resetLinkRequest>;

/** Auth's codes are a few dozen characters; anything empty or far longer is not one. */
const resetCode = z
  .string({ error: RESET_LINK_INVALID })
  .trim()
  .min(1, RESET_LINK_INVALID)
  .max(2000, tooLong('Code', 2000))
  .regex(/^[A-Za-z0-9_-]+$/, RESET_LINK_INVALID);

/** POST /api/user/password-reset/check */
export const resetCodeCheck = requestSchema(z.object({ oobCode: resetCode }));
export type ResetCodeCheck = z.infer<typeof resetCodeCheck>;

/** The new password twice: the confirmation is required here (the page always sends it). */
const newPasswordTwice = {
  password: newPassword,
  confirmPassword: z.string({ error: CONFIRM_PASSWORD }).min(1, CONFIRM_PASSWORD),
};
const sameTwice = {
  message: PASSWORDS_DIFFER,
  path: ['confirmPassword'],
  // Checked even while other fields have problems, so the form can show every message at once.
  when: () => true,
};

/** POST /api/user/password-reset */
export const passwordReset = requestSchema(
  z
    .object({ oobCode: resetCode, ...newPasswordTwice })
    .refine((fields) => fields.confirmPassword === fields.password, sameTwice)
    .transform(({ confirmPassword: _confirm, ...fields }) => fields),
);
export type PasswordReset = z.infer<typeof passwordReset>;

/** POST /api/user/password */
export const passwordChange = requestSchema(
  z
    .object({
      currentPassword: z
        .string({ error: 'Current password is required.' })
        .min(1, 'Current password is required.')
        .max(4096, tooLong('Current password', 4096)),
      ...newPasswordTwice,
    })
    .refine((fields) => fields.confirmPassword === fields.password, sameTwice)
    .transform(({ confirmPassword: _confirm, ...fields }) => fields),
);
export type PasswordChange = z.infer<typeof passwordChange>;

/** POST /api/user/password-reset/check: the code is good, for this account. */
export interface ResetCodeAnswer {
  email: string;
}
