import { SAMPLE_SITE_SETTINGS } from '@chem/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandResult, DeployRunner } from './deploy-checks.js';
import { ROOT } from './paths.js';

/**
 * For the deploy tests (not a test itself): the Google Cloud and Firebase CLIs, Google's REST API and the repo's files, faked: a healthy
 * project answers everything as a ready one would; each test breaks one thing.
 */

export const PROJECT = 'sharma-chemistry';
const NUMBER = '123456789012';
export const ACCOUNT = `${NUMBER}-compute@developer.gserviceaccount.com`;
export const ok = (stdout: string): CommandResult => ({ status: 0, stdout, stderr: '' });
export const error = (stderr: string, status = 1): CommandResult => ({ status, stdout: '', stderr });
const DECLARED = readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8');
const FIREBASE_JSON = readFileSync(join(ROOT, 'firebase.json'), 'utf8');

export interface FakeProject {
  files: Record<string, string>;
  /** By the command line's start (`gcloud secrets versions list YOUTUBE_API_KEY`): the first match answers. */
  commands: Array<[prefix: string, answer: CommandResult]>;
  settings: { status: number; body: unknown };
}

/** What a REST GET of a document answers: each field as a typed Firestore value. */
export function restDocument(data: Record<string, unknown>) {
  const value = (item: unknown): unknown => {
    if (typeof item === 'string') return { stringValue: item };
    if (typeof item === 'number') return { integerValue: String(item) };
    if (Array.isArray(item)) return { arrayValue: { values: item.map(value) } };
    if (typeof item === 'object' && item !== null)
      return { mapValue: { fields: Object.fromEntries(Object.entries(item).map(([k, v]) => [k, value(v)])) } };
    return { nullValue: null };
  };
  return {
    name: 'projects/x/databases/(default)/documents/settings/site',
    fields: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, value(v)])),
  };
}

const teachersSettings = {
  ...SAMPLE_SITE_SETTINGS,
  teacherName: 'Dr. Meera Sharma',
  phone: '+91 94250 11223',
  whatsappNumber: '919425011223',
  email: 'meera@sharmachemistry.in',
  channelUrl: 'https://www.youtube.com/@sharma-chemistry',
  playlistsUrl: 'https://www.youtube.com/@sharma-chemistry/playlists',
  facebookUrl: '',
  xUrl: '',
  instagramUrl: 'https://www.instagram.com/sharma.chemistry',
  linkedinUrl: '',
  developerName: 'Bhopal Web Works',
  featuredVideoIds: ['dQw4w9WgXcQ'],
  playlists: [{ name: 'Polymer', playlistId: 'PLsharma-polymer-001' }],
};

export function deployedIndexes(state = 'READY') {
  const declared = JSON.parse(DECLARED) as { indexes: Array<{ collectionGroup: string; fields: unknown[] }> };
  return JSON.stringify(
    declared.indexes.map((index, at) => ({
      name: `projects/${PROJECT}/databases/(default)/collectionGroups/${index.collectionGroup}/indexes/CICAg${at}`,
      queryScope: 'COLLECTION',
      fields: [...index.fields, { fieldPath: '__name__', order: 'ASCENDING' }],
      state,
    })),
  );
}

const healthyTtls = JSON.stringify([
  { name: `projects/${PROJECT}/databases/(default)/collectionGroups/rateLimits/fields/expiresAt`, ttlConfig: { state: 'ACTIVE' } },
]);

export function healthyProject(): FakeProject {
  return {
    files: {
      [`functions/.env.${PROJECT}`]: `# web app\nWEB_API_KEY=AIza${'x'.repeat(35)}\n`,
      'firestore.indexes.json': DECLARED,
      'firebase.json': FIREBASE_JSON,
    },
    commands: [
      ['gcloud auth print-access-token', ok('ya29.token\n')],
      ['gcloud secrets versions list', ok(`projects/${NUMBER}/secrets/X/versions/1\n`)],
      [`gcloud projects describe ${PROJECT}`, ok(`${NUMBER}\n`)],
      [
        `gcloud iam service-accounts get-iam-policy ${ACCOUNT}`,
        ok(JSON.stringify({ bindings: [{ role: 'roles/iam.serviceAccountTokenCreator', members: [`serviceAccount:${ACCOUNT}`] }] })),
      ],
      [`gcloud projects get-iam-policy ${PROJECT}`, ok(JSON.stringify({ bindings: [] }))],
      ['gcloud services list --enabled', ok('iamcredentials.googleapis.com\n')],
      ['gcloud firestore indexes composite list', ok(deployedIndexes())],
      ['gcloud firestore fields ttls list', ok(healthyTtls)],
      [
        'gcloud firestore databases describe',
        ok(JSON.stringify({ name: 'x', pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' })),
      ],
      ['gcloud firestore backups schedules list', ok(JSON.stringify([{ name: 'schedule', retention: '604800s', dailyRecurrence: {} }]))],
    ],
    settings: { status: 200, body: restDocument(teachersSettings) },
  };
}

export interface FakeRunner extends DeployRunner {
  calls: string[];
  /** Every file the deploy wrote, by path (the latest text). */
  written: Record<string, string>;
}

/** The fake, with `changes` put in front of the healthy answers (first match wins). */
export function runnerFor(project: FakeProject, changes: Array<[string, CommandResult]> = []): FakeRunner {
  const commands = [...changes, ...project.commands];
  const calls: string[] = [];
  const runner: FakeRunner = {
    calls,
    written: {},
    exec(command, args) {
      const line = [command, ...args].join(' ');
      calls.push(line);
      const answer = commands.find(([prefix]) => line.startsWith(prefix))?.[1];
      if (!answer) throw new Error(`Unexpected command in the test: ${line}`);
      return Promise.resolve(answer);
    },
    getJson(url) {
      calls.push(`GET ${url}`);
      return Promise.resolve(project.settings);
    },
    readFile: (path) => runner.written[path] ?? project.files[path],
    writeFile(path, text) {
      calls.push(`WRITE ${path}`);
      runner.written[path] = text;
    },
  };
  return runner;
}

export const SECRETS = ['YOUTUBE_API_KEY', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];
