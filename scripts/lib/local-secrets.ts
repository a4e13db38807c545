import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECRET_NAMES } from '../../functions/src/config/integrations.js';
import { ROOT } from './paths.js';

/**
 * functions/.secret.local: the Functions emulator's own values for the function's secrets
 * (https://firebase.google.com/docs/functions/config-env#secret_values_in_the_emulator). Without it the
 * emulator asks Secret Manager for each one while the function loads, fails (there is no project
 * and no login), and prints "Unable to access secret environment variables" with one FirebaseError
 * per secret, although nothing is wrong. The launchers write it with the values the functions use
 * here (the local stand-ins' keys, or real keys from your shell); the file is git-ignored.
 *
 * Its values win over the shell's, so it holds exactly what the launcher chose; a secret without
 * a value is left out, and the emulator's complaint about that one is then true.
 */
export const LOCAL_SECRETS_FILE = join(ROOT, 'functions', '.secret.local');

export interface LocalSecrets {
  /** What goes into the file. */
  values: Record<string, string>;
  /** Secrets the functions will run without here (each leaves one honest emulator error). */
  unset: string[];
}

/** Each secret the function declares, with its value in the environment the emulators get. */
export function localSecrets(env: NodeJS.ProcessEnv, names: readonly string[] = SECRET_NAMES): LocalSecrets {
  const values: Record<string, string> = {};
  const unset: string[] = [];
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) values[name] = value;
    else unset.push(name);
  }
  return { values, unset };
}

const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

export function secretFileText(values: Record<string, string>): string {
  const lines = Object.entries(values).map(([name, value]) => `${name}=${quoted(value)}`);
  return [
    '# Written by npm start / npm test (scripts/lib/local-secrets.ts): the Functions emulator reads its',
    '# secrets here instead of asking Secret Manager. Local values only; git-ignored. Rewritten on each start.',
    ...lines,
    '',
  ].join('\n');
}

/**
 * Writes the file and returns a function that puts back what was there before (a test run must not
 * leave its stand-in keys behind for an `npm start` that uses real ones).
 */
export function writeLocalSecrets(values: Record<string, string>, file: string = LOCAL_SECRETS_FILE): () => void {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  writeFileSync(file, secretFileText(values), { mode: 0o600 });
  chmodSync(file, 0o600);
  return () => {
    if (previous === undefined) rmSync(file, { force: true });
    else writeFileSync(file, previous, { mode: 0o600 });
  };
}
