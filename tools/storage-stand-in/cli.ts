/**
 * LOCAL STAND-IN, not product code: starts the Cloud Storage stand-in (see server.ts), used only
 * where the Storage emulator cannot start.
 *
 *   tsx tools/storage-stand-in/cli.ts [--port 9199] [--host 127.0.0.1]
 *                                     [--data .emulator-data/storage-stand-in] [--verbose]
 */
import { resolve } from 'node:path';
import { startStorageStandIn } from './server.js';

function option(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  const arg = args[i] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[i + 1];
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const portText = option(args, '--port') ?? '9199';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number, got '${portText}'`);
  }
  const host = option(args, '--host') ?? '127.0.0.1';
  const dataDir = resolve(option(args, '--data') ?? '.emulator-data/storage-stand-in');

  const standIn = await startStorageStandIn({ port, host, dataDir, verbose: args.includes('--verbose') });
  console.log(`Storage stand-in (local stand-in for Cloud Storage) listening on ${standIn.url}`);
  console.log(`  data: ${dataDir}`);
  console.log(`  use it with STORAGE_EMULATOR_HOST=${standIn.url}`);

  const stop = () => {
    standIn.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`Storage stand-in failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
