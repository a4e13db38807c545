import { describe, expect, it } from 'vitest';
import { browserCandidates } from './chromium.js';

describe('where the browser tests look for a browser', () => {
  it('tries CHROME_PATH first, then the usual places of the system', () => {
    expect(browserCandidates('linux', { CHROME_PATH: '/opt/chrome/chrome' })).toEqual([
      '/opt/chrome/chrome',
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
    ]);
  });

  it('finds Chrome or Chromium where their macOS apps install', () => {
    expect(browserCandidates('darwin', {})).toEqual([
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
    ]);
  });

  it('finds Chrome in the Windows installer folders, per machine and per user', () => {
    const env = {
      PROGRAMFILES: 'C:\\Program Files',
      'PROGRAMFILES(X86)': 'C:\\Program Files (x86)',
      LOCALAPPDATA: 'C:\\Users\\asha\\AppData\\Local',
    };
    expect(browserCandidates('win32', env)).toEqual([
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
      'C:\\Users\\asha\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe',
    ]);
  });
});
