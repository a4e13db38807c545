import express from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { idTokenFor } from '../../../tests/support/emulators.js';
import { caller, requireAdmin, requireCurrentUser } from './auth.js';
import { errorMiddleware } from './error-middleware.js';
import { adminAuth } from './firebase.js';

const app = express();
app.get('/me', requireCurrentUser, (req, res) => {
  res.json({ uid: caller(req).uid });
});
app.get('/admin-only', requireAdmin, (_req, res) => {
  res.json({ ok: true });
});
app.use(errorMiddleware);

let studentToken: string;
let adminToken: string;
let studentUid: string;

beforeAll(async () => {
  const student = await adminAuth().createUser({ email: 'auth-student@example.com', password: 'student12345' });
  const admin = await adminAuth().createUser({ email: 'auth-admin@example.com', password: 'admin12345' });
  await adminAuth().setCustomUserClaims(admin.uid, { admin: true });
  studentUid = student.uid;
  studentToken = await idTokenFor('auth-student@example.com', 'student12345');
  adminToken = await idTokenFor('auth-admin@example.com', 'admin12345');
});

describe('requireCurrentUser', () => {
  it('answers 401 with the error shape when no token is sent', async () => {
    const response = await request(app).get('/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please log in to continue.', error: 'Please log in to continue.' });
  });

  it('answers 401 for a token that does not verify', async () => {
    const response = await request(app).get('/me').set('authorization', 'Bearer not-a-real-token');
    expect(response.status).toBe(401);
  });

  it('takes the caller from the verified token', async () => {
    const response = await request(app).get('/me').set('authorization', `Bearer ${studentToken}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ uid: studentUid });
  });
});

describe('requireAdmin', () => {
  it('refuses a signed-in student with 403', async () => {
    const response = await request(app).get('/admin-only').set('authorization', `Bearer ${studentToken}`);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Admin access required.');
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await request(app).get('/admin-only')).status).toBe(401);
  });

  it('lets a token with the admin claim through', async () => {
    const response = await request(app).get('/admin-only').set('authorization', `Bearer ${adminToken}`);
    expect(response.status).toBe(200);
  });
});
