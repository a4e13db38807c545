import type { MailSummary } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { MailSummary };

/** The newest emails the site queued, with how each went. */
export const listMails = (signal?: AbortSignal) => callApi('GET /api/mail', { query: {}, signal });
/** Sends a failed (or never sent) email again now; answers how it went. */
export const resendMail = (id: string) => callApi('POST /api/mail/:id/resend', { params: { id } });
/** Queues today's renewal reminders now (each subscription gets each at most once). */
export const runReminders = () => callApi('POST /api/mail/reminders', {});
