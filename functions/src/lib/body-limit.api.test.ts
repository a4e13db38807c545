import express from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { db } from './firebase.js';

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

beforeEach(async () => {
  await db().recursiveDelete(db().collection('rateLimits'));
});

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
