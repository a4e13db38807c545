import { z } from 'zod';
import type { AccountSession, UserProfile } from './accounts.js';
import { emailAddress, tooLong } from './field-schemas.js';
import { requestSchema } from './text.js';

/**
 * Google and phone (SMS OTP) sign-in. The browser signs in with Firebase Auth itself (popup or OTP)
 * and hands the ID token to the API, which answers the same session as a password login; a first
 * sign-in then asks once for what signup asks and the provider did not give.
 */

export type SignInProvider = 'google.com' | 'phone';

/** POST /api/user/provider-session and /api/admin/provider-login: a Firebase ID token. */
export const providerSessionRequest = requestSchema(
  z.object({
    idToken: z
      .string({ error: 'idToken is required.' })
      .trim()
      .min(1, 'idToken is required.')
      .max(8192, tooLong('idToken', 8192))
      .regex(/^[\w-]+\.[\w-]*\.[\w-]*$/, 'idToken is not a token.'),
  }),
);
export type ProviderSessionRequest = z.infer<typeof providerSessionRequest>;

/** The signup fields a provider account may still lack. */
export type CompletionField = 'name' | 'email' | 'phone' | 'school' | 'course';

/** A provider sign-in: the usual session, plus what the profile form should still ask (empty once asked). */
/**
 * PUT /api/user/profile/completion: the profile. An email given here is not the account's yet: it
 * waits as `pendingEmail` until the link sent to it is opened.
 */
export type CompletedProfile = UserProfile;

export interface ProviderSession extends AccountSession {
  provider: SignInProvider;
  missingFields: CompletionField[];
}

/**
 * An Indian mobile number in E.164 (+91 and ten digits starting 6-9), from what a student types:
 * spaces, dashes, a leading 0, 91 or +91 are accepted. Null when it cannot be one.
 */
export function indianMobileNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s()-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace(/^\+/, '');
  const national =
    digits.length === 10
      ? digits
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits.length === 12 && digits.startsWith('91')
          ? digits.slice(2)
          : null;
  if (compact.startsWith('+') && !(digits.length === 12 && digits.startsWith('91'))) return null;
  return national && /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}

export const MOBILE_NUMBER_MESSAGE = 'Enter a valid 10-digit Indian mobile number.';

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));

/** '' or absent means skipped. */
const skippable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), schema.optional());

/**
 * PUT /api/user/profile/completion. Name, school and course are required as at signup (the spec's
 * messages); the second contact (phone for a Google account, email for a phone account) may be
 * skipped: the provider already gave one verified way to reach the student. A contact the provider
 * gave is never replaced here.
 */
export const profileCompletion = requestSchema(
  z.object({
    name: requiredText('Name is required.', 'Name', 100),
    school: requiredText('School is required.', 'School', 150),
    course: requiredText('Select course.', 'Course', 100),
    phone: skippable(
      z
        .string({ error: MOBILE_NUMBER_MESSAGE })
        .max(30, tooLong('Phone', 30))
        .transform((value, context) => {
          const number = indianMobileNumber(value);
          if (!number) {
            context.addIssue({ code: 'custom', message: MOBILE_NUMBER_MESSAGE });
            return z.NEVER;
          }
          return number;
        }),
    ),
    email: skippable(emailAddress),
  }),
);
export type ProfileCompletion = z.infer<typeof profileCompletion>;
