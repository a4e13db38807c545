import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { MIN_JAVA, findJava } from './java.js';
import { ROOT, firebaseBin } from './paths.js';

/**
 * Decides how the local Firebase stack runs on this machine, and sets up the two workarounds that
 * machines without internet need. On a machine with Java 21+ and internet nothing here changes the
 * standard `firebase emulators:start`; on these offline machines it:
 *  - points firebase-tools at a launcher jar for the Cloud SDK's preinstalled Firestore emulator
 *    (firebase-tools cannot download its own), via the documented FIRESTORE_EMULATOR_BINARY_PATH;
 *  - picks the labelled Storage stand-in (tools/storage-stand-in) when the Storage emulator's
 *    rules runtime cannot be downloaded.
 */

export const PROJECT_ID = 'demo-chemistry';

export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, storage: 9199 } as const;
export type Ports = Record<keyof typeof PORTS, number>;

/** The emulators' ports of a stack on `offset`: known before it is prepared (a build needs them). */
export const stackPorts = (offset: number): Ports =>
  Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, port + offset])) as Ports;

/** Ports above 1000 that browsers and Node's fetch refuse to connect to (the WHATWG "bad ports"). */
const BROWSER_UNSAFE_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** Ports firebase-tools also opens besides the emulators'; shifted too when the stack runs on an offset. */
const SUPPORT_PORTS = { hub: 4400, logging: 4500, eventarc: 9299, tasks: 9499, firestoreWebsocket: 9150 } as const;

/** Every port a stack on `offset` may take: the emulators' own and their hub, logging, websocket and triggers. */
export const everyStackPort = (offset: number): number[] => [
  ...Object.values(stackPorts(offset)),
  ...Object.values(SUPPORT_PORTS).map((port) => port + offset),
];

/**
 * `npm test`'s browser run sits this far above the API run when they run side by side (the
 * Chromium-safe shifts only; scripts/test.ts).
 */
export const BROWSER_RUN_SHIFT = 5000;

/** Where the site is built for a stack: web/dist as firebase.json says, or a folder per port offset. */
export const webDistFor = (offset: number) => (offset === 0 ? 'web/dist' : `.test-artifacts/offset-${offset}/web-dist`);

export type StorageBackend = 'emulator' | 'stand-in';

export interface LocalStack {
  /** Environment for firebase-tools (and everything it starts, the functions included). */
  env: NodeJS.ProcessEnv;
  ports: Ports;
  /** The firebase.json to pass with --config: a copy of the repo's, ports shifted by the offset. */
  configFile: string;
  emulators: string[];
  storage: StorageBackend;
  notes: string[];
}

export class StackSetupError extends Error {}

const FIREBASE_CACHE = join(homedir(), '.cache', 'firebase', 'emulators');
const SDK_FIRESTORE_JARS = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  join(homedir(), 'google-cloud-sdk', 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'),
];
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const LAUNCHER_DIR = join(ROOT, '.emulator-cache');

const cached = (prefix: string) =>
  existsSync(FIREBASE_CACHE) && readdirSync(FIREBASE_CACHE).some((name) => name.startsWith(prefix) && name.endsWith('.jar'));

/** Asks firebase-tools to fetch an emulator it lacks; false where there is no internet (fails in about 2 s here). */
function firebaseCanDownload(emulator: 'firestore' | 'storage', env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(firebaseBin(), [`setup:emulators:${emulator}`], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  return result.status === 0;
}

function javaTool(javaHome: string | undefined, tool: string): string {
  const exe = process.platform === 'win32' ? `${tool}.exe` : tool;
  return javaHome ? join(javaHome, 'bin', exe) : exe;
}

/** A jar whose manifest starts the Cloud SDK jar (which has no Main-Class) the way firebase-tools runs it: `java -jar`. */
function firestoreLauncherJar(sdkJar: string, javaHome: string | undefined): string {
  const launcher = join(LAUNCHER_DIR, 'firestore-emulator-launcher.jar');
  const stamp = join(LAUNCHER_DIR, 'firestore-emulator-launcher.source');
  if (existsSync(launcher) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sdkJar) return launcher;
  mkdirSync(LAUNCHER_DIR, { recursive: true });
  const manifest = join(LAUNCHER_DIR, 'MANIFEST.MF');
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${sdkJar}\n`);
  const result = spawnSync(javaTool(javaHome, 'jar'), ['--create', '--file', launcher, '--manifest', manifest], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new StackSetupError(
      `Could not build the Firestore emulator launcher jar with the JDK's jar tool: ${result.stderr || result.error?.message}`,
    );
  }
  writeFileSync(stamp, sdkJar);
  return launcher;
}

function chooseStorage(env: NodeJS.ProcessEnv): StorageBackend {
  const forced = process.env.STORAGE_BACKEND;
  if (forced === 'emulator' || forced === 'stand-in') return forced;
  if (cached('cloud-storage-rules-runtime')) return 'emulator';
  return firebaseCanDownload('storage', env) ? 'emulator' : 'stand-in';
}

/**
 * The local stack's own copy of firebase.json: every port moved by `offset` (so a second stack, a
 * test run beside `npm start` or two test runs, does not clash with the first; 0 keeps them), and
 * the Hosting headers the build later widens for the local stand-ins (see build.ts). Written at the
 * repo root because firebase-tools resolves the config's paths from the config file's folder; the
 * repo's firebase.json, which deploys use, is never changed.
 */
function localConfig(offset: number, used: ReadonlyArray<keyof Ports>, webDist: string): { ports: Ports; configFile: string } {
  const shift = <T extends Record<string, number>>(ports: T) =>
    Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + offset])) as Record<keyof T, number>;
  const ports = stackPorts(offset);
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
    emulators: Record<string, unknown>;
    hosting: { public: string };
  };
  const configFile = join(ROOT, offset === 0 ? 'firebase.local.json' : `firebase.offset-${offset}.json`);
  if (offset !== 0) {
    const support = shift(SUPPORT_PORTS);
    const unsafe = [...used.map((name) => ports[name]), ...Object.values(support)].filter((port) => BROWSER_UNSAFE_PORTS.has(port));
    if (unsafe.length > 0) {
      throw new StackSetupError(
        `TEST_PORT_OFFSET=${offset} puts an emulator on port ${unsafe.join(', ')}, which browsers and fetch refuse. Try 3000.`,
      );
    }
    // Its own build of the site too, so two runs building at once do not overwrite each other's files.
    config.hosting.public = webDist;
    const host = '127.0.0.1';
    config.emulators = {
      ...config.emulators,
      auth: { host, port: ports.auth },
      firestore: { host, port: ports.firestore, websocketPort: support.firestoreWebsocket },
      functions: { host, port: ports.functions },
      hosting: { host, port: ports.hosting },
      storage: { host, port: ports.storage },
      hub: { host, port: support.hub },
      logging: { host, port: support.logging },
      eventarc: { host, port: support.eventarc },
      tasks: { host, port: support.tasks },
    };
  }
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  return { ports, configFile };
}

export function prepareLocalStack(options: { functions: boolean; hosting: boolean; portOffset?: number }): LocalStack {
  const notes: string[] = [];
  const java = findJava();
  if (!java) {
    throw new StackSetupError(
      `The Firestore emulator needs Java ${MIN_JAVA} or newer, and none was found (checked JAVA_HOME, java on PATH, /usr/lib/jvm). ` +
        'Install a JDK 21+ (for example Eclipse Temurin 21 from https://adoptium.net) and run this again.',
    );
  }
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: PROJECT_ID };
  if (options.functions) {
    // Locally nothing stands in front of the function that appends to X-Forwarded-For (the Hosting
    // emulator passes the caller's headers on as they were written), so the function trusts no
    // forwarded header: every caller is the socket's peer, and a forged address is no fresh limit.
    env.TRUSTED_PROXY_HOPS = '0';
    delete env.CLIENT_ADDRESS_HEADER;
  }
  if (java.home) {
    env.JAVA_HOME = java.home;
    env.PATH = `${join(java.home, 'bin')}${delimiter}${process.env.PATH ?? ''}`;
  }
  notes.push(`Java ${java.major}${java.home ? ` from ${java.home}` : ' from PATH'}`);

  if (!env.FIRESTORE_EMULATOR_BINARY_PATH && !cached('cloud-firestore-emulator')) {
    const sdkJar = SDK_FIRESTORE_JARS.find((path) => existsSync(path));
    if (sdkJar) {
      env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreLauncherJar(sdkJar, java.home);
      notes.push(`Firestore emulator: the Cloud SDK's ${sdkJar} (through a launcher jar)`);
    } else if (!firebaseCanDownload('firestore', env)) {
      throw new StackSetupError(
        'The Firestore emulator is not installed and firebase-tools could not download it (no internet?). ' +
          'Connect to the internet once, or install the Cloud SDK component: gcloud components install cloud-firestore-emulator.',
      );
    }
  }

  const used: Array<keyof Ports> = [
    'auth',
    'firestore',
    'storage',
    ...(options.functions ? (['functions'] as const) : []),
    ...(options.hosting ? (['hosting'] as const) : []),
  ];
  const { ports, configFile } = localConfig(options.portOffset ?? 0, used, webDistFor(options.portOffset ?? 0));
  const storage = chooseStorage(env);
  const storageHost = `127.0.0.1:${ports.storage}`;
  if (storage === 'stand-in') {
    // The same variables the Storage emulator would set: firebase-admin reads them and never knows the difference.
    env.STORAGE_EMULATOR_HOST = `http://${storageHost}`;
    env.FIREBASE_STORAGE_EMULATOR_HOST = storageHost;
    notes.push(`Cloud Storage: the LOCAL STAND-IN (tools/storage-stand-in) on ${storageHost}; the Storage emulator cannot start here`);
  } else {
    notes.push(`Cloud Storage: the Firebase Storage emulator on ${storageHost}`);
  }

  const emulators = ['auth', 'firestore'];
  if (options.functions) emulators.push('functions');
  if (options.hosting) emulators.push('hosting');
  if (storage === 'emulator') emulators.push('storage');
  return { env, ports, configFile, emulators, storage, notes };
}
