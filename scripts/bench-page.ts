/**
 * `npm run bench:page`: time to first byte of a course page (`/:id`, written by the api function)
 * through Hosting, as a phone opening a shared link gets it: warm (p50 and p95 of sequential
 * requests to a running instance) and cold (the first request after the functions emulator has
 * reloaded the function, so a fresh worker loads `functions/lib/index.js` first).
 *
 * It starts nothing itself: run `npm start` in another terminal first (or pass `--base-url`).
 *
 *   npm run bench:page                                   # /engineering-chemistry, 100 warm, 3 cold
 *   npm run bench:page -- --path /organic-chemistry --requests 200 --cold 5
 *
 * Cold runs touch functions/lib/index.js, which the emulator watches: it then drops its workers,
 * as a new Cloud Functions instance starts without one.
 */
import { request } from 'node:http';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.js';

interface Options {
  baseUrl: string;
  path: string;
  requests: number;
  cold: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { baseUrl: 'http://127.0.0.1:5000', path: '/engineering-chemistry', requests: 100, cold: 3 };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const value = argv[index + 1];
    if (arg === '--base-url' && value) options.baseUrl = value.replace(/\/+$/, '');
    else if (arg === '--path' && value) options.path = value;
    else if (arg === '--requests' && value) options.requests = Number(value);
    else if (arg === '--cold' && value) options.cold = Number(value);
    else throw new Error(`Unknown argument ${arg}. Usage: npm run bench:page -- [--base-url URL] [--path /id] [--requests N] [--cold N]`);
    index += 1;
  }
  return options;
}

/** Milliseconds from sending the request to its status line and headers arriving; the body is drained. */
function timeToFirstByte(url: string): Promise<{ ms: number; status: number; cacheControl: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    // A new connection each time, as a phone opening a link makes (no keep-alive).
    const req = request(url, { agent: false, headers: { 'User-Agent': 'WhatsApp/2.23.20.0 A' } }, (response) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      response.resume();
      response.on('end', () =>
        resolve({ ms, status: response.statusCode ?? 0, cacheControl: String(response.headers['cache-control'] ?? '') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function coldRequest(url: string): Promise<number> {
  const bundle = join(ROOT, 'functions', 'lib', 'index.js');
  const now = new Date();
  utimesSync(bundle, now, now);
  // The emulator notices the change and reloads the function's definition (it reads the bundle once
  // to discover it); wait until that is done, so what is timed is the worker's own cold start.
  await sleep(6000);
  const { ms, status } = await timeToFirstByte(url);
  if (status !== 200) throw new Error(`${url} answered ${status}.`);
  return ms;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const url = `${options.baseUrl}${options.path}`;
  const first = await timeToFirstByte(url).catch(() => undefined);
  if (!first || first.status !== 200) {
    console.error(`${url} did not answer 200 (${first?.status ?? 'no answer'}). Start the site first with \`npm start\`.`);
    process.exit(2);
  }

  const cold: number[] = [];
  for (let run = 0; run < options.cold; run += 1) cold.push(await coldRequest(url));

  // Warm up the worker the cold runs left, then measure one request at a time.
  for (let index = 0; index < 5; index += 1) await timeToFirstByte(url);
  const warm: number[] = [];
  for (let index = 0; index < options.requests; index += 1) warm.push((await timeToFirstByte(url)).ms);
  warm.sort((a, b) => a - b);

  const round = (ms: number) => ms.toFixed(1);
  console.log(`Course page ${url} (Cache-Control: ${first.cacheControl})`);
  console.log(
    `  warm, ${warm.length} sequential requests: p50 ${round(percentile(warm, 50))} ms, p95 ${round(percentile(warm, 95))} ms, max ${round(warm.at(-1)!)} ms`,
  );
  if (cold.length > 0) console.log(`  cold (first request to a fresh worker), ${cold.length} runs: ${cold.map(round).join(', ')} ms`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
