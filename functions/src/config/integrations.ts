import type { IntegrationStatus } from '@chem/contract';
import type { defineSecret } from 'firebase-functions/params';
import { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET } from './razorpay.js';
import { YOUTUBE_API_KEY } from './youtube.js';
import { MAIL_SECRETS } from './mail.js';
import { PUSH_SECRETS, UNSUBSCRIBE_SECRET } from './notifications.js';

/**
 * The third-party services the API needs a secret or setting for, in one list: index.ts gives the
 * function these secrets, GET /api/health tells the admin which are missing (names, never
 * values), `npm run deploy` refuses to deploy while one is not set in Secret Manager, and the
 * local launcher writes a stand-in value for each into functions/.secret.local.
 */
export interface Integration {
  id: string;
  name: string;
  /** Secret Manager secrets the function declares. */
  secrets: ReadonlyArray<ReturnType<typeof defineSecret>>;
  /** Plain settings from functions/.env.<project-id>. */
  settings: readonly string[];
  effect: string;
}

export const INTEGRATIONS: readonly Integration[] = [
  {
    id: 'sign-in',
    name: 'Student sign-in (web API key)',
    secrets: [],
    settings: ['WEB_API_KEY'],
    effect: 'Nobody can log in or sign up: every attempt answers that the service is unavailable.',
  },
  {
    id: 'youtube',
    name: 'YouTube Data API',
    secrets: [YOUTUBE_API_KEY],
    settings: [],
    effect: 'The video classes page and the home page videos show an error instead of the videos.',
  },
  {
    id: 'razorpay',
    name: 'Razorpay payments',
    secrets: [RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET],
    settings: [],
    effect: 'Students cannot buy a paid plan: checkout says online payments are not set up yet.',
  },
  {
    id: 'razorpay-webhook',
    name: 'Razorpay webhooks',
    secrets: [RAZORPAY_WEBHOOK_SECRET],
    settings: [],
    effect: 'A payment whose tab was closed before it finished is never recorded, and refunds do not end subscriptions.',
  },
  {
    id: 'smtp',
    name: 'Email (SMTP)',
    secrets: MAIL_SECRETS,
    settings: [],
    effect: 'No email is sent: no welcome, receipts, renewal reminders or contact alerts. The Emails section lists them as not sent.',
  },
  {
    id: 'web-push',
    name: 'Web push (VAPID keys)',
    secrets: PUSH_SECRETS,
    settings: [],
    effect: 'No notification reaches a phone: students see them only in the site’s inbox (and by email where they chose it).',
  },
  {
    id: 'unsubscribe',
    name: 'Unsubscribe links in emails',
    secrets: [UNSUBSCRIBE_SECRET],
    settings: [],
    effect:
      'Notification emails (announcements, plan reminders, answered doubts) go out without their one-click unsubscribe, which mail providers expect of such mail.',
  },
];

/** Every secret the `api` function is given. */
export const FUNCTION_SECRETS = INTEGRATIONS.flatMap((integration) => integration.secrets);

/** Their names, for the deploy check and the local launcher. */
export const SECRET_NAMES: readonly string[] = FUNCTION_SECRETS.map((secret) => secret.name);

/**
 * Which integrations are set up in this environment. A secret reaches the function as an
 * environment variable of its name; WEB_API_KEY is not needed against the Auth emulator.
 */
export function integrationStatus(env: NodeJS.ProcessEnv = process.env): IntegrationStatus[] {
  const emulatedAuth = !!env.FIREBASE_AUTH_EMULATOR_HOST;
  return INTEGRATIONS.map(({ id, name, secrets, settings, effect }) => {
    const names = [...secrets.map((secret) => secret.name), ...settings];
    const missing = names.filter((key) => !env[key]?.trim() && !(key === 'WEB_API_KEY' && emulatedAuth));
    return { id, name, configured: missing.length === 0, missing, effect };
  });
}
