import type { SiteSettingsField } from '../api/settings';

/**
 * Every text of the Settings section and the overview's integrations card, in one place (for a
 * later Hindi translation). Field messages come from the contract's schema, as the server words them.
 */
export const SETTINGS_TEXT = {
  intro:
    'What the site says about you: your name and contacts, your channel and social links, and the videos on the home page. Visitors see a saved change within a few minutes.',
  samplesTitle: 'Some details are still samples',
  samples:
    'The fields marked Sample hold made-up values from the site’s setup (a sample phone number, email and links). Replace them with your own and save.',
  sampleBadge: 'Sample',
  sampleBadgeLabel: 'still the sample value',
  neverSaved: 'Not saved yet: these are the setup’s values.',
  unsaved: 'You have unsaved changes.',
  lastSaved: (when: string) => `Last saved ${when}.`,
  save: 'Save settings',
  saving: 'Saving...',
  saved: 'Settings saved',
  savedDetail: 'Visitors see the changes within a few minutes.',
  saveFailed: 'Could not save the settings',
  fixErrors: 'Some fields need a look: see the messages below them.',
  loadFailed: 'Could not load the settings.',
  loading: 'Loading settings...',
  addVideo: 'Add a video',
  addPlaylist: 'Add a playlist',
  remove: 'Remove',
  moveUp: 'Move up',
  moveDown: 'Move down',
  videoRow: (position: number) => `Featured video ${position}`,
  playlistRow: (position: number) => `Playlist ${position}`,
  playlistName: 'Button name',
  playlistLink: 'Playlist link or id',
  noVideos: 'No featured videos: the home page then shows none.',
} as const;

export const SETTINGS_GROUPS = {
  site: { title: 'The site', hint: 'Shown in the header, the footer and the browser tab.' },
  contacts: { title: 'You and your contacts', hint: 'Shown in the footer, the contact cards, receipts and the chat button.' },
  links: { title: 'Channel and social links', hint: 'Full links starting with https://. Leave a social link empty to hide its icon.' },
  videos: {
    title: 'Videos',
    hint: 'Paste YouTube links or ids. The home page shows the featured videos in this order; the video classes page shows one button per playlist, the first one selected.',
  },
  notes: { title: 'Notes', hint: 'Previews are not limited, and neither are you.' },
} as const;

type TextField = Exclude<SiteSettingsField, 'featuredVideoIds' | 'playlists'>;

export const FIELD_TEXT: Record<TextField, { label: string; hint?: string; placeholder?: string }> = {
  siteName: { label: 'Site name' },
  tagline: { label: 'Tagline', hint: 'The short line under the logo in the footer. May be empty.' },
  developerName: { label: 'Copyright name', hint: 'Named in the footer’s copyright line; empty means the site name.' },
  teacherName: { label: 'Your name', hint: 'Shown as the teacher of a course that names no instructor.' },
  phone: { label: 'Phone', hint: 'An Indian number, e.g. +91 98765 43210.', placeholder: '+91 98765 43210' },
  whatsappNumber: {
    label: 'WhatsApp number',
    hint: 'With the country code, e.g. 91 98765 43210: the chat button opens a chat with this number.',
    placeholder: '919876543210',
  },
  email: { label: 'Email' },
  location: { label: 'Address or location' },
  channelUrl: {
    label: 'Channel link',
    hint: 'Your YouTube channel: the header’s Subscribe link.',
    placeholder: 'https://www.youtube.com/@...',
  },
  playlistsUrl: {
    label: 'Playlists page link',
    hint: 'Opened by a course’s Enroll / Buy Now button.',
    placeholder: 'https://www.youtube.com/@.../playlists',
  },
  facebookUrl: { label: 'Facebook link', placeholder: 'https://www.facebook.com/...' },
  xUrl: { label: 'X (Twitter) link', placeholder: 'https://x.com/...' },
  instagramUrl: { label: 'Instagram link', placeholder: 'https://www.instagram.com/...' },
  linkedinUrl: { label: 'LinkedIn link', placeholder: 'https://www.linkedin.com/in/...' },
  noteDownloadsPerDay: { label: 'Note downloads per student per day', hint: 'Counted per India calendar day; from 1 to 500.' },
};

export const INTEGRATIONS_TEXT = {
  title: 'Some services are not set up',
  intro:
    'Until they are, part of the site does not work. Your developer sets them up (the README says how); the values are never shown here.',
  missing: (names: string[]) => `Missing: ${names.join(', ')}`,
} as const;
