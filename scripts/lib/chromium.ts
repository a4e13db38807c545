import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const findChromium = () => [process.env.CHROME_PATH, ...CANDIDATES].find((path): path is string => !!path && existsSync(path));

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
      'or point CHROME_PATH at a Chrome/Chromium binary.',
  );
}
