import { describe, expect, it } from 'vitest';
import {
  describeWindow,
  limitSetting,
  loginLimits,
  noteUseLimit,
  passwordChangeLimit,
  resetCodeLimit,
  resetLinkCounters,
  signOutEverywhereLimit,
  signupLimit,
} from './rate-limits.js';

describe('account limits', () => {
  it('uses the product numbers when nothing is configured', () => {
    const login = loginLimits({});
    expect(login.perEmailAndClient.limit).toBe(10);
    expect(login.perEmail.limit).toBe(50);
    expect(login.perClient.limit).toBe(20);
    expect(login.perEmail.windowMs).toBe(15 * 60_000);
    expect(login.perEmail.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    expect(signupLimit({}).windowMs).toBe(60 * 60_000);
    expect(signupLimit({}).message).toBe('Too many sign-ups from your network. Please try again in an hour.');
  });

  it('takes positive whole numbers from the environment', () => {
    const env = {
      LOGIN_FAILURES_PER_EMAIL: '3',
      LOGIN_FAILURES_PER_CLIENT: '4',
      LOGIN_FAILURE_WINDOW_MINUTES: '5',
      SIGNUPS_PER_CLIENT: '2',
    };
    expect(loginLimits(env).perEmail.limit).toBe(3);
    expect(loginLimits(env).perClient.limit).toBe(4);
    expect(loginLimits(env).perClient.message).toBe('Too many failed login attempts. Please try again in 5 minutes.');
    expect(signupLimit(env).limit).toBe(2);
  });

  it('ignores a setting that is not a positive whole number rather than disabling the limit', () => {
    for (const raw of ['0', '-1', '2.5', 'ten', '', ' ']) {
      expect(limitSetting('SIGNUPS_PER_CLIENT', { SIGNUPS_PER_CLIENT: raw })).toBe(10);
    }
  });

  it('describes windows in words', () => {
    expect(describeWindow(1)).toBe('a minute');
    expect(describeWindow(15)).toBe('15 minutes');
    expect(describeWindow(60)).toBe('an hour');
    expect(describeWindow(120)).toBe('2 hours');
    expect(describeWindow(90)).toBe('90 minutes');
  });
});

describe('note download and preview limits', () => {
  it("counts a day's downloads and names the teacher's number in the message", () => {
    const rule = noteUseLimit('download', 2);
    expect(rule.limit).toBe(2);
    expect(rule.windowMs).toBe(24 * 60 * 60_000);
    expect(rule.message).toBe("You have reached today's limit of 2 note downloads. You can download again after midnight (India time).");
  });

  it('counts previews apart, 100 a day unless NOTE_PREVIEWS_PER_DAY says otherwise', () => {
    expect(noteUseLimit('preview', 2, {}).limit).toBe(100);
    expect(noteUseLimit('preview', 2, { NOTE_PREVIEWS_PER_DAY: '5' }).limit).toBe(5);
    expect(noteUseLimit('preview', 2).name).not.toBe(noteUseLimit('download', 2).name);
  });
});

describe('account recovery limits', () => {
  it('uses the product numbers when nothing is configured, and the environment when set', () => {
    const [perEmail, perClient] = resetLinkCounters('Asha@Example.com', '203.0.113.9', {});
    expect(perEmail).toMatchObject({ key: 'asha@example.com', rule: { limit: 3, windowMs: 60 * 60_000 } });
    expect(perClient).toMatchObject({ key: '203.0.113.9', rule: { limit: 10 } });
    expect(perEmail?.rule.message).toBe('Too many reset links asked for. Please try again in an hour.');
    expect(resetCodeLimit({}).limit).toBe(20);
    expect(passwordChangeLimit({ PASSWORD_CHANGES_PER_USER: '4' }).limit).toBe(4);
    expect(signOutEverywhereLimit({ SIGN_OUTS_EVERYWHERE_PER_USER: 'many' }).limit).toBe(10);
  });
});
