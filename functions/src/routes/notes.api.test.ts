import { Timestamp } from 'firebase-admin/firestore';
import { SAMPLE_SITE_SETTINGS } from '@chem/contract';
import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addSubscription,
  api,
  bearer,
  binaryBody,
  createAccount,
  createTestAccounts,
  messageOf,
  type TestAccount,
} from '../../../tests/support/api.js';
import { pdfPageTexts } from '../../../tests/support/pdf-text.js';
import { makeNotePdf } from '../../../tools/seed/files.js';
import { bucket, db } from '../lib/firebase.js';

const TWO_MB = 2 * 1024 * 1024;
const PUBLIC_NOTE_KEYS = [
  '_id',
  'title',
  'description',
  'titleHi',
  'descriptionHi',
  'category',
  'tags',
  'difficulty',
  'pages',
  'rating',
  'uploadDate',
  'downloads',
  'fileName',
  'contentType',
  'size',
];
const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

let admin: TestAccount;
let student: TestAccount;
let pdf: Buffer;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
  pdf = await makeNotePdf({
    title: 'Polymers',
    subtitle: 'Class 12 revision',
    pages: 2,
    sections: [{ heading: 'Addition polymers', lines: ['Ethene -> polyethene'] }],
  });
});

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

interface Upload {
  data: Buffer;
  name: string;
  type?: string;
}

const pdfFile = (name = 'polymers.pdf'): Upload => ({ data: pdf, name, type: 'application/pdf' });
const pptxFile = (): Upload => ({
  data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml ppt/presentation.xml')]),
  name: 'slides.pptx',
  type: PPTX_MIME,
});

/** `token` null sends the request anonymously. */
function sendNoteForm(
  method: 'post' | 'put',
  path: string,
  fields: Record<string, string>,
  file: Upload | undefined,
  token: string | null,
) {
  let request = api()[method](path);
  if (token) request = request.set(bearer(token));
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
  if (file) request = request.attach('file', file.data, { filename: file.name, contentType: file.type ?? 'application/octet-stream' });
  return request;
}

const createNote = (fields: Record<string, string>, file?: Upload, token: string | null = admin.token) =>
  sendNoteForm('post', '/api/notes/createNote', fields, file, token);
const updateNote = (id: string, fields: Record<string, string>, file?: Upload, token: string | null = admin.token) =>
  sendNoteForm('put', `/api/notes/updateNote/${id}`, fields, file, token);

const validNote = { title: 'Polymers', description: 'Addition and condensation polymers.' };

async function createdNoteId(fields: Record<string, string> = validNote, file: Upload = pdfFile()): Promise<string> {
  const response = await createNote(fields, file);
  expect(response.status).toBe(201);
  return response.body._id as string;
}

const storedNote = async (id: string) => (await db().doc(`notes/${id}`).get()).data();
const storedFilePath = async (id: string) => (await storedNote(id))?.filePath as string;
const fileExists = async (path: string) => (await bucket().file(path).exists())[0];
const storedBytes = async (path: string) => (await bucket().file(path).download())[0];

/** How many notes and note files exist: a refused request must change neither. */
async function storedState() {
  const [notes, [files]] = await Promise.all([db().collection('notes').count().get(), bucket().getFiles({ prefix: 'notes/' })]);
  return { notes: notes.data().count, files: files.length };
}

const openNote = (id: string, use: 'preview' | 'download', token?: string) => {
  const request = api().get(`/api/notes/${id}/${use}`).buffer(true).parse(binaryBody);
  return token ? request.set(bearer(token)) : request;
};

const subscribe = addSubscription;

/**
 * A PDF answer is a copy made for its reader: a valid PDF with the stored file's pages and text,
 * `who` on every page, and a Content-Length that is the copy's own.
 */
async function expectStampedFor(response: Response, who: string) {
  const body = response.body as Buffer;
  expect(response.headers['x-note-stamped']).toBe('true');
  expect(response.headers['content-length']).toBe(String(body.length));
  const [copy, original] = await Promise.all([pdfPageTexts(body), pdfPageTexts(pdf)]);
  expect(copy).toHaveLength(original.length);
  copy.forEach((page, index) => {
    expect(page).toContain(who);
    for (const line of original[index]!.split('\n').filter(Boolean)) expect(page).toContain(line);
  });
}

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);
const downloadsOf = async (id: string) => (await storedNote(id))?.downloads as number;

// ---------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------

describe('POST /api/notes/createNote', () => {
  it('stores the note and its file and answers 201 with the public note', async () => {
    const before = Date.now();
    const response = await createNote(
      { ...validNote, category: 'Organic Chemistry', tags: ' polymers, organic ,, class 12 ,', difficulty: 'Intermediate', pages: '12' },
      pdfFile(),
    );

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      _id: expect.any(String),
      title: 'Polymers',
      description: 'Addition and condensation polymers.',
      category: 'Organic Chemistry',
      tags: ['polymers', 'organic', 'class 12'],
      difficulty: 'Intermediate',
      pages: 12,
      rating: 0,
      downloads: 0,
      uploadDate: expect.any(String),
      fileName: 'polymers.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    const uploadDate = Date.parse(response.body.uploadDate);
    expect(uploadDate).toBeGreaterThanOrEqual(before - 1000);
    expect(uploadDate).toBeLessThanOrEqual(Date.now() + 1000);

    const id = response.body._id as string;
    const filePath = await storedFilePath(id);
    expect(filePath).toMatch(new RegExp(`^notes/${id}/[^/]+\\.pdf$`));
    expect((await storedBytes(filePath)).equals(pdf)).toBe(true);
  });

  it('defaults difficulty to Beginner, pages to 1, tags to none and category to empty', async () => {
    const response = await createNote(validNote, pdfFile());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ difficulty: 'Beginner', pages: 1, tags: [], category: '', downloads: 0, rating: 0 });
  });

  it('ignores a client-sent rating, downloads, uploadDate and filePath', async () => {
    const response = await createNote(
      { ...validNote, rating: '5', downloads: '999', uploadDate: '2000-01-01T00:00:00.000Z', filePath: 'uploads/evil.pdf' },
      pdfFile(),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ rating: 0, downloads: 0 });
    expect(response.body.uploadDate).not.toBe('2000-01-01T00:00:00.000Z');
    expect(await storedFilePath(response.body._id)).toMatch(/^notes\//);
  });

  it('keeps the original file name, without the characters file systems refuse', async () => {
    const response = await createNote(validNote, pdfFile('Poly<mers>|Class 12.pdf'));
    expect(response.status).toBe(201);
    expect(response.body.fileName).toBe('Poly mers Class 12.pdf');
  });

  it('accepts a file of exactly 2 MB', async () => {
    const exactly = Buffer.concat([pdf, Buffer.alloc(TWO_MB - pdf.length, 0x20)]);
    const response = await createNote(validNote, { data: exactly, name: 'big.pdf' });
    expect(response.status).toBe(201);
    expect(response.body.size).toBe(TWO_MB);
  });

  it('accepts a PowerPoint file, recognised by its content', async () => {
    const response = await createNote(validNote, pptxFile());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ fileName: 'slides.pptx', contentType: PPTX_MIME });
    expect(await storedFilePath(response.body._id)).toMatch(/\.pptx$/);
  });

  describe('refuses invalid input and stores nothing', () => {
    let before: Awaited<ReturnType<typeof storedState>>;
    beforeAll(async () => {
      before = await storedState();
    });

    it.each([
      ['no title', { description: 'x' }, 'Title is required.'],
      ['a blank title', { title: '   ', description: 'x' }, 'Title is required.'],
      ['no description', { title: 'Polymers' }, 'Description is required.'],
      ['a blank description', { title: 'Polymers', description: ' ' }, 'Description is required.'],
      ['pages 0', { ...validNote, pages: '0' }, 'Pages must be at least 1.'],
      ['negative pages', { ...validNote, pages: '-4' }, 'Pages must be at least 1.'],
      ['pages that are not a number', { ...validNote, pages: 'ten' }, 'Pages must be a whole number.'],
      ['fractional pages', { ...validNote, pages: '2.5' }, 'Pages must be a whole number.'],
      ['an unknown difficulty', { ...validNote, difficulty: 'Expert' }, 'Difficulty must be Beginner, Intermediate or Advanced.'],
    ])('400 for %s', async (_case, fields, message) => {
      const response = await createNote(fields, pdfFile());
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message, error: message });
    });

    it('400 "Please select a file." without a file', async () => {
      const response = await createNote(validNote);
      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe('Please select a file.');
    });

    it.each([
      ['a .txt file', (): Upload => ({ data: Buffer.from('plain text notes'), name: 'notes.txt', type: 'text/plain' })],
      ['a .pdf whose bytes are not a PDF', (): Upload => ({ data: Buffer.from('plain text pretending to be a PDF'), name: 'notes.pdf' })],
      ['a PDF renamed .docx', (): Upload => pdfFile('notes.docx')],
      [
        'an image named .pdf',
        (): Upload => ({ data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]), name: 'notes.pdf' }),
      ],
    ])('400 for %s', async (_case, file) => {
      const response = await createNote(validNote, file());
      expect(response.status).toBe(400);
      expect(messageOf(response)).toBe('Only PDF, DOC, DOCX, PPT and PPTX files are allowed.');
    });

    it('413 "File size exceeds 2 MB limit" for 2 MB + 1 byte', async () => {
      const tooBig = Buffer.concat([pdf, Buffer.alloc(TWO_MB + 1 - pdf.length, 0x20)]);
      const response = await createNote(validNote, { data: tooBig, name: 'big.pdf', type: 'application/pdf' });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ message: 'File size exceeds 2 MB limit', error: 'File size exceeds 2 MB limit' });
    });

    it('401 for an anonymous caller and 403 for a student', async () => {
      expect((await createNote(validNote, pdfFile(), null)).status).toBe(401);
      const asStudent = await createNote(validNote, pdfFile(), student.token);
      expect(asStudent.status).toBe(403);
      expect(messageOf(asStudent)).toBe('Admin access required.');
    });

    it('left no note and no file behind', async () => {
      expect(await storedState()).toEqual(before);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// List
// ---------------------------------------------------------------------------------------------

describe('GET /api/notes/getAllNotes', () => {
  it('lists every note, newest upload first, to anyone', async () => {
    const older = await db()
      .collection('notes')
      .add({ ...validNote, title: 'Older', tags: [], uploadDate: Timestamp.fromDate(new Date('2024-01-01')), filePath: 'notes/x/old.pdf' });
    const newest = await createdNoteId({ ...validNote, title: 'Newest' });

    const response = await api().get('/api/notes/getAllNotes');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
    const notes = response.body as Array<{ _id: string; uploadDate: string }>;
    expect(notes.length).toBe((await db().collection('notes').count().get()).data().count);
    expect(notes[0]?._id).toBe(newest);
    expect(notes.at(-1)?._id).toBe(older.id);
    const dates = notes.map((note) => Date.parse(note.uploadDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('never exposes where a file is stored', async () => {
    const response = await api().get('/api/notes/getAllNotes');
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('filePath');
    const stored = await db().collection('notes').get();
    for (const doc of stored.docs) expect(text).not.toContain(doc.get('filePath') as string);
    expect(text).not.toMatch(/notes\/|storage\.googleapis|fileUrl/);
    for (const note of response.body as Array<Record<string, unknown>>) {
      for (const key of Object.keys(note)) expect(PUBLIC_NOTE_KEYS).toContain(key);
    }
  });

  it('may be cached publicly when anonymous, never when a token is sent', async () => {
    const anonymous = await api().get('/api/notes/getAllNotes');
    expect(anonymous.headers['cache-control']).toMatch(/^public, /);
    const asAdmin = await api().get('/api/notes/getAllNotes').set(bearer(admin.token));
    expect(asAdmin.headers['cache-control']).toBe('private, no-store');
  });
});

// ---------------------------------------------------------------------------------------------
// Update
// ---------------------------------------------------------------------------------------------

describe('PUT /api/notes/updateNote/:id', () => {
  let id: string;
  beforeAll(async () => {
    id = await createdNoteId({ ...validNote, category: 'Organic Chemistry', tags: 'polymers', difficulty: 'Beginner', pages: '4' });
  });

  it('changes only the fields sent and keeps the file', async () => {
    const filePath = await storedFilePath(id);
    const response = await updateNote(id, { title: 'Polymers, revised', tags: 'a, b', difficulty: 'Advanced', pages: '6' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      _id: id,
      title: 'Polymers, revised',
      description: validNote.description,
      category: 'Organic Chemistry',
      tags: ['a', 'b'],
      difficulty: 'Advanced',
      pages: 6,
      fileName: 'polymers.pdf',
      size: pdf.length,
    });
    expect(response.body).not.toHaveProperty('filePath');
    expect(await storedNote(id)).toMatchObject({ title: 'Polymers, revised', pages: 6, filePath });
    expect(await fileExists(filePath)).toBe(true);
  });

  it('replaces the file and deletes the old one', async () => {
    const oldPath = await storedFilePath(id);
    const response = await updateNote(id, {}, pptxFile());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ fileName: 'slides.pptx', contentType: PPTX_MIME, title: 'Polymers, revised' });

    const newPath = await storedFilePath(id);
    expect(newPath).not.toBe(oldPath);
    expect(newPath).toMatch(new RegExp(`^notes/${id}/[^/]+\\.pptx$`));
    expect(await fileExists(newPath)).toBe(true);
    expect(await fileExists(oldPath)).toBe(false);
  });

  it.each([
    ['a blank title', { title: '' }, 'Title is required.'],
    ['a blank description', { description: '  ' }, 'Description is required.'],
    ['pages 0', { pages: '0' }, 'Pages must be at least 1.'],
    ['an unknown difficulty', { difficulty: 'Hard' }, 'Difficulty must be Beginner, Intermediate or Advanced.'],
  ])('400 for %s, changing nothing', async (_case, fields, message) => {
    const before = await storedNote(id);
    const response = await updateNote(id, fields);
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await storedNote(id)).toEqual(before);
  });

  it('400 for a file that is not a document, keeping the old file and storing no new one', async () => {
    const before = await storedNote(id);
    const files = await storedState();
    const response = await updateNote(id, { title: 'Should not stick' }, { data: Buffer.from('not a pdf'), name: 'fake.pdf' });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Only PDF, DOC, DOCX, PPT and PPTX files are allowed.');
    expect(await storedNote(id)).toEqual(before);
    expect(await storedState()).toEqual(files);
  });

  it('413 for a file over 2 MB', async () => {
    const response = await updateNote(id, {}, { data: Buffer.concat([pdf, Buffer.alloc(TWO_MB + 1 - pdf.length)]), name: 'big.pdf' });
    expect(response.status).toBe(413);
    expect(messageOf(response)).toBe('File size exceeds 2 MB limit');
  });

  it('404 for an unknown id, leaving no uploaded file behind', async () => {
    const files = await storedState();
    const response = await updateNote('no-such-note', { title: 'x' }, pdfFile());
    expect(response.status).toBe(404);
    expect(messageOf(response)).toBe('Note not found.');
    expect(await storedState()).toEqual(files);
  });

  it('404 for an id that is a path', async () => {
    const response = await updateNote(encodeURIComponent(`${id}/x`), { title: 'x' });
    expect(response.status).toBe(404);
  });

  it('401 for an anonymous caller and 403 for a student', async () => {
    expect((await updateNote(id, { title: 'x' }, undefined, null)).status).toBe(401);
    expect((await updateNote(id, { title: 'x' }, undefined, student.token)).status).toBe(403);
    expect((await storedNote(id))?.title).toBe('Polymers, revised');
  });
});

// ---------------------------------------------------------------------------------------------
// Delete
// ---------------------------------------------------------------------------------------------

describe('DELETE /api/notes/deleteNote/:id', () => {
  it('401 for an anonymous caller and 403 for a student, deleting nothing', async () => {
    const id = await createdNoteId();
    expect((await api().delete(`/api/notes/deleteNote/${id}`)).status).toBe(401);
    expect((await api().delete(`/api/notes/deleteNote/${id}`).set(bearer(student.token))).status).toBe(403);
    expect(await storedNote(id)).toBeDefined();
  });

  it('deletes the note and its file', async () => {
    const id = await createdNoteId();
    const filePath = await storedFilePath(id);
    const response = await api().delete(`/api/notes/deleteNote/${id}`).set(bearer(admin.token));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your note has been deleted.' });
    expect(await storedNote(id)).toBeUndefined();
    expect(await fileExists(filePath)).toBe(false);

    const again = await api().delete(`/api/notes/deleteNote/${id}`).set(bearer(admin.token));
    expect(again.status).toBe(404);
  });

  it('404 for an unknown id', async () => {
    const response = await api().delete('/api/notes/deleteNote/no-such-note').set(bearer(admin.token));
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Note not found.', error: 'Note not found.' });
  });
});

// ---------------------------------------------------------------------------------------------
// Preview and download
// ---------------------------------------------------------------------------------------------

describe('GET /api/notes/:id/preview and /download', () => {
  let id: string;
  let subscriber: TestAccount;
  beforeAll(async () => {
    id = await createdNoteId({ ...validNote, title: 'Polymers: Class 12' });
    subscriber = await createAccount({ email: 'subscriber@example.com' });
  });

  it.each(['preview', 'download'] as const)('%s: 401 without a token', async (use) => {
    const response = await openNote(id, use);
    expect(response.status).toBe(401);
    expect(await downloadsOf(id)).toBe(0);
  });

  it.each(['preview', 'download'] as const)('%s: 401 with a token that does not verify', async (use) => {
    expect((await openNote(id, use, 'not-a-token')).status).toBe(401);
  });

  it.each(['preview', 'download'] as const)('%s: 403 "Subscription required" for a student who never subscribed', async (use) => {
    const response = await openNote(id, use, student.token);
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body.toString())).toEqual({ message: 'Subscription required', error: 'Subscription required' });
  });

  it('403 when the only subscriptions have run out or were cancelled', async () => {
    await subscribe(student.uid, 'active', daysFromNow(-1)); // stored as active, but its end date has passed
    await subscribe(student.uid, 'expired', daysFromNow(-40));
    await subscribe(student.uid, 'cancelled', daysFromNow(20));
    for (const use of ['preview', 'download'] as const) {
      const response = await openNote(id, use, student.token);
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body.toString()).message).toBe('Subscription required');
    }
    expect(await downloadsOf(id)).toBe(0);
  });

  it("another user's active subscription does not count", async () => {
    await subscribe(subscriber.uid, 'active', daysFromNow(30));
    expect((await openNote(id, 'preview', student.token)).status).toBe(403);
  });

  it('preview: sends a copy stamped for the subscriber inline, without counting', async () => {
    const response = await openNote(id, 'preview', subscriber.token);
    expect(response.status).toBe(200);
    await expectStampedFor(response, subscriber.email);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="Polymers Class 12.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await downloadsOf(id)).toBe(0);
  });

  it('download: sends a stamped attachment named after the title and counts one download', async () => {
    const response = await openNote(id, 'download', subscriber.token);
    expect(response.status).toBe(200);
    await expectStampedFor(response, subscriber.email);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Polymers Class 12.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(await downloadsOf(id)).toBe(1);
  });

  it('two downloads at once count two', async () => {
    const responses = await Promise.all([openNote(id, 'download', subscriber.token), openNote(id, 'download', subscriber.token)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(await downloadsOf(id)).toBe(3);
    const listed = (await api().get('/api/notes/getAllNotes')).body as Array<{ _id: string; downloads: number }>;
    expect(listed.find((note) => note._id === id)?.downloads).toBe(3);
  });

  it('the student gets access once a new subscription is active', async () => {
    await subscribe(student.uid, 'active', daysFromNow(10));
    expect((await openNote(id, 'preview', student.token)).status).toBe(200);
  });

  it("an admin needs no subscription, and the admin's own downloads are not counted as students'", async () => {
    const preview = await openNote(id, 'preview', admin.token);
    expect(preview.status).toBe(200);
    await expectStampedFor(preview, 'Admin copy');
    const download = await openNote(id, 'download', admin.token);
    expect(download.status).toBe(200);
    expect(await downloadsOf(id)).toBe(3);
  });

  it('names a non-ASCII title in filename* with an ASCII fallback', async () => {
    const accented = await createdNoteId({ ...validNote, title: 'Réactions – आवर्त सारणी' }, pptxFile());
    const response = await openNote(accented, 'download', subscriber.token);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(PPTX_MIME);
    const header = response.headers['content-disposition'] as string;
    expect(header).toMatch(/^attachment; filename="Reactions _ [_ ]+\.pptx"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe('Réactions – आवर्त सारणी.pptx');
  });

  it.each(['preview', 'download'] as const)('%s: 404 for an unknown note', async (use) => {
    const response = await openNote('no-such-note', use, subscriber.token);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString()).message).toBe('Note not found.');
  });
});

// ---------------------------------------------------------------------------------------------
// Stamped copies, download records, the daily limit and the admin's download list
// ---------------------------------------------------------------------------------------------

describe('stamped copies and download records', () => {
  let asha: TestAccount;
  let vikram: TestAccount;
  let id: string;
  const TITLE = 'Chemical Kinetics';

  const accessesOf = async (uid: string) =>
    (await db().collection('noteAccesses').where('userId', '==', uid).get()).docs.map((doc) => doc.data());
  const noteDownloadsOf = async (uid: string) => (await db().doc(`users/${uid}`).get()).get('noteDownloads') as number | undefined;
  const downloadListOf = (noteId: string, token?: string) => {
    const request = api().get(`/api/notes/${noteId}/downloads`);
    return token ? request.set(bearer(token)) : request;
  };

  beforeAll(async () => {
    [asha, vikram] = await Promise.all([
      createAccount({ email: 'asha.verma@example.com', name: 'Asha Verma' }),
      createAccount({ email: 'vikram.rao@example.com', name: 'Vikram Rao' }),
    ]);
    await Promise.all([subscribe(asha.uid, 'active', daysFromNow(30)), subscribe(vikram.uid, 'active', daysFromNow(30))]);
    id = await createdNoteId({ ...validNote, title: TITLE });
  });

  it("each subscriber's download carries their own name and email on every page, and no one else's", async () => {
    for (const [reader, other] of [
      [asha, vikram],
      [vikram, asha],
    ] as const) {
      const response = await openNote(id, 'download', reader.token);
      expect(response.status).toBe(200);
      await expectStampedFor(response, reader.email);
      const pages = await pdfPageTexts(response.body as Buffer);
      for (const page of pages) {
        expect(page).toMatch(/Asha Verma|Vikram Rao/);
        expect(page).not.toContain(other.email);
        expect(page).toMatch(
          new RegExp(
            `Chemistry Classes · ${reader.email.replace('.', '\\.')} \\(unverified\\) · ID ${reader.uid.slice(0, 8)} · downloaded \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} IST`,
          ),
        );
      }
    }
    // The stored file is the teacher's original, never a stamped copy.
    expect((await storedBytes(await storedFilePath(id))).equals(pdf)).toBe(true);
  });

  it("records each download with the note, the student and the time, and counts it on the note and the student's profile", async () => {
    const before = Date.now();
    const response = await openNote(id, 'download', asha.token);
    expect(response.status).toBe(200);
    const downloads = (await accessesOf(asha.uid)).filter((record) => record.kind === 'download');
    expect(downloads).toHaveLength(2);
    const latest = downloads.sort((a, b) => b.at.toMillis() - a.at.toMillis())[0]!;
    expect(latest).toEqual({
      noteId: id,
      noteTitle: TITLE,
      userId: asha.uid,
      name: 'Asha Verma',
      email: asha.email,
      kind: 'download',
      at: expect.any(Timestamp),
    });
    expect(latest.at.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(latest.at.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await downloadsOf(id)).toBe(3);
    expect(await noteDownloadsOf(asha.uid)).toBe(2);
    expect(await noteDownloadsOf(vikram.uid)).toBe(1);
  });

  it('records a preview as a preview, stamped "previewed", counting nothing', async () => {
    const response = await openNote(id, 'preview', vikram.token);
    expect(response.status).toBe(200);
    await expectStampedFor(response, 'previewed');
    const previews = (await accessesOf(vikram.uid)).filter((record) => record.kind === 'preview');
    expect(previews).toMatchObject([{ noteId: id, userId: vikram.uid, kind: 'preview', email: vikram.email }]);
    expect(await downloadsOf(id)).toBe(3);
    expect(await noteDownloadsOf(vikram.uid)).toBe(1);
  });

  it('serves a PowerPoint note unstamped, as stored, and records and counts it like a PDF', async () => {
    const slides = await createdNoteId({ ...validNote, title: 'Slides' }, pptxFile());
    const response = await openNote(slides, 'download', asha.token);
    expect(response.status).toBe(200);
    expect(response.headers['x-note-stamped']).toBe('false');
    expect((response.body as Buffer).equals(pptxFile().data)).toBe(true);
    expect(response.headers['content-length']).toBe(String(pptxFile().data.length));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await accessesOf(asha.uid)).filter((record) => record.noteId === slides)).toMatchObject([{ kind: 'download' }]);
    expect(await downloadsOf(slides)).toBe(1);
    expect(await noteDownloadsOf(asha.uid)).toBe(3);
  });

  it('answers HEAD with 405, so a copy nobody receives is never recorded or counted', async () => {
    const before = await db().collection('noteAccesses').count().get();
    for (const use of ['preview', 'download']) {
      const response = await api().head(`/api/notes/${id}/${use}`).set(bearer(asha.token));
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET');
    }
    expect((await db().collection('noteAccesses').count().get()).data().count).toBe(before.data().count);
  });

  it("stamps the admin's copy `Admin copy` and neither records nor counts it", async () => {
    const before = await db().collection('noteAccesses').count().get();
    const response = await openNote(id, 'download', admin.token);
    expect(response.status).toBe(200);
    await expectStampedFor(response, 'Admin copy');
    for (const page of await pdfPageTexts(response.body as Buffer)) expect(page).toContain(admin.email);
    expect((await db().collection('noteAccesses').count().get()).data().count).toBe(before.data().count);
    expect(await downloadsOf(id)).toBe(3);
  });

  it('422 with a clear message when the stored PDF is damaged, recording nothing', async () => {
    const broken = await createdNoteId({ ...validNote, title: 'Broken' });
    await bucket()
      .file(await storedFilePath(broken))
      .save(Buffer.from('%PDF-1.7\nthis is not really a PDF'), { resumable: false });
    for (const use of ['preview', 'download'] as const) {
      const response = await openNote(broken, use, asha.token);
      expect(response.status).toBe(422);
      expect(JSON.parse(response.body.toString())).toEqual({
        message: "This note's file is damaged and cannot be opened. Please tell the teacher.",
        error: "This note's file is damaged and cannot be opened. Please tell the teacher.",
      });
    }
    expect((await accessesOf(asha.uid)).filter((record) => record.noteId === broken)).toEqual([]);
    expect(await downloadsOf(broken)).toBe(0);
  });

  /** The teacher sets the daily download limit in the admin's Settings, as they would. */
  const setDailyDownloads = async (noteDownloadsPerDay: number) => {
    const saved = await api()
      .put('/api/settings')
      .set(bearer(admin.token))
      .send({ ...SAMPLE_SITE_SETTINGS, noteDownloadsPerDay });
    expect(saved.status).toBe(200);
  };

  /**
   * For the tests of one describe block: the daily limit of `use` is 2 (downloads through the
   * Settings, previews through NOTE_PREVIEWS_PER_DAY), and a subscribed student of its own is
   * signed in (read `.account` inside the tests). The limit is put back after the block.
   */
  function limitedStudent(use: 'download' | 'preview', email: string, name: string) {
    const student = {} as { account: TestAccount };
    beforeAll(async () => {
      student.account = await createAccount({ email, name });
      await subscribe(student.account.uid, 'active', daysFromNow(30));
      if (use === 'download') {
        await setDailyDownloads(2);
        return () => setDailyDownloads(SAMPLE_SITE_SETTINGS.noteDownloadsPerDay);
      }
      const saved = process.env.NOTE_PREVIEWS_PER_DAY;
      process.env.NOTE_PREVIEWS_PER_DAY = '2';
      return () => {
        if (saved === undefined) delete process.env.NOTE_PREVIEWS_PER_DAY;
        else process.env.NOTE_PREVIEWS_PER_DAY = saved;
      };
    });
    return student;
  }

  describe('the daily download limit', () => {
    const limited = limitedStudent('download', 'limited@example.com', 'Limited Learner');
    let learner: TestAccount;
    beforeAll(() => {
      learner = limited.account;
    });

    it('answers 429 with a clear message after the allowed number, counting and recording nothing more', async () => {
      expect((await openNote(id, 'download', learner.token)).status).toBe(200);
      expect((await openNote(id, 'download', learner.token)).status).toBe(200);
      const noteCount = await downloadsOf(id);

      const refused = await openNote(id, 'download', learner.token);
      expect(refused.status).toBe(429);
      const message = "You have reached today's limit of 2 note downloads. You can download again after midnight (India time).";
      expect(JSON.parse(refused.body.toString())).toEqual({ message, error: message });
      expect((await accessesOf(learner.uid)).filter((record) => record.kind === 'download')).toHaveLength(2);
      expect(await noteDownloadsOf(learner.uid)).toBe(2);
      expect(await downloadsOf(id)).toBe(noteCount);
    });

    it('still lets the student preview, and does not limit other students or the admin', async () => {
      for (let count = 0; count < 3; count += 1) expect((await openNote(id, 'preview', learner.token)).status).toBe(200);
      expect((await openNote(id, 'download', vikram.token)).status).toBe(200);
      for (let count = 0; count < 3; count += 1) expect((await openNote(id, 'download', admin.token)).status).toBe(200);
    });

    it('does not count a refused download (no subscription, unknown note) against the limit', async () => {
      const fresh = await createAccount({ email: 'fresh@example.com' });
      expect((await openNote(id, 'download', fresh.token)).status).toBe(403);
      await subscribe(fresh.uid, 'active', daysFromNow(30));
      expect((await openNote('no-such-note', 'download', fresh.token)).status).toBe(404);
      expect((await openNote(id, 'download', fresh.token)).status).toBe(200);
      expect((await openNote(id, 'download', fresh.token)).status).toBe(200);
    });
  });

  describe('the daily preview limit', () => {
    const limited = limitedStudent('preview', 'previewer@example.com', 'Eager Previewer');
    let reader: TestAccount;
    beforeAll(() => {
      reader = limited.account;
    });

    it('answers 429 after the allowed number of previews, so previews cannot stand in for unlimited downloads', async () => {
      expect((await openNote(id, 'preview', reader.token)).status).toBe(200);
      expect((await openNote(id, 'preview', reader.token)).status).toBe(200);
      const refused = await openNote(id, 'preview', reader.token);
      expect(refused.status).toBe(429);
      const message = "You have reached today's limit of 2 note previews. You can preview again after midnight (India time).";
      expect(JSON.parse(refused.body.toString())).toEqual({ message, error: message });
      expect((await accessesOf(reader.uid)).filter((record) => record.kind === 'preview')).toHaveLength(2);
      // Previews and downloads are counted apart; the admin is not limited.
      expect((await openNote(id, 'download', reader.token)).status).toBe(200);
      for (let count = 0; count < 3; count += 1) expect((await openNote(id, 'preview', admin.token)).status).toBe(200);
    });
  });

  describe('GET /api/notes/:id/downloads', () => {
    it('lists who downloaded the note, newest first, with the total, for the admin only', async () => {
      const response = await downloadListOf(id, admin.token);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const { downloads, total } = response.body as { downloads: Array<Record<string, string>>; total: number };
      const stored = await db().collection('noteAccesses').where('noteId', '==', id).where('kind', '==', 'download').get();
      expect(total).toBe(stored.size);
      expect(downloads).toHaveLength(stored.size);
      for (const row of downloads) expect(Object.keys(row).sort()).toEqual(['at', 'email', 'name', 'userId']);
      const times = downloads.map((row) => Date.parse(row.at!));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(downloads.find((row) => row.userId === asha.uid)).toEqual({
        userId: asha.uid,
        name: 'Asha Verma',
        email: asha.email,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      // Previews are records too, but not downloads.
      expect(downloads.some((row) => row.userId === vikram.uid)).toBe(true);
    });

    it('shows the newest 100 and counts them all', async () => {
      const note = await createdNoteId({ ...validNote, title: 'Popular' });
      const batch = db().batch();
      for (let index = 0; index < 105; index += 1) {
        batch.set(db().collection('noteAccesses').doc(), {
          noteId: note,
          noteTitle: 'Popular',
          userId: `student-${index}`,
          name: `Student ${index}`,
          email: `s${index}@example.com`,
          kind: 'download',
          at: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + index * 60_000),
        });
      }
      await batch.commit();
      const response = await downloadListOf(note, admin.token);
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(105);
      expect(response.body.downloads).toHaveLength(100);
      expect(response.body.downloads[0].userId).toBe('student-104');
      expect(response.body.downloads[99].userId).toBe('student-5');
    });

    it('401 anonymous, 403 for a student, 404 for an unknown note', async () => {
      expect((await downloadListOf(id)).status).toBe(401);
      const asStudent = await downloadListOf(id, asha.token);
      expect(asStudent.status).toBe(403);
      expect(messageOf(asStudent)).toBe('Admin access required.');
      const unknown = await downloadListOf('no-such-note', admin.token);
      expect(unknown.status).toBe(404);
      expect(messageOf(unknown)).toBe('Note not found.');
    });
  });

  it("the admin's Users list shows how many notes each student downloaded", async () => {
    const response = await api().get('/api/admin/users?limit=100').set(bearer(admin.token));
    expect(response.status).toBe(200);
    const rows = response.body.users as Array<{ _id: string; downloads: number }>;
    const row = (uid: string) => rows.find((user) => user._id === uid)?.downloads;
    expect(row(asha.uid)).toBe(await noteDownloadsOf(asha.uid));
    expect(row(asha.uid)).toBeGreaterThan(0);
    expect(row(student.uid)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Hindi title and description
// ---------------------------------------------------------------------------------------------

describe('a note in Hindi as well', () => {
  const hindi = { titleHi: 'बहुलक', descriptionHi: 'योगात्मक और संघनन बहुलक।' };

  it('stores the Hindi title and description and answers them in the note and the library', async () => {
    const response = await createNote({ ...validNote, ...hindi }, pdfFile());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ title: validNote.title, ...hindi });
    const id = response.body._id as string;
    expect(await storedNote(id)).toMatchObject(hindi);
    const library = await api().get('/api/notes/getAllNotes');
    expect(library.body.find((note: { _id: string }) => note._id === id)).toMatchObject(hindi);
  });

  it('has none when the form leaves them empty', async () => {
    const response = await createNote({ ...validNote, titleHi: '', descriptionHi: '  ' }, pdfFile());
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('titleHi');
    expect(response.body).not.toHaveProperty('descriptionHi');
  });

  it('changes one and clears the other when an edit sends it empty', async () => {
    const id = await createdNoteId({ ...validNote, ...hindi });
    const response = await updateNote(id, { titleHi: 'बहुलक (संशोधित)', descriptionHi: '' });
    expect(response.status).toBe(200);
    expect(response.body.titleHi).toBe('बहुलक (संशोधित)');
    expect(response.body).not.toHaveProperty('descriptionHi');
  });

  it.each([
    [{ titleHi: 'क'.repeat(201) }, 'Title in Hindi must be at most 200 characters.'],
    [{ descriptionHi: 'क'.repeat(5001) }, 'Description in Hindi must be at most 5000 characters.'],
    [{ titleHi: 'बहुलक\u0007' }, 'titleHi contains characters that are not allowed (control characters or broken Unicode text).'],
  ])('refuses %j with 400 and stores nothing', async (fields, message) => {
    const before = await storedState();
    const response = await createNote({ ...validNote, ...fields }, pdfFile());
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe(message);
    expect(await storedState()).toEqual(before);
  });

  it('refuses a too long Hindi title on edit and keeps the stored one', async () => {
    const id = await createdNoteId({ ...validNote, ...hindi });
    const response = await updateNote(id, { titleHi: 'क'.repeat(201) });
    expect(response.status).toBe(400);
    expect(messageOf(response)).toBe('Title in Hindi must be at most 200 characters.');
    expect(await storedNote(id)).toMatchObject(hindi);
  });
});
