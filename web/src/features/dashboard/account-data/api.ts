import type { AccountDeletedAnswer, EmailVerificationStatus, VerificationSentAnswer } from '@chem/contract';
import { callApi } from '../../../lib/api-client';
import { fetchApiFile, type ApiFile } from '../../../lib/api-transfer';

/** Auth's own verified state of the account's email. */
export const getVerificationStatus = (signal?: AbortSignal): Promise<EmailVerificationStatus> =>
  callApi('GET /api/user/email-verification', { signal });

export const resendVerificationEmail = (): Promise<VerificationSentAnswer> => callApi('POST /api/user/email-verification');

export const downloadMyData = (): Promise<ApiFile> => fetchApiFile('GET /api/user/my-data', {});

export const deleteMyAccount = (confirmation: string, password: string | undefined): Promise<AccountDeletedAnswer> =>
  callApi('POST /api/user/delete-account', { body: { confirmation, ...(password ? { password } : {}) } });
