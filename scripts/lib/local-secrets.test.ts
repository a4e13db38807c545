import { mkdtempSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRET_NAMES } from '../../functions/src/config/integrations.js';
import { localSecrets, secretFileText, writeLocalSecrets } from './local-secrets.js';

describe('the local secrets file', () => {
  it('covers every secret the function declares', () => {
    expect(SECRET_NAMES).toEqual([
      'YOUTUBE_API_KEY',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'SMTP_HOST',
      'SMTP_PORT',
      'SMTP_USER',
      'SMTP_PASSWORD',
      'MAIL_FROM',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'UNSUBSCRIBE_SECRET',
    ]);
    const env = Object.fromEntries(SECRET_NAMES.map((name) => [name, `local-${name}`]));
    expect(localSecrets(env)).toEqual({ values: env, unset: [] });
  });

  it('leaves out a secret that has no value here, and says which', () => {
    const found = localSecrets({ YOUTUBE_API_KEY: 'k', RAZORPAY_KEY_ID: ' ' }, ['YOUTUBE_API_KEY', 'RAZORPAY_KEY_ID']);
    expect(found).toEqual({ values: { YOUTUBE_API_KEY: 'k' }, unset: ['RAZORPAY_KEY_ID'] });
  });

  it('writes values the emulator reads back as written, private to the user', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secrets-')), '.secret.local');
    writeLocalSecrets({ A: 'plain', B: 'with "quotes" and \\ backslash' }, file);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('A="plain"\n');
    expect(text).toContain('B="with \\"quotes\\" and \\\\ backslash"\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(secretFileText({})).toMatch(/^# Written by npm start/);
  });

  it('puts back the file it replaced, or removes the one it created', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    const existing = join(dir, 'existing');
    writeFileSync(existing, 'YOUTUBE_API_KEY="real"\n');
    writeLocalSecrets({ YOUTUBE_API_KEY: 'stand-in' }, existing)();
    expect(readFileSync(existing, 'utf8')).toBe('YOUTUBE_API_KEY="real"\n');

    const created = join(dir, 'created');
    writeLocalSecrets({ YOUTUBE_API_KEY: 'stand-in' }, created)();
    expect(existsSync(created)).toBe(false);
  });
});
