import {
  SAMPLE_SITE_SETTINGS,
  publicSiteSettings,
  sampleFieldsOf,
  settingsFromStored,
  type PublicSiteSettings,
  type SiteSettingsField,
} from '@chem/contract';

/**
 * What `npm run deploy` checks before `firebase deploy`, each with a plain message that names the
 * fix. Everything outside this file (the Firebase and Google Cloud CLIs, Google's REST API, the
 * repo's files) is reached through a DeployRunner, so the tests fake exactly that boundary.
 */

export interface CommandResult {
  /** The exit status; 127 when the program is not installed. */
  status: number;
  stdout: string;
  stderr: string;
}

export interface DeployRunner {
  /** Runs `gcloud` or `firebase` and captures what it prints. */
  exec(command: 'gcloud' | 'firebase', args: string[]): Promise<CommandResult>;
  /** GET on a Google API with an OAuth access token. */
  getJson(url: string, token: string): Promise<{ status: number; body: unknown }>;
  /** A file of the repo, or undefined when it does not exist. */
  readFile(path: string): string | undefined;
  /** Writes a file of the repo (the deploy's copy of firebase.json, functions/.env.<project>). */
  writeFile(path: string, text: string): void;
  /** An HTTPS call (Google's REST API with a token in `headers`, or the deployed site); the body parsed as JSON when it is. */
  request(
    url: string,
    init: { method?: 'GET' | 'PATCH' | 'DELETE'; headers?: Record<string, string>; body?: unknown },
  ): Promise<{ status: number; body: unknown }>;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  /** What is wrong and the command or step that fixes it (when not ok). */
  problems: string[];
}

export const FUNCTION_REGION = 'asia-south1';
const TOKEN_CREATOR = 'roles/iam.serviceAccountTokenCreator';
const PITR_ENABLED = 'POINT_IN_TIME_RECOVERY_ENABLED';
const WEB_API_KEY = /^AIza[0-9A-Za-z_-]{35}$/;

const passed = (name: string): CheckResult => ({ name, ok: true, problems: [] });
const failed = (name: string, ...problems: string[]): CheckResult => ({ name, ok: false, problems });
const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';

// ---------------------------------------------------------------------------------------------
// The project
// ---------------------------------------------------------------------------------------------

/** The project the deploy targets: --project, else .firebaserc's default (as `firebase deploy` picks it). */
export function targetProject(flag: string | undefined, runner: Pick<DeployRunner, 'readFile'>): string | undefined {
  if (flag) return flag;
  const rc = runner.readFile('.firebaserc');
  if (!rc) return undefined;
  try {
    const parsed = JSON.parse(rc) as { projects?: { default?: unknown } };
    return typeof parsed.projects?.default === 'string' ? parsed.projects.default : undefined;
  } catch {
    return undefined;
  }
}

/** Checked before anything else runs: a demo- project is the emulators' and exists nowhere to deploy to. */
export function projectProblem(project: string | undefined): string | undefined {
  if (!project) return 'No Firebase project is named. Deploy with: npm run deploy -- --project <your-project-id>';
  if (project.startsWith('demo-')) {
    return (
      `"${project}" is a demo project (the local emulators' project): a demo project cannot be deployed. ` +
      'Deploy to your real project: npm run deploy -- --project <your-project-id>'
    );
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Each check
// ---------------------------------------------------------------------------------------------

/** KEY=value lines of a functions/.env file (comments and quotes as firebase-tools reads them). */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1] || line.trim().startsWith('#')) continue;
    values[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** The web API key the API signs students in with (functions/.env.<project> or functions/.env). */
export function checkWebApiKey(project: string, runner: DeployRunner): CheckResult {
  const name = 'Web API key (WEB_API_KEY)';
  const files = [`functions/.env.${project}`, 'functions/.env'];
  const found = files.map((file) => parseEnvFile(runner.readFile(file) ?? '').WEB_API_KEY).find((value) => value);
  const fix =
    `Copy it from the Firebase console (Project settings > General > Web API key) into functions/.env.${project} ` +
    'as a line WEB_API_KEY=AIza...';
  if (!found) return failed(name, `WEB_API_KEY is not set, so no student could log in or sign up. ${fix}`);
  if (!WEB_API_KEY.test(found)) {
    return failed(
      name,
      `WEB_API_KEY in functions/.env.${project} does not look like a web API key (AIza followed by 35 characters). ${fix}`,
    );
  }
  return passed(name);
}

/** gcloud is installed and signed in; its access token also reads the settings document. */
export async function gcloudAccessToken(runner: DeployRunner): Promise<{ token?: string; result: CheckResult }> {
  const name = 'Google Cloud CLI';
  const answer = await runner.exec('gcloud', ['auth', 'print-access-token']);
  if (answer.status === 127) {
    return {
      result: failed(
        name,
        'The checks need the Google Cloud CLI (gcloud), which is not installed: https://cloud.google.com/sdk/docs/install, then run gcloud auth login.',
      ),
    };
  }
  const token = answer.stdout.trim();
  if (answer.status !== 0 || !token) {
    return { result: failed(name, `gcloud is not signed in (${firstLine(answer.stderr) || 'no token'}). Run: gcloud auth login`) };
  }
  return { token, result: passed(name) };
}

const SECRET_EFFECTS: Record<string, string> = {
  YOUTUBE_API_KEY: 'the video pages would show an error',
  RAZORPAY_KEY_ID: 'students could not pay',
  RAZORPAY_KEY_SECRET: 'students could not pay',
  RAZORPAY_WEBHOOK_SECRET: 'Razorpay webhooks would be refused',
};

/** Every secret the function declares has an enabled version in Secret Manager. */
export async function checkSecrets(project: string, secretNames: readonly string[], runner: DeployRunner): Promise<CheckResult> {
  const name = 'Secrets in Secret Manager';
  const problems: string[] = [];
  for (const secret of secretNames) {
    const answer = await runner.exec('gcloud', [
      'secrets',
      'versions',
      'list',
      secret,
      `--project=${project}`,
      '--filter=state:ENABLED',
      '--limit=1',
      '--format=value(name)',
    ]);
    if (answer.status === 0 && answer.stdout.trim()) continue;
    const why = SECRET_EFFECTS[secret] ? ` (without it ${SECRET_EFFECTS[secret]})` : '';
    const detail = answer.status !== 0 && !/NOT_FOUND|not found/i.test(answer.stderr) ? ` gcloud said: ${firstLine(answer.stderr)}` : '';
    problems.push(`${secret} is not set${why}. Set it: npx firebase functions:secrets:set ${secret} --project ${project}.${detail}`);
  }
  return problems.length ? failed(name, ...problems) : passed(name);
}

/**
 * The function runs as the Compute Engine default service account, and signs the custom tokens
 * the browser adopts at login with it: that needs the Token Creator role on itself (or the
 * project) and the IAM Service Account Credentials API.
 */
export async function checkTokenSigning(project: string, runner: DeployRunner): Promise<CheckResult> {
  const name = 'Custom token signing';
  const described = await runner.exec('gcloud', ['projects', 'describe', project, '--format=value(projectNumber)']);
  const number = described.stdout.trim();
  if (described.status !== 0 || !/^\d+$/.test(number)) {
    return failed(
      name,
      `Could not read project ${project} (${firstLine(described.stderr)}). Check the id and that your account can see it.`,
    );
  }
  const account = `${number}-compute@developer.gserviceaccount.com`;
  const member = `serviceAccount:${account}`;
  const grants = (policyJson: string) => {
    try {
      const policy = JSON.parse(policyJson) as { bindings?: Array<{ role?: string; members?: string[] }> };
      return (policy.bindings ?? []).some((binding) => binding.role === TOKEN_CREATOR && binding.members?.includes(member));
    } catch {
      return false;
    }
  };
  const problems: string[] = [];
  const onAccount = await runner.exec('gcloud', [
    'iam',
    'service-accounts',
    'get-iam-policy',
    account,
    `--project=${project}`,
    '--format=json',
  ]);
  const granted =
    (onAccount.status === 0 && grants(onAccount.stdout)) ||
    grants((await runner.exec('gcloud', ['projects', 'get-iam-policy', project, '--format=json'])).stdout);
  if (!granted) {
    problems.push(
      `The function's service account ${account} may not sign custom tokens, so every login would fail after the password check. Grant it: ` +
        `gcloud iam service-accounts add-iam-policy-binding ${account} --member=${member} --role=${TOKEN_CREATOR} --project=${project}`,
    );
  }
  const api = await runner.exec('gcloud', [
    'services',
    'list',
    '--enabled',
    `--project=${project}`,
    '--filter=config.name=iamcredentials.googleapis.com',
    '--format=value(config.name)',
  ]);
  if (!api.stdout.includes('iamcredentials.googleapis.com')) {
    problems.push(
      `The IAM Service Account Credentials API (which signs the tokens) is not enabled. Enable it: gcloud services enable iamcredentials.googleapis.com --project=${project}`,
    );
  }
  return problems.length ? failed(name, ...problems) : passed(name);
}

interface DeclaredIndexes {
  indexes?: Array<{
    collectionGroup: string;
    queryScope?: string;
    fields: Array<{ fieldPath: string; order?: string; arrayConfig?: string }>;
  }>;
  fieldOverrides?: Array<{ collectionGroup: string; fieldPath: string; ttl?: boolean }>;
}

interface DeployedIndex {
  name?: string;
  state?: string;
  fields?: Array<{ fieldPath?: string; order?: string; arrayConfig?: string }>;
}

const indexKey = (group: string, fields: Array<{ fieldPath?: string; order?: string; arrayConfig?: string }>) =>
  `${group}(${fields
    .filter((field) => field.fieldPath !== '__name__')
    .map((field) => `${field.fieldPath} ${field.order ?? field.arrayConfig ?? ''}`.trim())
    .join(', ')})`;

const parseJsonArray = <T>(text: string): T[] => {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
};

/** firestore.indexes.json is live: every composite index built (READY) and every TTL policy active. */
export async function checkIndexes(project: string, runner: DeployRunner): Promise<CheckResult> {
  const name = 'Firestore indexes and TTL policy';
  const declared = JSON.parse(runner.readFile('firestore.indexes.json') ?? '{}') as DeclaredIndexes;
  const deployFix = `Deploy them: npx firebase deploy --only firestore:indexes --project ${project}, then wait until "gcloud firestore indexes composite list --project=${project}" shows them READY (a few minutes) and deploy again.`;
  const problems: string[] = [];

  const listed = await runner.exec('gcloud', ['firestore', 'indexes', 'composite', 'list', `--project=${project}`, '--format=json']);
  if (listed.status !== 0)
    return failed(name, `Could not list the Firestore indexes (${firstLine(listed.stderr)}). Is the Firestore database created?`);
  const deployed = new Map(
    parseJsonArray<DeployedIndex>(listed.stdout).map((index) => {
      const group = /collectionGroups\/([^/]+)\//.exec(index.name ?? '')?.[1] ?? '';
      return [indexKey(group, index.fields ?? []), index.state ?? ''];
    }),
  );
  const missing: string[] = [];
  const building: string[] = [];
  for (const index of declared.indexes ?? []) {
    const key = indexKey(index.collectionGroup, index.fields);
    const state = deployed.get(key);
    if (state === undefined) missing.push(key);
    else if (state !== 'READY') building.push(key);
  }
  if (missing.length) problems.push(`Composite indexes are not deployed: ${missing.join('; ')}. ${deployFix}`);
  if (building.length)
    problems.push(`Composite indexes are still building: ${building.join('; ')}. Wait until they are READY, then deploy again.`);

  const ttls = (declared.fieldOverrides ?? []).filter((override) => override.ttl);
  if (ttls.length) {
    const listedTtls = await runner.exec('gcloud', ['firestore', 'fields', 'ttls', 'list', `--project=${project}`, '--format=json']);
    const active = parseJsonArray<{ name?: string; ttlConfig?: { state?: string } }>(listedTtls.stdout);
    for (const ttl of ttls) {
      const found = active.find((field) => field.name?.endsWith(`/collectionGroups/${ttl.collectionGroup}/fields/${ttl.fieldPath}`));
      const state = found?.ttlConfig?.state;
      if (state === 'ACTIVE') continue;
      problems.push(
        state === 'CREATING'
          ? `The TTL policy on ${ttl.collectionGroup}.${ttl.fieldPath} is still being created. Wait a few minutes, then deploy again.`
          : `The TTL policy on ${ttl.collectionGroup}.${ttl.fieldPath} is not deployed, so old rate-limit counters would never be removed. ${deployFix}`,
      );
    }
  }
  return problems.length ? failed(name, ...problems) : passed(name);
}

/** Point-in-time recovery on, and a daily backup schedule: one mistaken delete must not lose the students' records. */
export async function checkBackups(project: string, runner: DeployRunner): Promise<CheckResult> {
  const name = 'Firestore backups and point-in-time recovery';
  const database = `--database=(default)`;
  const described = await runner.exec('gcloud', ['firestore', 'databases', 'describe', database, `--project=${project}`, '--format=json']);
  if (described.status !== 0) {
    return failed(
      name,
      `Could not read the Firestore database (${firstLine(described.stderr)}). Create it in the Firebase console (Firestore Database > Create database, location asia-south1).`,
    );
  }
  const problems: string[] = [];
  let pitr: unknown;
  try {
    pitr = (JSON.parse(described.stdout) as { pointInTimeRecoveryEnablement?: unknown }).pointInTimeRecoveryEnablement;
  } catch {
    pitr = undefined;
  }
  if (pitr !== PITR_ENABLED) {
    problems.push(
      `Point-in-time recovery is off: a mistaken delete could not be undone. Turn it on (keeps 7 days of versions): gcloud firestore databases update ${database} --enable-pitr --project=${project}`,
    );
  }
  const schedules = await runner.exec('gcloud', [
    'firestore',
    'backups',
    'schedules',
    'list',
    database,
    `--project=${project}`,
    '--format=json',
  ]);
  if (schedules.status !== 0 || parseJsonArray(schedules.stdout).length === 0) {
    problems.push(
      `Firestore is not backed up. Create a daily backup schedule (kept 7 days here; docs/backups.md shows a weekly one kept longer): ` +
        `gcloud firestore backups schedules create ${database} --recurrence=daily --retention=7d --project=${project}`,
    );
  }
  return problems.length ? failed(name, ...problems) : passed(name);
}

// ---------------------------------------------------------------------------------------------
// The site settings
// ---------------------------------------------------------------------------------------------

type RestValue = Record<string, unknown>;

/** A Firestore REST value (`{ stringValue }`, `{ arrayValue: { values } }`, ...) as plain JSON. */
export function fromRestValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('nullValue' in value) return null;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(fromRestValue);
  }
  if ('mapValue' in value) return fromRestFields((value.mapValue as { fields?: Record<string, RestValue> }).fields ?? {});
  return undefined;
}

export const fromRestFields = (fields: Record<string, RestValue>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));

const FIELD_NAMES: Partial<Record<SiteSettingsField, string>> = {
  teacherName: "teacher's name",
  whatsappNumber: 'WhatsApp number',
  channelUrl: 'channel link',
  playlistsUrl: 'playlists page link',
  facebookUrl: 'Facebook link',
  xUrl: 'X link',
  instagramUrl: 'Instagram link',
  linkedinUrl: 'LinkedIn link',
  developerName: 'copyright name',
  featuredVideoIds: 'featured videos',
};

export interface SettingsCheck {
  result: CheckResult;
  /** The public settings to bake into index.html (web/build/site-settings-snapshot.ts). */
  snapshot?: PublicSiteSettings;
}

/** The settings document is the teacher's, not the seed's samples (or missing). */
export async function checkSiteSettings(
  project: string,
  token: string,
  allowSamples: boolean,
  runner: DeployRunner,
): Promise<SettingsCheck> {
  const name = 'Site settings';
  const url = `https://firestore.googleapis.com/v1/projects/${project}/databases/(default)/documents/settings/site`;
  const where = `sign in at https://${project}.web.app/Chemistry/Admin/login, open Settings, replace them and save; then deploy again`;
  const firstDeploy = 'On a first deploy, when the site does not run yet, add --allow-sample-settings and set them right after.';
  const answer = await runner.getJson(url, token);
  if (answer.status === 404) {
    const result = allowSamples
      ? passed(name)
      : failed(name, `The site settings were never saved, so the site would show sample contacts: ${where}. ${firstDeploy}`);
    return { result, snapshot: publicSiteSettings(SAMPLE_SITE_SETTINGS) };
  }
  if (answer.status !== 200) return { result: failed(name, `Could not read the site settings (HTTP ${answer.status}) from Firestore.`) };
  const fields = (answer.body as { fields?: Record<string, RestValue> }).fields ?? {};
  const { settings } = settingsFromStored(fromRestFields(fields));
  const samples = sampleFieldsOf(settings);
  const snapshot = publicSiteSettings(settings);
  if (samples.length === 0 || allowSamples) return { result: passed(name), snapshot };
  const names = samples.map((field) => FIELD_NAMES[field] ?? field);
  return { result: failed(name, `The site settings still hold sample values (${names.join(', ')}): ${where}. ${firstDeploy}`), snapshot };
}

// ---------------------------------------------------------------------------------------------
// All of them
// ---------------------------------------------------------------------------------------------

export interface DeployCheckOptions {
  project: string;
  secretNames: readonly string[];
  allowSampleSettings: boolean;
}

export interface DeployChecks {
  results: CheckResult[];
  snapshot?: PublicSiteSettings;
}

/** Runs every check (a failure does not hide the next ones: the report lists all that need fixing). */
export async function runDeployChecks(options: DeployCheckOptions, runner: DeployRunner): Promise<DeployChecks> {
  const { project } = options;
  const results: CheckResult[] = [checkWebApiKey(project, runner)];
  const { token, result } = await gcloudAccessToken(runner);
  results.push(result);
  if (!token) return { results };
  results.push(
    await checkSecrets(project, options.secretNames, runner),
    await checkTokenSigning(project, runner),
    await checkIndexes(project, runner),
    await checkBackups(project, runner),
  );
  const settings = await checkSiteSettings(project, token, options.allowSampleSettings, runner);
  results.push(settings.result);
  return { results, ...(settings.snapshot ? { snapshot: settings.snapshot } : {}) };
}

/** The report: a line per check, and under each failed one what to do. */
export function formatReport(results: readonly CheckResult[]): string {
  return results
    .map((result) =>
      [`${result.ok ? '  ok  ' : '  FAIL'} ${result.name}`, ...result.problems.map((problem) => `         - ${problem}`)].join('\n'),
    )
    .join('\n');
}
