import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from './error-middleware.js';
import { parseMultipart } from './multipart.js';

const rules = {
  file: { maxBytes: 1024, tooLargeMessage: 'File size exceeds 2 MB limit' },
  photos: { maxBytes: 1024, tooLargeMessage: 'Each photo is too large.', maxCount: 3, tooManyMessage: 'Attach at most 3 photos.' },
};

/** Cloud Functions reads the whole body before Express runs and leaves it on req.rawBody. */
function preReadBody(req: Request, _res: Response, next: NextFunction) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    (req as Request & { rawBody?: Buffer }).rawBody = Buffer.concat(chunks);
    next();
  });
}

function appWith(mode: 'stream' | 'rawBody') {
  const app = express();
  if (mode === 'rawBody') app.use(preReadBody);
  app.post('/upload', async (req, res) => {
    const body = await parseMultipart(req, rules, { outline: { maxBytes: 30_000, tooLargeMessage: 'The outline is too long.' } });
    const file = body.files.file;
    res.json({
      fields: body.fields,
      file: file && { name: file.fileName, type: file.mimeType, size: file.data.length },
      photos: (body.fileLists.photos ?? []).map((photo) => photo.fileName),
    });
  });
  app.use(errorMiddleware);
  return app;
}

describe.each(['stream', 'rawBody'] as const)('parseMultipart from a %s body', (mode) => {
  it('returns the text fields and the file bytes', async () => {
    const response = await request(appWith(mode))
      .post('/upload')
      .field('title', 'Polymers')
      .field('pages', '3')
      .attach('file', Buffer.alloc(1024, 1), { filename: 'polymers.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      fields: { title: 'Polymers', pages: '3' },
      file: { name: 'polymers.pdf', type: 'application/pdf', size: 1024 },
      photos: [],
    });
  });

  it('refuses a file one byte over its limit with 413 and the rule message', async () => {
    const response = await request(appWith(mode))
      .post('/upload')
      .attach('file', Buffer.alloc(1025, 1), { filename: 'big.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'File size exceeds 2 MB limit', error: 'File size exceeds 2 MB limit' });
  });

  it('lets a field named as long reach its own limit, and no further; others stop at 20,000 bytes', async () => {
    const long = await request(appWith(mode)).post('/upload').field('outline', 'é'.repeat(15_000));
    expect(long.status).toBe(200);
    expect(long.body.fields.outline).toHaveLength(15_000);

    const tooLong = await request(appWith(mode)).post('/upload').field('outline', 'x'.repeat(30_001));
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.message).toBe('The outline is too long.');

    const ordinary = await request(appWith(mode)).post('/upload').field('title', 'x'.repeat(20_001));
    expect(ordinary.status).toBe(413);
    expect(ordinary.body.message).toBe('Field title is too long.');
  });

  it('takes several files under a field that allows them, in order, and refuses one more than allowed', async () => {
    const three = await request(appWith(mode))
      .post('/upload')
      .attach('photos', Buffer.alloc(10, 1), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .attach('photos', Buffer.alloc(10, 2), { filename: 'b.jpg', contentType: 'image/jpeg' })
      .attach('photos', Buffer.alloc(10, 3), { filename: 'c.jpg', contentType: 'image/jpeg' })
      .attach('file', Buffer.alloc(10, 4), { filename: 'd.pdf', contentType: 'application/pdf' });
    expect(three.status).toBe(200);
    expect(three.body.photos).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(three.body.file.name).toBe('d.pdf');

    let four = request(appWith(mode)).post('/upload');
    for (const name of ['a', 'b', 'c', 'd', 'e'])
      four = four.attach('photos', Buffer.alloc(10, 1), { filename: `${name}.jpg`, contentType: 'image/jpeg' });
    const refused = await four;
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Attach at most 3 photos.');

    const twoFiles = await request(appWith(mode))
      .post('/upload')
      .attach('file', Buffer.alloc(10, 1), { filename: 'a.pdf', contentType: 'application/pdf' })
      .attach('file', Buffer.alloc(10, 1), { filename: 'b.pdf', contentType: 'application/pdf' });
    expect(twoFiles.status).toBe(400);
    expect(twoFiles.body.message).toBe('Too many files.');
  });

  it('refuses a file under a field name the route does not expect', async () => {
    const response = await request(appWith(mode))
      .post('/upload')
      .attach('other', Buffer.from('x'), { filename: 'x.txt', contentType: 'text/plain' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Unexpected file field other.');
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'refuses a file under %s, a name every object inherits, like any other unexpected field',
    async (field) => {
      const response = await request(appWith(mode))
        .post('/upload')
        .attach(field, Buffer.alloc(4096, 1), { filename: 'x.pdf', contentType: 'application/pdf' });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(`Unexpected file field ${field}.`);
    },
  );
});

describe('parseMultipart input checks', () => {
  it('refuses a JSON body where a form is expected', async () => {
    const response = await request(appWith('stream')).post('/upload').send({ title: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Expected a multipart/form-data request.');
  });

  it('treats an empty file part as no file', async () => {
    const response = await request(appWith('stream'))
      .post('/upload')
      .field('title', 'x')
      .attach('file', Buffer.alloc(0), { filename: 'empty.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(200);
    expect(response.body.file).toBeUndefined();
  });
});
