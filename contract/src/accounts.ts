import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, emailAddress, newPassword, tooLong } from './field-schemas.js';
import { LANGUAGES, type Language } from './languages.js';
import { requestSchema } from './text.js';

/**
 * Request shapes of the account endpoints. The required-field messages are the product's own
 * words, letter for letter, checked in the order the signup form shows them, so the server's first
 * complaint is the one the form would have shown.
 */

export { MIN_PASSWORD_LENGTH };

/** A required text field: missing, not a string, or only spaces all give the spec's message. */
const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(label, max));

/** Optional free text; null (a field the profile never had) counts as empty. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? '' : value),
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, tooLong(label, max))
      .optional(),
  );

/** Digits, spaces and dashes, optionally after a +: at least seven characters. */
const PHONE_NUMBER = /^[+\d][\d\s-]{6,}$/;

export const signupFields = requestSchema(
  z
    .object({
      name: requiredText('Name is required.', 'Name', 100),
      email: emailAddress,
      phone: requiredText('Phone is required.', 'Phone', 30).regex(PHONE_NUMBER, 'Enter a valid phone number.'),
      school: requiredText('School is required.', 'School', 150),
      course: requiredText('Select course.', 'Course', 100),
      password: newPassword,
      // The form checks the confirmation; a client that sends it anyway gets the same answer.
      confirmPassword: z.string().optional(),
    })
    .refine((fields) => fields.confirmPassword === undefined || fields.confirmPassword === fields.password, {
      message: 'Passwords do not match.',
      path: ['confirmPassword'],
      // Checked even while other fields have problems, so the form can show every message at once.
      when: () => true,
    })
    .transform(({ confirmPassword: _confirm, ...fields }) => fields),
);
export type SignupFields = z.infer<typeof signupFields>;

/** Login checks presence only: format and length problems are just wrong credentials. */
export const credentials = requestSchema(
  z.object({
    email: z.string({ error: 'Email is required.' }).trim().toLowerCase().min(1, 'Email is required.').max(254, tooLong('Email', 254)),
    password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(4096, tooLong('Password', 4096)),
  }),
);
export type Credentials = z.infer<typeof credentials>;

/** A real calendar day, YYYY-MM-DD, not after today (UTC). */
function isPastOrPresentDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && day.getTime() <= Date.now();
}

const dateOfBirth = z.preprocess(
  (value) => (value === null ? '' : value),
  z
    .string({ error: 'Date of birth must be a date (YYYY-MM-DD).' })
    .trim()
    .refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isPastOrPresentDay(value)), {
      message: 'Date of birth must be a past date (YYYY-MM-DD).',
    })
    .optional(),
);

/**
 * The editable profile fields. Anything else the client sends (role, _id, id, image, school,
 * createdAt...) is stripped here, so it can never reach the stored profile. Optional fields left
 * out are kept as they are; an empty string clears them. A new email needs `currentPassword` from
 * an account that has one (an account without one needs a recent sign-in instead), and becomes
 * the account's only once the link sent to it is opened (`pendingEmail` until then).
 */
export const profileChanges = requestSchema(
  z.object({
    name: requiredText('Name is required.', 'Name', 100),
    email: emailAddress,
    phone: optionalText('Phone', 30),
    location: optionalText('Location', 100),
    gender: optionalText('Gender', 30),
    dob: dateOfBirth,
    bio: optionalText('Bio', 1000),
    currentPassword: z.string({ error: 'Password must be text.' }).max(128, 'Password is too long.').optional(),
  }),
);
export type ProfileChanges = z.infer<typeof profileChanges>;

/** The answer to an email-change link that cannot be used (unknown, used, replaced by a newer one, or too old). */
export const EMAIL_CHANGE_LINK_INVALID = 'This link has expired or was already used. Change your email again from your dashboard.';

/** A new email waits this long for its link to be opened. */
export const EMAIL_CHANGE_LINK_DAYS = 3;

/** POST /api/user/email-change/confirm: the code of the link sent to the new address (`<uid>.<secret>`). */
export const emailChangeConfirmation = requestSchema(
  z.object({
    code: z
      .string({ error: EMAIL_CHANGE_LINK_INVALID })
      .trim()
      .min(1, EMAIL_CHANGE_LINK_INVALID)
      .max(300, EMAIL_CHANGE_LINK_INVALID)
      .regex(/^[\w-]{1,128}\.[\w-]+$/, EMAIL_CHANGE_LINK_INVALID),
  }),
);
export type EmailChangeConfirmation = z.infer<typeof emailChangeConfirmation>;

/** The account's email is now `email` (Auth ends the account's other sessions on such a change). */
export interface EmailChangeConfirmed {
  email: string;
}

export const LANGUAGE_MESSAGE = 'Language must be English (en) or Hindi (hi).';

/** PUT /api/user/language: the language the user reads the site and their emails in. */
export const languageChange = requestSchema(
  z.object({
    language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }),
  }),
);
export type LanguageChange = z.infer<typeof languageChange>;

/** PUT /api/user/language's answer: the language now stored. */
export interface LanguageAnswer {
  language: Language;
}

export const MAX_USERS_PER_LIST = 500;
const limitMessage = `limit must be a whole number from 1 to ${MAX_USERS_PER_LIST}.`;

export const userListQuery = requestSchema(
  z.object({
    limit: z
      .string({ error: limitMessage })
      .regex(/^\d+$/, limitMessage)
      .transform(Number)
      .pipe(z.number().min(1, limitMessage).max(MAX_USERS_PER_LIST, limitMessage))
      .optional(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export type Role = 'user' | 'admin';

/**
 * A user's profile as GET/PUT /api/user/profile, login and signup answer it (the spec's User
 * entity); `id` is the uid, which clients use as userId. Every field is filled ('' when unset).
 */
export interface UserProfile {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  school: string;
  course: string;
  /** Path under /uploads, e.g. `users/<file>.webp`; empty when there is no photo. */
  image: string;
  role: Role;
  location: string;
  gender: string;
  /** YYYY-MM-DD or empty. */
  dob: string;
  bio: string;
  createdAt: string | null;
  updatedAt: string | null;
  /** The language chosen with PUT /api/user/language; absent until one is chosen (English). */
  language?: Language;
  /** A new email waiting for the link sent to it to be opened; absent when none is. */
  pendingEmail?: string;
  /** True when the student keeps their name off leaderboards ("A student"); absent when it shows. */
  leaderboardHidden?: boolean;
}

/** A successful login or signup: an ID token for API calls, a custom token for the web SDK. */
export interface Session {
  token: string;
  customToken: string;
}

/** POST /api/user/login and /api/user/signup. */
export interface AccountSession extends Session {
  user: UserProfile;
}

/** The fields the session record keeps of a user (the spec's session storage). */
export type SessionUser = Pick<UserProfile, '_id' | 'id' | 'name' | 'email' | 'image' | 'role'> & { phone?: string };

/** POST /api/admin/adminLogin. */
export interface AdminLoginAnswer extends Session {
  admin: UserProfile;
}
