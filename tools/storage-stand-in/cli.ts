/**
 * LOCAL STAND-IN, not product code: starts the Cloud Storage stand-in (see server.ts), used only
 * where the Storage emulator cannot start.
 *
 *   tsx tools/storage-stand-in/cli.ts [--port 9199] [--host 127.0.0.1]
 *                                     [--data .emulator-data/storage-stand-in] [--verbose]
 */
import { resolve } from 'node:path';
import { startStorageStandIn } from './server.js';
import { cliOption, cliPort, closeOnSignal } from '../lib/local-server.js';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const port = cliPort(args, 9199);
  const host = cliOption(args, '--host') ?? '127.0.0.1';
  const dataDir = resolve(cliOption(args, '--data') ?? '.emulator-data/storage-stand-in');

  const standIn = await startStorageStandIn({ port, host, dataDir, verbose: args.includes('--verbose') });
  console.log(`Storage stand-in (local stand-in for Cloud Storage) listening on ${standIn.url}`);
  console.log(`  data: ${dataDir}`);
  console.log(`  use it with STORAGE_EMULATOR_HOST=${standIn.url}`);

  closeOnSignal(() => standIn.close());
}

main().catch((err: unknown) => {
  console.error(`Storage stand-in failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
