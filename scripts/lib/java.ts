import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** firebase-tools 15 refuses its Java emulators below this version. */
export const MIN_JAVA = 21;

export interface JavaHome {
  /** Directory whose bin/ holds java; undefined when java is only known from PATH. */
  home: string | undefined;
  javaBin: string;
  major: number;
}

/** Reads the major version from `java -version`, which prints to stderr, e.g. `openjdk version "25.0.3"` or `"1.8.0_392"`. */
export function parseJavaMajor(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}

function probe(javaBin: string): number | undefined {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return parseJavaMajor(`${result.stderr}${result.stdout}`);
}

const javaExe = process.platform === 'win32' ? 'java.exe' : 'java';

function candidates(): Array<{ home: string | undefined; javaBin: string }> {
  const list: Array<{ home: string | undefined; javaBin: string }> = [];
  if (process.env.JAVA_HOME) list.push({ home: process.env.JAVA_HOME, javaBin: join(process.env.JAVA_HOME, 'bin', javaExe) });
  list.push({ home: undefined, javaBin: 'java' });
  for (const base of ['/usr/lib/jvm', '/Library/Java/JavaVirtualMachines']) {
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base).sort().reverse()) {
      const home = base.startsWith('/Library') ? join(base, entry, 'Contents', 'Home') : join(base, entry);
      list.push({ home, javaBin: join(home, 'bin', javaExe) });
    }
  }
  return list;
}

/** Finds a Java >= 21: JAVA_HOME, then `java` on PATH, then the usual JVM folders. */
export function findJava(): JavaHome | undefined {
  for (const candidate of candidates()) {
    if (candidate.home && !existsSync(candidate.javaBin)) continue;
    const major = probe(candidate.javaBin);
    if (major !== undefined && major >= MIN_JAVA) return { ...candidate, major };
  }
  return undefined;
}
