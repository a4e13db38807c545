/**
 * `npm run bench:stamp`: how long stamping a large note takes, and how much memory it needs.
 *
 * Builds a note at the upload limit: 40 pages of text, each with its own picture (as a scanned or
 * illustrated note has), about 2 MB in all; then stamps it as the download endpoint does and
 * prints the median and p95 time and the memory used.
 *
 *   npm run bench:stamp              # 30 timed runs
 *   npm run bench:stamp -- 100       # another number of runs
 *   npm run bench:stamp -- --concurrent 40
 *                                    # peak memory of 40 previews of the note asked for at once, each
 *                                    # with its own download of the file, every copy held until all
 *                                    # are done (as if 40 students on slow connections)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { stampInTurn, stampPdf } from '../functions/src/lib/pdf-stamp.js';
import { makeNotePdf, makePng } from '../tools/seed/files.js';

const PAGES = 40;
const TARGET_BYTES = 2 * 1024 * 1024;
const WARM_UP_RUNS = 3;
const concurrentIndex = process.argv.indexOf('--concurrent');
const concurrent = concurrentIndex > 0 ? Number(process.argv[concurrentIndex + 1] ?? 40) : 0;
const runs = concurrent ? 0 : Number(process.argv[process.argv[2] === '--measure' ? 4 : 2] ?? 30);

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A small pseudo-random generator (xorshift32), so every run builds the same file. */
function seededRandom(seed: number) {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** A picture that does not compress (noise), so the file reaches its size with few objects. */
function noisePicture(seed: number, side: number) {
  const random = seededRandom(seed);
  return makePng(side, side, () => [Math.floor(random() * 256), Math.floor(random() * 256), Math.floor(random() * 256)] as const);
}

async function bigNote(): Promise<Uint8Array> {
  const text = await makeNotePdf({
    title: 'Benchmark note',
    subtitle: 'Forty pages with pictures',
    pages: PAGES,
    sections: Array.from({ length: PAGES }, (_, index) => ({
      heading: `Section ${index + 1}`,
      lines: Array.from(
        { length: 12 },
        (_line, line) => `Line ${line + 1}: the rate of a reaction depends on concentration and temperature.`,
      ),
    })),
  });
  const document = await PDFDocument.load(text);
  // Each page's own picture, sized so the whole file lands just under 2 MB.
  const side = Math.floor(Math.sqrt((TARGET_BYTES - text.length) / PAGES / 3)) - 2;
  for (const [index, page] of document.getPages().entries()) {
    const picture = await document.embedPng(noisePicture(index + 1, side));
    page.drawImage(picture, { x: 300, y: 60, width: 240, height: 240 });
  }
  return document.save();
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();
/** A Devanagari name (conjuncts, reph, a pre-base vowel sign) and a Latin email: two fonts embedded. */
const stamp = {
  mark: ['क्षितिज शर्मा', 'kshitij.sharma@example.com'],
  footer: 'Chemistry Classes · kshitij.sharma@example.com · ID Xk3hQ9mL · downloaded 22 Nov 2026, 14:05 IST',
};

/**
 * The timed part runs in a fresh process that only reads the finished file, so its peak memory is
 * that of stamping (as in the function), not of building the test file.
 */
async function measure(file: string) {
  const input = new Uint8Array(readFileSync(file));
  collectGarbage();
  const before = process.memoryUsage();
  const peakBefore = process.resourceUsage().maxRSS * 1024;

  // The first stamp of a fresh instance: code not yet optimised, as on a cold start.
  let started = performance.now();
  let outputSize = (await stampPdf(input, stamp)).length;
  const firstTime = performance.now() - started;
  const firstPeak = process.resourceUsage().maxRSS * 1024;

  const times: number[] = [];
  for (let run = 1; run < WARM_UP_RUNS + runs; run += 1) {
    started = performance.now();
    const output = await stampPdf(input, stamp);
    if (run >= WARM_UP_RUNS) times.push(performance.now() - started);
    outputSize = output.length;
  }
  const peak = process.resourceUsage().maxRSS * 1024;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`input:  ${mb(input.length)} (${input.length} bytes), ${PAGES} pages, one picture each`);
  console.log(`output: ${mb(outputSize)} (${outputSize} bytes)`);
  console.log(
    `runs:   ${runs} timed, after ${WARM_UP_RUNS} warm-up runs; node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`,
  );
  // Other work on the machine slows every figure below; the load says how busy it was.
  console.log(`load:   ${loadavg()[0]?.toFixed(1)} (1-minute load average as the runs ended)`);
  console.log(
    `time:   median ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, ` +
      `min ${sorted[0]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
  );
  console.log(`first:  ${firstTime.toFixed(0)} ms for the first stamp of the process`);
  const baseline = Math.max(peakBefore, before.rss);
  console.log(`memory: RSS ${mb(before.rss)} with the file read (heap ${mb(before.heapUsed)});`);
  console.log(`        peak RSS after one stamp ${mb(firstPeak)} (+${mb(firstPeak - baseline)}),`);
  console.log(
    `        after all ${WARM_UP_RUNS + runs} stamps ${mb(peak)} (+${mb(peak - baseline)}, garbage of several stamps before a collection)`,
  );
}

/** 40 previews at once in one process, as one function instance (concurrency 40) would serve them. */
async function measureConcurrent(file: string, count: number) {
  const stored = readFileSync(file);
  collectGarbage();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const copies = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      // Each request downloads its own copy of the file from the bucket, in its turn, as the endpoint does.
      const download = () => Promise.resolve(new Uint8Array(Buffer.from(stored)));
      const copy = await stampInTurn(download, { ...stamp, mark: [`Student ${index}`, `student${index}@example.com`] });
      return copy.length;
    }),
  );
  const elapsed = performance.now() - started;
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(`input:  ${mb(stored.length)}, ${count} previews asked for at once, every copy held until all are done`);
  console.log(`load:   ${loadavg()[0]?.toFixed(1)} (1-minute load average)`);
  console.log(`time:   ${elapsed.toFixed(0)} ms until the last copy was ready (${copies.length} copies)`);
  console.log(`memory: RSS ${mb(before)} before; peak RSS ${mb(peak)} (+${mb(peak - before)})`);
}

if (process.argv[2] === '--measure' && process.argv[3]) {
  if (concurrent) await measureConcurrent(process.argv[3], concurrent);
  else await measure(process.argv[3]);
} else {
  const directory = mkdtempSync(join(tmpdir(), 'bench-stamp-'));
  const file = join(directory, 'note.pdf');
  writeFileSync(file, await bigNote());
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--measure',
      file,
      String(runs),
      ...(concurrent ? ['--concurrent', String(concurrent)] : []),
    ],
    {
      stdio: 'inherit',
    },
  );
  rmSync(directory, { recursive: true, force: true });
  process.exitCode = child.status ?? 1;
}
