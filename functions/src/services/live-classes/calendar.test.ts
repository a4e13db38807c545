import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsText } from './calendar.js';

describe('the calendar file', () => {
  const event = {
    uid: 'live-class-abc@example.in',
    title: 'Aldehydes; ketones, and \\ more\nPart 2',
    description: 'Join it on the site: https://example.in/live/abc',
    url: 'https://example.in/live/abc',
    startsAt: new Date('2026-11-27T13:30:00Z'),
    endsAt: new Date('2026-11-27T14:30:00Z'),
    stamp: new Date('2026-11-20T08:00:05.123Z'),
    cancelled: false,
  };

  it('is one event with UTC times, escaped text and CRLF line ends', () => {
    const text = calendarFile(event, 'Chem, Classes');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTART:20261127T133000Z');
    expect(lines).toContain('DTEND:20261127T143000Z');
    expect(lines).toContain('DTSTAMP:20261120T080005Z');
    expect(lines).toContain('UID:live-class-abc@example.in');
    expect(lines).toContain('SUMMARY:Aldehydes\\; ketones\\, and \\\\ more\\nPart 2');
    expect(lines).toContain('PRODID:-//Chem\\, Classes//Live classes//EN');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('folds long lines at 75 octets without splitting a Hindi letter', () => {
    const line = `SUMMARY:${icsText('एल्डिहाइड और कीटोन की लाइव क्लास '.repeat(4))}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});
