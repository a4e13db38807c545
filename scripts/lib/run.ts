import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './paths.js';

/** Runs a command in the repo with inherited output; returns true on exit code 0. Blocks this process. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
}

/** Like run(), without blocking: servers living in this process (the Storage stand-in) keep answering meanwhile. */
export function runAsync(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

export function step(title: string) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
}
