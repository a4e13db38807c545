import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFunctions, declaredPackages } from './build.mjs';

const out = mkdtempSync(join(tmpdir(), 'functions-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the functions bundle firebase deploy uploads', () => {
  it('compiles the contract in and requires nothing but the packages deploy installs', async () => {
    const outfile = join(out, 'lib', 'index.js');
    await buildFunctions(outfile);
    const bundle = readFileSync(outfile, 'utf8');

    const required = new Set([...bundle.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1]!));
    const packages = [...required]
      .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name))
      .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!));
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages) expect(declaredPackages(), `the bundle requires ${name}`).toContain(name);
    expect(required.has('@chem/contract')).toBe(false);
    // The contract's own code is in the bundle: a message only it defines.
    expect(bundle).toContain('Passwords do not match.');
  }, 30_000);
});
