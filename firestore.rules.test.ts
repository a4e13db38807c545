import { readFileSync } from 'node:fs';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// The policy under test: no client reads or writes Firestore directly; everything goes through the API.
let env: RulesTestEnvironment;

beforeAll(async () => {
  // Denials are expected here; without this each one prints a gRPC warning.
  setLogLevel('error');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'courses/organic'), { title: 'Organic Chemistry', price: 499 });
    await setDoc(doc(db, 'users/alice'), { name: 'Alice', role: 'user' });
    await setDoc(doc(db, 'questions/q1'), { text: 'Moles in 18 g of water?', correctOptions: [0] });
    await setDoc(doc(db, 'testAttempts/a1'), { uid: 'alice', status: 'in-progress', answers: {} });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('firestore.rules', () => {
  it('denies an unauthenticated visitor reading a public course', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'courses/organic')));
  });

  it('denies an unauthenticated write', async () => {
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'contactMessages/x'), { message: 'hi' }));
  });

  it('denies a signed-in student reading even their own profile document', async () => {
    await assertFails(getDoc(doc(env.authenticatedContext('alice').firestore(), 'users/alice')));
  });

  it('denies a student making themselves admin', async () => {
    await assertFails(setDoc(doc(env.authenticatedContext('alice').firestore(), 'users/alice'), { role: 'admin' }));
  });

  it('denies a student changing a course price', async () => {
    await assertFails(setDoc(doc(env.authenticatedContext('alice').firestore(), 'courses/organic'), { price: 1 }, { merge: true }));
  });

  it('denies a student writing their own course progress or reading a lesson’s text: the API counts progress', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(alice, 'users/alice/courseProgress/organic'), { completed: ['every-lesson'], studySeconds: 360000 }));
    await assertFails(getDoc(doc(alice, 'courses/organic/readings/intro.0123456789abcdef')));
  });

  it('denies even a token with the admin claim: admins work through the API too', async () => {
    const admin = env.authenticatedContext('teacher', { admin: true }).firestore();
    await assertFails(getDoc(doc(admin, 'users/alice')));
    await assertFails(setDoc(doc(admin, 'plans/starter'), { price: 0 }));
  });

  it('denies a student the question bank (it holds the answers) and even their own attempt: tests go through the API', async () => {
    const alice = env.authenticatedContext('alice').firestore();
    await assertFails(getDoc(doc(alice, 'questions/q1')));
    await assertFails(getDoc(doc(alice, 'testAttempts/a1')));
    await assertFails(setDoc(doc(alice, 'testAttempts/a1'), { uid: 'alice', status: 'submitted', score: 999 }));
    await assertFails(setDoc(doc(alice, 'practiceStats/alice'), { submitted: 1, percentSum: 100 }));
  });
});
