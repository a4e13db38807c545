import type { ContactMessage } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { ContactMessage };

/** A page of messages, newest first, as the API sorts them; `cursor` from the previous page. */
export const listMessages = (cursor: string | null, signal?: AbortSignal) =>
  callApi('GET /api/contact/getAllMessage', { query: { cursor: cursor ?? undefined }, signal });
export const deleteMessage = (id: string) => callApi('DELETE /api/contact/deleteMessage/:id', { params: { id } });
