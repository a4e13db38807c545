/**
 * `npm run deploy -- --project <id> [--yes] [--check-only] [--allow-sample-settings]`
 *
 * `firebase deploy`, after checking what makes a first deploy fail silently: a demo- project, no
 * WEB_API_KEY, a secret not set, a service account that cannot sign tokens, indexes or the TTL
 * policy not live, no backups or point-in-time recovery, sample site settings. Each problem is
 * printed with the command that fixes it. Then it says what it will deploy and asks (--yes: CI).
 * The site settings of the moment are baked into index.html (web/build/site-settings-snapshot.ts).
 * Hosting's policy gets the project's own auth domain (a copy of firebase.json, firebase.deploy.json).
 * After the deploy it measures who the client is on the live site and writes the setting into
 * functions/.env.<project> (scripts/lib/edge-probe.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { askYesNo } from './lib/ask.js';
import { ROOT, firebaseBin } from './lib/paths.js';
import { runDeploy, type DeployIo } from './lib/deploy.js';
import type { DeployRunner } from './lib/deploy-checks.js';

const USAGE = 'usage: npm run deploy -- --project <firebase-project-id> [--yes] [--check-only] [--allow-sample-settings]';

/** The real boundary: the CLIs on this machine, Google's REST API, the repo's files. */
const runner: DeployRunner = {
  exec(command, args) {
    const program = command === 'firebase' ? firebaseBin() : process.platform === 'win32' ? 'gcloud.cmd' : 'gcloud';
    const result = spawnSync(program, args, { cwd: ROOT, encoding: 'utf8', shell: process.platform === 'win32', timeout: 120_000 });
    const missing = (result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
    return Promise.resolve({ status: missing ? 127 : (result.status ?? 1), stdout: result.stdout ?? '', stderr: result.stderr ?? '' });
  },
  async getJson(url, token) {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
    return { status: response.status, body: await response.json().catch(() => undefined) };
  },
  readFile(path) {
    const file = join(ROOT, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  },
  writeFile(path, text) {
    writeFileSync(join(ROOT, path), text);
  },
  async request(url, { method = 'GET', headers = {}, body }) {
    const response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  },
};

const io: DeployIo = {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  confirm: askYesNo,
  firebaseDeploy(args, env) {
    return new Promise((resolve) => {
      const child = spawn(firebaseBin(), args, {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, ...env },
        shell: process.platform === 'win32',
      });
      child.on('error', () => resolve(1));
      child.on('exit', (code) => resolve(code ?? 1));
    });
  },
};

function parseArgs(argv: string[]) {
  const known = new Set(['--yes', '--check-only', '--allow-sample-settings', '--project']);
  const projectAt = argv.indexOf('--project');
  const project = projectAt >= 0 ? argv[projectAt + 1] : undefined;
  const unknown = argv.filter((arg, index) => !known.has(arg) && !(projectAt >= 0 && index === projectAt + 1));
  if (unknown.length > 0 || (projectAt >= 0 && (!project || project.startsWith('--')))) return undefined;
  return {
    project,
    yes: argv.includes('--yes'),
    checkOnly: argv.includes('--check-only'),
    allowSampleSettings: argv.includes('--allow-sample-settings'),
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!options) {
    console.error(USAGE);
    process.exit(2);
  }
  // Loaded only now: it pulls in firebase-functions, and a demo project must be refused at once.
  process.exit(await runDeploy(options, runner, io, async () => (await import('../functions/src/config/integrations.js')).SECRET_NAMES));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
