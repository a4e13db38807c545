import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATA_DIR = join(ROOT, '.emulator-data');

/** firebase-tools is a dev dependency; never a global install. */
export const firebaseBin = () => join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'firebase.cmd' : 'firebase');
export const npmBin = () => (process.platform === 'win32' ? 'npm.cmd' : 'npm');
