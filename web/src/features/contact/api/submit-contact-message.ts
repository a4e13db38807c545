import type { ContactMessageInput, MessageAnswer } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

/** The Send a Message form's payload; phone is optional. */
export type ContactMessage = ContactMessageInput;

/**
 * POST /api/contact/submitMessage, anonymous on purpose (a signed-in visitor's token adds nothing).
 * The API answers 201 on success; any failure throws an ApiError carrying the server's message.
 */
export function submitContactMessage(message: ContactMessage): Promise<MessageAnswer> {
  const payload = { ...message, phone: message.phone?.trim() || undefined };
  // Only 201 is success: any other answer shows the form's error state.
  return callApi('POST /api/contact/submitMessage', { body: payload, token: null, status: 201 });
}
