import { apiGet, apiSend } from '../../../lib/api-client';

import type { ContactMessage } from '@chem/contract';
export type { ContactMessage };

/** Newest first, as the API sorts them. */
export const listMessages = (signal?: AbortSignal) => apiGet<ContactMessage[]>('/api/contact/getAllMessage', { signal });
export const deleteMessage = (messageId: string) =>
  apiSend<unknown>('DELETE', `/api/contact/deleteMessage/${encodeURIComponent(messageId)}`);
