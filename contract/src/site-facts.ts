/**
 * The site's own facts (the teacher's name and contacts, channel and social links, the featured
 * videos), as the teacher keeps them in the admin dashboard's Settings. One Firestore document
 * holds them; the web app gets the public part with the public lists and the server reads the
 * rest where it needs them (note stamps, the video strip, the download limit).
 *
 * This module has no zod on purpose: the home page imports its helpers and must not pay for the
 * validator (site-settings.ts holds the request schema), nor for the samples and YouTube id
 * parsing the admin and the server need (site-samples.ts).
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
  /** Students with an active plan may ask doubts (from any lesson or question they can open). */
  doubtsFromSubscribers: boolean;
  /** Students of a free course may ask doubts on that course, without a plan. */
  doubtsFromFreeCourses: boolean;
  /** Doubts a student may ask per India calendar day. */
  doubtsPerDay: number;
  /** Chapter practice: the first this many questions of each chapter are open without a plan (0: none). */
  practiceFreePerChapter: number;
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
