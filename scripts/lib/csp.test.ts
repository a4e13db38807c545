import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  SECURITY_HEADERS,
  siteScriptHashes,
  withAuthDomain,
  withLocalOrigins,
  type HeaderRule,
} from './csp.js';
import { ROOT } from './paths.js';

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: { headers: HeaderRule[] } };
const rules = firebaseJson.hosting.headers;
const everyResponse = rules.find((rule) => rule.source === '**');
const header = (rule: HeaderRule | undefined, key: string) => rule?.headers.find((entry) => entry.key === key)?.value;

describe("firebase.json's security headers, which a deploy serves", () => {
  it('carry the policy csp.ts builds, with the hashes of the inline scripts the built site has', () => {
    expect(header(everyResponse, 'Content-Security-Policy')).toBe(contentSecurityPolicy(siteScriptHashes()));
  });

  it('never allow a local stand-in or emulator, nor inline scripts by name or eval', () => {
    const policy = header(everyResponse, 'Content-Security-Policy') ?? '';
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('send nosniff, the referrer policy, Permissions-Policy and HSTS with every response', () => {
    for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(header(everyResponse, key)).toBe(value);
  });
});

/** The sources of one directive of a policy. */
const sources = (policy: string, directive: string) =>
  (policy.split('; ').find((entry) => entry.startsWith(`${directive} `)) ?? '').split(' ').slice(1);
const hostOf = (source: string) => (/^https:\/\/([^/]+)/.exec(source) ?? [])[1];
const policyOf = (headerRules: readonly HeaderRule[]) =>
  header(
    headerRules.find((rule) => rule.source === '**'),
    'Content-Security-Policy',
  ) ?? '';

describe("the policy's third-party scripts and frames", () => {
  const policy = policyOf(rules);

  it('name the exact script paths of YouTube and Google sign-in, never their whole hosts', () => {
    const scripts = sources(policy, 'script-src');
    // A bare host would let any script of www.youtube.com or apis.google.com (JSONP endpoints
    // among them) run on the site; a path allows that file, or what is under a path ending in /.
    expect(scripts).not.toContain('https://www.youtube.com');
    expect(scripts).not.toContain('https://apis.google.com');
    expect(scripts.filter((source) => hostOf(source) === 'www.youtube.com')).toEqual([
      'https://www.youtube.com/iframe_api',
      'https://www.youtube.com/s/player/',
    ]);
    expect(scripts.filter((source) => hostOf(source) === 'apis.google.com')).toEqual([
      'https://apis.google.com/js/api.js',
      'https://apis.google.com/_/scs/',
    ]);
  });

  it('has no wildcard host and no bare www.youtube.com frame', () => {
    expect(policy).not.toContain('*');
    expect(sources(policy, 'frame-src')).not.toContain('https://www.youtube.com');
  });

  it("frames no firebaseapp.com page in firebase.json, every project's file", () => {
    expect(policy).not.toContain('firebaseapp.com');
  });

  it("lets a deploy frame only its own project's auth handler, and changes nothing else", () => {
    const deployed = withAuthDomain(rules, 'sharma-chemistry');
    const frames = sources(policyOf(deployed), 'frame-src');
    expect(frames.filter((source) => source.includes('firebaseapp.com'))).toEqual(['https://sharma-chemistry.firebaseapp.com/__/auth/']);
    expect(policyOf(deployed).replace(' https://sharma-chemistry.firebaseapp.com/__/auth/', '')).toBe(policy);
    expect(deployed.map((rule) => rule.source)).toEqual(rules.map((rule) => rule.source));
  });
});

describe('a local stack', () => {
  it("widens the policy for the build's own Auth emulator and Checkout stand-in, and nothing else changes", () => {
    const local = withLocalOrigins(rules, { authEmulator: 'http://127.0.0.1:14099', checkout: 'http://127.0.0.1:14398' });
    const policy =
      header(
        local.find((rule) => rule.source === '**'),
        'Content-Security-Policy',
      ) ?? '';
    expect(policy).toMatch(/script-src [^;]*http:\/\/127\.0\.0\.1:14398/);
    expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:14099 http:\/\/127\.0\.0\.1:14398/);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(local.map((rule) => rule.source)).toEqual(rules.map((rule) => rule.source));
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs, not data blocks or external scripts', () => {
    const html = '<script>a()</script><script type="application/json">{}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]);
  });
});
