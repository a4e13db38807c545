import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { win32 } from 'node:path';

/**
 * Where a browser is looked for, first to last: `CHROME_PATH` when set, then where Chromium or
 * Chrome installs itself on this kind of system (Debian's package, the macOS app, the Windows
 * installer's per-machine and per-user folders).
 */
export function browserCandidates(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string[] {
  const installed: string[] = [];
  if (platform === 'darwin') {
    installed.push('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium');
  } else if (platform === 'win32') {
    for (const folder of [env['PROGRAMFILES'], env['PROGRAMFILES(X86)'], env['LOCALAPPDATA']]) {
      if (folder) installed.push(win32.join(folder, 'Google', 'Chrome', 'Application', 'chrome.exe'));
    }
  } else {
    installed.push('/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome');
  }
  return [...(env.CHROME_PATH ? [env.CHROME_PATH] : []), ...installed];
}

export const findChromium = () => browserCandidates().find((path) => existsSync(path));

/**
 * The browser tests drive Debian's Chromium (playwright cannot download its own browser here).
 * As root on Debian it installs the package; elsewhere it says what to install.
 */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing it from Debian packages (apt-get install chromium)...');
    const options = { stdio: 'inherit' as const, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    spawnSync('apt-get', ['update'], options);
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], options);
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'The browser tests need Chromium or Chrome and none was found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chrome/Chromium binary (README.md, "What you need").',
  );
}
