// Entry point of `npm start` and `npm test`. Plain JavaScript on purpose: it runs before any
// dependency exists. On a fresh clone it installs them (npm ci), then hands over to the
// TypeScript launcher in scripts/<command>.ts through tsx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...args] = process.argv.slice(2);
if (!['start', 'test'].includes(command)) {
  console.error('usage: node scripts/bootstrap.mjs <start|test> [options]');
  process.exit(2);
}

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`Node.js 20 or newer is needed (this is ${process.version}). Install it from https://nodejs.org.`);
  process.exit(1);
}

// npm ci leaves node_modules/.package-lock.json; when package-lock.json is newer, the install is stale.
function dependenciesAreCurrent() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed) || !existsSync(join(root, 'node_modules', '.bin', 'tsx'))) return false;
  return statSync(installed).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs;
}

if (!dependenciesAreCurrent()) {
  console.log('Installing dependencies (npm ci)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (install.status !== 0) {
    console.error('npm ci failed; see the output above.');
    process.exit(install.status ?? 1);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', `${command}.ts`), ...args], {
  cwd: root,
  stdio: 'inherit',
});
// The launcher handles Ctrl-C itself (it stops the emulators cleanly); keep this process alive until it has.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
