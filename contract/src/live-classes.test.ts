import { describe, expect, it } from 'vitest';
import { liveClassInput } from './live-class-requests.js';
import { LIVE_CLASS_MESSAGES, indiaLocalText, indiaLocalTime, liveClassLink, liveClassPhase } from './live-classes.js';

const ID = 'dQw4w9WgXcQ';

describe('liveClassLink', () => {
  it.each([
    [ID, ID],
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://youtube.com/watch?feature=share&v=${ID}&t=5`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://youtu.be/${ID}?si=abc`, ID],
    [`https://www.youtube.com/live/${ID}?feature=shared`, ID],
  ])('%s is the YouTube video %s', (input, videoId) => {
    expect(liveClassLink(input)).toEqual({ provider: 'youtube', videoId });
  });

  it('takes https Meet and Zoom links as they are', () => {
    expect(liveClassLink('https://meet.google.com/abc-defg-hij')).toEqual({
      provider: 'meet',
      url: 'https://meet.google.com/abc-defg-hij',
    });
    expect(liveClassLink('https://us02web.zoom.us/j/123456789?pwd=x')).toEqual({
      provider: 'zoom',
      url: 'https://us02web.zoom.us/j/123456789?pwd=x',
    });
    expect(liveClassLink('https://zoom.us/j/123')).toEqual({ provider: 'zoom', url: 'https://zoom.us/j/123' });
  });

  it.each([
    'http://meet.google.com/abc-defg-hij',
    `http://www.youtube.com/watch?v=${ID}`,
    'https://evil.example/meet.google.com/abc',
    'https://meet.google.com.evil.example/abc',
    'https://zoom.us.evil.example/j/1',
    'https://notzoom.us/j/1',
    'https://user:pass@zoom.us/j/1',
    'https://zoom.us:8443/j/1',
    'https://meet.google.com/',
    `https://www.youtube.com/embed/${ID}`,
    'https://www.youtube.com/watch?v=short',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (input) => {
    expect(liveClassLink(input)).toBeNull();
  });
});

describe('India time of the form', () => {
  it('reads a date-time field as India time, and writes it back', () => {
    expect(indiaLocalTime('2026-11-27T19:00')?.toISOString()).toBe('2026-11-27T13:30:00.000Z');
    expect(indiaLocalText('2026-11-27T13:30:00.000Z')).toBe('2026-11-27T19:00');
  });

  it('refuses a day the calendar does not have, and other shapes', () => {
    expect(indiaLocalTime('2026-11-31T19:00')).toBeUndefined();
    expect(indiaLocalTime('2026-11-27 19:00')).toBeUndefined();
    expect(indiaLocalTime('2026-11-27T19:00Z')).toBeUndefined();
  });
});

describe('liveClassInput', () => {
  const valid = { title: 'Aldehydes', courseId: null, startsAt: '2026-11-27T19:00', durationMinutes: 60, link: ID };
  const messages = (value: unknown) => liveClassInput.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('answers the link as a provider and id', () => {
    expect(liveClassInput.parse(valid).link).toEqual({ provider: 'youtube', videoId: ID });
  });

  it('bounds the duration and refuses other hosts with the form’s words', () => {
    expect(messages({ ...valid, durationMinutes: 14 })).toEqual([LIVE_CLASS_MESSAGES.durationInvalid]);
    expect(messages({ ...valid, durationMinutes: 301 })).toEqual([LIVE_CLASS_MESSAGES.durationInvalid]);
    expect(messages({ ...valid, durationMinutes: 30.5 })).toEqual([LIVE_CLASS_MESSAGES.durationInvalid]);
    expect(messages({ ...valid, link: 'https://example.com/live' })).toEqual([LIVE_CLASS_MESSAGES.linkInvalid]);
    expect(messages({ ...valid, title: '  ' })).toEqual([LIVE_CLASS_MESSAGES.titleRequired]);
  });
});

describe('liveClassPhase', () => {
  const at = { startsAt: '2026-11-27T13:30:00.000Z', endsAt: '2026-11-27T14:30:00.000Z', status: 'scheduled' as const };
  const t = (iso: string) => Date.parse(iso);
  it('opens 10 minutes early and closes at the end', () => {
    expect(liveClassPhase(at, t('2026-11-27T13:19:59.000Z'))).toBe('upcoming');
    expect(liveClassPhase(at, t('2026-11-27T13:20:00.000Z'))).toBe('open');
    expect(liveClassPhase(at, t('2026-11-27T14:29:59.000Z'))).toBe('open');
    expect(liveClassPhase(at, t('2026-11-27T14:30:00.000Z'))).toBe('ended');
    expect(liveClassPhase({ ...at, status: 'cancelled' }, t('2026-11-27T13:30:00.000Z'))).toBe('cancelled');
  });
});
