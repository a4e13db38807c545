import { z } from 'zod';
import { cursorField, limitField } from './paging.js';
import { requestSchema } from './text.js';

/** The home page's Send a Message form. Limits are generous for a person and bound what a script can store. */

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const PHONE = /^[0-9+\-\s]*$/;

export const contactMessageSchema = requestSchema(
  z.object({
    name: requiredText('Name', 100),
    email: requiredText('Email', 200).pipe(z.email('Please enter a valid email address.')),
    phone: z
      .string({ error: 'Phone number must be text.' })
      .trim()
      .max(20, 'Phone number must be at most 20 characters.')
      .regex(PHONE, 'Phone number may contain only digits, spaces, + and -.')
      .optional(),
    message: requiredText('Message', 2000),
  }),
);
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** A visitor's message as the admin's Contact Query list answers it. */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  /** '' when none was given. */
  phone: string;
  message: string;
  createdAt: string | null;
}

/** GET /api/contact/getAllMessage?cursor=&limit=: the admin's inbox a page at a time, newest first. */
export const CONTACT_PAGE_DEFAULT = 50;
export const CONTACT_PAGE_MAX = 100;

export const contactMessagesQuery = requestSchema(
  z.object({
    cursor: cursorField(),
    limit: limitField(CONTACT_PAGE_DEFAULT, CONTACT_PAGE_MAX),
  }),
);
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuery>;

export interface ContactMessagesPage {
  messages: ContactMessage[];
  /** Null on the last page. */
  nextCursor: string | null;
}
