import { UPLOADS, type UploadRule } from '@chem/contract';
import express from 'express';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { createApp } from '../app.js';
import { bucket, db } from './firebase.js';

/**
 * In Cloud Functions the functions framework reads and parses the body before the app sees it (up
 * to its own 32 MB limit), so express.json's limit inside the app never applies there. This
 * wrapper does what the framework does: parse generously, keep the bytes in req.rawBody.
 */
function asDeployed() {
  const outer = express();
  outer.use(
    express.json({
      limit: '32mb',
      verify: (req, _res, buffer) => {
        (req as typeof req & { rawBody?: Buffer }).rawBody = buffer;
      },
    }),
  );
  outer.use(express.raw({ type: () => true, limit: '32mb' }));
  outer.use((req, _res, next) => {
    const parsed = req as typeof req & { rawBody?: Buffer };
    if (Buffer.isBuffer(req.body)) parsed.rawBody = req.body;
    next();
  });
  outer.use(createApp());
  return outer;
}

const app = asDeployed();
const padding = (bytes: number) => 'x'.repeat(bytes);
const MB = 1024 * 1024;

let admin: TestAccount;

beforeAll(async () => {
  ({ admin } = await createTestAccounts());
});

beforeEach(async () => {
  await db().recursiveDelete(db().collection('rateLimits'));
});

/** What a refused upload must leave as it was: the documents it would have made and every stored file. */
async function storedState() {
  const counts = await Promise.all(
    ['notes', 'courses', 'banners', 'users', 'questions'].map(async (name) => (await db().collection(name).count().get()).data().count),
  );
  const [files] = await bucket().getFiles();
  return { counts, files: files.length };
}

describe('request size limits, as deployed (the body already read by the functions framework)', () => {
  it('refuses a JSON body over 100 KB with 413 before the route does any work', async () => {
    const answer = await request(app)
      .post('/api/user/login')
      .send({ email: 'someone@example.com', password: 'password', padding: padding(150 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Request body is too large.');
    // Refused before the login limiter was even asked.
    expect((await db().collection('rateLimits').get()).size).toBe(0);
  });

  it('refuses 3 MB of any type sent to a JSON route, by its length alone', async () => {
    const answer = await request(app)
      .post('/api/contact/submitMessage')
      .set('Content-Type', 'application/octet-stream')
      .send(Buffer.alloc(3 * 1024 * 1024));
    expect(answer.status).toBe(413);
  });

  it('lets a note upload through up to its 2 MB file limit, so uploads keep their own limits', async () => {
    // No token: the size check passes it on, and the admin check answers.
    const answer = await request(app)
      .post('/api/notes/createNote')
      .attach('file', Buffer.alloc(1_900_000), 'big.pdf')
      .field('title', 'Big');
    expect(answer.status).toBe(401);
  });

  it('still serves a JSON body under the limit', async () => {
    const answer = await request(app).post('/api/user/login').send({ email: 'nobody@example.com', password: 'password' });
    expect(answer.status).toBe(401);
  });
});

describe("an oversized file gets its own rule's message, not the body cap's", () => {
  // Half a megabyte over each file's limit: more than the few hundred KB a form's other fields take,
  // so only a cap well above the file limits lets each rule speak for itself.
  const cases: Array<[string, string, UploadRule, boolean]> = [
    ['a note', '/api/notes/createNote', UPLOADS.noteFile, true],
    ['a course photo', '/api/courses/createCourse', UPLOADS.coursePhoto, true],
    ['a banner', '/api/banner/upload', UPLOADS.banner, true],
    ['a question image', '/api/admin/questions/any-question/image', UPLOADS.questionImage, true],
    ['a sign-up photo', '/api/user/signup', UPLOADS.profilePhoto, false],
  ];

  it.each(cases)(
    '%s half a megabyte over its limit answers 413 with its message and stores nothing',
    async (_what, path, rule, asAdmin) => {
      const before = await storedState();
      let call = request(app).post(path);
      if (asAdmin) call = call.set(bearer(admin.token));
      const answer = await call.field('title', 'Too big').attach(rule.field, Buffer.alloc(rule.maxBytes + MB / 2, 0x20), 'big.pdf');
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ message: rule.tooLargeMessage, error: rule.tooLargeMessage });
      expect(await storedState()).toEqual(before);
    },
  );

  it('a 2.5 MB note says "File size exceeds 2 MB limit"', async () => {
    const answer = await request(app)
      .post('/api/notes/createNote')
      .set(bearer(admin.token))
      .field('title', 'Organic chemistry')
      .field('description', 'All of it')
      .attach('file', Buffer.alloc(2.5 * MB, 0x20), 'organic.pdf');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('File size exceeds 2 MB limit');
  });
});

describe('the hard cap on every body', () => {
  it('refuses an upload declaring more than the hard cap with 413 before reading it (plain Node, body streamed)', async () => {
    // The app on a socket of its own, without the functions framework: the body arrives as a stream.
    const server = createApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const declared = 40 * MB;
      const sent = 64 * 1024;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const call = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/notes/createNote',
          headers: {
            ...bearer(admin.token),
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(declared),
          },
        });
        call.on('response', (response: IncomingMessage) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        // The server may close the connection on the unread rest: that is the point, not a failure.
        call.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
        );
        // Only the first 64 KB of the 40 MB it announced: an answer can only come from a server
        // that did not wait for the rest.
        call.write(Buffer.alloc(sent));
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Request body is too large.', error: 'Request body is too large.' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a body over the hard cap that was already read (as deployed) with 413 before the admin check', async () => {
    const answer = await request(app)
      .post('/api/notes/createNote')
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .send(Buffer.alloc(20 * MB));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Request body is too large.');
  });
});
