import {
  EDGE_PROBE_TOKEN_HEADER,
  PLATFORM_ADDRESS_HEADERS,
  SAMPLE_SITE_SETTINGS,
  maskAddress,
  type EdgeProbeAnswer,
  type PlatformAddressHeader,
} from '@chem/contract';
import { createHash } from 'node:crypto';
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
  /** The deployed site's ways in, as the probe after a deploy finds them. */
  edge: FakeEdge;
}

/** The deployer's own public address, as Google's front end sees it. */
export const DEPLOYER_ADDRESS = '49.36.112.7';

/**
 * What stands between a caller and the function on each way in: the proxies that append an entry
 * after the caller's (GFE's own peer is the function's socket), and the platform headers set to the
 * caller's address there (any other is passed on as the client wrote it).
 */
export interface FakeEdge {
  hosting: { proxies: string[]; sets: PlatformAddressHeader[] };
  direct: { proxies: string[]; sets: PlatformAddressHeader[] };
  /** The setting the live function runs with. */
  setting: EdgeProbeAnswer['setting'];
  /** Answers of the probe routes instead of the function's (e.g. 404 before it exists). */
  probeStatus?: number;
}

/** Today's Google: through Hosting one more hop (its edge) after the caller's; directly none. */
export const HOSTING_ADDS_A_HOP: FakeEdge = {
  hosting: { proxies: ['35.191.10.20'], sets: [] },
  direct: { proxies: [], sets: [] },
  setting: { trustedProxyHops: 1, clientAddressHeader: null },
};

/** What the function's probe answers for one way in (as services/edge-probe.ts builds it). */
function probeAnswer(way: FakeEdge['hosting'], setting: FakeEdge['setting'], sent: Record<string, string>): EdgeProbeAnswer {
  const chain = [...(sent['x-forwarded-for'] ? [sent['x-forwarded-for']] : []), DEPLOYER_ADDRESS, ...way.proxies];
  const received: Partial<Record<PlatformAddressHeader, string>> = {};
  for (const name of PLATFORM_ADDRESS_HEADERS) {
    const value = way.sets.includes(name) ? DEPLOYER_ADDRESS : sent[name];
    if (value) received[name] = value;
  }
  const probed = (address: string) => ({
    value: maskAddress(address),
    inForwardedFor: chain.lastIndexOf(address) < 0 ? null : chain.lastIndexOf(address),
  });
  const byHeader = setting.clientAddressHeader ? received[setting.clientAddressHeader] : undefined;
  const byHops = chain[Math.max(0, chain.length - setting.trustedProxyHops)]!;
  const resolved = byHeader
    ? { ...probed(byHeader), source: setting.clientAddressHeader! }
    : { ...probed(byHops), source: 'forwarded-for' as const };
  return {
    forwardedFor: chain.map(maskAddress),
    socket: '169.x.x.x',
    headers: Object.fromEntries(Object.entries(received).map(([name, value]) => [name, probed(value)])),
    resolved,
    setting,
  };
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
    edge: HOSTING_ADDS_A_HOP,
  };
}

export interface FakeRunner extends DeployRunner {
  calls: string[];
  /** Every file the deploy wrote, by path (the latest text). */
  written: Record<string, string>;
  /** The probe document while it exists (what the deploy stored in Firestore). */
  probeDocument?: { tokenHash: string; expiresAt: string };
  /** Tokens the probe calls carried. */
  probeTokens: string[];
}

/** The fake, with `changes` put in front of the healthy answers (first match wins). */
export function runnerFor(project: FakeProject, changes: Array<[string, CommandResult]> = []): FakeRunner {
  const commands = [...changes, ...project.commands];
  const calls: string[] = [];
  const runner: FakeRunner = {
    calls,
    written: {},
    probeTokens: [],
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
    request(url, { method = 'GET', headers = {}, body }) {
      calls.push(`${method} ${url}`);
      if (url.startsWith('https://firestore.googleapis.com/') && url.endsWith('/documents/deployProbes/edge')) {
        if (method === 'DELETE') delete runner.probeDocument;
        if (method === 'PATCH') {
          const fields = (body as { fields: { tokenHash: { stringValue: string }; expiresAt: { timestampValue: string } } }).fields;
          runner.probeDocument = { tokenHash: fields.tokenHash.stringValue, expiresAt: fields.expiresAt.timestampValue };
        }
        return Promise.resolve({ status: 200, body: {} });
      }
      const way =
        url === `https://${PROJECT}.web.app/api/health/edge-probe`
          ? project.edge.hosting
          : url === `https://asia-south1-${PROJECT}.cloudfunctions.net/api/api/health/edge-probe`
            ? project.edge.direct
            : undefined;
      if (!way) throw new Error(`Unexpected request in the test: ${method} ${url}`);
      const token = headers[EDGE_PROBE_TOKEN_HEADER] ?? '';
      runner.probeTokens.push(token);
      const accepted = runner.probeDocument?.tokenHash === createHash('sha256').update(token).digest('hex');
      if (project.edge.probeStatus || !accepted)
        return Promise.resolve({ status: project.edge.probeStatus ?? 404, body: { message: 'No API route' } });
      return Promise.resolve({ status: 200, body: probeAnswer(way, project.edge.setting, headers) });
    },
  };
  return runner;
}

export const SECRETS = ['YOUTUBE_API_KEY', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];
