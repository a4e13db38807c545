import { randomBytes, createHash } from 'node:crypto';
import {
  EDGE_PROBE_TOKEN_HEADER,
  PLATFORM_ADDRESS_HEADERS,
  PROBE_FORGERIES,
  type EdgeProbeAnswer,
  type PlatformAddressHeader,
} from '@chem/contract';
import { FUNCTION_REGION, parseEnvFile, type DeployRunner } from './deploy-checks.js';

/**
 * After a deploy, `npm run deploy` measures who the client is on the live project: it calls the
 * function's probe (GET /api/health/edge-probe) once through Hosting and once on the function's own
 * URL, each time with a forged X-Forwarded-For entry and a forged value in every platform header
 * (documentation addresses), and reads back what arrived. From where the forgery ends up it knows
 * how many proxies appended their entries after the caller's on each way in, and whether a platform
 * header names the caller and cannot be forged. It prints both chains masked, decides the setting
 * and writes it into functions/.env.<project>, which the next deploy gives the function.
 *
 * The probe answers only a token the deploy stores in Firestore (its SHA-256, for five minutes)
 * and removes afterwards.
 */

export const PROBE_DOC_PATH = 'deployProbes/edge';
const PROBE_PATH = '/api/health/edge-probe';
const TOKEN_LIFETIME_MS = 5 * 60_000;

export const hostingUrl = (project: string) => `https://${project}.web.app${PROBE_PATH}`;
/** The function's own URL (the `api` function serves the whole Express app under it). */
export const functionUrl = (project: string) => `https://${FUNCTION_REGION}-${project}.cloudfunctions.net/api${PROBE_PATH}`;
const documentUrl = (project: string) =>
  `https://firestore.googleapis.com/v1/projects/${project}/databases/(default)/documents/${PROBE_DOC_PATH}`;

// ---------------------------------------------------------------------------------------------
// Reading one answer
// ---------------------------------------------------------------------------------------------

/** One way in, as the probe saw it. */
export interface PathReading {
  /** Entries of X-Forwarded-For after the forged one: the caller's, then one per proxy. 0: unmeasurable. */
  hops: number;
  /** Index of the caller's entry in X-Forwarded-For (right after the forgery), or -1. */
  callerIndex: number;
  /** The platform headers that named the caller there (and were not the forged value). */
  namingHeaders: PlatformAddressHeader[];
  /** What the function's limits use today on this way in. */
  today: 'caller' | 'proxy' | 'forged' | 'unknown';
}

export function readPath(answer: EdgeProbeAnswer): PathReading {
  const forged = answer.forwardedFor.lastIndexOf(PROBE_FORGERIES['x-forwarded-for']);
  const callerIndex = forged >= 0 && forged + 1 < answer.forwardedFor.length ? forged + 1 : -1;
  const hops = callerIndex >= 0 ? answer.forwardedFor.length - callerIndex : 0;
  const namingHeaders = PLATFORM_ADDRESS_HEADERS.filter((name) => {
    const seen = answer.headers[name];
    return callerIndex >= 0 && !!seen && seen.value !== PROBE_FORGERIES[name] && seen.inForwardedFor === callerIndex;
  });
  const resolved = answer.resolved;
  const forgedValues = Object.values(PROBE_FORGERIES);
  const today =
    callerIndex < 0
      ? 'unknown'
      : forgedValues.includes(resolved.value)
        ? 'forged'
        : resolved.inForwardedFor === callerIndex
          ? 'caller'
          : 'proxy';
  return { hops, callerIndex, namingHeaders, today };
}

// ---------------------------------------------------------------------------------------------
// Deciding
// ---------------------------------------------------------------------------------------------

export interface ClientAddressDecision {
  trustedHops: number;
  header: PlatformAddressHeader | null;
  /** Why, in a sentence or two, for the deploy's output. */
  reason: string;
  /** Through Hosting the limits would still see a proxy, not the student: said loudly. */
  warning?: string;
}

/**
 * The setting that names the caller on both ways in without trusting anything a client can
 * write, or, when no single one can, the one that cannot be forged (and a warning).
 */
export function decideClientAddress(hosting: PathReading, direct: PathReading): ClientAddressDecision | undefined {
  if (hosting.hops === 0 || direct.hops === 0) return undefined;
  const safeHops = Math.min(hosting.hops, direct.hops);
  const header = PLATFORM_ADDRESS_HEADERS.find((name) => hosting.namingHeaders.includes(name) && direct.namingHeaders.includes(name));
  if (header) {
    return {
      trustedHops: safeHops,
      header,
      reason: `${header} named the caller on both ways in and replaced the forged value, so the function reads it first.`,
    };
  }
  if (hosting.hops === direct.hops) {
    return {
      trustedHops: hosting.hops,
      header: null,
      reason: `The caller's entry is ${hops(hosting.hops)} from the right on both ways in, so the function trusts exactly ${hops(hosting.hops)}.`,
    };
  }
  const wider = hosting.hops > direct.hops ? 'through Hosting' : "on the function's own URL";
  return {
    trustedHops: safeHops,
    header: null,
    reason:
      `The caller's entry is ${hops(hosting.hops)} from the right through Hosting but ${hops(direct.hops)} on the function's own URL, ` +
      `and no platform header named the caller on both. Trusting ${hops(Math.max(hosting.hops, direct.hops))} would let anyone calling ` +
      `the other way in choose their own address, so the function trusts ${hops(safeHops)}.`,
    warning:
      `${wider === 'through Hosting' ? 'Through Hosting' : "On the function's own URL"} the limits therefore count a proxy's address, ` +
      'shared by everyone behind it: students behind one edge share one sign-up, contact and login limit. ' +
      'See docs/client-address.md.',
  };
}

const hops = (count: number) => `${count} ${count === 1 ? 'hop' : 'hops'}`;

// ---------------------------------------------------------------------------------------------
// The env file
// ---------------------------------------------------------------------------------------------

const MEASURED = '# Who the client is, measured by npm run deploy';

/** `text` with TRUSTED_PROXY_HOPS and CLIENT_ADDRESS_HEADER replaced by the decision's (others kept as they were). */
export function withClientAddressSetting(text: string, decision: ClientAddressDecision, when: Date): string {
  const kept = text
    .split('\n')
    .filter((line) => !/^\s*(TRUSTED_PROXY_HOPS|CLIENT_ADDRESS_HEADER)\s*=/.test(line) && !line.startsWith(MEASURED));
  while (kept.length > 0 && kept.at(-1)!.trim() === '') kept.pop();
  const lines = [
    `${MEASURED} on ${when.toISOString().slice(0, 10)} (docs/client-address.md)`,
    `TRUSTED_PROXY_HOPS=${decision.trustedHops}`,
    ...(decision.header ? [`CLIENT_ADDRESS_HEADER=${decision.header}`] : []),
  ];
  return `${[...kept, ...(kept.length > 0 ? [''] : []), ...lines].join('\n')}\n`;
}

const currentSetting = (text: string) => {
  const values = parseEnvFile(text);
  return { hops: values.TRUSTED_PROXY_HOPS ?? '', header: values.CLIENT_ADDRESS_HEADER ?? '' };
};

// ---------------------------------------------------------------------------------------------
// The measurement
// ---------------------------------------------------------------------------------------------

const TODAY: Record<PathReading['today'], string> = {
  caller: 'the caller (right)',
  proxy: "a proxy's address, shared by everyone behind it (wrong)",
  forged: 'the address the probe forged (wrong: a client chooses its own limit)',
  unknown: 'not known',
};

function describePath(label: string, answer: EdgeProbeAnswer, reading: PathReading): string[] {
  const headers = Object.entries(answer.headers).map(([name, seen]) => `${name}: ${seen.value}`);
  return [
    `  ${label}`,
    `    X-Forwarded-For   ${answer.forwardedFor.join(', ') || '(none)'}`,
    ...(headers.length ? [`    platform headers  ${headers.join('; ')}`] : []),
    reading.hops > 0
      ? `    the caller's entry is ${hops(reading.hops)} from the right${reading.namingHeaders.length ? `; named by ${reading.namingHeaders.join(', ')}` : ''}`
      : '    the forged entry did not come through, so the chain cannot be read',
    `    the limits use today (TRUSTED_PROXY_HOPS=${answer.setting.trustedProxyHops}${answer.setting.clientAddressHeader ? `, CLIENT_ADDRESS_HEADER=${answer.setting.clientAddressHeader}` : ''}): ${TODAY[reading.today]}`,
  ];
}

export interface ProbeOptions {
  /** Between attempts while a fresh deploy settles (the tests pass 0). */
  retryDelayMs?: number;
  now?: Date;
}

export interface ProbeOutcome {
  decision?: ClientAddressDecision;
  /** functions/.env.<project> was changed: the next deploy gives the function the new setting. */
  changed: boolean;
}

async function probe(url: string, token: string, runner: DeployRunner, retryDelayMs: number): Promise<EdgeProbeAnswer | string> {
  const headers: Record<string, string> = { [EDGE_PROBE_TOKEN_HEADER]: token, ...PROBE_FORGERIES };
  let last = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      const answer = await runner.request(url, { headers });
      const body = answer.body as Partial<EdgeProbeAnswer> | undefined;
      if (answer.status === 200 && Array.isArray(body?.forwardedFor)) return body as EdgeProbeAnswer;
      last = `HTTP ${answer.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
  }
  return last;
}

/**
 * Measures and writes the setting. Never fails the deploy: what it could not do, it says, with
 * the setting left as it was.
 */
export async function measureClientAddress(
  project: string,
  accessToken: string,
  runner: DeployRunner,
  log: (line: string) => void,
  { retryDelayMs = 5000, now = new Date() }: ProbeOptions = {},
): Promise<ProbeOutcome> {
  log('\nMeasuring who the client is (the probe forges 203.0.113.x; other addresses show their first part only):');
  const token = randomBytes(32).toString('base64url');
  const auth = { authorization: `Bearer ${accessToken}` };
  const stored = await runner.request(documentUrl(project), {
    method: 'PATCH',
    headers: { ...auth, 'content-type': 'application/json' },
    body: {
      fields: {
        tokenHash: { stringValue: createHash('sha256').update(token).digest('hex') },
        expiresAt: { timestampValue: new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString() },
      },
    },
  });
  if (stored.status !== 200) {
    log(`  Could not store the probe's token in Firestore (HTTP ${stored.status}); the client address setting is unchanged.`);
    return { changed: false };
  }
  let answers: [EdgeProbeAnswer | string, EdgeProbeAnswer | string];
  try {
    answers = [
      await probe(hostingUrl(project), token, runner, retryDelayMs),
      await probe(functionUrl(project), token, runner, retryDelayMs),
    ];
  } finally {
    await runner.request(documentUrl(project), { method: 'DELETE', headers: auth }).catch(() => undefined);
  }
  const [hostingAnswer, directAnswer] = answers;
  if (typeof hostingAnswer === 'string' || typeof directAnswer === 'string') {
    const failures = [
      typeof hostingAnswer === 'string' ? `${hostingUrl(project)}: ${hostingAnswer}` : '',
      typeof directAnswer === 'string' ? `${functionUrl(project)}: ${directAnswer}` : '',
    ].filter(Boolean);
    log(`  The probe did not answer (${failures.join('; ')}); the client address setting is unchanged. Deploy again to measure.`);
    return { changed: false };
  }

  const hosting = readPath(hostingAnswer);
  const direct = readPath(directAnswer);
  [
    ...describePath(`through Hosting (${hostingUrl(project)})`, hostingAnswer, hosting),
    ...describePath(`on the function's own URL (${functionUrl(project)})`, directAnswer, direct),
  ].forEach((line) => log(line));
  const decision = decideClientAddress(hosting, direct);
  if (!decision) {
    log('  A proxy rewrote X-Forwarded-For instead of appending to it, so nothing can be decided from it; the setting is unchanged.');
    return { changed: false };
  }
  log(`  ${decision.reason}`);
  if (decision.warning) log(`  WARNING: ${decision.warning}`);

  const envFile = `functions/.env.${project}`;
  const before = runner.readFile(envFile) ?? '';
  const setting = `TRUSTED_PROXY_HOPS=${decision.trustedHops}${decision.header ? ` and CLIENT_ADDRESS_HEADER=${decision.header}` : ''}`;
  const was = currentSetting(before);
  const changed = was.hops !== String(decision.trustedHops) || was.header !== (decision.header ?? '');
  runner.writeFile(envFile, withClientAddressSetting(before, decision, now));
  const live = answers as [EdgeProbeAnswer, EdgeProbeAnswer];
  const liveMatches = live[0].setting.trustedProxyHops === decision.trustedHops && live[0].setting.clientAddressHeader === decision.header;
  if (changed || !liveMatches) {
    log(
      `  Wrote ${setting} to ${envFile}. The function runs with it from the next deploy: run npm run deploy -- --project ${project} ` +
        `again (or npx firebase deploy --only functions --project ${project}), and commit ${envFile}.`,
    );
  } else {
    log(`  ${envFile} already says ${setting}, and the function runs with it.`);
  }
  return { decision, changed: changed || !liveMatches };
}
