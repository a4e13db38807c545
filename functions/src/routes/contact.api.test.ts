import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, bearer, clearCollection as clear, createTestAccounts, errorBody, type TestAccount } from '../../../tests/support/api.js';
import { db } from '../lib/firebase.js';

let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

/** Every test starts with an empty inbox and a fresh rate-limit counter for this client. */
beforeEach(async () => {
  await Promise.all([clear('contactMessages'), clear('rateLimits')]);
});

const message = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765-43210',
  message: 'Do you teach Class 12 organic chemistry?',
};

const submit = (body: unknown) =>
  api()
    .post('/api/contact/submitMessage')
    .send(body as object);
const storedMessages = async () => (await db().collection('contactMessages').get()).docs.map((doc) => doc.data());
// `null` as the token sends the request anonymously.
const listMessages = (token: string | null = admin.token, query: Record<string, string> = {}) => {
  const request = api().get('/api/contact/getAllMessage').query(query);
  return token ? request.set(bearer(token)) : request;
};
const deleteMessage = (id: string, token: string | null = admin.token) => {
  const request = api().delete(`/api/contact/deleteMessage/${id}`);
  return token ? request.set(bearer(token)) : request;
};

async function storedMessage(name: string, createdAt: Date) {
  const ref = await db()
    .collection('contactMessages')
    .add({
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '',
      message: `Hello from ${name}`,
      createdAt: Timestamp.fromDate(createdAt),
    });
  return ref.id;
}

describe('POST /api/contact/submitMessage', () => {
  it('stores the message and answers 201 Message sent successfully', async () => {
    const response = await submit({ ...message, name: '  Asha Verma ' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Message sent successfully' });
    const stored = await storedMessages();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject(message);
    expect(stored[0]?.createdAt).toBeInstanceOf(Timestamp);
  });

  it('accepts a message without a phone number', async () => {
    const response = await submit({ name: 'Vikram', email: 'vikram@example.com', message: 'Hello' });
    expect(response.status).toBe(201);
    expect((await storedMessages())[0]).toMatchObject({ name: 'Vikram', phone: '' });
  });

  it.each([
    ['a missing name', { name: undefined }, 'Name is required.'],
    ['a blank name', { name: '   ' }, 'Name is required.'],
    ['a name over 100 characters', { name: 'a'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['a missing email', { email: undefined }, 'Email is required.'],
    ['an email without an @', { email: 'asha.example.com' }, 'Please enter a valid email address.'],
    ['an email over 200 characters', { email: `${'a'.repeat(190)}@example.com` }, 'Email must be at most 200 characters.'],
    ['a phone number with letters', { phone: 'call me' }, 'Phone number may contain only digits, spaces, + and -.'],
    ['a phone number over 20 characters', { phone: '1'.repeat(21) }, 'Phone number must be at most 20 characters.'],
    ['a missing message', { message: undefined }, 'Message is required.'],
    ['a message over 2000 characters', { message: 'a'.repeat(2001) }, 'Message must be at most 2000 characters.'],
  ])('refuses %s with 400 and says why', async (_case, change, text) => {
    const response = await submit({ ...message, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errorBody(text));
    expect(await storedMessages()).toHaveLength(0);
  });

  it('accepts five messages from one client in ten minutes and refuses the sixth with 429', async () => {
    for (let i = 1; i <= 5; i++) expect((await submit({ ...message, message: `Question ${i}` })).status).toBe(201);

    const sixth = await submit({ ...message, message: 'Question 6' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(errorBody('Too many messages sent. Please try again in 10 minutes.'));
    expect(await storedMessages()).toHaveLength(5);
  });

  it('does not count a refused, invalid message against the limit', async () => {
    for (let i = 1; i <= 5; i++) expect((await submit({ ...message, email: 'not-an-email' })).status).toBe(400);
    expect((await submit(message)).status).toBe(201);
  });
});

describe('GET /api/contact/getAllMessage', () => {
  it('lists the messages newest first for the admin', async () => {
    await storedMessage('Older', new Date('2026-03-01T10:00:00Z'));
    await storedMessage('Newest', new Date('2026-03-03T10:00:00Z'));
    await storedMessage('Middle', new Date('2026-03-02T10:00:00Z'));

    const response = await listMessages();

    expect(response.status).toBe(200);
    expect(response.body.nextCursor).toBeNull();
    expect(response.body.messages.map((entry: { name: string }) => entry.name)).toEqual(['Newest', 'Middle', 'Older']);
    expect(response.body.messages[0]).toEqual({
      _id: expect.any(String),
      name: 'Newest',
      email: 'newest@example.com',
      phone: '',
      message: 'Hello from Newest',
      createdAt: '2026-03-03T10:00:00.000Z',
    });
  });

  it('answers a page at a time, newest first, with a cursor to the next page, never the whole inbox', async () => {
    const start = Date.parse('2026-03-01T10:00:00Z');
    // Two messages at the same moment must still each appear exactly once.
    const names = Array.from({ length: 7 }, (_, index) => `Sender${index}`);
    for (const [index, name] of names.entries()) await storedMessage(name, new Date(start + Math.min(index, 5) * 60_000));

    const first = await listMessages(admin.token, { limit: '3' });
    expect(first.status).toBe(200);
    expect(first.body.messages).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await listMessages(admin.token, { limit: '3', cursor: first.body.nextCursor });
    const third = await listMessages(admin.token, { limit: '3', cursor: second.body.nextCursor });
    expect(third.body.nextCursor).toBeNull();
    const seen = [...first.body.messages, ...second.body.messages, ...third.body.messages].map((entry: { name: string }) => entry.name);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 2).sort()).toEqual(['Sender5', 'Sender6']);
    expect(seen.at(-1)).toBe('Sender0');
  });

  it('shows 50 messages a page unless asked, and refuses a bad limit or cursor with 400', async () => {
    const start = Date.parse('2026-03-01T10:00:00Z');
    const batch = db().batch();
    for (let index = 0; index < 55; index++) {
      batch.create(db().collection('contactMessages').doc(), {
        name: `Bulk${index}`,
        email: 'bulk@example.com',
        phone: '',
        message: 'x',
        createdAt: Timestamp.fromMillis(start + index * 1000),
      });
    }
    await batch.commit();
    const page = await listMessages();
    expect(page.body.messages).toHaveLength(50);
    expect((await listMessages(admin.token, { limit: '0' })).status).toBe(400);
    expect((await listMessages(admin.token, { limit: '101' })).status).toBe(400);
    const badCursor = await listMessages(admin.token, { cursor: 'not-a-cursor' });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.message).toBe('This page link is not valid. Start again from the first page.');
  });

  it('refuses an anonymous caller with 401 and a student with 403', async () => {
    await storedMessage('Private', new Date());
    expect((await listMessages(null)).status).toBe(401);
    const asStudent = await listMessages(student.token);
    expect(asStudent.status).toBe(403);
    expect(JSON.stringify(asStudent.body)).not.toContain('Private');
  });
});

describe('DELETE /api/contact/deleteMessage/:id', () => {
  it('deletes the message', async () => {
    const id = await storedMessage('Spam', new Date());
    const response = await deleteMessage(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Message deleted successfully' });
    expect((await db().doc(`contactMessages/${id}`).get()).exists).toBe(false);
  });

  it('answers 404 for an unknown message', async () => {
    const response = await deleteMessage('no-such-message');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(errorBody('Message not found.'));
  });

  it('refuses an anonymous caller with 401 and a student with 403', async () => {
    const id = await storedMessage('Keep', new Date());
    expect((await deleteMessage(id, null)).status).toBe(401);
    expect((await deleteMessage(id, student.token)).status).toBe(403);
    expect((await db().doc(`contactMessages/${id}`).get()).exists).toBe(true);
  });
});
