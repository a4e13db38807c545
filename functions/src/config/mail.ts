import { defineSecret } from 'firebase-functions/params';

/**
 * Email over SMTP (any provider: a Gmail app password, Zoho, Amazon SES, Brevo...). The five values
 * live in Secret Manager and are given to the functions that queue or send mail (index.ts):
 *   npx firebase functions:secrets:set SMTP_HOST       (smtp.gmail.com, smtp.zoho.in, email-smtp.ap-south-1.amazonaws.com)
 *   npx firebase functions:secrets:set SMTP_PORT       (587 with STARTTLS, or 465 with TLS from the start)
 *   npx firebase functions:secrets:set SMTP_USER
 *   npx firebase functions:secrets:set SMTP_PASSWORD
 *   npx firebase functions:secrets:set MAIL_FROM       (the sender: "Chemistry Classes <classes@example.com>")
 * Read when a mail is sent, never at import (secrets are set only on a serving instance, and tests
 * change them between cases). Locally `npm start` and `npm test` point them at maildev.
 */
export const SMTP_HOST = defineSecret('SMTP_HOST');
export const SMTP_PORT = defineSecret('SMTP_PORT');
export const SMTP_USER = defineSecret('SMTP_USER');
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const MAIL_FROM = defineSecret('MAIL_FROM');

export const MAIL_SECRETS = [SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, MAIL_FROM];

export interface SmtpSettings {
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
}

/** Like config/razorpay.ts: an unset variable is checked first, so `.value()` never warns. */
function secretValue(secret: ReturnType<typeof defineSecret>): string | undefined {
  if (!process.env[secret.name]) return undefined;
  return secret.value().trim() || undefined;
}

/** The SMTP settings, or undefined while any is missing (or the port is not a port): then no mail is sent. */
export function smtpSettings(): SmtpSettings | undefined {
  const [host, portText, user, password, from] = MAIL_SECRETS.map(secretValue);
  const port = Number(portText);
  if (!host || !user || !password || !from || !Number.isInteger(port) || port < 1 || port > 65_535) return undefined;
  return { host, port, user, password, from };
}

/**
 * The teacher's daily sales email (21:00 India time): off unless MAIL_DAILY_SUMMARY=on in
 * functions/.env.<project-id>.
 */
export const dailySalesSummaryEnabled = (env: NodeJS.ProcessEnv = process.env) => env.MAIL_DAILY_SUMMARY?.trim().toLowerCase() === 'on';

/**
 * The site's address for links in emails (the renew link): SITE_URL when set (functions/.env.<project>),
 * else the project's default Hosting address; the local stack's Hosting emulator under the emulators.
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  if (env.FUNCTIONS_EMULATOR === 'true' || env.FIRESTORE_EMULATOR_HOST) return 'http://127.0.0.1:5000';
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT ?? 'localhost';
  return `https://${project}.web.app`;
}
