/**
 * Facts about the teacher and the site that the spec leaves unnamed, in one place.
 * PLACEHOLDERS: every value marked so must be replaced with the teacher's real details before
 * launch (the README lists them).
 */
export const SITE = {
  name: 'Chemistry Classes',
  /** PLACEHOLDER: the teacher's name as shown on pages. */
  teacherName: 'Dr. A. Sharma',
  /** PLACEHOLDER: phone shown on the contact cards and footer. */
  phoneDisplay: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  /** PLACEHOLDER: the chat-app (WhatsApp) number, digits only with country code. */
  whatsappNumber: '919876543210',
  /** PLACEHOLDER: contact email. */
  email: 'hello@example.com',
  location: 'Bhopal, Madhya Pradesh, India',
  /** PLACEHOLDER: the teacher's video channel (header Subscribe link, Learn More, View More Classes). */
  videoChannelUrl: 'https://www.youtube.com/@chemistry-classes-placeholder',
  /** PLACEHOLDER: the channel's playlists page (course Enroll / Buy Now / Start Learning). */
  playlistsUrl: 'https://www.youtube.com/@chemistry-classes-placeholder/playlists',
  /** PLACEHOLDER: social profiles in the footer. */
  social: {
    facebook: 'https://www.facebook.com/',
    /** PLACEHOLDER: the spec's fourth footer link has no named network; X (Twitter) until the teacher picks one. */
    x: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
  },
  /** PLACEHOLDER: the development company named in the footer's copyright line. */
  developer: 'Your Company Name',
} as const;

/** Public path of a user's uploaded photo (the user record's `image`), or the default avatar. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

export const whatsappLink = (text = 'Hello! I would like to know more about your chemistry classes.') =>
  `https://wa.me/${SITE.whatsappNumber}?text=${encodeURIComponent(text)}`;
