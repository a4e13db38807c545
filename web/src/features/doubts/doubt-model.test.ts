import { describe, expect, it } from 'vitest';
import { DOUBT_LIMITS, UPLOADS, type DoubtAllowance } from '@chem/contract';
import { addPhotos, allowanceState, mayFollowUp, textStart } from './doubt-model';
import { MAX_START_SECONDS, clockTime, startSecond } from './entry/video-second';

const allowance = (change: Partial<DoubtAllowance>): DoubtAllowance => ({
  subscriber: true,
  subscribersMayAsk: true,
  freeCoursesMayAsk: true,
  perDay: 5,
  askedToday: 0,
  ...change,
});

const photo = (name: string, type = 'image/jpeg', size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('clockTime', () => {
  it.each([
    [0, '0:00'],
    [155, '2:35'],
    [59.9, '0:59'],
    [3725, '1:02:05'],
  ])('%s s reads %s', (seconds, shown) => expect(clockTime(seconds)).toBe(shown));
});

describe('startSecond', () => {
  it('allows the seconds the API allows', () => expect(MAX_START_SECONDS).toBe(DOUBT_LIMITS.maxSeconds));
  it('takes a whole second within the longest video', () => {
    expect(startSecond('155')).toBe(155);
    expect(startSecond(String(DOUBT_LIMITS.maxSeconds))).toBe(DOUBT_LIMITS.maxSeconds);
  });
  it.each([null, '', '0', '-3', '1.5', 'abc', String(DOUBT_LIMITS.maxSeconds + 1)])('ignores %s', (value) =>
    expect(startSecond(value)).toBeNull(),
  );
});

describe('allowanceState', () => {
  it('counts what is left today for a subscriber', () => {
    expect(allowanceState(allowance({ askedToday: 2 }))).toEqual({ kind: 'ok', left: 3, freeOnly: false });
  });
  it('says when today is used up', () => {
    expect(allowanceState(allowance({ askedToday: 5 }))).toEqual({ kind: 'limit', perDay: 5 });
  });
  it('says when the teacher takes no doubts', () => {
    expect(allowanceState(allowance({ subscribersMayAsk: false, freeCoursesMayAsk: false }))).toEqual({ kind: 'off' });
  });
  it('asks for a plan when only subscribers may ask', () => {
    expect(allowanceState(allowance({ subscriber: false, freeCoursesMayAsk: false }))).toEqual({ kind: 'needs-plan' });
  });
  it('knows the course: a paid one needs a plan, a free one does not', () => {
    expect(allowanceState(allowance({ subscriber: false }), false)).toEqual({ kind: 'needs-plan' });
    expect(allowanceState(allowance({ subscriber: false }), true)).toEqual({ kind: 'ok', left: 5, freeOnly: false });
    expect(allowanceState(allowance({ subscribersMayAsk: false }), false)).toEqual({ kind: 'off' });
  });
  it('lets a student without a plan ask about free courses only', () => {
    expect(allowanceState(allowance({ subscriber: false }))).toEqual({ kind: 'ok', left: 5, freeOnly: true });
    expect(allowanceState(allowance({ subscribersMayAsk: false }))).toEqual({ kind: 'ok', left: 5, freeOnly: true });
  });
});

describe('addPhotos', () => {
  it('keeps up to the limit and says why the rest were left out', () => {
    const picked = [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')];
    const result = addPhotos([], picked);
    expect(result.photos.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(result.problem).toBe('tooMany');
  });
  it('refuses what is not a picture or is too large, keeping the rest', () => {
    const result = addPhotos(
      [photo('a.jpg')],
      [
        photo('notes.pdf', 'application/pdf'),
        photo('big.png', 'image/png', UPLOADS.doubtPhoto.maxBytes + 1),
        photo('ok.webp', 'image/webp'),
      ],
    );
    expect(result.photos.map((file) => file.name)).toEqual(['a.jpg', 'ok.webp']);
    expect(result.problem).toBe('wrongType');
  });
});

describe('textStart', () => {
  it('keeps short text whole and cuts long text at a word', () => {
    expect(textStart('  Why is   \\ce{H2O} polar? ')).toBe('Why is \\ce{H2O} polar?');
    const long = `${'word '.repeat(40)}end`;
    const start = textStart(long, 30);
    expect(start.endsWith('...')).toBe(true);
    expect(start.length).toBeLessThanOrEqual(33);
    expect(start).not.toMatch(/wor\.\.\.$/);
  });
});

describe('mayFollowUp', () => {
  const now = Date.parse('2026-11-27T00:00:00Z');
  it('is open before the doubt is resolved', () => expect(mayFollowUp({ status: 'answered', reopenUntil: null }, now)).toBe(true));
  it('reopens a resolved doubt until its date, not after', () => {
    expect(mayFollowUp({ status: 'resolved', reopenUntil: '2026-11-28T00:00:00Z' }, now)).toBe(true);
    expect(mayFollowUp({ status: 'resolved', reopenUntil: '2026-11-26T00:00:00Z' }, now)).toBe(false);
  });
});
