/**
 * `npm run make-admin -- <email> [--project <id>]`: grants the `admin` custom claim.
 * Without --project it talks to the local emulators (start them with `npm start` first);
 * with --project it uses the real project through Application Default Credentials
 * (`gcloud auth application-default login`). The user must sign in again to get a token with the claim.
 */
import { emulatorClientEnv } from './lib/emulator-env.js';

async function main() {
  const args = process.argv.slice(2);
  const projectFlag = args.indexOf('--project');
  const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
  const email = args.find((arg, index) => !arg.startsWith('--') && index !== projectFlag + 1);
  if (!email || (projectFlag >= 0 && !project)) {
    console.error('usage: npm run make-admin -- <email> [--project <firebase-project-id>]');
    process.exit(2);
  }
  if (project) process.env.GCLOUD_PROJECT = project;
  else Object.assign(process.env, emulatorClientEnv());

  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore, FieldValue } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const user = await getAuth(app).getUserByEmail(email);
  await getAuth(app).setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
  await getFirestore(app).doc(`users/${user.uid}`).set({ role: 'admin', updatedAt: FieldValue.serverTimestamp() }, { merge: true });
  console.log(`${email} is now an admin in ${project ?? 'the local emulators'}. They must log in again to use it.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
