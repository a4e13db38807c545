import { readFileSync } from 'node:fs';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';

// Needs the real Storage emulator (it evaluates rules); scripts/test.ts leaves this file out where
// only the Storage stand-in can run, and says so.
let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test',
    storage: { host, port: Number(port), rules: readFileSync('storage.rules', 'utf8') },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await uploadString(ref(context.storage(), 'notes/organic.pdf'), '%PDF-1.4 test');
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('storage.rules', () => {
  it('denies a visitor downloading a note file around the paywall', async () => {
    await assertFails(getBytes(ref(env.unauthenticatedContext().storage(), 'notes/organic.pdf')));
  });

  it('denies a signed-in student reading a note file directly', async () => {
    await assertFails(getBytes(ref(env.authenticatedContext('alice').storage(), 'notes/organic.pdf')));
  });

  it('denies a student uploading anything', async () => {
    await assertFails(uploadString(ref(env.authenticatedContext('alice').storage(), 'uploads/banners/x.png'), 'x'));
  });
});
