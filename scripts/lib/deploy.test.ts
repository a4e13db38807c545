import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDeploy, type DeployIo, type DeployOptions } from './deploy.js';
import { PROJECT, SECRETS, healthyProject, ok, runnerFor } from './deploy-fake.js';
import { ROOT } from './paths.js';

function fakeIo(answer: boolean) {
  const out: string[] = [];
  const deploys: Array<{ args: string[]; env: Record<string, string> }> = [];
  const questions: string[] = [];
  const io: DeployIo = {
    log: (line) => out.push(line),
    error: (line) => out.push(line),
    confirm: (question) => {
      questions.push(question);
      return Promise.resolve(answer);
    },
    firebaseDeploy: (args, env) => {
      deploys.push({ args, env });
      return Promise.resolve(0);
    },
  };
  return { io, out, deploys, questions };
}

const options = (changes: Partial<DeployOptions> = {}): DeployOptions => ({
  project: PROJECT,
  yes: false,
  checkOnly: false,
  allowSampleSettings: false,
  ...changes,
});
const secretNames = () => Promise.resolve(SECRETS);

describe('npm run deploy', () => {
  it('stops at once for a demo project: no CLI called, nothing deployed', async () => {
    const runner = runnerFor(healthyProject());
    const { io, out, deploys } = fakeIo(true);
    expect(await runDeploy(options({ project: 'demo-chemistry', yes: true }), runner, io, secretNames)).toBe(1);
    expect(out).toEqual([expect.stringContaining('a demo project cannot be deployed')]);
    expect(runner.calls).toEqual([]);
    expect(deploys).toEqual([]);
  });

  it('deploys nothing when a check fails, and says so', async () => {
    const runner = runnerFor(healthyProject(), [['gcloud services list --enabled', ok('')]]);
    const { io, out, deploys, questions } = fakeIo(true);
    expect(await runDeploy(options({ yes: true }), runner, io, secretNames)).toBe(1);
    expect(out.at(-1)).toBe('\n1 of 7 checks failed, so nothing was deployed. Fix what is listed above and run npm run deploy again.');
    expect(questions).toEqual([]);
    expect(deploys).toEqual([]);
  });

  it('says what it will deploy and asks first; no means nothing is deployed', async () => {
    const { io, out, deploys, questions } = fakeIo(false);
    expect(await runDeploy(options(), runnerFor(healthyProject()), io, secretNames)).toBe(1);
    expect(out.join('\n')).toContain(`About to deploy to ${PROJECT}:`);
    expect(out.join('\n')).toContain('api (asia-south1, Node 22) with the secrets YOUTUBE_API_KEY, RAZORPAY_KEY_ID');
    expect(questions).toEqual([`Deploy to ${PROJECT} now?`]);
    expect(deploys).toEqual([]);
  });

  it('with --yes runs firebase deploy without asking, baking the site settings into the page', async () => {
    const { io, deploys, questions } = fakeIo(false);
    expect(await runDeploy(options({ yes: true }), runnerFor(healthyProject()), io, secretNames)).toBe(0);
    expect(questions).toEqual([]);
    expect(deploys).toHaveLength(1);
    expect(deploys[0]?.args).toEqual(['deploy', '--config', 'firebase.deploy.json', '--project', PROJECT, '--non-interactive']);
    expect(JSON.parse(deploys[0]?.env.SITE_SETTINGS_SNAPSHOT ?? '{}')).toMatchObject({ teacherName: 'Dr. Meera Sharma' });
  });

  it("deploys firebase.json with the project's own auth domain in its policy, and nothing else changed", async () => {
    const runner = runnerFor(healthyProject());
    const { io } = fakeIo(false);
    expect(await runDeploy(options({ yes: true }), runner, io, secretNames)).toBe(0);
    const policyOf = (text: string) =>
      (
        JSON.parse(text) as { hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> } }
      ).hosting.headers
        .find((rule) => rule.source === '**')!
        .headers.find((header) => header.key === 'Content-Security-Policy')!.value;
    const deployed = runner.written['firebase.deploy.json']!;
    const original = runner.readFile('firebase.json')!;
    expect(policyOf(deployed)).toMatch(new RegExp(`frame-src [^;]*https://${PROJECT}\\.firebaseapp\\.com/__/auth/[ ;]`));
    expect(policyOf(deployed).match(/firebaseapp\.com/g)).toHaveLength(1);
    const withoutPolicy = (text: string) =>
      JSON.stringify(
        JSON.parse(text, (key, value: unknown) =>
          key === 'value' && typeof value === 'string' && value.startsWith('default-src') ? '' : value,
        ),
      );
    expect(withoutPolicy(deployed)).toBe(withoutPolicy(original));
  });

  it('with --check-only stops after the checks', async () => {
    const { io, out, deploys } = fakeIo(true);
    expect(await runDeploy(options({ checkOnly: true }), runnerFor(healthyProject()), io, secretNames)).toBe(0);
    expect(out.at(-1)).toBe('\nEvery check passed (--check-only: nothing was deployed).');
    expect(deploys).toEqual([]);
  });

  it('refuses the emulators’ project from the command line at once', { timeout: 60_000 }, () => {
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts', 'deploy.ts'), '--project', 'demo-chemistry', '--yes'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('"demo-chemistry" is a demo project');
    expect(result.stdout).not.toContain('Checking');
    // At once: no CLI or network call (a loaded machine still starts tsx within seconds).
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
