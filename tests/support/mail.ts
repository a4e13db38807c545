/**
 * The emails the site sent in a test run, as maildev (the local SMTP catcher `npm test` starts,
 * scripts/lib/mail-source.ts) received them, through its REST API.
 */

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  headers: Record<string, string>;
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

export function maildevUrl(): string {
  const url = process.env.MAILDEV_URL;
  if (!url) throw new Error('MAILDEV_URL is not set: run this suite through `npm test`, which starts maildev.');
  return url;
}

export async function caughtMails(): Promise<CaughtMail[]> {
  const response = await fetch(`${maildevUrl()}/api/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Empties the inbox, so a test sees only its own mails. */
export async function clearMailbox(): Promise<void> {
  const response = await fetch(`${maildevUrl()}/api/email/all`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Emptying maildev failed: ${response.status}`);
}

export interface MailFilter {
  to: string;
  /** A part of the subject. */
  subject?: string;
}

const matches = (mail: CaughtMail, { to, subject }: MailFilter) =>
  mail.to.some((recipient) => recipient.address.toLowerCase() === to.toLowerCase()) && (!subject || mail.subject.includes(subject));

/** The mails caught so far that match, without waiting. */
export async function mailsMatching(filter: MailFilter): Promise<CaughtMail[]> {
  return (await caughtMails()).filter((mail) => matches(mail, filter));
}

/** Waits (up to `timeoutMs`) for a mail to `to` whose subject contains `subject`, and returns it. */
export async function waitForMail(filter: MailFilter, timeoutMs = 10_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [found] = await mailsMatching(filter);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await caughtMails()).map((mail) => `${mail.to.map((recipient) => recipient.address).join(',')}: ${mail.subject}`);
      throw new Error(
        `No email to ${filter.to}${filter.subject ? ` about "${filter.subject}"` : ''} arrived. Caught: ${seen.join(' | ') || 'none'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The raw message as it went over SMTP (every header, e.g. Reply-To, which the summary leaves out). */
export async function mailSource(id: string): Promise<string> {
  const response = await fetch(`${maildevUrl()}/api/email/${encodeURIComponent(id)}/source`);
  if (!response.ok) throw new Error(`maildev answered ${response.status} for the source of ${id}`);
  return response.text();
}
