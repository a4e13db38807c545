/**
 * The lint's guards fail when they should: ESLint (with eslint.config.js as it is) reports a deep
 * import from one feature into another's internals and an import cycle, and knip (with knip.json)
 * reports an export nobody imports. Each runs on a few files written to a temporary copy of the
 * repo's layout, so the real tree is never touched; removing a rule makes its test fail.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib/paths.js';

const run = promisify(execFile);

let fixture: string;

function write(path: string, text: string): string {
  const file = join(fixture, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

beforeAll(() => {
  fixture = mkdtempSync(join(tmpdir(), 'lint-guards-'));
});

afterAll(() => {
  rmSync(fixture, { recursive: true, force: true });
});

describe('eslint', () => {
  // The boundary rules are keyed on the real feature folders' names (read by eslint.config.js).
  const [one, other] = readdirSync(join(ROOT, 'web', 'src', 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  /** ESLint's own command in the fixture, which the boundary zones are relative to (its working directory). */
  async function lint(file: string) {
    const args = ['--config', join(ROOT, 'eslint.config.js'), '--format', 'json', file];
    // ESLint exits 1 when it reports an error; its JSON is on stdout either way.
    const { stdout } = await run(join(ROOT, 'node_modules', '.bin', 'eslint'), args, { cwd: fixture }).catch(
      (failure: { stdout: string }) => failure,
    );
    const [result] = JSON.parse(stdout) as { messages: { ruleId: string | null; line: number }[] }[];
    return result!.messages.map((message) => ({ rule: message.ruleId, line: message.line }));
  }

  it('refuses a deep import into another feature and lets its public entry through', { timeout: 30_000 }, async () => {
    write(`web/src/features/${other}/index.ts`, "export { helper } from './components/helper';\n");
    write(`web/src/features/${other}/components/helper.ts`, 'export const helper = 1;\n');
    const file = write(
      `web/src/features/${one}/lint-fixture.ts`,
      [
        `import { helper } from '../${other}';`,
        `import { helper as deep } from '../${other}/components/helper';`,
        'export const both = [helper, deep];',
        '',
      ].join('\n'),
    );
    expect(await lint(file)).toEqual([{ rule: 'import-x/no-restricted-paths', line: 2 }]);
  });

  it('refuses an import cycle', { timeout: 30_000 }, async () => {
    const first = write('web/src/lib/cycle-a.ts', "import { b } from './cycle-b';\nexport const a = () => b;\n");
    write('web/src/lib/cycle-b.ts', "import { a } from './cycle-a';\nexport const b = () => a;\n");
    expect(await lint(first)).toEqual([{ rule: 'import-x/no-cycle', line: 1 }]);
  });
});

describe('knip', () => {
  it('reports an export nobody imports', { timeout: 30_000 }, async () => {
    const root = join(fixture, 'knip');
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    put('package.json', JSON.stringify({ name: 'fixture', private: true, workspaces: ['web'] }));
    put('knip.json', readFileSync(join(ROOT, 'knip.json'), 'utf8'));
    put('web/package.json', JSON.stringify({ name: 'web', private: true, type: 'module' }));
    put('web/build/entry.ts', "import { used } from '../src/shared';\nconsole.log(used);\n");
    put('web/src/shared.ts', 'export const used = 1;\nexport const forgotten = 2;\n');

    // The same command as `npm run lint:unused`; knip exits 1 when it finds something.
    const script = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['lint:unused'] as string;
    expect(script).toMatch(/^knip /);
    const args = [...script.split(' ').slice(1), '--directory', root, '--reporter', 'json', '--no-progress', '--no-gitignore'];
    const { stdout } = await run(join(ROOT, 'node_modules', '.bin', 'knip'), args).catch((failure: { stdout: string }) => failure);
    const report = JSON.parse(stdout) as { issues: { file: string; exports?: { name: string }[] }[] };
    const unused = report.issues.flatMap((issue) => (issue.exports ?? []).map((found) => `${issue.file}: ${found.name}`));
    expect(unused).toEqual(['web/src/shared.ts: forgotten']);
  });
});
