import { describe, expect, it } from 'vitest';
import { phoneHref, whatsappLink } from './site-facts.js';
import { SAMPLE_SITE_SETTINGS, publicSiteSettings, sampleFieldsOf, youtubePlaylistIdFrom, youtubeVideoIdFrom } from './site-samples.js';
import { settingsFromStored, siteSettingsSchema } from './site-settings.js';
import { fieldMessages } from './validation.js';

const valid = { ...SAMPLE_SITE_SETTINGS };
const messageFor = (changes: Record<string, unknown>) => fieldMessages<string>(siteSettingsSchema, { ...valid, ...changes });

describe('siteSettingsSchema', () => {
  it('accepts the sample settings as they are, so the seeded form can be saved', () => {
    expect(siteSettingsSchema.parse(valid)).toEqual(SAMPLE_SITE_SETTINGS);
  });

  it.each(['+91 98765 43210', '98765 43210', '09876543210', '+91-755-2345678', '0755 2345678', '(0755) 234-5678', '919876543210'])(
    'accepts the Indian phone number %s as written',
    (phone) => {
      expect(siteSettingsSchema.parse({ ...valid, phone }).phone).toBe(phone);
    },
  );

  it.each(['12345', '+1 415 555 0100', '+91 98765 4321', '0098765432100', 'call me', '+91 08765 43210'])(
    'refuses %s as a phone number',
    (phone) => {
      expect(messageFor({ phone }).phone).toBe(
        'Enter an Indian phone number: 10 digits, with or without +91 or 0 in front (e.g. +91 98765 43210 or 0755 2345678).',
      );
    },
  );

  it('keeps WhatsApp numbers as digits with the country code, dropping spaces and the +', () => {
    expect(siteSettingsSchema.parse({ ...valid, whatsappNumber: '+91 98765-43210' }).whatsappNumber).toBe('919876543210');
    expect(siteSettingsSchema.parse({ ...valid, whatsappNumber: '4915112345678' }).whatsappNumber).toBe('4915112345678');
  });

  it('asks for the country code when a WhatsApp number has none, and refuses letters and short numbers', () => {
    expect(messageFor({ whatsappNumber: '98765 43210' }).whatsappNumber).toBe(
      'Add the country code to the WhatsApp number: 91 followed by the 10-digit mobile number (e.g. 919876543210).',
    );
    expect(messageFor({ whatsappNumber: 'wa.me/9198' }).whatsappNumber).toBe(
      'The WhatsApp number may contain only digits (and spaces or a + in front).',
    );
    expect(messageFor({ whatsappNumber: '91987654' }).whatsappNumber).toBe(
      'Enter the WhatsApp number as digits with the country code, e.g. 919876543210 (91, then the 10-digit mobile number).',
    );
  });

  it('wants https links on a real domain, and lets the social links be empty (not shown)', () => {
    expect(messageFor({ channelUrl: 'http://www.youtube.com/@teacher' }).channelUrl).toBe(
      'Channel link must be a full link starting with https://.',
    );
    expect(messageFor({ facebookUrl: 'javascript:alert(1)' }).facebookUrl).toBe(
      'Facebook link must be a full link starting with https://.',
    );
    expect(messageFor({ instagramUrl: 'https://localhost/x' }).instagramUrl).toBe(
      'Instagram link must be a full link starting with https://.',
    );
    expect(messageFor({ xUrl: 'https://user:secret@x.com/' }).xUrl).toBe('X (Twitter) link must be a full link starting with https://.');
    expect(messageFor({ channelUrl: '' }).channelUrl).toBe('Channel link is required.');
    expect(siteSettingsSchema.parse({ ...valid, facebookUrl: '', linkedinUrl: '  ' })).toMatchObject({ facebookUrl: '', linkedinUrl: '' });
  });

  it('checks the email, the required texts and their lengths', () => {
    expect(messageFor({ email: 'teacher@' }).email).toBe('Enter a valid email address.');
    expect(siteSettingsSchema.parse({ ...valid, email: ' Teacher@Gmail.com ' }).email).toBe('teacher@gmail.com');
    expect(messageFor({ siteName: '   ' }).siteName).toBe('Site name is required.');
    expect(messageFor({ teacherName: 'x'.repeat(101) }).teacherName).toBe("Teacher's name must be at most 100 characters.");
  });

  it('reduces pasted YouTube links to ids and refuses what is not one', () => {
    const parsed = siteSettingsSchema.parse({
      ...valid,
      featuredVideoIds: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://youtu.be/9bZkp7q19f0', 'kJQP7kiw5Fk'],
      playlists: [{ name: 'Polymer', playlistId: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' }],
    });
    expect(parsed.featuredVideoIds).toEqual(['dQw4w9WgXcQ', '9bZkp7q19f0', 'kJQP7kiw5Fk']);
    expect(parsed.playlists).toEqual([{ name: 'Polymer', playlistId: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' }]);

    expect(messageFor({ featuredVideoIds: ['https://vimeo.com/123'] }).featuredVideoIds).toBe(
      '"https://vimeo.com/123" is not a YouTube video link or id (11 characters, e.g. dQw4w9WgXcQ).',
    );
    expect(messageFor({ featuredVideoIds: ['dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'] }).featuredVideoIds).toBe(
      'The same video is featured twice.',
    );
    expect(messageFor({ playlists: [] }).playlists).toBe(
      'Add at least one playlist: the video classes page shows one button per playlist.',
    );
    expect(messageFor({ playlists: [{ name: 'Polymer', playlistId: '' }] }).playlists).toBe('Playlist link is required.');
    expect(messageFor({ playlists: [{ name: '', playlistId: 'PLpolymer-placeholder' }] }).playlists).toBe('Playlist name is required.');
  });

  it('takes the daily download limit as a whole number from 1 to 500, typed or as a number', () => {
    expect(siteSettingsSchema.parse({ ...valid, noteDownloadsPerDay: '12' }).noteDownloadsPerDay).toBe(12);
    for (const noteDownloadsPerDay of [0, 501, 2.5, '', 'ten']) {
      expect(messageFor({ noteDownloadsPerDay }).noteDownloadsPerDay).toBe('Note downloads per day must be a whole number from 1 to 500.');
    }
  });

  it('refuses control characters anywhere, naming the field', () => {
    expect(messageFor({ siteName: 'Chem\u0000' }).siteName).toContain('siteName contains characters that are not allowed');
  });
});

describe('sample settings', () => {
  it('marks every made-up field of the samples, and not the real defaults (name, tagline, location, limit)', () => {
    const marked = sampleFieldsOf(SAMPLE_SITE_SETTINGS);
    expect(marked).toContain('phone');
    expect(marked).toContain('featuredVideoIds');
    expect(marked).toContain('playlists');
    expect(marked).not.toContain('siteName');
    expect(marked).not.toContain('location');
    expect(marked).not.toContain('noteDownloadsPerDay');
  });

  it('drops a field from the samples once it is changed', () => {
    const changed = {
      ...SAMPLE_SITE_SETTINGS,
      phone: '+91 90000 11111',
      playlists: [{ name: 'Polymer', playlistId: 'PLreal-playlist-id' }],
    };
    expect(sampleFieldsOf(changed)).not.toContain('phone');
    expect(sampleFieldsOf(changed)).not.toContain('playlists');
    expect(sampleFieldsOf(changed)).toContain('email');
  });
});

describe('settingsFromStored', () => {
  it('reads a stored document, filling fields it lacks with the samples and replacing broken ones', () => {
    const { settings, invalid } = settingsFromStored({ siteName: 'Sharma Chemistry', phone: 'not a phone', updatedAt: 'ignored' });
    expect(settings.siteName).toBe('Sharma Chemistry');
    expect(settings.phone).toBe(SAMPLE_SITE_SETTINGS.phone);
    expect(settings.email).toBe(SAMPLE_SITE_SETTINGS.email);
    expect(invalid).toEqual(['phone']);
  });

  it('answers the samples when there is no document', () => {
    expect(settingsFromStored(undefined)).toEqual({ settings: SAMPLE_SITE_SETTINGS, invalid: [] });
  });
});

describe('helpers', () => {
  it('dials Indian numbers with +91 and links WhatsApp with the text encoded', () => {
    expect(phoneHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(phoneHref('0755-2345678')).toBe('tel:+917552345678');
    expect(phoneHref('')).toBe('');
    expect(whatsappLink('919876543210', 'Hi & bye')).toBe('https://wa.me/919876543210?text=Hi%20%26%20bye');
  });

  it('finds YouTube ids in the link forms people paste', () => {
    expect(youtubeVideoIdFrom('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoIdFrom('https://www.youtube.com/shorts/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoIdFrom('https://www.youtube.com/@teacher')).toBeUndefined();
    expect(youtubePlaylistIdFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLabcdefghij12')).toBe('PLabcdefghij12');
    expect(youtubePlaylistIdFrom('https://example.com/?list=PLabcdefghij12')).toBeUndefined();
  });

  it('gives visitors only the public fields', () => {
    const shown = publicSiteSettings(SAMPLE_SITE_SETTINGS);
    expect(shown).toHaveProperty('whatsappNumber');
    expect(shown).not.toHaveProperty('playlists');
    expect(shown).not.toHaveProperty('noteDownloadsPerDay');
  });
});
