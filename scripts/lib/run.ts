import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { setPriority } from 'node:os';
import { ROOT } from './paths.js';

/** Runs a command in the repo with inherited output; returns true on exit code 0. Blocks this process. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit', shell: process.platform === 'win32' });
  return result.status === 0;
}

/** Like run(), without blocking: servers living in this process (the Storage stand-in) keep answering meanwhile. */
export function runAsync(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  options: { niceness?: number } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit', shell: process.platform === 'win32' });
    if (options.niceness && child.pid !== undefined) lowerPriority(child.pid, options.niceness);
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Like runAsync(), with the command's output written to `logFile` instead of this terminal: for a
 * step that runs beside another whose output is on screen. Show the file when the step is over.
 * With `append`, the output goes after what the file holds (a step of several commands).
 */
export function runLogged(
  command: string,
  args: string[],
  logFile: string,
  env: NodeJS.ProcessEnv = process.env,
  options: { append?: boolean; niceness?: number } = {},
): Promise<boolean> {
  const out = openSync(logFile, options.append ? 'a' : 'w');
  return new Promise<boolean>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out], shell: process.platform === 'win32' });
    // A run in the background yields the CPU to the ones that matter more (its children inherit it).
    if (options.niceness && child.pid !== undefined) lowerPriority(child.pid, options.niceness);
    loggedRuns.add(child);
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  }).finally(() => closeSync(out));
}

const loggedRuns = new Set<ChildProcess>();

/** A niceness above 0: the scheduler serves the lower ones first; a platform that refuses just runs it as is. */
function lowerPriority(pid: number, niceness: number): void {
  try {
    setPriority(pid, niceness);
  } catch {
    // not allowed here: same priority as the rest
  }
}

/** Stops what runLogged() started and is still running: a run that ends early leaves nothing behind. */
export function stopLoggedRuns(): void {
  for (const child of loggedRuns) if (child.exitCode === null) child.kill();
}

export function step(title: string) {
  console.log(`\n\x1b[1m▶ ${title}\x1b[0m`);
}
