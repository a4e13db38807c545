import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeAdminRequest, makeAdminSummary } from './make-admin.js';
import { ROOT } from './paths.js';

describe('npm run make-admin', () => {
  it('reads the email, the project and --yes in any order, and refuses anything else', () => {
    expect(makeAdminRequest(['teacher@example.com'])).toEqual({ email: 'teacher@example.com', yes: false });
    expect(makeAdminRequest(['--project', 'sharma-chemistry', 'teacher@example.com', '--yes'])).toEqual({
      email: 'teacher@example.com',
      project: 'sharma-chemistry',
      yes: true,
    });
    expect(makeAdminRequest([])).toBeUndefined();
    expect(makeAdminRequest(['teacher@example.com', '--project'])).toBeUndefined();
    expect(makeAdminRequest(['a@example.com', 'b@example.com'])).toBeUndefined();
  });

  it('names the project it is about to change', () => {
    expect(makeAdminSummary({ email: 't@example.com', project: 'sharma-chemistry', yes: false }, 'demo-chemistry')).toBe(
      'About to make t@example.com an admin of the REAL project "sharma-chemistry" (with your gcloud application-default credentials).',
    );
    expect(makeAdminSummary({ email: 't@example.com', yes: false }, 'demo-chemistry')).toContain('local emulators (project demo-chemistry');
  });

  it('changes nothing when nobody answers yes', { timeout: 60_000 }, () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'make-admin.ts'), 'teacher@example.com', '--project', 'sharma-chemistry'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        input: '',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('About to make teacher@example.com an admin of the REAL project "sharma-chemistry"');
    expect(result.stdout).toContain('Nothing was changed.');
  });
});
