/**
 * Helpers for API tests: the real Express app (createApp) in this process, against the Auth,
 * Firestore and Storage emulators, with real ID tokens from the Auth emulator.
 */
import type { Stream } from 'node:stream';
import request, { type Response } from 'supertest';
import { createApp } from '../../functions/src/app.js';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, db } from '../../functions/src/lib/firebase.js';
import { idTokenFor } from './emulators.js';

const app = createApp();

/** A supertest client of the real app. */
export const api = () => request(app);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The student login form's request; `client` is the caller's address, for tests of per-client limits. */
export function login(email: string, password: string, client?: string) {
  const post = api().post('/api/user/login');
  return (client ? post.set('X-Forwarded-For', client) : post).send({ email, password });
}

/** The text of an error answer (the API's one error shape: `{ message, error }`). */
export const messageOf = (response: Response) => response.body.message as string;

/** The whole body of an error answer saying `message`. */
export const errorBody = (message: string) => ({ message, error: message });

/** Deletes every document of a collection, subcollections included (a test's clean start). */
export async function clearCollection(path: string): Promise<void> {
  await db().recursiveDelete(db().collection(path));
}

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  token: string;
}

/**
 * An Auth user plus its `users` profile document, signed in. Accounts are created directly with
 * the admin SDK so tests of other resources do not depend on the signup endpoint.
 */
export async function createAccount(options: { email: string; name?: string; admin?: boolean; password?: string }): Promise<TestAccount> {
  const password = options.password ?? 'password123';
  const user = await adminAuth().createUser({ email: options.email, password, displayName: options.name ?? options.email });
  if (options.admin) await adminAuth().setCustomUserClaims(user.uid, { admin: true });
  const now = new Date();
  await db()
    .doc(`users/${user.uid}`)
    .set({
      name: options.name ?? options.email.split('@')[0],
      email: options.email,
      phone: '9876543210',
      school: 'Test School',
      course: 'B.Tech',
      image: '',
      role: options.admin ? 'admin' : 'user',
      createdAt: now,
      updatedAt: now,
    });
  return { uid: user.uid, email: options.email, password, token: await idTokenFor(options.email, password) };
}

/** The usual cast: a teacher with the admin claim and two students. */
export async function createTestAccounts() {
  const [admin, student, other] = await Promise.all([
    createAccount({ email: 'teacher@example.com', name: 'Teacher', admin: true }),
    createAccount({ email: 'asha@example.com', name: 'Asha' }),
    createAccount({ email: 'vikram@example.com', name: 'Vikram' }),
  ]);
  return { admin, student, other };
}

/** Collects a binary body (supertest only buffers text and JSON by itself): `.buffer(true).parse(binaryBody)`. */
export function binaryBody(response: Stream, done: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A Starter purchase as the plans service stores it, ending on `endDate` (30 days after its start). */
export async function addSubscription(uid: string, status: 'active' | 'expired' | 'cancelled', endDate: Date): Promise<void> {
  const now = Timestamp.now();
  await db()
    .collection('subscriptions')
    .add({
      userId: uid,
      planId: 'starter',
      planName: 'Starter',
      price: 499,
      status,
      startDate: Timestamp.fromMillis(endDate.getTime() - 30 * 86_400_000),
      endDate: Timestamp.fromDate(endDate),
      paymentId: `pay_${status}`,
      createdAt: now,
      updatedAt: now,
    });
}
