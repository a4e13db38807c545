import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_SITE_SETTINGS } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import {
  checkBackups,
  checkIndexes,
  checkSecrets,
  checkSiteSettings,
  checkTokenSigning,
  checkWebApiKey,
  formatReport,
  gcloudAccessToken,
  projectProblem,
  runDeployChecks,
  targetProject,
} from './deploy-checks.js';
import { ACCOUNT, PROJECT, SECRETS, deployedIndexes, error, healthyProject, ok, restDocument, runnerFor } from './deploy-fake.js';

describe('the project', () => {
  it('refuses a demo- project at once, with the way to name the real one', () => {
    expect(projectProblem('demo-chemistry')).toBe(
      '"demo-chemistry" is a demo project (the local emulators\' project): a demo project cannot be deployed. Deploy to your real project: npm run deploy -- --project <your-project-id>',
    );
    expect(projectProblem(undefined)).toBe('No Firebase project is named. Deploy with: npm run deploy -- --project <your-project-id>');
    expect(projectProblem(PROJECT)).toBeUndefined();
  });

  it('takes --project, else the default of .firebaserc, as firebase deploy does', () => {
    const runner = { readFile: (path: string) => (path === '.firebaserc' ? '{"projects":{"default":"demo-chemistry"}}' : undefined) };
    expect(targetProject(undefined, runner)).toBe('demo-chemistry');
    expect(targetProject(PROJECT, runner)).toBe(PROJECT);
  });
});

describe('a project ready to deploy', () => {
  it('passes every check and gives the settings to bake into the page', async () => {
    const { results, snapshot } = await runDeployChecks(
      { project: PROJECT, secretNames: SECRETS, allowSampleSettings: false },
      runnerFor(healthyProject()),
    );
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results).toHaveLength(7);
    expect(snapshot).toMatchObject({ teacherName: 'Dr. Meera Sharma', phone: '+91 94250 11223' });
    expect(snapshot).not.toHaveProperty('playlists');
  });
});

describe('each check names the fix', () => {
  it('WEB_API_KEY missing or malformed', () => {
    const project = healthyProject();
    project.files = {};
    expect(checkWebApiKey(PROJECT, runnerFor(project)).problems).toEqual([
      `WEB_API_KEY is not set, so no student could log in or sign up. Copy it from the Firebase console (Project settings > General > Web API key) into functions/.env.${PROJECT} as a line WEB_API_KEY=AIza...`,
    ]);
    project.files = { 'functions/.env': 'WEB_API_KEY="my-key"' };
    expect(checkWebApiKey(PROJECT, runnerFor(project)).problems[0]).toMatch(
      new RegExp(`^WEB_API_KEY in functions/\\.env\\.${PROJECT} does not look like a web API key \\(AIza followed by 35 characters\\)\\.`),
    );
  });

  it('gcloud missing or signed out, and then no other Google check runs', async () => {
    const missing = runnerFor(healthyProject(), [['gcloud auth print-access-token', error('', 127)]]);
    expect((await gcloudAccessToken(missing)).result.problems).toEqual([
      'The checks need the Google Cloud CLI (gcloud), which is not installed: https://cloud.google.com/sdk/docs/install, then run gcloud auth login.',
    ]);
    const signedOut = runnerFor(healthyProject(), [
      [
        'gcloud auth print-access-token',
        error('ERROR: (gcloud.auth.print-access-token) You do not currently have an active account selected.'),
      ],
    ]);
    const { results } = await runDeployChecks({ project: PROJECT, secretNames: SECRETS, allowSampleSettings: false }, signedOut);
    expect(results.map((result) => result.name)).toEqual(['Web API key (WEB_API_KEY)', 'Google Cloud CLI']);
    expect(results[1]?.problems).toEqual([
      'gcloud is not signed in (ERROR: (gcloud.auth.print-access-token) You do not currently have an active account selected.). Run: gcloud auth login',
    ]);
    expect(signedOut.calls).toEqual(['gcloud auth print-access-token']);
  });

  it('a secret without a value in Secret Manager', async () => {
    const runner = runnerFor(healthyProject(), [
      [
        'gcloud secrets versions list YOUTUBE_API_KEY',
        error('ERROR: NOT_FOUND: Secret [projects/1/secrets/YOUTUBE_API_KEY] not found or has no versions.'),
      ],
      ['gcloud secrets versions list RAZORPAY_WEBHOOK_SECRET', ok('')],
    ]);
    expect((await checkSecrets(PROJECT, SECRETS, runner)).problems).toEqual([
      `YOUTUBE_API_KEY is not set (without it the video pages would show an error). Set it: npx firebase functions:secrets:set YOUTUBE_API_KEY --project ${PROJECT}.`,
      `RAZORPAY_WEBHOOK_SECRET is not set (without it Razorpay webhooks would be refused). Set it: npx firebase functions:secrets:set RAZORPAY_WEBHOOK_SECRET --project ${PROJECT}.`,
    ]);
  });

  it('a service account that may not sign tokens, and the signing API off', async () => {
    const runner = runnerFor(healthyProject(), [
      [`gcloud iam service-accounts get-iam-policy ${ACCOUNT}`, ok(JSON.stringify({ etag: 'x' }))],
      ['gcloud services list --enabled', ok('')],
    ]);
    expect((await checkTokenSigning(PROJECT, runner)).problems).toEqual([
      `The function's service account ${ACCOUNT} may not sign custom tokens, so every login would fail after the password check. Grant it: gcloud iam service-accounts add-iam-policy-binding ${ACCOUNT} --member=serviceAccount:${ACCOUNT} --role=roles/iam.serviceAccountTokenCreator --project=${PROJECT}`,
      `The IAM Service Account Credentials API (which signs the tokens) is not enabled. Enable it: gcloud services enable iamcredentials.googleapis.com --project=${PROJECT}`,
    ]);
  });

  it('accepts the Token Creator role granted on the whole project instead', async () => {
    const runner = runnerFor(healthyProject(), [
      [`gcloud iam service-accounts get-iam-policy ${ACCOUNT}`, error('PERMISSION_DENIED')],
      [
        `gcloud projects get-iam-policy ${PROJECT}`,
        ok(JSON.stringify({ bindings: [{ role: 'roles/iam.serviceAccountTokenCreator', members: [`serviceAccount:${ACCOUNT}`] }] })),
      ],
    ]);
    expect((await checkTokenSigning(PROJECT, runner)).ok).toBe(true);
  });

  it('indexes not deployed, still building, and the TTL policy missing', async () => {
    const missing = runnerFor(healthyProject(), [
      ['gcloud firestore indexes composite list', ok('[]')],
      ['gcloud firestore fields ttls list', ok('[]')],
    ]);
    const problems = (await checkIndexes(PROJECT, missing)).problems;
    // Every index of firestore.indexes.json is named, in its order, whatever features add later.
    const declared = (
      JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'firestore.indexes.json'), 'utf8')) as {
        indexes: unknown[];
      }
    ).indexes;
    expect(problems[0]).toMatch(
      /^Composite indexes are not deployed: subscriptions\(status ASCENDING, endDate ASCENDING\); noteAccesses\(noteId ASCENDING, kind ASCENDING, at DESCENDING\); payments\(status ASCENDING, amount ASCENDING\); payments\(status ASCENDING, amountRefunded ASCENDING\); doubts\(status ASCENDING, waitingSince ASCENDING\); /,
    );
    expect(problems[0]?.split('. Deploy them:')[0]?.split('; ')).toHaveLength(declared.length);
    expect(problems[0]).toContain(
      `Deploy them: npx firebase deploy --only firestore:indexes --project ${PROJECT}, then wait until "gcloud firestore indexes composite list --project=${PROJECT}" shows them READY (a few minutes) and deploy again.`,
    );
    expect(problems[1]).toMatch(
      /^The TTL policy on rateLimits\.expiresAt is not deployed, so old rate-limit counters would never be removed\. Deploy them:/,
    );

    const building = runnerFor(healthyProject(), [['gcloud firestore indexes composite list', ok(deployedIndexes('CREATING'))]]);
    expect((await checkIndexes(PROJECT, building)).problems[0]).toMatch(
      /^Composite indexes are still building: subscriptions\(status ASCENDING, endDate ASCENDING\);.* Wait until they are READY, then deploy again\.$/,
    );
  });

  it('no point-in-time recovery and no backup schedule', async () => {
    const runner = runnerFor(healthyProject(), [
      ['gcloud firestore databases describe', ok(JSON.stringify({ pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED' }))],
      ['gcloud firestore backups schedules list', ok('[]')],
    ]);
    expect((await checkBackups(PROJECT, runner)).problems).toEqual([
      `Point-in-time recovery is off: a mistaken delete could not be undone. Turn it on (keeps 7 days of versions): gcloud firestore databases update --database=(default) --enable-pitr --project=${PROJECT}`,
      `Firestore is not backed up. Create a daily backup schedule (kept 7 days here; docs/backups.md shows a weekly one kept longer): gcloud firestore backups schedules create --database=(default) --recurrence=daily --retention=7d --project=${PROJECT}`,
    ]);
    const noDatabase = runnerFor(healthyProject(), [
      ['gcloud firestore databases describe', error('ERROR: NOT_FOUND: database does not exist')],
    ]);
    expect((await checkBackups(PROJECT, noDatabase)).problems).toEqual([
      'Could not read the Firestore database (ERROR: NOT_FOUND: database does not exist). Create it in the Firebase console (Firestore Database > Create database, location asia-south1).',
    ]);
  });

  it('site settings that still hold the samples, or were never saved', async () => {
    const samples = healthyProject();
    samples.settings = { status: 200, body: restDocument({ ...SAMPLE_SITE_SETTINGS }) };
    const { result } = await checkSiteSettings(PROJECT, 'token', false, runnerFor(samples));
    expect(result.problems).toEqual([
      "The site settings still hold sample values (teacher's name, phone, WhatsApp number, email, channel link, playlists page link, Facebook link, X link, Instagram link, LinkedIn link, copyright name, featured videos, playlists): " +
        `sign in at https://${PROJECT}.web.app/Chemistry/Admin/login, open Settings, replace them and save; then deploy again. ` +
        'On a first deploy, when the site does not run yet, add --allow-sample-settings and set them right after.',
    ]);

    const never = healthyProject();
    never.settings = { status: 404, body: { error: { code: 404 } } };
    const missing = await checkSiteSettings(PROJECT, 'token', false, runnerFor(never));
    expect(missing.result.problems[0]).toMatch(/^The site settings were never saved, so the site would show sample contacts: sign in at/);
    const allowed = await checkSiteSettings(PROJECT, 'token', true, runnerFor(never));
    expect(allowed.result.ok).toBe(true);
    expect(allowed.snapshot?.siteName).toBe('Chemistry Classes');
  });

  it('lists every failed check with its fixes, under one line each', async () => {
    const runner = runnerFor(healthyProject(), [['gcloud services list --enabled', ok('')]]);
    const { results } = await runDeployChecks({ project: PROJECT, secretNames: SECRETS, allowSampleSettings: false }, runner);
    const report = formatReport(results);
    expect(report).toContain('  ok   Secrets in Secret Manager');
    expect(report).toContain('  FAIL Custom token signing\n         - The IAM Service Account Credentials API');
  });
});
