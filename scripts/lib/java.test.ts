import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { findJava, MIN_JAVA, parseJavaMajor } from './java.js';

describe('parseJavaMajor', () => {
  it.each([
    ['openjdk version "25.0.3" 2026-04-21 LTS', 25],
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['java version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
  ])('reads %s as %i', (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });

  it('returns undefined for output that is not a Java version', () => {
    expect(parseJavaMajor('command not found')).toBeUndefined();
  });
});

describe('findJava', () => {
  function fakeJavaHome(versionLine: string): string {
    const home = mkdtempSync(join(tmpdir(), 'fake-jdk-'));
    mkdirSync(join(home, 'bin'));
    const java = join(home, 'bin', 'java');
    writeFileSync(java, `#!/bin/sh\necho '${versionLine}' >&2\n`);
    chmodSync(java, 0o755);
    return home;
  }

  it('takes JAVA_HOME first when it is new enough', () => {
    const home = fakeJavaHome('openjdk version "21.0.4" 2024-07-16');
    vi.stubEnv('JAVA_HOME', home);
    expect(findJava()).toEqual({ home, javaBin: join(home, 'bin', 'java'), major: 21 });
    vi.unstubAllEnvs();
  });

  it('passes over a JAVA_HOME older than Java 21', () => {
    const home = fakeJavaHome('openjdk version "17.0.15" 2025-04-15');
    vi.stubEnv('JAVA_HOME', home);
    const found = findJava();
    expect(found?.home).not.toBe(home);
    if (found) expect(found.major).toBeGreaterThanOrEqual(MIN_JAVA);
    vi.unstubAllEnvs();
  });
});
