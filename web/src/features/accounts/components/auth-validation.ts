/**
 * The form checks of product-spec §5, with its messages word for word, run before any request.
 * The extra checks (email format, password length, photo type and size) use the API's own
 * messages (functions/src/services/account-schemas.ts), so the form and the server never disagree.
 */

import { isEmail, type FieldErrors } from '../../../lib/use-validated-form';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!values.email.trim()) errors.email = 'Email is required.';
  if (!values.password) errors.password = 'Password is required.';
  return errors;
}

export interface SignupValues {
  name: string;
  email: string;
  phone: string;
  school: string;
  course: string;
  password: string;
  confirmPassword: string;
  photo: File | null;
}

export function validateSignup(values: SignupValues): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = {};
  if (!values.name.trim()) errors.name = 'Name is required.';
  if (!values.email.trim()) errors.email = 'Email is required.';
  else if (!isEmail(values.email)) errors.email = 'Enter a valid email address.';
  if (!values.phone.trim()) errors.phone = 'Phone is required.';
  else if (!/^[+\d][\d\s-]{6,}$/.test(values.phone.trim())) errors.phone = 'Enter a valid phone number.';
  if (!values.school.trim()) errors.school = 'School is required.';
  if (!values.course) errors.course = 'Select course.';
  if (!values.password) errors.password = 'Password is required.';
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (!values.confirmPassword) errors.confirmPassword = 'Confirm password.';
  else if (values.password && values.confirmPassword !== values.password) errors.confirmPassword = 'Passwords do not match.';
  if (!values.photo) errors.photo = 'Upload an image.';
  else errors.photo = photoProblem(values.photo);
  if (!errors.photo) delete errors.photo;
  return errors;
}

/** Why a chosen photo cannot be sent, or undefined when it can. */
export function photoProblem(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'The photo must be a PNG, JPEG, WebP or GIF image.';
  if (file.size > MAX_PHOTO_BYTES) return 'Photo must be 2 MB or smaller.';
  return undefined;
}
