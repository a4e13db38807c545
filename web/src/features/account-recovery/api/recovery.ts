import type { AccountSession, EmailChangeConfirmed, MessageAnswer, ResetCodeAnswer } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

/** POST /api/user/password-reset/request: the same answer whether or not the email has an account. */
export function requestResetLink(email: string): Promise<MessageAnswer> {
  return callApi('POST /api/user/password-reset/request', { body: { email }, token: null });
}

export function checkResetCode(oobCode: string, signal?: AbortSignal): Promise<ResetCodeAnswer> {
  return callApi('POST /api/user/password-reset/check', { body: { oobCode }, token: null, signal });
}

export function resetPassword(body: { oobCode: string; password: string; confirmPassword: string }): Promise<AccountSession> {
  return callApi('POST /api/user/password-reset', { body, token: null });
}

export function changePassword(body: { currentPassword: string; password: string; confirmPassword: string }): Promise<AccountSession> {
  return callApi('POST /api/user/password', { body });
}

export function signOutOnAllDevices(): Promise<MessageAnswer> {
  return callApi('POST /api/user/sign-out-everywhere');
}

/** POST /api/user/email-change/confirm: the link sent to a new email address was opened. */
export function confirmEmailChange(code: string): Promise<EmailChangeConfirmed> {
  return callApi('POST /api/user/email-change/confirm', { body: { code }, token: null });
}
