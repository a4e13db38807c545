import type { PublicSiteSettings, SiteSettings, SiteSettingsField } from './site-facts.js';

/**
 * The site facts' samples, the public part, and reading YouTube ids from what the teacher pastes:
 * what the server, the admin's Settings and the build need. Kept apart from site-facts.ts, whose
 * phone and WhatsApp helpers every page's entry chunk carries, so visitors do not download these.
 */

export const PUBLIC_SITE_SETTING_FIELDS = [
  'siteName',
  'tagline',
  'teacherName',
  'phone',
  'whatsappNumber',
  'email',
  'location',
  'channelUrl',
  'playlistsUrl',
  'facebookUrl',
  'xUrl',
  'instagramUrl',
  'linkedinUrl',
  'developerName',
] as const satisfies ReadonlyArray<keyof PublicSiteSettings>;

/**
 * The sample values the seed writes (and the server answers while no settings are saved at all).
 * The ones in SAMPLE_ONLY_FIELDS are made up and must be replaced before launch; the site name,
 * tagline, location and download limit are real defaults the teacher may keep.
 */
export const SAMPLE_SITE_SETTINGS: SiteSettings = {
  siteName: 'Chemistry Classes',
  tagline: 'Clear notes, video classes and practical demonstrations, from 15 years of teaching chemistry.',
  teacherName: 'Dr. A. Sharma',
  phone: '+91 98765 43210',
  whatsappNumber: '919876543210',
  email: 'hello@example.com',
  location: 'Bhopal, Madhya Pradesh, India',
  channelUrl: 'https://www.youtube.com/@chemistry-classes-placeholder',
  playlistsUrl: 'https://www.youtube.com/@chemistry-classes-placeholder/playlists',
  facebookUrl: 'https://www.facebook.com/',
  xUrl: 'https://x.com/',
  instagramUrl: 'https://www.instagram.com/',
  linkedinUrl: 'https://www.linkedin.com/',
  developerName: 'Your Company Name',
  featuredVideoIds: ['sampleVid01', 'sampleVid02', 'sampleVid03', 'sampleVid04', 'sampleVid05'],
  playlists: [
    { name: 'Polymer', playlistId: 'PLpolymer-placeholder' },
    { name: 'Environmental Science', playlistId: 'PLenvironmental-science-placeholder' },
    { name: 'Practical Knowledge', playlistId: 'PLpractical-knowledge-placeholder' },
    { name: 'Important Facts', playlistId: 'PLimportant-facts-placeholder' },
  ],
  noteDownloadsPerDay: 30,
  doubtsFromSubscribers: true,
  doubtsFromFreeCourses: true,
  doubtsPerDay: 5,
  practiceFreePerChapter: 10,
};

/** The made-up samples: while a field still holds one, it is not the teacher's. */
export const SAMPLE_ONLY_FIELDS = [
  'teacherName',
  'phone',
  'whatsappNumber',
  'email',
  'channelUrl',
  'playlistsUrl',
  'facebookUrl',
  'xUrl',
  'instagramUrl',
  'linkedinUrl',
  'developerName',
  'featuredVideoIds',
  'playlists',
] as const satisfies readonly SiteSettingsField[];

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that still hold the seed's made-up sample value. */
export function sampleFieldsOf(settings: SiteSettings): SiteSettingsField[] {
  return SAMPLE_ONLY_FIELDS.filter((field) => sameValue(settings[field], SAMPLE_SITE_SETTINGS[field]));
}

/** The part of the settings every visitor may see. */
export function publicSiteSettings(settings: SiteSettings): PublicSiteSettings {
  return Object.fromEntries(PUBLIC_SITE_SETTING_FIELDS.map((field) => [field, settings[field]])) as unknown as PublicSiteSettings;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PLAYLIST_ID = /^[A-Za-z0-9_-]{10,64}$/;

/**
 * The video id in what the teacher pasted: an id, or a watch / youtu.be / embed / shorts / live
 * link. Undefined when there is none.
 */
export function youtubeVideoIdFrom(input: string): string | undefined {
  const text = input.trim();
  if (VIDEO_ID.test(text)) return text;
  const short = /^https?:\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?:[?&#/]|$)/.exec(text);
  const long =
    /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com)\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/)([A-Za-z0-9_-]{11})(?:[?&#/]|$)/.exec(
      text,
    );
  const match = short ?? long;
  return match?.[1];
}

/** The playlist id in what the teacher pasted: an id, or any YouTube link with `list=`. */
export function youtubePlaylistIdFrom(input: string): string | undefined {
  const text = input.trim();
  if (PLAYLIST_ID.test(text)) return text;
  const match = /^https?:\/\/(?:www\.|m\.|music\.)?youtube\.com\/[^#]*[?&]list=([A-Za-z0-9_-]{10,64})(?:[&#]|$)/.exec(text);
  return match?.[1];
}
