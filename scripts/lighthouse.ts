/**
 * `npm run lighthouse`: Lighthouse's performance, accessibility and SEO scores (its default mobile
 * setting: a mid-range phone on a slow 4G connection, simulated) for the pages visitors land on:
 * the home page, the catalogues and a seeded course page (served by the function, see
 * docs/sharing.md). Targets: 95 for performance and accessibility, 100 for SEO.
 *
 * It starts nothing itself: run `npm start` in another terminal first (or point it elsewhere with
 * `--base-url`). It runs offline with Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium).
 *
 *   npm run lighthouse                          # /, /course, /notes and /engineering-chemistry on http://127.0.0.1:5000
 *   npm run lighthouse -- /about /Contact       # other paths
 *   npm run lighthouse -- --base-url http://127.0.0.1:5000 --strict   # exit 1 below the target
 *   npm run lighthouse -- --language hi         # a first visit from a phone set to Hindi
 *
 * Each page takes about 15-30 s. The JSON reports are kept in .test-artifacts/lighthouse/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.js';

const TARGETS = { performance: 95, accessibility: 95, seo: 100 } as const;
const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2';
const npxBin = () => (process.platform === 'win32' ? 'npx.cmd' : 'npx');
const DEFAULT_PATHS = ['/', '/course', '/notes', '/engineering-chemistry'];
const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;

interface Options {
  baseUrl: string;
  paths: string[];
  strict: boolean;
  /** The browser's language: a first visit follows it (Hindi: the site opens in Hindi). */
  language: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    baseUrl: process.env.LIGHTHOUSE_BASE_URL ?? 'http://127.0.0.1:5000',
    paths: [],
    strict: false,
    language: 'en-IN',
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--base-url') options.baseUrl = argv[++index] ?? options.baseUrl;
    else if (arg === '--strict') options.strict = true;
    else if (arg === '--language') options.language = argv[++index] ?? options.language;
    else if (arg.startsWith('/')) options.paths.push(arg);
    else throw new Error(`Unknown argument ${arg}. Usage: npm run lighthouse -- [--base-url URL] [--language hi] [--strict] [/path ...]`);
  }
  if (options.paths.length === 0) options.paths = DEFAULT_PATHS;
  options.baseUrl = options.baseUrl.replace(/\/+$/, '');
  return options;
}

async function siteIsUp(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  runtimeError?: { code: string; message: string };
}

function runLighthouse(url: string, outputPath: string, language: string): LighthouseReport {
  // Fetched by npx on first use rather than kept as a dev dependency: lighthouse pulls in a package
  // that depends on another's "latest" tag, so a locked install goes stale whenever that package
  // publishes, and `npm ci` (CI, fresh clones) then refuses the lockfile.
  const result = spawnSync(
    npxBin(),
    [
      '--yes',
      LIGHTHOUSE_PACKAGE,
      url,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new --no-sandbox --lang=${language} --accept-lang=${language}`,
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url} (exit ${result.status ?? result.signal}).`);
  return JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (!(await siteIsUp(options.baseUrl))) {
    console.error(
      `Nothing answers at ${options.baseUrl}/api/health. Start the site first with \`npm start\` (in another terminal), then run this again.`,
    );
    process.exit(2);
  }

  const outDir = join(ROOT, '.test-artifacts', 'lighthouse');
  mkdirSync(outDir, { recursive: true });

  const rows: Array<{ path: string; scores: number[] }> = [];
  for (const path of options.paths) {
    const url = `${options.baseUrl}${path}`;
    console.log(`Lighthouse (mobile, ${options.language}): ${url}`);
    const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}${options.language === 'en-IN' ? '' : `.${options.language}`}`;
    const report = runLighthouse(url, join(outDir, `${name}.json`), options.language);
    if (report.runtimeError) console.warn(`  ${report.runtimeError.code}: ${report.runtimeError.message}`);
    rows.push({ path, scores: CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100)) });
  }

  console.log(`\n${'page'.padEnd(24)}${CATEGORIES.map((category) => category.padStart(15)).join('')}`);
  for (const row of rows) {
    const cells = row.scores.map((score, index) => `${score}${score < TARGETS[CATEGORIES[index]!] ? ' (!)' : ''}`.padStart(15));
    console.log(`${row.path.padEnd(24)}${cells.join('')}`);
  }
  const below = rows.some((row) => row.scores.some((score, index) => score < TARGETS[CATEGORIES[index]!]));
  const targets = CATEGORIES.map((category) => `${category} ${TARGETS[category]}`).join(', ');
  console.log(
    below ? `\n(!) below the target (${targets}). Reports: ${outDir}` : `\nAll at or above the targets (${targets}). Reports: ${outDir}`,
  );
  if (below && options.strict) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
