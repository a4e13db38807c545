import { describe, expect, it } from 'vitest';
import { runDeploy, type DeployIo } from './deploy.js';
import { decideClientAddress, readPath, withClientAddressSetting, type PathReading } from './edge-probe.js';
import { DEPLOYER_ADDRESS, HOSTING_ADDS_A_HOP, PROJECT, SECRETS, healthyProject, runnerFor, type FakeEdge } from './deploy-fake.js';

const ENV_FILE = `functions/.env.${PROJECT}`;

/** A deploy with --yes against a healthy project whose ways in are `edge`; what it printed and wrote. */
async function deployWith(edge: FakeEdge, envFile?: string) {
  const project = healthyProject();
  project.edge = edge;
  if (envFile !== undefined) project.files[ENV_FILE] = envFile;
  const runner = runnerFor(project);
  const out: string[] = [];
  const io: DeployIo = {
    log: (line) => out.push(line),
    error: (line) => out.push(line),
    confirm: () => Promise.resolve(true),
    firebaseDeploy: () => Promise.resolve(0),
  };
  const code = await runDeploy(
    { project: PROJECT, yes: true, checkOnly: false, allowSampleSettings: false },
    runner,
    io,
    () => Promise.resolve(SECRETS),
    { retryDelayMs: 0, now: new Date('2026-11-26T10:00:00Z') },
  );
  return { code, runner, output: out.join('\n'), envFile: runner.written[ENV_FILE] };
}

const reading = (changes: Partial<PathReading>): PathReading => ({
  hops: 1,
  callerIndex: 1,
  namingHeaders: [],
  today: 'caller',
  ...changes,
});

describe('deciding who the client is from the two ways in', () => {
  it('trusts the hops both ways share', () => {
    expect(decideClientAddress(reading({ hops: 1 }), reading({ hops: 1 }))).toMatchObject({ trustedHops: 1, header: null });
    expect(decideClientAddress(reading({ hops: 2 }), reading({ hops: 2 }))).toMatchObject({ trustedHops: 2, header: null });
  });

  it('never trusts more hops than the way with fewest has: there the client would write the extra entry', () => {
    const decision = decideClientAddress(reading({ hops: 2 }), reading({ hops: 1 }));
    expect(decision).toMatchObject({ trustedHops: 1, header: null });
    expect(decision?.warning).toMatch(/^Through Hosting the limits therefore count a proxy's address/);
  });

  it('prefers a platform header only where it named the caller on both ways, in the contract’s order', () => {
    const both = ['fastly-client-ip', 'x-appengine-user-ip'] as const;
    expect(
      decideClientAddress(reading({ hops: 2, namingHeaders: [...both] }), reading({ hops: 1, namingHeaders: [...both] })),
    ).toMatchObject({ trustedHops: 1, header: 'fastly-client-ip' });
    expect(
      decideClientAddress(reading({ hops: 2, namingHeaders: ['fastly-client-ip'] }), reading({ hops: 1, namingHeaders: [] })),
    ).toMatchObject({ header: null, trustedHops: 1 });
  });

  it('decides nothing when the forged entry did not come through', () => {
    expect(decideClientAddress(reading({ hops: 0, callerIndex: -1 }), reading({}))).toBeUndefined();
  });

  it('reads the caller right after the forged entry, and a header that kept the forged value as not naming it', () => {
    const path = readPath({
      forwardedFor: ['203.0.113.7', '49.x.x.x', '35.x.x.x'],
      socket: '169.x.x.x',
      headers: {
        'fastly-client-ip': { value: '49.x.x.x', inForwardedFor: 1 },
        'x-fah-client-ip': { value: '203.0.113.8', inForwardedFor: null },
        'x-appengine-user-ip': { value: '35.x.x.x', inForwardedFor: 2 },
      },
      resolved: { value: '35.x.x.x', inForwardedFor: 2, source: 'forwarded-for' },
      setting: { trustedProxyHops: 1, clientAddressHeader: null },
    });
    expect(path).toEqual({ hops: 2, callerIndex: 1, namingHeaders: ['fastly-client-ip'], today: 'proxy' });
  });
});

describe('writing the setting into functions/.env.<project>', () => {
  it('keeps every other line and replaces an older measurement', () => {
    const first = withClientAddressSetting(
      '# web app\nWEB_API_KEY=AIzaX\n',
      { trustedHops: 1, header: null, reason: '' },
      new Date('2026-11-01'),
    );
    expect(first).toBe(
      '# web app\nWEB_API_KEY=AIzaX\n\n# Who the client is, measured by npm run deploy on 2026-11-01 (docs/client-address.md)\nTRUSTED_PROXY_HOPS=1\n',
    );
    const second = withClientAddressSetting(first, { trustedHops: 1, header: 'fastly-client-ip', reason: '' }, new Date('2026-11-26'));
    expect(second).toBe(
      '# web app\nWEB_API_KEY=AIzaX\n\n# Who the client is, measured by npm run deploy on 2026-11-26 (docs/client-address.md)\nTRUSTED_PROXY_HOPS=1\nCLIENT_ADDRESS_HEADER=fastly-client-ip\n',
    );
  });

  it('replaces a measurement an earlier deploy wrote with its older comment', () => {
    const earlier =
      '# web app\nWEB_API_KEY=AIzaX\n\n# Who the client is, measured by npm run deploy on 2026-11-01 (ARCHITECTURE.md, "Who the client is")\nTRUSTED_PROXY_HOPS=2\n';
    expect(withClientAddressSetting(earlier, { trustedHops: 1, header: null, reason: '' }, new Date('2026-11-26'))).toBe(
      '# web app\nWEB_API_KEY=AIzaX\n\n# Who the client is, measured by npm run deploy on 2026-11-26 (docs/client-address.md)\nTRUSTED_PROXY_HOPS=1\n',
    );
  });
});

describe('npm run deploy measures who the client is after deploying', () => {
  it('prints both forwarding chains masked, says which hop names the caller, and writes the setting for the next deploy', async () => {
    const { code, runner, output, envFile } = await deployWith(HOSTING_ADDS_A_HOP);
    expect(code).toBe(0);
    expect(output).toContain('X-Forwarded-For   203.0.113.7, 49.x.x.x, 35.x.x.x');
    expect(output).toContain('X-Forwarded-For   203.0.113.7, 49.x.x.x\n');
    expect(output).toContain("the caller's entry is 2 hops from the right");
    expect(output).toContain("the caller's entry is 1 hop from the right");
    expect(output).toMatch(/WARNING: Through Hosting the limits therefore count a proxy's address/);
    // Masked: the deployer's address and Google's never appear whole.
    expect(output).not.toContain(DEPLOYER_ADDRESS);
    expect(output).not.toContain('35.191');
    expect(envFile).toMatch(/\nTRUSTED_PROXY_HOPS=1\n$/);
    expect(envFile).toContain(`WEB_API_KEY=AIza${'x'.repeat(35)}`);
    // Hops already 1 live, but the file never said so: it is now written down.
    expect(output).toContain(`Wrote TRUSTED_PROXY_HOPS=1 to ${ENV_FILE}`);
    // The token was stored (as a hash) only for the probe, and removed afterwards.
    expect(runner.probeTokens).toHaveLength(2);
    expect(runner.probeTokens[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(runner.probeDocument).toBeUndefined();
    const order = runner.calls.filter((call) => /^(PATCH|DELETE|GET https:\/\/(sharma|asia))/.test(call)).map((call) => call.split(' ')[0]);
    expect(order).toEqual(['PATCH', 'GET', 'GET', 'DELETE']);
  });

  it('chooses a platform header that names the caller on both ways in and replaces forged values', async () => {
    const { output, envFile } = await deployWith({
      hosting: { proxies: ['35.191.10.20'], sets: ['x-appengine-user-ip', 'fastly-client-ip'] },
      direct: { proxies: [], sets: ['x-appengine-user-ip'] },
      setting: { trustedProxyHops: 1, clientAddressHeader: null },
    });
    expect(envFile).toMatch(/\nTRUSTED_PROXY_HOPS=1\nCLIENT_ADDRESS_HEADER=x-appengine-user-ip\n$/);
    expect(output).toContain('x-appengine-user-ip named the caller on both ways in');
    expect(output).not.toContain('WARNING');
  });

  it('never chooses a header the function’s own URL passes on as the client wrote it (Fastly-Client-IP there)', async () => {
    const { output, envFile } = await deployWith({
      hosting: { proxies: ['151.101.1.1'], sets: ['fastly-client-ip'] },
      direct: { proxies: [], sets: [] },
      setting: { trustedProxyHops: 1, clientAddressHeader: 'fastly-client-ip' },
    });
    expect(output).toContain('fastly-client-ip: 203.0.113.9');
    // The live function read it, so on the direct way the probe's forgery was its client address.
    expect(output).toContain('the address the probe forged (wrong: a client chooses its own limit)');
    expect(envFile).toMatch(/\nTRUSTED_PROXY_HOPS=1\n$/);
    expect(output).toContain(`Wrote TRUSTED_PROXY_HOPS=1 to ${ENV_FILE}`);
  });

  it('says so when the file and the live function already agree with the measurement', async () => {
    const measured = `WEB_API_KEY=AIza${'x'.repeat(35)}\nTRUSTED_PROXY_HOPS=1\n`;
    const { output } = await deployWith(
      {
        hosting: { proxies: [], sets: [] },
        direct: { proxies: [], sets: [] },
        setting: { trustedProxyHops: 1, clientAddressHeader: null },
      },
      measured,
    );
    expect(output).toContain(`${ENV_FILE} already says TRUSTED_PROXY_HOPS=1, and the function runs with it.`);
    expect(output).toContain('the limits use today (TRUSTED_PROXY_HOPS=1): the caller (right)');
  });

  it('leaves the setting alone, and the deploy successful, when the probe does not answer', async () => {
    const { code, output, envFile, runner } = await deployWith({ ...HOSTING_ADDS_A_HOP, probeStatus: 404 });
    expect(code).toBe(0);
    expect(output).toMatch(/The probe did not answer \(.*HTTP 404.*\); the client address setting is unchanged/);
    expect(envFile).toBeUndefined();
    expect(runner.probeDocument).toBeUndefined();
  });
});
