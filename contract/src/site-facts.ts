/**
 * The site's own facts (the teacher's name and contacts, channel and social links, the featured
 * videos), as the teacher keeps them in the admin dashboard's Settings. One Firestore document
 * holds them; the web app gets the public part with the public lists and the server reads the
 * rest where it needs them (note stamps, the video strip, the download limit).
 *
 * This module has no zod on purpose: the home page imports its helpers and must not pay for the
 * validator (site-settings.ts holds the request schema).
 */

/** What every visitor's browser gets: shown in the header, footer, contact cards and links. */
export interface PublicSiteSettings {
  siteName: string;
  /** The footer's short line under the logo; may be empty. */
  tagline: string;
  teacherName: string;
  /** An Indian phone number as the teacher wrote it (`+91 98765 43210`); see phoneHref(). */
  phone: string;
  /** Digits with the country code, as wa.me wants it (`919876543210`). */
  whatsappNumber: string;
  email: string;
  location: string;
  /** The teacher's video channel: header Subscribe, Learn More, View More Classes. */
  channelUrl: string;
  /** The channel's playlists page: a course's Enroll / Buy Now / Start Learning. */
  playlistsUrl: string;
  /** Footer social links; an empty one is not shown. */
  facebookUrl: string;
  xUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  /** Who the footer's copyright line names; empty means the site name. */
  developerName: string;
}

/** A category button of /Ytclass: the playlist it shows, under the teacher's name for it. */
export interface SitePlaylist {
  name: string;
  playlistId: string;
}

/** Everything in the Settings screen: the public part plus what only the server uses. */
export interface SiteSettings extends PublicSiteSettings {
  /** The home strip's videos, in order (YouTube video ids). */
  featuredVideoIds: string[];
  /** The category buttons of /Ytclass, in order; the first is selected. Only these are served. */
  playlists: SitePlaylist[];
  /** Note downloads a student may make per India calendar day (previews are not limited). */
  noteDownloadsPerDay: number;
}

export type SiteSettingsField = keyof SiteSettings;

/** GET and PUT /api/settings (admin): the settings, which of them are still the samples, when last saved. */
export interface SiteSettingsAnswer {
  settings: SiteSettings;
  /** Fields that still hold the seed's sample value: the admin screen marks them, the deploy refuses them. */
  sampleFields: SiteSettingsField[];
  /** ISO time of the last save from the admin screen; null while only the seed (or nothing) wrote them. */
  updatedAt: string | null;
}

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

/**
 * The ten-digit national number of an Indian phone number written with or without +91 / 91 / 0
 * and with spaces, dashes, dots or brackets; undefined when it is not one.
 */
export function indianNationalNumber(phone: string): string | undefined {
  const compact = phone.trim().replace(/[\s\-.()]/g, '');
  return /^(?:\+91|91|0)?([1-9]\d{9})$/.exec(compact)?.[1];
}

/** `tel:+919876543210` for a phone number as shown; '' when the number cannot be dialled. */
export function phoneHref(phone: string): string {
  const national = indianNationalNumber(phone);
  return national ? `tel:+91${national}` : '';
}

export const DEFAULT_WHATSAPP_TEXT = 'Hello! I would like to know more about your chemistry classes.';

/** The chat link of the floating button and /WhatsAppButton. */
export function whatsappLink(number: string, text = DEFAULT_WHATSAPP_TEXT): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
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
