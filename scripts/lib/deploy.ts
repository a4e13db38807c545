import type { PublicSiteSettings } from '@chem/contract';
import { withAuthDomain, type HeaderRule } from './csp.js';
import {
  FUNCTION_REGION,
  formatReport,
  gcloudAccessToken,
  projectProblem,
  runDeployChecks,
  targetProject,
  type DeployRunner,
} from './deploy-checks.js';
import { measureClientAddress, type ProbeOptions } from './edge-probe.js';

/**
 * What `firebase deploy` is given instead of firebase.json: the same file, whose Content-Security-Policy
 * lets Google sign-in frame this project's own auth handler and no other project's (git-ignored).
 */
export const DEPLOY_CONFIG = 'firebase.deploy.json';

/** firebase.json with the project's auth domain in its policy (scripts/lib/csp.ts, withAuthDomain). */
export function deployConfig(firebaseJson: string, project: string): string {
  const config = JSON.parse(firebaseJson) as { hosting: { headers: HeaderRule[] } };
  config.hosting.headers = withAuthDomain(config.hosting.headers, project);
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** `npm run deploy`'s steps, with the terminal and `firebase deploy` passed in (scripts/deploy.ts gives the real ones). */

export interface DeployOptions {
  project?: string;
  /** Deploy without asking (CI). */
  yes: boolean;
  /** Run the checks and stop. */
  checkOnly: boolean;
  /** Accept sample site settings: the first deploy, before the site runs to change them. */
  allowSampleSettings: boolean;
}

export interface DeployIo {
  log(line: string): void;
  error(line: string): void;
  /** A yes/no question; false when nobody can answer (no terminal). */
  confirm(question: string): Promise<boolean>;
  /** Runs `firebase <args>` with extra environment; resolves with its exit code. */
  firebaseDeploy(args: string[], env: Record<string, string>): Promise<number>;
}

function plan(project: string, secretNames: readonly string[], indexes: number, snapshot: PublicSiteSettings | undefined): string {
  return [
    `About to deploy to ${project}:`,
    `  Hosting     the site, built now from web/ (web/dist)${snapshot ? `, showing "${snapshot.siteName}" from the site settings` : ''}`,
    `  Functions   api (${FUNCTION_REGION}, Node 22) with the secrets ${secretNames.join(', ')}`,
    `  Firestore   firestore.rules, ${indexes} composite indexes and the TTL policy (firestore.indexes.json)`,
    '  Storage     storage.rules',
  ].join('\n');
}

/** Exit code 0 when deployed (or checked with --check-only), 1 when stopped, the deploy's own code when it failed. */
export async function runDeploy(
  options: DeployOptions,
  runner: DeployRunner,
  io: DeployIo,
  loadSecretNames: () => Promise<readonly string[]>,
  probeOptions: ProbeOptions = {},
): Promise<number> {
  const project = targetProject(options.project, runner);
  const refused = projectProblem(project);
  if (refused || !project) {
    io.error(refused ?? 'No project.');
    return 1;
  }

  io.log(`Checking ${project} before deploying...`);
  const secretNames = await loadSecretNames();
  const checks = await runDeployChecks({ project, secretNames, allowSampleSettings: options.allowSampleSettings }, runner);
  io.log(formatReport(checks.results));
  const failures = checks.results.filter((result) => !result.ok);
  if (failures.length > 0) {
    io.error(
      `\n${failures.length} of ${checks.results.length} checks failed, so nothing was deployed. Fix what is listed above and run npm run deploy again.`,
    );
    return 1;
  }
  if (options.checkOnly) {
    io.log('\nEvery check passed (--check-only: nothing was deployed).');
    return 0;
  }

  const indexes = (JSON.parse(runner.readFile('firestore.indexes.json') ?? '{}') as { indexes?: unknown[] }).indexes?.length ?? 0;
  io.log(`\n${plan(project, secretNames, indexes, checks.snapshot)}`);
  if (!options.yes && !(await io.confirm(`Deploy to ${project} now?`))) {
    io.log('Nothing was deployed. (Pass --yes to deploy without being asked, as CI does.)');
    return 1;
  }

  const env: Record<string, string> = {
    ...(checks.snapshot ? { SITE_SETTINGS_SNAPSHOT: JSON.stringify(checks.snapshot) } : {}),
    // Canonical URLs, link previews and the sitemap name the site's address: the project's own
    // unless SITE_ORIGIN names a custom domain.
    SITE_ORIGIN: process.env.SITE_ORIGIN || `https://${project}.web.app`,
  };
  // firebase-tools resolves the config's paths from its folder: the copy sits beside firebase.json.
  runner.writeFile(DEPLOY_CONFIG, deployConfig(runner.readFile('firebase.json') ?? '{}', project));
  const code = await io.firebaseDeploy(
    ['deploy', '--config', DEPLOY_CONFIG, '--project', project, ...(options.yes ? ['--non-interactive'] : [])],
    env,
  );
  if (code !== 0) {
    io.error(`\nfirebase deploy failed (exit code ${code}); see its output above.`);
    return code;
  }
  io.log(`\nDeployed to ${project}: https://${project}.web.app`);
  const { token } = await gcloudAccessToken(runner);
  if (token) await measureClientAddress(project, token, runner, io.log, probeOptions);
  else io.log('\nCould not measure who the client is: gcloud gave no access token. The client address setting is unchanged.');
  return code;
}
