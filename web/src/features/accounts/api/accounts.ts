import { callApi } from '../../../lib/api-client';
import type { AccountSession } from '@chem/contract';

export type { AccountSession };
export { startUserSession } from '../../../lib/user-session';

export interface Credentials {
  email: string;
  password: string;
}

export interface SignupDetails {
  name: string;
  email: string;
  phone: string;
  school: string;
  course: string;
  password: string;
  photo: File;
}

export function logIn(credentials: Credentials): Promise<AccountSession> {
  return callApi('POST /api/user/login', { body: credentials, token: null });
}

export function signUp({ photo, ...fields }: SignupDetails): Promise<AccountSession> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('usersPhoto', photo, photo.name);
  return callApi('POST /api/user/signup', { body: form, token: null, status: 201 });
}
