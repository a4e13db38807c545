import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths.js';
import { seedRefusal } from './guard.js';

describe('the seed never reaches a real project', () => {
  it('accepts only demo- projects', () => {
    expect(seedRefusal('demo-chemistry')).toBeUndefined();
    expect(seedRefusal('sharma-chemistry')).toMatch(/^Refusing to seed "sharma-chemistry": only demo- projects/);
    expect(seedRefusal('my-demo-chemistry')).toBeDefined();
  });

  it('npm run seed refuses a real project id, even against an emulator and with the old override flag', { timeout: 60_000 }, () => {
    const seed = (args: string[], env: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'tools', 'seed', 'cli.ts'), ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        // A port nothing listens on: were the guard missing, the seed would fail later, not with this message.
        env: { ...process.env, FIREBASE_CONFIG: '', GOOGLE_CLOUD_PROJECT: '', FIRESTORE_EMULATOR_HOST: '127.0.0.1:9', ...env },
      });
    const real = seed([], { GCLOUD_PROJECT: 'sharma-chemistry' });
    expect(real.status).toBe(1);
    expect(real.stderr).toContain('Refusing to seed "sharma-chemistry"');
    expect(real.stdout).not.toContain('Seeding');

    const flagged = seed(['--allow-real-project'], { GCLOUD_PROJECT: 'sharma-chemistry' });
    expect(flagged.status).toBe(2);
    expect(flagged.stderr).toContain('Unknown argument(s): --allow-real-project');
  });
});
