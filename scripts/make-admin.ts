/**
 * `npm run make-admin -- <email> [--project <id>] [--yes]`: grants the `admin` custom claim.
 * Without --project it talks to the local emulators (start them with `npm start` first);
 * with --project it uses the real project through Application Default Credentials
 * (`gcloud auth application-default login`). It says which project it is about to change and asks
 * first (--yes skips the question). The user must sign in again to get a token with the claim.
 */
import { askYesNo } from './lib/ask.js';
import { emulatorClientEnv } from './lib/emulator-env.js';
import { PROJECT_ID } from './lib/local-stack.js';
import { makeAdminRequest, makeAdminSummary } from './lib/make-admin.js';

async function main() {
  const request = makeAdminRequest(process.argv.slice(2));
  if (!request) {
    console.error('usage: npm run make-admin -- <email> [--project <firebase-project-id>] [--yes]');
    process.exit(2);
  }
  console.log(makeAdminSummary(request, PROJECT_ID));
  if (!request.yes && !(await askYesNo('Go ahead?'))) {
    console.log('Nothing was changed. (Pass --yes to skip the question.)');
    process.exit(1);
  }
  if (request.project) process.env.GCLOUD_PROJECT = request.project;
  else Object.assign(process.env, emulatorClientEnv());

  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, FieldValue } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const user = await getAuth(app).getUserByEmail(request.email);
  await getAuth(app).setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  await getFirestore(app).doc(`users/${user.uid}`).set({ role: 'admin', updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  console.log(`${request.email} is now an admin in ${request.project ?? 'the local emulators'}. They must log in again to use it.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
