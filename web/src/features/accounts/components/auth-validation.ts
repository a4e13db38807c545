/**
 * The login and signup checks, run before any request. The fields the API checks are checked with
 * the API's own schemas (@chem/contract), so a message under a field is the server's message; the
 * confirmation and the photo exist only in the form, with the spec's words in the
 * interface language.
 */

import { credentials, fieldMessages, IMAGE_TYPES, signupFields, UPLOADS } from '@chem/contract';
import type { FieldErrors } from '../../../lib/use-validated-form';
import { translate } from '../../../i18n/catalog';
import { accountsCatalog } from '../i18n';

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return fieldMessages<keyof LoginValues>(credentials, values);
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

export function validateSignup({ photo, ...fields }: SignupValues): FieldErrors<keyof SignupValues> {
  const errors: FieldErrors<keyof SignupValues> = fieldMessages<keyof SignupValues>(signupFields, fields);
  if (!fields.confirmPassword) errors.confirmPassword = translate(accountsCatalog, 'accounts.signup.confirmRequired');
  const photoMessage = photo ? photoProblem(photo) : translate(accountsCatalog, 'accounts.signup.photoRequired');
  if (photoMessage) errors.photo = photoMessage;
  return errors;
}

/** Why a chosen photo cannot be sent, or undefined when it can. */
function photoProblem(file: File): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return UPLOADS.profilePhoto.wrongTypeMessage;
  if (file.size > UPLOADS.profilePhoto.maxBytes) return UPLOADS.profilePhoto.tooLargeMessage;
  return undefined;
}
