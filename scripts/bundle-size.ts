/**
 * `npm run size`: what each screen of the site makes a phone download, in gzip bytes of
 * JavaScript, from a production build of web/ (built into .test-artifacts/size/ so it never
 * touches web/dist). The figures docs/performance.md quotes.
 *
 *   shared entry         the app shell every page loads (react, router, layout)
 *   <route>              that screen's own code beyond the shared entry (its static imports)
 *   + on demand          what the screen may load later (lazy sections, dialogs, SDKs)
 *
 * The Chromium test e2e/first-load.test.ts checks the home page's real first load over the wire
 * against the 120 KB budget; this script explains where the bytes are.
 *
 *   npm run size                 build, then report
 *   npm run size -- --json FILE  also write the figures as JSON
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, npmBin } from './lib/paths.js';
import { run } from './lib/run.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const outDir = join(ROOT, '.test-artifacts', 'size');
const BUDGET_HOME_KB = 120;
/**
 * Screens with a budget of their own code (KB gzip beyond the shared entry): the course player is
 * where students spend their time on a phone, and what it loads later (the Markdown reader, KaTeX,
 * the exam screen) must stay later. The exam screen, the tests list and chapter practice are opened
 * from a shared link on mobile data: none of them needs zod (25 KB), which a value imported from a
 * contract module with request schemas brings along (twice it crept in unseen).
 */
const ROUTE_BUDGETS_KB: Record<string, number> = {
  'learn/routes/course-player': 18,
  'practice/routes/take-test': 22,
  'practice/routes/test-list': 10,
  'chapter-practice/routes/practice': 15,
};

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
}

/** The chunk's files and the files of everything it imports statically. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const filesOf = (manifest: Manifest, keys: Iterable<string>) => new Set([...keys].map((key) => manifest[key]!.file));
const sumKb = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipKb(file), 0);

function main() {
  if (!process.argv.includes('--no-build')) {
    const built = run(npmBin(), ['run', 'build', '-w', 'web', '--', '--outDir', outDir, '--emptyOutDir', '--manifest']);
    if (!built) process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The build has no entry chunk.');
  const entryFiles = filesOf(manifest, staticClosure(manifest, entryKey));
  const entryKb = sumKb(entryFiles);

  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && /\/routes\//.test(key))
    .sort();
  const rows = routes.map((key) => {
    const own = [...filesOf(manifest, staticClosure(manifest, key))].filter((file) => !entryFiles.has(file));
    const later = new Set<string>();
    // Only what the screen's own chunks load later; the entry's own lazy parts (auth, dialogs) are not the screen's.
    for (const chunkKey of [...staticClosure(manifest, key)].filter((chunk) => !entryFiles.has(manifest[chunk]!.file))) {
      for (const lazy of manifest[chunkKey]?.dynamicImports ?? []) {
        for (const file of filesOf(manifest, staticClosure(manifest, lazy)))
          if (!entryFiles.has(file) && !own.includes(file)) later.add(file);
      }
    }
    return { route: key.replace(/^src\/features\//, '').replace(/\.tsx?$/, ''), ownKb: sumKb(own), onDemandKb: sumKb(later) };
  });

  const home = rows.find((row) => row.route === 'home/routes/home');
  const homeKb = entryKb + (home?.ownKb ?? 0);
  console.log(`\nJavaScript, KB gzip -9 (build in ${outDir})\n`);
  console.log(`shared entry (every page)              ${entryKb.toFixed(1).padStart(7)}`);
  console.log(`home page first load (entry + home)    ${homeKb.toFixed(1).padStart(7)}   budget ${BUDGET_HOME_KB}`);
  console.log(`\n${'route module'.padEnd(40)} ${'own'.padStart(7)} ${'+ on demand'.padStart(12)}`);
  for (const row of rows)
    console.log(`${row.route.padEnd(40)} ${row.ownKb.toFixed(1).padStart(7)} ${row.onDemandKb.toFixed(1).padStart(12)}`);

  const jsonAt = process.argv.indexOf('--json');
  if (jsonAt > 0 && process.argv[jsonAt + 1]) {
    writeFileSync(process.argv[jsonAt + 1]!, JSON.stringify({ entryKb, homeKb, routes: rows }, null, 2));
  }
  let over = false;
  if (homeKb > BUDGET_HOME_KB) {
    console.error(`\nThe home page's first load is over its ${BUDGET_HOME_KB} KB budget.`);
    over = true;
  }
  for (const [route, budgetKb] of Object.entries(ROUTE_BUDGETS_KB)) {
    const row = rows.find((candidate) => candidate.route === route);
    if (!row) {
      console.error(`\nThe build has no route module ${route}: update ROUTE_BUDGETS_KB.`);
      over = true;
    } else if (row.ownKb > budgetKb) {
      console.error(`\n${route} is ${row.ownKb.toFixed(1)} KB, over its ${budgetKb} KB budget.`);
      over = true;
    } else {
      console.log(`${route} within its budget: ${row.ownKb.toFixed(1)} of ${budgetKb} KB`);
    }
  }
  if (over) process.exit(1);
}

main();
