import { z } from 'zod';
import { cursorField, limitField } from './paging.js';
import { requestSchema } from './text.js';
import type { Language } from './languages.js';

/**
 * Notifications: what the site tells a student, through three channels (the in-app inbox behind
 * the bell, web push to the installed app, email). Every feature that tells students something
 * names one of these kinds; the texts of each kind are here, in English and Hindi, so the server
 * renders them in each student's own language when it fans a notification out.
 */

export const NOTIFICATION_KINDS = [
  'doubt-answered',
  'test-results',
  'test-open',
  'announcement',
  'live-class',
  'subscription-ending',
  'new-lessons',
  'revision-due',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const isNotificationKind = (value: unknown): value is NotificationKind => (NOTIFICATION_KINDS as readonly unknown[]).includes(value);

export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelSwitches = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationKind, ChannelSwitches>;

const on = (inApp: boolean, push: boolean, email: boolean): ChannelSwitches => ({ inApp, push, email });

/**
 * What a student gets before they change anything in Profile. The inbox is on for every kind: it
 * is quiet and the student reads it when they like. Push is on for every kind too, but only reaches
 * a phone whose owner allowed it. Email is kept for what a student would be sorry to miss: the
 * teacher's answer to their own doubt, her announcements, their plan ending (the renewal emails
 * were always sent) and the evening word that the day's revision is waiting (sent only on a day
 * with questions due and not yet revised, which is what keeps a mistake notebook alive; one click
 * turns it off). Results, new tests, lessons and live-class reminders 30 minutes ahead would be a
 * daily stream of mail, which trains people to ignore the site's emails.
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  'doubt-answered': on(true, true, true),
  'test-results': on(true, true, false),
  'test-open': on(true, true, false),
  announcement: on(true, true, true),
  'live-class': on(true, true, false),
  'subscription-ending': on(true, true, true),
  'new-lessons': on(true, true, false),
  'revision-due': on(true, true, true),
};

/** A student's stored choices over the defaults: anything missing or malformed reads as the default. */
export function preferencesWithDefaults(stored: unknown): NotificationPreferences {
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const result = {} as NotificationPreferences;
  for (const kind of NOTIFICATION_KINDS) {
    const chosen = typeof record[kind] === 'object' && record[kind] !== null ? (record[kind] as Record<string, unknown>) : {};
    const defaults = DEFAULT_NOTIFICATION_PREFERENCES[kind];
    result[kind] = {
      inApp: typeof chosen.inApp === 'boolean' ? chosen.inApp : defaults.inApp,
      push: typeof chosen.push === 'boolean' ? chosen.push : defaults.push,
      email: typeof chosen.email === 'boolean' ? chosen.email : defaults.email,
    };
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The texts of each kind
// ---------------------------------------------------------------------------------------------

/** The values each kind's text is written from (plain values: text, numbers, ISO dates). */
export interface NotificationParams {
  /** `subject`: what the doubt was about (a lesson or question title, or the doubt's first words). */
  'doubt-answered': { subject: string };
  'test-results': { testTitle: string };
  'test-open': { testTitle: string };
  /** The teacher's own words, shown as written in every language. */
  announcement: { title: string; body: string };
  'live-class': { title: string; startsAt: string };
  'subscription-ending': { planName: string; endDate: string; ended: boolean };
  'new-lessons': { courseTitle: string; count: number };
  'revision-due': { count: number };
}

export interface NotificationText {
  title: string;
  body: string;
}

type Texts = { [Kind in NotificationKind]: (params: NotificationParams[Kind]) => NotificationText };

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_HI = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'];

/** "22 Nov, 19:00" in India time (the year is left out: these are days away, not years). */
function indiaShort(iso: string, language: Language): string {
  const india = new Date(Date.parse(iso) + IST_OFFSET_MS);
  if (Number.isNaN(india.getTime())) return '';
  const months = language === 'hi' ? MONTHS_HI : MONTHS_EN;
  const time = `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
  return `${india.getUTCDate()} ${months[india.getUTCMonth()]}, ${time}`;
}

/** "22 Nov" (India's calendar day). */
const indiaDayShort = (iso: string, language: Language) => indiaShort(iso, language).replace(/, \d\d:\d\d$/, '');

const TEXTS_EN: Texts = {
  'doubt-answered': ({ subject }) => ({ title: 'Your doubt was answered', body: `The teacher replied to your doubt: ${subject}` }),
  'test-results': ({ testTitle }) => ({ title: 'Results are out', body: `Your result for ${testTitle} is ready.` }),
  'test-open': ({ testTitle }) => ({ title: 'A new test is open', body: `${testTitle} is open now. Take it when you are ready.` }),
  announcement: ({ title, body }) => ({ title, body }),
  'live-class': ({ title, startsAt }) => ({
    title: 'Live class soon',
    body: `${title} starts at ${indiaShort(startsAt, 'en')} IST.`,
  }),
  'subscription-ending': ({ planName, endDate, ended }) =>
    ended
      ? { title: 'Your plan has ended', body: `Your ${planName} plan ended on ${indiaDayShort(endDate, 'en')}. Choose a plan to continue.` }
      : { title: 'Your plan ends in 7 days', body: `Your ${planName} plan ends on ${indiaDayShort(endDate, 'en')}. Renew to keep going.` },
  'new-lessons': ({ courseTitle, count }) => ({
    title: 'New lessons',
    body: `${count === 1 ? 'A new lesson was' : `${count} new lessons were`} added to ${courseTitle}.`,
  }),
  'revision-due': ({ count }) => ({
    title: 'Revision waiting',
    body: `${count === 1 ? 'One question is' : `${count} questions are`} due for revision today.`,
  }),
};

const TEXTS_HI: Texts = {
  'doubt-answered': ({ subject }) => ({ title: 'आपके डाउट का जवाब आ गया', body: `शिक्षक ने आपके डाउट का जवाब दिया: ${subject}` }),
  'test-results': ({ testTitle }) => ({ title: 'परिणाम आ गया', body: `${testTitle} का आपका परिणाम तैयार है।` }),
  'test-open': ({ testTitle }) => ({ title: 'नया टेस्ट खुला है', body: `${testTitle} अब खुला है। जब तैयार हों, तब दें।` }),
  announcement: ({ title, body }) => ({ title, body }),
  'live-class': ({ title, startsAt }) => ({
    title: 'लाइव क्लास जल्द',
    body: `${title} ${indiaShort(startsAt, 'hi')} IST पर शुरू होगी।`,
  }),
  'subscription-ending': ({ planName, endDate, ended }) =>
    ended
      ? {
          title: 'आपकी योजना समाप्त हो गई',
          body: `आपकी ${planName} योजना ${indiaDayShort(endDate, 'hi')} को समाप्त हो गई। जारी रखने के लिए कोई योजना चुनें।`,
        }
      : {
          title: 'आपकी योजना 7 दिनों में समाप्त होगी',
          body: `आपकी ${planName} योजना ${indiaDayShort(endDate, 'hi')} को समाप्त होगी। जारी रखने के लिए रिन्यू करें।`,
        },
  'new-lessons': ({ courseTitle, count }) => ({
    title: 'नए पाठ',
    body: `${courseTitle} में ${count === 1 ? 'एक नया पाठ' : `${count} नए पाठ`} जोड़े गए हैं।`,
  }),
  'revision-due': ({ count }) => ({
    title: 'दोहराने का समय',
    body: `आज ${count === 1 ? 'एक सवाल' : `${count} सवाल`} दोहराने के लिए बाकी ${count === 1 ? 'है' : 'हैं'}।`,
  }),
};

/** A kind's title and body in a language. */
export function notificationText<Kind extends NotificationKind>(
  kind: Kind,
  params: NotificationParams[Kind],
  language: Language,
): NotificationText {
  const texts = language === 'hi' ? TEXTS_HI : TEXTS_EN;
  return (texts[kind] as (params: NotificationParams[Kind]) => NotificationText)(params);
}

/** A path of this site (never `//host`, which would be another site). */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500;

/** An https address of another site (an announcement may point at a form or a video elsewhere). */
export const isExternalLink = (value: string): boolean =>
  value.length <= 500 && /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/.test(value);

/** Where a notification may lead: a path of this site, or (the teacher's announcements) an https address. */
export const isNotificationLink = (value: string): boolean => isSitePath(value) || isExternalLink(value);

// ---------------------------------------------------------------------------------------------
// The inbox: GET /api/notifications, POST /api/notifications/read
// ---------------------------------------------------------------------------------------------

export const INBOX_PAGE_DEFAULT = 20;
export const INBOX_PAGE_MAX = 50;

export const inboxQuery = requestSchema(
  z.object({
    cursor: cursorField(),
    limit: limitField(INBOX_PAGE_DEFAULT, INBOX_PAGE_MAX),
  }),
);

/** One notification in the student's inbox, in the language it was rendered in when sent. */
export interface InboxItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the site; null when there is nowhere to go. */
  link: string | null;
  createdAt: string | null;
  readAt: string | null;
}

export interface NotificationInbox {
  notifications: InboxItem[];
  /** Unread notifications in the whole inbox (not only this page). */
  unread: number;
  nextCursor: string | null;
}

export const READ_IDS_MAX = 50;

/** `{ ids: [...] }` marks those read; `{ all: true }` marks every one. */
export const markReadSchema = requestSchema(
  z.union(
    [
      z.object({ all: z.literal(true) }).strict(),
      z
        .object({
          ids: z
            .array(z.string().min(1).max(200), { error: 'ids must be a list of notification ids.' })
            .min(1, 'Name at least one notification.')
            .max(READ_IDS_MAX, `At most ${READ_IDS_MAX} notifications at once.`),
        })
        .strict(),
    ],
    { error: 'Send { "all": true } or { "ids": [...] }.' },
  ),
);

export interface MarkReadAnswer {
  /** How many were unread and are now read. */
  marked: number;
  unread: number;
}

// ---------------------------------------------------------------------------------------------
// Push subscriptions
// ---------------------------------------------------------------------------------------------

export const PUSH_ENDPOINT_REFUSED =
  'This push subscription is not from a browser push service this site sends to. Notifications on this device stay in the app.';

const base64url = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} is not valid.`)
    .min(min, `${label} is not valid.`)
    .max(max, `${label} is not valid.`);

const endpointField = z
  .string({ error: 'The push endpoint must be a URL.' })
  .max(2000, 'The push endpoint is too long.')
  .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/, 'The push endpoint must be a URL.');

/** A browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = requestSchema(
  z.object({
    endpoint: endpointField,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
        p256dh: base64url('The key', 80, 100),
        auth: base64url('The secret', 16, 30),
      },
      { error: 'The subscription has no keys.' },
    ),
  }),
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = requestSchema(z.object({ endpoint: endpointField }));

export interface PushSubscriptionAnswer {
  subscribed: boolean;
}

// ---------------------------------------------------------------------------------------------
// Preferences, and one-click unsubscribe from an email
// ---------------------------------------------------------------------------------------------

const switches = z.object(
  { inApp: z.boolean(), push: z.boolean(), email: z.boolean() },
  { error: 'Each kind needs inApp, push and email.' },
);

/** PUT /api/notifications/preferences: the whole table (what Profile shows and saves). */
export const preferencesSchema = requestSchema(
  z.object({
    preferences: z.object(
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, switches])) as Record<NotificationKind, typeof switches>,
      { error: 'preferences must list every kind.' },
    ),
  }),
);

export interface NotificationSettings {
  preferences: NotificationPreferences;
  /** The VAPID public key a browser subscribes with; null while push is not set up on the server. */
  pushKey: string | null;
  /** How many devices of this student receive push now. */
  pushDevices: number;
}

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

/** POST /api/notifications/unsubscribe?token= (the email's List-Unsubscribe URL; RFC 8058 one-click). */
export const unsubscribeQuery = requestSchema(z.object({ token: z.string({ error: UNSUBSCRIBE_LINK_INVALID }).min(10).max(300) }));

export interface UnsubscribeAnswer {
  kind: NotificationKind;
  /** The email channel of this kind is off now. */
  email: false;
}
