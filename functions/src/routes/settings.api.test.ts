import { SAMPLE_SITE_SETTINGS, type SiteSettings } from '@chem/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, binaryBody, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { createNote } from '../../../tests/support/notes.js';
import { pdfPageTexts } from '../../../tests/support/pdf-text.js';
import { startYouTubeStandIn, type YouTubeStandIn } from '../../../tools/youtube-stand-in/server.js';
import { db } from '../lib/firebase.js';
import { SITE_SETTINGS_DOC, clearSiteSettingsCache } from '../services/site-settings.js';
import { clearVideoCache } from '../services/videos.js';

let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

/** The teacher's own details, as they would type them (links where ids go, the WhatsApp number with spaces). */
const teachersOwn = {
  ...SAMPLE_SITE_SETTINGS,
  siteName: 'Sharma Chemistry Academy',
  teacherName: 'Dr. Meera Sharma',
  phone: '+91 94250 11223',
  whatsappNumber: '+91 94250 11223',
  email: 'Meera.Sharma@Gmail.com',
  channelUrl: 'https://www.youtube.com/@sharma-chemistry',
  playlistsUrl: 'https://www.youtube.com/@sharma-chemistry/playlists',
  facebookUrl: '',
  xUrl: '',
  instagramUrl: 'https://www.instagram.com/sharma.chemistry',
  linkedinUrl: '',
  developerName: 'Bhopal Web Works',
  featuredVideoIds: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/9bZkp7q19f0'],
  playlists: [
    { name: 'Polymer', playlistId: 'https://www.youtube.com/playlist?list=PLsharma-polymer-001' },
    { name: 'Organic', playlistId: 'PLsharma-organic-002' },
  ],
  noteDownloadsPerDay: '12',
};

const save = (body: unknown, token: string = admin.token) =>
  api()
    .put('/api/settings')
    .set(bearer(token))
    .send(body as object);

describe('before the teacher saves anything', () => {
  it('answers the samples to visitors, CDN-cached, with only the public fields', async () => {
    const response = await api().get('/api/settings/public');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ siteName: 'Chemistry Classes', phone: SAMPLE_SITE_SETTINGS.phone });
    expect(response.body).not.toHaveProperty('playlists');
    expect(response.body).not.toHaveProperty('featuredVideoIds');
    expect(response.body).not.toHaveProperty('noteDownloadsPerDay');
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=120');
  });

  it('shows the admin every field, which ones are samples, and that nothing was saved yet', async () => {
    const response = await api().get('/api/settings').set(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.body.settings).toEqual(SAMPLE_SITE_SETTINGS);
    expect(response.body.sampleFields).toEqual(
      expect.arrayContaining(['phone', 'email', 'whatsappNumber', 'featuredVideoIds', 'playlists']),
    );
    expect(response.body.updatedAt).toBeNull();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('who may read and change the settings', () => {
  it('refuses the settings screen to visitors (401) and students (403), reading and writing', async () => {
    expect((await api().get('/api/settings')).status).toBe(401);
    expect((await api().put('/api/settings').send(teachersOwn)).status).toBe(401);
    expect((await api().get('/api/settings').set(bearer(student.token))).status).toBe(403);
    const refused = await save(teachersOwn, student.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Admin access required.');
    expect((await db().doc(SITE_SETTINGS_DOC).get()).exists).toBe(false);
  });

  it.each([
    [
      'a phone number that is not Indian',
      { phone: '+1 415 555 0100' },
      'Enter an Indian phone number: 10 digits, with or without +91 or 0 in front (e.g. +91 98765 43210 or 0755 2345678).',
    ],
    [
      'a WhatsApp number without the country code',
      { whatsappNumber: '94250 11223' },
      'Add the country code to the WhatsApp number: 91 followed by the 10-digit mobile number (e.g. 919876543210).',
    ],
    ['an http link', { channelUrl: 'http://www.youtube.com/@sharma' }, 'Channel link must be a full link starting with https://.'],
    [
      'a video that is not on YouTube',
      { featuredVideoIds: ['https://vimeo.com/1'] },
      '"https://vimeo.com/1" is not a YouTube video link or id (11 characters, e.g. dQw4w9WgXcQ).',
    ],
    [
      'control characters',
      { siteName: 'Sharma\u0007' },
      'siteName contains characters that are not allowed (control characters or broken Unicode text).',
    ],
  ])('answers 400 naming the problem for %s, and stores nothing', async (_case, change, message) => {
    const response = await save({ ...teachersOwn, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, error: message });
    expect((await db().doc(SITE_SETTINGS_DOC).get()).exists).toBe(false);
  });
});

describe('after the teacher saves their own details', () => {
  let saved: { settings: SiteSettings; sampleFields: string[]; updatedAt: string };
  let youtube: YouTubeStandIn;
  const previous = { key: process.env.YOUTUBE_API_KEY, base: process.env.YOUTUBE_API_BASE_URL };

  beforeAll(async () => {
    youtube = await startYouTubeStandIn({ port: 0 });
    process.env.YOUTUBE_API_BASE_URL = youtube.url;
    process.env.YOUTUBE_API_KEY = 'local-stand-in';
    clearVideoCache();
    const response = await save(teachersOwn);
    expect(response.status).toBe(200);
    saved = response.body;
  });

  afterAll(async () => {
    await youtube.close();
    for (const [name, value] of [
      ['YOUTUBE_API_KEY', previous.key],
      ['YOUTUBE_API_BASE_URL', previous.base],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('stores them in the form the site uses: ids from links, digits for WhatsApp, a number for the limit', () => {
    expect(saved.settings).toMatchObject({
      whatsappNumber: '919425011223',
      email: 'meera.sharma@gmail.com',
      featuredVideoIds: ['dQw4w9WgXcQ', '9bZkp7q19f0'],
      playlists: [
        { name: 'Polymer', playlistId: 'PLsharma-polymer-001' },
        { name: 'Organic', playlistId: 'PLsharma-organic-002' },
      ],
      noteDownloadsPerDay: 12,
    });
    expect(saved.sampleFields).toEqual([]);
    expect(Date.now() - Date.parse(saved.updatedAt)).toBeLessThan(60_000);
  });

  it('shows them to visitors at once from this instance', async () => {
    const response = await api().get('/api/settings/public');
    expect(response.body).toMatchObject({
      siteName: 'Sharma Chemistry Academy',
      phone: '+91 94250 11223',
      whatsappNumber: '919425011223',
      facebookUrl: '',
      developerName: 'Bhopal Web Works',
    });
  });

  it('serves the video classes page the teacher’s playlists, and the home strip their videos in order', async () => {
    const playlists = await api().get('/api/videos/playlists');
    expect(playlists.body).toEqual([
      { id: 'PLsharma-polymer-001', name: 'Polymer' },
      { id: 'PLsharma-organic-002', name: 'Organic' },
    ]);
    // A playlist that is no longer one of the buttons is not served.
    expect((await api().get(`/api/videos/playlist/${SAMPLE_SITE_SETTINGS.playlists[0]!.playlistId}`)).status).toBe(404);
    const featured = await api().get('/api/videos/featured');
    expect(featured.status).toBe(200);
    expect(featured.body.items.map((video: { id: string }) => video.id)).toEqual(['dQw4w9WgXcQ', '9bZkp7q19f0']);
  });

  it('prints the new site name in the footer of a stamped note', async () => {
    const noteId = await createNote(admin.token, { title: 'Polymers', description: 'Addition polymers.' });
    const download = await api().get(`/api/notes/${noteId}/download`).set(bearer(admin.token)).buffer(true).parse(binaryBody);
    expect(download.status).toBe(200);
    const [text] = await pdfPageTexts(new Uint8Array(download.body as Buffer));
    expect(text).toMatch(/Sharma Chemistry Academy · teacher@example\.com \(unverified\) · ID \w{8} · downloaded/);
    expect(text).not.toContain('Chemistry Classes ·');
  });

  it('keeps them for a minute on each instance, so a visit does not read Firestore every time', async () => {
    // A change made behind the API's back (in the console) shows once this instance's copy expires.
    await db().doc(SITE_SETTINGS_DOC).update({ siteName: 'Changed in the console' });
    expect((await api().get('/api/settings/public')).body.siteName).toBe('Sharma Chemistry Academy');
    clearSiteSettingsCache();
    expect((await api().get('/api/settings/public')).body.siteName).toBe('Changed in the console');
  });
});
