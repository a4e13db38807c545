import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { INVENTORY_MARKER, type DataInventory } from './collection-counts.js';
import { PROJECT_ID, StackSetupError, prepareLocalStack } from './local-stack.js';
import { ROOT, firebaseBin } from './paths.js';

/**
 * The restore drill: start a fresh Firestore and Auth emulator from an export (what `npm start`
 * saves to .emulator-data/firebase on Ctrl-C with --export-on-exit, or `firebase emulators:export`)
 * with --import, on ports of its own so it can run beside `npm start`, and take the inventory of
 * what came back. A backup is only as good as its last restore.
 */

export const EXPORT_METADATA = 'firebase-export-metadata.json';

/**
 * How far the drill's ports sit above the stack it runs beside. Not 500 or 1000: the emulators'
 * own ports are 100, 500, 600... apart (logging 4500, hosting 5000), so those shifts land one
 * stack's port on another's. Not 250 either since `npm test` runs its browser stack beside the API
 * suite on ports moved by 5000: 250 put the drill's Firestore websocket (9150 + 250) on that
 * stack's hub (4400 + 5000). No port of the drill's at 150 is one of either stack's or their
 * stand-ins' (restore-drill.test.ts checks it).
 */
export const DRILL_PORT_SHIFT = 150;

export interface DrillOptions {
  exportDir: string;
  /** Added to every emulator port (the drill must not clash with a running `npm start` or test run). */
  portOffset: number;
}

export async function runRestoreDrill(options: DrillOptions): Promise<DataInventory> {
  if (!existsSync(join(options.exportDir, EXPORT_METADATA))) {
    throw new StackSetupError(
      `${options.exportDir} holds no emulator export (no ${EXPORT_METADATA}). Run npm start, use the site, stop it with Ctrl-C (it saves the data), then run the drill.`,
    );
  }
  const stack = prepareLocalStack({ functions: false, hosting: false, portOffset: options.portOffset });
  const inner = [process.execPath, '--import', 'tsx', join(ROOT, 'scripts', 'lib', 'restore-inventory.ts')]
    .map((arg) => JSON.stringify(arg))
    .join(' ');
  const args = [
    'emulators:exec',
    '--config',
    stack.configFile,
    '--project',
    PROJECT_ID,
    '--only',
    'firestore,auth',
    '--import',
    options.exportDir,
    inner,
  ];
  const output = await new Promise<{ code: number; text: string }>((resolve) => {
    const child = spawn(firebaseBin(), args, { cwd: ROOT, env: stack.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, text: `${text}\n${error.message}` }));
    child.on('exit', (code) => resolve({ code: code ?? 1, text }));
  });
  const line = output.text.split('\n').find((candidate) => candidate.includes(INVENTORY_MARKER));
  if (output.code !== 0 || !line) {
    throw new StackSetupError(
      `The restore drill could not read the restored emulators (exit ${output.code}):\n${output.text.slice(-3000)}`,
    );
  }
  return JSON.parse(line.slice(line.indexOf(INVENTORY_MARKER) + INVENTORY_MARKER.length)) as DataInventory;
}
