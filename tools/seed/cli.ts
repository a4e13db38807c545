/**
 * `npm run seed [-- --allow-real-project]`: seeds whatever is missing and prints what it did.
 * With no emulator variables set it targets the local emulators of `npm start`. A project whose id
 * does not start with `demo-` is real, and is only touched when --allow-real-project is passed.
 */
import { readFileSync } from 'node:fs';

const LOCAL_EMULATORS = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  STORAGE_EMULATOR_HOST: 'http://127.0.0.1:9199',
};
const DEFAULT_PROJECT = 'demo-chemistry';
const ALLOW_REAL = '--allow-real-project';

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
  const unknown = args.filter((arg) => arg !== ALLOW_REAL);
  if (unknown.length > 0) {
    console.error(`Unknown argument(s): ${unknown.join(' ')}\nusage: npm run seed [-- ${ALLOW_REAL}]`);
    process.exit(2);
  }
  const allowRealProject = args.includes(ALLOW_REAL);

  if (!allowRealProject && !process.env.FIRESTORE_EMULATOR_HOST) {
    // Fill only the gaps, so a caller that moved one emulator to another port keeps its setting.
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = LOCAL_EMULATORS.FIREBASE_AUTH_EMULATOR_HOST;
    if (!process.env.STORAGE_EMULATOR_HOST && !process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
      process.env.STORAGE_EMULATOR_HOST = LOCAL_EMULATORS.STORAGE_EMULATOR_HOST;
    }
    process.env.FIRESTORE_EMULATOR_HOST = LOCAL_EMULATORS.FIRESTORE_EMULATOR_HOST;
  }
  const projectId = resolveProjectId() ?? DEFAULT_PROJECT;
  if (!process.env.GCLOUD_PROJECT) process.env.GCLOUD_PROJECT = projectId;

  if (!projectId.startsWith('demo-') && !allowRealProject) {
    console.error(
      `Refusing to seed "${projectId}": it is not a demo- project, so it may be a real one.\n` +
        `Pass ${ALLOW_REAL} if you really mean to write seed accounts and data into it.`,
    );
    process.exit(1);
  }

  const target = process.env.FIRESTORE_EMULATOR_HOST ? `emulators (Firestore ${process.env.FIRESTORE_EMULATOR_HOST})` : 'the real project';
  console.log(`Seeding ${projectId} on ${target}`);

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
