import type { ContactMessage } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { ContactMessage };

/** Newest first, as the API sorts them. */
export const listMessages = (signal?: AbortSignal) => callApi('GET /api/contact/getAllMessage', { signal });
export const deleteMessage = (id: string) => callApi('DELETE /api/contact/deleteMessage/:id', { params: { id } });
