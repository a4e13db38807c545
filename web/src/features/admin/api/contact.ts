import { apiGet, apiSend } from '../../../lib/api-client';

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
}

/** Newest first, as the API sorts them. */
export const listMessages = (signal?: AbortSignal) => apiGet<ContactMessage[]>('/api/contact/getAllMessage', { signal });
export const deleteMessage = (messageId: string) =>
  apiSend<unknown>('DELETE', `/api/contact/deleteMessage/${encodeURIComponent(messageId)}`);
