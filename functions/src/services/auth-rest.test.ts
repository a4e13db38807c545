import { afterEach, describe, expect, it } from 'vitest';
import { identityToolkitBaseUrl, identityToolkitErrorCode, webApiKey } from './auth-rest.js';

describe('identityToolkitBaseUrl', () => {
  it('talks to the Auth emulator when one is configured', () => {
    expect(identityToolkitBaseUrl({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1',
    );
  });

  it('talks to Google otherwise', () => {
    expect(identityToolkitBaseUrl({})).toBe('https://identitytoolkit.googleapis.com/v1');
  });
});

describe('identityToolkitErrorCode', () => {
  it('reads the code before any explanation', () => {
    expect(identityToolkitErrorCode('INVALID_PASSWORD')).toBe('INVALID_PASSWORD');
    expect(identityToolkitErrorCode('TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been disabled')).toBe(
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    );
    expect(identityToolkitErrorCode('')).toBe('');
  });
});

describe('webApiKey', () => {
  const saved = process.env.WEB_API_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.WEB_API_KEY;
    else process.env.WEB_API_KEY = saved;
  });

  it('falls back to the demo key, which the Auth emulator accepts, when none is set', () => {
    delete process.env.WEB_API_KEY;
    expect(webApiKey()).toBe('demo-api-key');
  });

  it('uses the configured key', () => {
    process.env.WEB_API_KEY = 'AIza-test-key';
    expect(webApiKey()).toBe('AIza-test-key');
  });
});
