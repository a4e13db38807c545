/**
 * `npm test`: every test, one command. The API and rules suites inside `firebase emulators:exec`
 * (the standard way: it starts the emulators, waits for them, runs the command and stops them),
 * with the build, typecheck, lint and the unit tests running beside them, and the browser suite in a second such run
 * with the built site behind Hosting and the functions emulator: on ports of its own (moved by 5000) from the moment
 * the site is built, beside the API suite and the checks (all of them at a lower CPU priority than it), or after the API suite
 * (TEST_BROWSER_PORT_OFFSET). Ends with one summary line.
 *
 *   npm test                 everything
 *   npm test -- unit api     only the named suites (unit, api, rules, e2e); skips typecheck and lint
 *   npm test -- api courses  other words filter test files by path, as vitest does
 *   TEST_BROWSER_PORT_OFFSET=N  the browser run's offset when the API suite runs too (default: the run's + 5000
 *                            where browsers can use those ports; the run's own offset: after the API suite)
 *   TEST_PORT_OFFSET=3000    run the emulators on ports moved by 3000 (beside `npm start` or another run; use
 *                            multiples of 1000, smaller shifts land on the ports of the other emulators)
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { ensureChromium } from './lib/chromium.js';
import { BROWSER_RUN_SHIFT, PROJECT_ID, StackSetupError, prepareLocalStack, stackPorts } from './lib/local-stack.js';
import { ROOT, firebaseBin, npmBin } from './lib/paths.js';
import { portClashMessage, takenPorts } from './lib/ports.js';
import { localBuild, type LocalBuild } from './lib/build.js';
import { run, runAsync, runLogged, step, stopLoggedRuns } from './lib/run.js';
import { YOUTUBE_STAND_IN_PORT, prepareVideoSource, videoStandInPorts } from './lib/video-source.js';
import { RAZORPAY_STAND_IN_PORT, paymentStandInPorts, preparePaymentSource } from './lib/payment-source.js';
import { localSecrets, writeLocalSecrets } from './lib/local-secrets.js';
import { MAILDEV_SMTP_PORT, MAILDEV_WEB_PORT, mailCatcherPorts, prepareMailSource } from './lib/mail-source.js';
import { PUSH_STAND_IN_PORT, preparePushSource, pushStandInPorts } from './lib/push-source.js';

const ALL_SUITES = ['unit', 'api', 'rules', 'e2e'] as const;
type Suite = (typeof ALL_SUITES)[number];
const PORT_OFFSET = Number(process.env.TEST_PORT_OFFSET ?? 0);
// Per offset, so two runs side by side do not wipe each other's reports and stand-in data.
const ARTIFACTS = join(ROOT, '.test-artifacts', PORT_OFFSET ? `offset-${PORT_OFFSET}` : 'default');
const vitestBin = join(ROOT, 'node_modules', '.bin', 'vitest');
/**
 * What one emulator run on one port offset uses: the stand-ins on that offset's ports and the site
 * built for them. The API run and the browser run each have one, on different offsets when they run
 * side by side.
 */
interface RunPlace {
  offset: number;
  /** Where this run's stand-ins keep what they caught. */
  dataDir: string;
  // Tests always use the YouTube stand-in, even where the shell has a real key: the journeys
  // expect its sample items, and a test run must not spend the teacher's quota.
  video: { port: number; useRealKey: false };
  // Payments too: always the Razorpay stand-in, never real keys.
  payment: { port: number; useRealKeys: false };
  // Email: always maildev, never a real mail server; the tests read what it caught.
  mail: { smtpPort: number; webPort: number; mailDirectory: string; useRealSmtp: false };
  // Web push: always the push stand-in with fresh local keys.
  push: { port: number; useRealKeys: false };
}

function runPlace(offset: number, dataDir: string): RunPlace {
  return {
    offset,
    dataDir,
    video: { port: YOUTUBE_STAND_IN_PORT + offset, useRealKey: false },
    payment: { port: RAZORPAY_STAND_IN_PORT + offset, useRealKeys: false },
    mail: {
      smtpPort: MAILDEV_SMTP_PORT + offset,
      webPort: MAILDEV_WEB_PORT + offset,
      mailDirectory: join(dataDir, 'maildev'),
      useRealSmtp: false,
    },
    push: { port: PUSH_STAND_IN_PORT + offset, useRealKeys: false },
  };
}

/** Every port a run on `place` takes, the emulators' included. */
const placePorts = (place: RunPlace) => ({
  ...stackPorts(place.offset),
  ...videoStandInPorts(place.video),
  ...paymentStandInPorts(place.payment),
  ...mailCatcherPorts(place.mail),
  ...pushStandInPorts(place.push),
});

/** The build the browser journeys run against: its inputs are the offset's ports and the stand-ins' URLs. */
const siteBuild = (place: RunPlace) => localBuild(stackPorts(place.offset), place.offset, place.payment, place.video);

/**
 * The API suite mostly waits on the emulators and the browser suite on Chromium and the functions
 * emulator, so on two cores they finish sooner side by side than one after the other. The browser
 * run then needs ports of its own: this offset's stack moved by 5000 (Chromium refuses some ports,
 * so only the shifts that land on ports it serves are used; otherwise the runs take turns).
 * TEST_BROWSER_PORT_OFFSET chooses it; set it to the run's own offset to take turns.
 */
function browserOffset(): number {
  const chosen = process.env.TEST_BROWSER_PORT_OFFSET;
  if (chosen !== undefined && chosen !== '') return Number(chosen);
  const shifted = PORT_OFFSET + BROWSER_RUN_SHIFT;
  return [5000, 7000, 8000].includes(shifted) ? shifted : PORT_OFFSET;
}

const API_PLACE = runPlace(PORT_OFFSET, ARTIFACTS);

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

function reportArgs(name: string) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${join(ARTIFACTS, `${name}.json`)}`];
}

function readReport(name: string): VitestJson | undefined {
  const path = join(ARTIFACTS, `${name}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as VitestJson) : undefined;
}

const isSuite = (arg: string): arg is Suite => (ALL_SUITES as readonly string[]).includes(arg);

function selectedSuites(): { suites: Suite[]; checks: boolean; filters: string[] } {
  const args = process.argv.slice(2);
  const named = args.filter(isSuite);
  const filters = args.filter((arg) => !isSuite(arg));
  return named.length > 0 ? { suites: named, checks: false, filters } : { suites: [...ALL_SUITES], checks: true, filters };
}

/**
 * One `firebase emulators:exec` run of `emulatorSuites` with their stand-ins. Answers a failure's
 * name, or undefined. The browser journeys get a run of their own with the functions emulator;
 * the API and rules suites run without it, so its event functions (the `sendMail` trigger) never
 * act on the documents those tests write and check themselves. They run against `built`, a build
 * made beforehand (beside the API suite), or else one made here; with `logFile`, their output goes
 * there; with `niceness`, at a lower CPU priority (the emulators too).
 */
async function runEmulatorSuites(
  emulatorSuites: Suite[],
  filters: string[],
  reportName: string,
  place: RunPlace,
  { built, logFile, niceness }: { built?: LocalBuild; logFile?: string; niceness?: number } = {},
): Promise<string | undefined> {
  // A run beside another writes its output to a file (shown by the caller) instead of the terminal.
  const say = logFile ? (line: string) => appendFileSync(logFile, `${line}\n`) : (line: string) => console.log(line);
  const title = logFile ? (line: string) => say(`\n▶ ${line}`) : step;
  // Only the browser journeys need the built site behind Hosting and the functions emulator;
  // API and rules tests run the app in-process against Auth, Firestore and Storage.
  const webStack = emulatorSuites.includes('e2e');
  const chromium = webStack ? ensureChromium() : undefined;

  title(`Preparing the local Firebase stack${place.offset !== PORT_OFFSET ? ` (ports moved by ${place.offset})` : ''}`);
  const stack = prepareLocalStack({ functions: webStack, hosting: webStack, portOffset: place.offset });
  stack.notes.forEach((note) => say(`  ${note}`));
  const videoOptions = place.video;
  // The Razorpay stand-in's webhooks go to the site's route behind Hosting, which only runs for
  // the browser journeys.
  const paymentOptions = {
    ...place.payment,
    ...(webStack ? { webhookUrl: `http://127.0.0.1:${stack.ports.hosting}/api/payments/webhook` } : {}),
  };
  const mailOptions = place.mail;
  const pushOptions = place.push;
  const taken = await takenPorts({
    ...pushStandInPorts(pushOptions),
    ...stack.ports,
    ...videoStandInPorts(videoOptions),
    ...paymentStandInPorts(paymentOptions),
    ...mailCatcherPorts(mailOptions),
  });
  if (taken.length > 0) throw new StackSetupError(portClashMessage(taken));

  if (webStack) {
    const build = built ?? siteBuild(place);
    if (!built) {
      title('Building web and functions');
      if (!build.commands.every(({ command, args, env }) => run(command, args, env)))
        throw new StackSetupError('The build failed; see the output above.');
    }
    build.serveFrom(stack);
  }

  let standIn: { close(): Promise<void> } | undefined;
  if (stack.storage === 'stand-in') {
    const { startStorageStandIn } = await import('../tools/storage-stand-in/server.js');
    const dataDir = join(place.dataDir, 'storage-stand-in');
    mkdirSync(dataDir, { recursive: true });
    standIn = await startStorageStandIn({ port: stack.ports.storage, dataDir });
  }
  const videos = await prepareVideoSource(videoOptions);
  say(`  ${videos.note}`);
  const payments = await preparePaymentSource(paymentOptions);
  say(`  ${payments.note}`);
  const mail = await prepareMailSource(mailOptions);
  say(`  ${mail.note}`);
  const push = await preparePushSource(pushOptions);
  say(`  ${push.note}`);
  const projects = emulatorSuites.flatMap((suite) => ['--project', suite]);
  // The storage rules can only be evaluated by the real Storage emulator.
  if (stack.storage === 'stand-in' && emulatorSuites.includes('rules')) {
    say('  storage.rules.test.ts is not run: it needs the Storage emulator, which cannot start on this machine.');
    projects.push('--exclude', 'storage.rules.test.ts');
  }
  // With file filters, a run whose suites hold none of the files has nothing to do, not a failure.
  const inner = [vitestBin, 'run', ...projects, ...reportArgs(reportName), ...filters, ...(filters.length > 0 ? ['--passWithNoTests'] : [])]
    .map((arg) => JSON.stringify(arg))
    .join(' ');

  title(`Running ${emulatorSuites.join(', ')} inside firebase emulators:exec (${stack.emulators.join(', ')})`);
  const env = {
    ...stack.env,
    ...videos.env,
    ...payments.env,
    ...mail.env,
    ...push.env,
    ...(chromium ? { CHROME_PATH: chromium } : {}),
    // Failed browser journeys save their screenshots under it (e2e/support/browser.ts).
    TEST_ARTIFACTS: ARTIFACTS,
    // Each seed of this run (one per browser test file) reuses the files the first one drew.
    SEED_FILE_CACHE: join(place.dataDir, 'seed-files'),
    SITE_URL: `http://127.0.0.1:${stack.ports.hosting}`,
  };
  const args = ['emulators:exec', '--config', stack.configFile, '--project', PROJECT_ID, '--only', stack.emulators.join(','), inner];
  // The functions emulator (browser journeys only) takes its secrets from functions/.secret.local.
  const restoreSecrets = webStack ? writeLocalSecrets(localSecrets(env).values) : () => undefined;
  try {
    const ok = logFile
      ? await runLogged(firebaseBin(), args, logFile, env, { append: true, niceness })
      : await runAsync(firebaseBin(), args, env, { niceness });
    if (!ok) return `${emulatorSuites.join('/')} tests`;
  } finally {
    restoreSecrets();
    await standIn?.close();
    await videos.close();
    await payments.close();
    await mail.close();
    await push.close();
  }
  return undefined;
}

/** Copies what `logFile` holds to the terminal, then what is added to it, until `done` settles. */
async function followLog<T>(logFile: string, done: Promise<T>): Promise<T> {
  let shown = 0;
  const show = () => {
    const size = statSync(logFile).size;
    if (size <= shown) return;
    const handle = openSync(logFile, 'r');
    try {
      const chunk = Buffer.alloc(size - shown);
      readSync(handle, chunk, 0, chunk.length, shown);
      process.stdout.write(chunk);
      shown = size;
    } finally {
      closeSync(handle);
    }
  };
  let finished = false;
  const result = done.finally(() => {
    finished = true;
  });
  while (!finished) {
    show();
    await Promise.race([result, new Promise((resolve) => setTimeout(resolve, 1000))]);
  }
  show();
  return result;
}

/** CPU priorities beside the browser suite (0, the normal one): see main(). */
const BESIDE_BROWSER_NICENESS = 5;
const CHECKS_NICENESS = 10;

async function main() {
  const { suites, checks, filters } = selectedSuites();
  const failures: string[] = [];
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });

  // Typecheck, lint and the unit tests need no emulator, nor does the build the browser journeys
  // run against. When the API suite runs too, they run beside it (that suite mostly waits on the
  // emulators, leaving a core idle), the build first since the browser suite waits on it, each
  // one's output kept in a file and shown once the API suite is over; alone, they run in the terminal.
  const quick: Array<{ title: string; failure: string; command: string; args: string[] }> = [
    ...(checks
      ? [
          { title: 'Typecheck', failure: 'typecheck', command: npmBin(), args: ['run', 'typecheck'] },
          { title: 'Lint', failure: 'lint', command: npmBin(), args: ['run', 'lint'] },
        ]
      : []),
    ...(suites.includes('unit')
      ? [
          {
            title: 'Unit tests',
            failure: 'unit tests',
            command: vitestBin,
            args: ['run', '--project', 'unit', ...reportArgs('unit'), ...filters],
          },
        ]
      : []),
  ];
  const inProcess = suites.filter((suite) => suite === 'api' || suite === 'rules');
  const withBrowser = suites.includes('e2e');
  // The browser run's place: its own ports and stand-in data when it runs beside the API suite.
  const sideBySide = withBrowser && inProcess.length > 0 && browserOffset() !== PORT_OFFSET;
  const browserPlace = sideBySide ? runPlace(browserOffset(), join(ARTIFACTS, 'browser-run')) : API_PLACE;
  const browserBuild = withBrowser && inProcess.length > 0 ? siteBuild(browserPlace) : undefined;
  let builtBeside = false;
  let browserBeside: Promise<string | undefined> | undefined;
  const browserLog = join(ARTIFACTS, 'browser.log');
  if (inProcess.length > 0 && (quick.length > 0 || browserBuild)) {
    const besideSteps: Array<{ title: string; failure: string; commands: LocalBuild['commands'] }> = [
      ...(browserBuild ? [{ title: 'Building web and functions', failure: 'build', commands: browserBuild.commands }] : []),
      ...quick.map((check) => ({ ...check, commands: [{ command: check.command, args: check.args, env: process.env }] })),
    ];
    if (browserBuild) {
      // The build writes the site the browser run serves: a run that finds its ports taken (by
      // `npm start`, or a run on the same offset) stops before it overwrites that one's files.
      const taken = await takenPorts({ ...placePorts(API_PLACE), ...placePorts(browserPlace) });
      if (taken.length > 0) throw new StackSetupError(portClashMessage(taken));
    }
    step(
      `${besideSteps.map((check) => check.title).join(', ')}${sideBySide ? ' (the browser suite starting once the site is built)' : ''}: running beside the API suite, output shown after it`,
    );
    type BesideStep = (typeof besideSteps)[number];
    type BesideResult = { title: string; failure: string; ok: boolean; log: string };
    const runBeside = async (check: BesideStep): Promise<BesideResult> => {
      const log = join(ARTIFACTS, `${check.failure.replace(/\s+/g, '-')}.log`);
      const build = check.failure === 'build';
      // The browser suite is the critical path: the build it waits for keeps the normal priority,
      // the checks take the CPU it leaves (typecheck and lint the least; the unit tests, which have
      // timeouts, as much as the API suite).
      const niceness = build ? 0 : check.failure === 'unit tests' ? BESIDE_BROWSER_NICENESS : CHECKS_NICENESS;
      let ok = true;
      for (const [index, { command, args, env }] of check.commands.entries())
        ok = ok && (await runLogged(command, args, log, env, { append: index > 0, niceness }));
      return { title: check.title, failure: check.failure, log, ok };
    };
    const inTurn = async (steps: BesideStep[]): Promise<BesideResult[]> => {
      const results: BesideResult[] = [];
      for (const check of steps) results.push(await runBeside(check));
      return results;
    };
    const beside = (async () => {
      const results: BesideResult[] = [];
      const build = besideSteps.find((check) => check.failure === 'build');
      if (build) {
        const built = await runBeside(build);
        results.push(built);
        // The browser suite is the longest: it starts as soon as its site is built, on its own ports.
        if (built.ok && sideBySide) {
          writeFileSync(browserLog, '');
          browserBeside = runEmulatorSuites(['e2e'], filters, 'browser', browserPlace, { built: browserBuild, logFile: browserLog });
        }
      }
      // Then the unit tests beside typecheck and lint rather than after them: waiting for lint at
      // its low priority, they used to end last.
      const rest = besideSteps.filter((check) => check !== build);
      const [unit, checks] = await Promise.all([
        inTurn(rest.filter((check) => check.failure === 'unit tests')),
        inTurn(rest.filter((check) => check.failure !== 'unit tests')),
      ]);
      return [...results, ...checks, ...unit];
    })();
    // Beside the browser suite, the API suite yields it the CPU: the browser suite mostly waits on
    // pages and emulators, and whatever slows it lengthens the whole run.
    const failure = await runEmulatorSuites(inProcess, filters, 'emulators', API_PLACE, {
      niceness: sideBySide ? BESIDE_BROWSER_NICENESS : 0,
    });
    if (failure) failures.push(failure);
    for (const result of await beside) {
      step(`${result.title} (ran beside the API suite)`);
      process.stdout.write(readFileSync(result.log, 'utf8'));
      if (!result.ok) failures.push(result.failure);
      if (result.failure === 'build') builtBeside = result.ok;
    }
  } else {
    for (const check of quick) {
      step(check.title);
      if (!run(check.command, check.args)) failures.push(check.failure);
    }
    if (inProcess.length > 0) {
      const failure = await runEmulatorSuites(inProcess, filters, 'emulators', API_PLACE);
      if (failure) failures.push(failure);
    }
  }
  if (withBrowser) {
    if (browserBuild && !builtBeside) {
      console.log('\nThe browser tests are not run: the build of web and functions failed (its output is above).');
    } else if (browserBeside) {
      step(`The browser suite (started beside the API suite once the site was built; its output so far, then as it comes)`);
      const failure = await followLog(browserLog, browserBeside);
      if (failure) failures.push(failure);
    } else {
      const failure = await runEmulatorSuites(['e2e'], filters, 'browser', browserPlace, { built: browserBuild });
      if (failure) failures.push(failure);
    }
  }

  const reports = ['unit', 'emulators', 'browser'].map(readReport).filter((report): report is VitestJson => !!report);
  const passed = reports.reduce((sum, report) => sum + report.numPassedTests, 0);
  // A file whose hooks fail marks its tests skipped, not failed: count such a file as a failure.
  const failed = reports.reduce((sum, report) => sum + Math.max(report.numFailedTests, report.numFailedTestSuites), 0);
  const skipped = reports.reduce((sum, report) => sum + report.numPendingTests + report.numTodoTests, 0);
  console.log('');
  if (failures.length > 0) console.log(`Failed: ${failures.join(', ')}`);
  const screenshots = join(ARTIFACTS, 'screenshots');
  if (existsSync(screenshots)) console.log(`Screenshots of the failed browser journeys: ${relative(ROOT, screenshots)}`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  stopLoggedRuns();
  console.error(error instanceof StackSetupError ? `\n${error.message}` : error);
  process.exit(1);
});
