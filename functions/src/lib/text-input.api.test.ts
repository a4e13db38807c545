import { beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, createTestAccounts, type TestAccount } from '../../../tests/support/api.js';
import { db } from './firebase.js';

/**
 * Text that is not well-formed Unicode (a lone surrogate made Firestore's client retry for about
 * 45 s and then answer 500) or that holds control characters is refused at the boundary, at
 * once, with a 400 naming the field, and nothing is stored.
 */
let admin: TestAccount;
let student: TestAccount;

beforeAll(async () => {
  ({ admin, student } = await createTestAccounts());
});

const refusal = (field: string) => {
  const text = `${field} contains characters that are not allowed (control characters or broken Unicode text).`;
  return { message: text, error: text };
};

describe('ill-formed text in a request', () => {
  it('refuses a lone surrogate in a category name, and stores nothing', async () => {
    const response = await api().post('/api/categories/addCategory').set(bearer(admin.token)).send({ name: 'Organic \ud800' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('name'));
    expect((await db().collection('categories').get()).size).toBe(0);
  });

  it('refuses control characters in the contact form, a profile and a plan', async () => {
    const contact = await api()
      .post('/api/contact/submitMessage')
      .send({ name: 'Asha', email: 'asha@example.com', message: 'Hello\u0000there' });
    expect(contact.status).toBe(400);
    expect(contact.body).toEqual(refusal('message'));

    const profile = await api().put('/api/user/profile').set(bearer(student.token)).send({ name: 'Asha\u001b[31m', email: student.email });
    expect(profile.status).toBe(400);
    expect(profile.body).toEqual(refusal('name'));

    const plan = await api()
      .post('/api/plans/createPlan')
      .set(bearer(admin.token))
      .send({ name: 'Starter', price: 99, description: 'ok', features: ['fine', 'bad\ud83d'] });
    expect(plan.status).toBe(400);
    expect(plan.body).toEqual(refusal('features.1'));
  });

  it('refuses it in a multipart form field too', async () => {
    const response = await api()
      .post('/api/courses/createCourse')
      .set(bearer(admin.token))
      .field('title', 'Bonds\u0007')
      .field('description', 'About bonds')
      .field('isFree', 'true');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusal('title'));
  });

  it('keeps newlines, tabs, Indian scripts and emoji, and stores CRLF as LF', async () => {
    const response = await api()
      .post('/api/contact/submitMessage')
      .send({ name: 'प्रिया', email: 'priya@example.com', message: 'पहली पंक्ति\r\n\tदूसरी 🧪' });
    expect(response.status).toBe(201);
    const stored = (await db().collection('contactMessages').get()).docs.map((doc) => doc.get('message'));
    expect(stored).toEqual(['पहली पंक्ति\n\tदूसरी 🧪']);
  });
});
