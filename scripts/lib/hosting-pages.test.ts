import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SHELL_FILE, STATIC_PAGES } from '@chem/contract';
import { ROOT } from './paths.js';

/**
 * firebase.json and the pages the build writes (contract/src/page-meta.ts) must agree: a static
 * page missing from the no-cache rule would keep Hosting's default caching (an old deploy's asset
 * names), and a course page matched by it would lose the function's CDN caching.
 */

interface Hosting {
  cleanUrls?: boolean;
  ignore: string[];
  rewrites: Array<{ source: string; destination?: string; function?: { functionId: string } }>;
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
}
const hosting = (JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: Hosting }).hosting;

describe("firebase.json's Hosting and the static pages", () => {
  it('revalidates exactly the single-segment static pages', () => {
    // The rule that lists names without a dot: pages (sw.js and the manifest have a rule of their own).
    const rule = hosting.headers.find((entry) => /^\/@\([^.)]*\)$/.test(entry.source));
    expect(rule?.headers).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
    const named = /^\/@\(([^)]*)\)$/.exec(rule!.source)![1]!.split('|').sort();
    const files = STATIC_PAGES.flatMap((page) => page.files)
      .filter((file) => file !== 'index.html')
      .map((file) => file.replace(/\.html$/, ''))
      .sort();
    expect(named).toEqual(files);
  });

  it('serves the page files by their clean URLs, sends other single segments to the function and the rest to the noindex shell', () => {
    expect(hosting.cleanUrls).toBe(true);
    const sources = hosting.rewrites.map((rewrite) => rewrite.source);
    expect(sources.indexOf('/sitemap.xml')).toBeLessThan(sources.indexOf('/*'));
    expect(hosting.rewrites.find((rewrite) => rewrite.source === '/*')?.function?.functionId).toBe('api');
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: `/${APP_SHELL_FILE}` });
  });

  it("does not publish the function's page template (the deploy uploads it with the function)", () => {
    expect(hosting.ignore).toContain('page-template.json');
  });
});
