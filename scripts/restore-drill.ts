/**
 * `npm run restore-drill [-- <export dir>]`: restores an emulator export (by default the one
 * `npm start` saved in .emulator-data/firebase) into fresh emulators on their own ports and lists
 * what came back: every collection with its documents, and the accounts. See docs/backups.md.
 */
import { join } from 'node:path';
import { StackSetupError } from './lib/local-stack.js';
import { DATA_DIR } from './lib/paths.js';
import { DRILL_PORT_SHIFT, runRestoreDrill } from './lib/restore-drill.js';
import { step } from './lib/run.js';

// Beside npm start (and test runs, whose offsets are multiples of 1000), on ports of its own.
const PORT_OFFSET = Number(process.env.RESTORE_DRILL_PORT_OFFSET ?? DRILL_PORT_SHIFT);

async function main() {
  const exportDir = process.argv[2] ?? join(DATA_DIR, 'firebase');
  step(`Restoring ${exportDir} into fresh Firestore and Auth emulators`);
  const inventory = await runRestoreDrill({ exportDir, portOffset: PORT_OFFSET });
  const rows = Object.entries(inventory.collections);
  console.log(`\n  ${'collection'.padEnd(28)} ${'documents'.padStart(9)}  digest`);
  for (const [path, { documents, digest }] of rows) console.log(`  ${path.padEnd(28)} ${String(documents).padStart(9)}  ${digest}`);
  console.log(
    `\n  ${rows.length} collections, ${rows.reduce((sum, [, row]) => sum + row.documents, 0)} documents, ${inventory.accounts} accounts restored.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof StackSetupError ? `\n${error.message}` : error);
  process.exit(1);
});
