/**
 * `npm run seed`: seeds whatever is missing in the local emulators and prints what it did. With no
 * emulator variables set it targets the emulators of `npm start`. A project whose id does not
 * start with `demo-` may be real: the seed (test accounts with known passwords, sample settings)
 * never writes to one, whatever the flags; seed() itself refuses it too.
 */
import { readFileSync } from 'node:fs';
import { seedRefusal } from './guard.js';

const LOCAL_EMULATORS = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199',
};
const DEFAULT_PROJECT = 'demo-chemistry';

/** The project firebase-admin will use: explicit variables first, then FIREBASE_CONFIG (inline JSON or a file path). */
function resolveProjectId(): string | undefined {
  const explicit = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (explicit) return explicit;
  const config = process.env.FIREBASE_CONFIG;
  if (!config) return undefined;
  const text = config.trim().startsWith('{') ? config : readFileSync(config, 'utf8');
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed === 'object' && parsed !== null && 'projectId' in parsed && typeof parsed.projectId === 'string')
    return parsed.projectId;
  return undefined;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.length > 0) {
    console.error(`Unknown argument(s): ${args.join(' ')}\nusage: npm run seed`);
    process.exit(2);
  }

  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    // Fill only the gaps, so a caller that moved one emulator to another port keeps its setting.
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = LOCAL_EMULATORS.FIREBASE_AUTH_EMULATOR_HOST;
    if (!process.env.STORAGE_EMULATOR_HOST && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      process.env.STORAGE_EMULATOR_HOST = LOCAL_EMULATORS.STORAGE_EMULATOR_HOST;
    }
    process.env.FIRESTORE_EMULATOR_HOST = LOCAL_EMULATORS.FIRESTORE_EMULATOR_HOST;
  }
  const projectId = resolveProjectId() ?? DEFAULT_PROJECT;
  if (!process.env.GCLOUD_PROJECT) process.env.GCLOUD_PROJECT = projectId;

  const refusal = seedRefusal(projectId);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  console.log(`Seeding ${projectId} on the emulators (Firestore ${process.env.FIRESTORE_EMULATOR_HOST})`);

  // Imported only now: the emulator variables above must be in place before firebase-admin starts.
  const { seed, SEED_ACCOUNTS } = await import('./seed.js');
  const report = await seed({ log: (line) => console.log(`  ${line}`) });

  console.log(`\nProject ${report.projectId}, bucket ${report.bucket}`);
  console.log(`  ${'kind'.padEnd(14)} ${'created'.padStart(7)} ${'existing'.padStart(8)}`);
  for (const [kind, count] of Object.entries(report.counts)) {
    console.log(`  ${kind.padEnd(14)} ${String(count.created).padStart(7)} ${String(count.existing).padStart(8)}`);
  }
  console.log('\nAccounts:');
  for (const account of SEED_ACCOUNTS) {
    const uid = report.accounts.find((entry) => entry.email === account.email)?.uid ?? '?';
    console.log(`  ${account.email.padEnd(22)} ${account.password.padEnd(14)} ${account.description} (uid ${uid})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
