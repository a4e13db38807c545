import { z } from 'zod';
import { indianNationalNumber, type SiteSettings, type SiteSettingsField } from './site-facts.js';
import { SAMPLE_SITE_SETTINGS, youtubePlaylistIdFrom, youtubeVideoIdFrom } from './site-samples.js';
import { emailAddress, tooLong } from './field-schemas.js';
import { requestSchema } from './text.js';

/**
 * PUT /api/settings: the admin's Settings form. Phone numbers must be Indian numbers, links https,
 * the WhatsApp number digits with the country code, and videos and playlists YouTube ids (a pasted
 * YouTube link is accepted and reduced to its id), so what the site shows always works.
 */

export const MAX_FEATURED_VIDEOS = 10;
export const MAX_PLAYLISTS = 12;
export const MAX_NOTE_DOWNLOADS_PER_DAY = 500;
export const MAX_DOUBTS_PER_DAY = 50;
export const MAX_PRACTICE_FREE_PER_CHAPTER = 1000;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, tooLong(label, max));
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required.`);

const httpsLink = (label: string) =>
  text(label, 300).refine((value) => value === '' || isHttpsLink(value), `${label} must be a full link starting with https://.`);

const HTTPS_LINK = z.url({ protocol: /^https$/, hostname: z.regexes.domain });

/** A web address a visitor can open: https, a real domain, no spaces, no user:password@. */
function isHttpsLink(value: string): boolean {
  return HTTPS_LINK.safeParse(value).success && !/\s/.test(value) && !/^https:\/\/[^/]*@/.test(value);
}

const requiredLink = (label: string) => httpsLink(label).refine((value) => value !== '', `${label} is required.`);

const PHONE_EXAMPLE = 'e.g. +91 98765 43210 or 0755 2345678';

const indianPhone = requiredText('Phone', 20).refine(
  (value) => indianNationalNumber(value) !== undefined,
  `Enter an Indian phone number: 10 digits, with or without +91 or 0 in front (${PHONE_EXAMPLE}).`,
);

/** wa.me wants the number as digits with the country code; spaces, dashes and a + are dropped first. */
const whatsappNumber = requiredText('WhatsApp number', 20)
  .transform((value) => value.replace(/[\s\-+()]/g, ''))
  .refine((digits) => /^\d+$/.test(digits), {
    message: 'The WhatsApp number may contain only digits (and spaces or a + in front).',
    abort: true,
  })
  .refine((digits) => !/^[6-9]\d{9}$/.test(digits) && !/^0\d{10}$/.test(digits), {
    message: 'Add the country code to the WhatsApp number: 91 followed by the 10-digit mobile number (e.g. 919876543210).',
    abort: true,
  })
  .refine(
    (digits) => (digits.startsWith('91') ? /^91[6-9]\d{9}$/.test(digits) : /^[1-9]\d{7,14}$/.test(digits)),
    'Enter the WhatsApp number as digits with the country code, e.g. 919876543210 (91, then the 10-digit mobile number).',
  );

const videoId = z.string({ error: 'A featured video must be a YouTube link or video id.' }).transform((value, context) => {
  const id = youtubeVideoIdFrom(value);
  if (!id) {
    context.addIssue({ code: 'custom', message: `"${value.trim()}" is not a YouTube video link or id (11 characters, e.g. dQw4w9WgXcQ).` });
    return z.NEVER;
  }
  return id;
});

const playlist = z.object({
  name: requiredText('Playlist name', 60),
  playlistId: z.string({ error: 'Playlist link is required.' }).transform((value, context) => {
    const id = youtubePlaylistIdFrom(value);
    if (!id) {
      context.addIssue({
        code: 'custom',
        message: value.trim() === '' ? 'Playlist link is required.' : 'Enter a YouTube playlist link (with list=...) or a playlist id.',
      });
      return z.NEVER;
    }
    return id;
  }),
});

const downloadsMessage = `Note downloads per day must be a whole number from 1 to ${MAX_NOTE_DOWNLOADS_PER_DAY}.`;
const doubtsMessage = `Doubts per day must be a whole number from 1 to ${MAX_DOUBTS_PER_DAY}.`;
const practiceFreeMessage = `Free practice questions per chapter must be a whole number from 0 to ${MAX_PRACTICE_FREE_PER_CHAPTER}.`;

/** A whole number typed in a form (text) or sent as a number. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const dailyLimit = (max: number, message: string) => wholeNumber(1, max, message);

/** A switch; a form from before it existed leaves it out and keeps the default. */
const onOff = (label: string, fallback: boolean) =>
  z
    .boolean({ error: `${label} must be true or false.` })
    .optional()
    .default(fallback);

/** One schema per field, so a stored document can be read field by field (see settingsFromStored). */
const FIELDS = {
  siteName: requiredText('Site name', 60),
  tagline: text('Tagline', 200),
  teacherName: requiredText("Teacher's name", 100),
  phone: indianPhone,
  whatsappNumber,
  email: emailAddress,
  location: requiredText('Address or location', 200),
  channelUrl: requiredLink('Channel link'),
  playlistsUrl: requiredLink('Playlists page link'),
  facebookUrl: httpsLink('Facebook link'),
  xUrl: httpsLink('X (Twitter) link'),
  instagramUrl: httpsLink('Instagram link'),
  linkedinUrl: httpsLink('LinkedIn link'),
  developerName: text('Copyright name', 100),
  featuredVideoIds: z
    .array(videoId, { error: 'Featured videos must be a list.' })
    .max(MAX_FEATURED_VIDEOS, `Feature at most ${MAX_FEATURED_VIDEOS} videos.`)
    .refine((ids) => new Set(ids).size === ids.length, 'The same video is featured twice.'),
  playlists: z
    .array(playlist, { error: 'Playlists must be a list.' })
    .min(1, 'Add at least one playlist: the video classes page shows one button per playlist.')
    .max(MAX_PLAYLISTS, `Add at most ${MAX_PLAYLISTS} playlists.`)
    .refine((list) => new Set(list.map((item) => item.playlistId)).size === list.length, 'The same playlist is listed twice.'),
  noteDownloadsPerDay: dailyLimit(MAX_NOTE_DOWNLOADS_PER_DAY, downloadsMessage),
  doubtsFromSubscribers: onOff('Doubts from students with a plan', true),
  doubtsFromFreeCourses: onOff('Doubts on free courses', true),
  doubtsPerDay: dailyLimit(MAX_DOUBTS_PER_DAY, doubtsMessage).optional().default(5),
  practiceFreePerChapter: wholeNumber(0, MAX_PRACTICE_FREE_PER_CHAPTER, practiceFreeMessage).optional().default(10),
} satisfies Record<SiteSettingsField, z.ZodType>;

export const siteSettingsSchema = requestSchema(z.object(FIELDS));
/** What the form sends: the settings as typed (links where ids go, the limit as typed text). */
export type SiteSettingsInput = Omit<
  SiteSettings,
  'noteDownloadsPerDay' | 'doubtsPerDay' | 'doubtsFromSubscribers' | 'doubtsFromFreeCourses' | 'practiceFreePerChapter'
> & {
  noteDownloadsPerDay: number | string;
  /** Left out by a form from before doubts: the defaults apply. */
  doubtsPerDay?: number | string;
  doubtsFromSubscribers?: boolean;
  doubtsFromFreeCourses?: boolean;
  /** Left out by a form from before chapter practice: the default applies. */
  practiceFreePerChapter?: number | string;
};

/**
 * The settings from a stored document. A field that is missing (a field added after the last
 * save) or no longer valid (edited by hand in the console) falls back to its sample value, so the
 * site keeps working; `invalid` names those the server should log.
 */
export function settingsFromStored(data: Record<string, unknown> | undefined): { settings: SiteSettings; invalid: SiteSettingsField[] } {
  const settings = { ...SAMPLE_SITE_SETTINGS } as Record<SiteSettingsField, unknown>;
  const invalid: SiteSettingsField[] = [];
  for (const [field, schema] of Object.entries(FIELDS) as Array<[SiteSettingsField, z.ZodType]>) {
    if (data?.[field] === undefined) continue;
    const parsed = schema.safeParse(data[field]);
    if (parsed.success) settings[field] = parsed.data;
    else invalid.push(field);
  }
  return { settings: settings as unknown as SiteSettings, invalid };
}
