/**
 * An iCalendar file (RFC 5545) of one live class, for "Add to calendar". Written by hand: one
 * event of eight properties does not need a library. What the rules ask and this does:
 *  - lines end with CRLF, and a line longer than 75 octets is folded (CRLF + a space), never inside
 *    a UTF-8 character (a Hindi title is three octets a letter);
 *  - text values escape backslash, semicolon, comma and newlines;
 *  - times are UTC (`...Z`), so every calendar app shows them in its own zone;
 *  - UID is stable per class, so importing the file again (after the class moved) updates the event.
 * The event points at the site's page of the class, never at the stream: the link is given only to
 * those who may join, at the class's time.
 */

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  url: string;
  startsAt: Date;
  endsAt: Date;
  stamp: Date;
  cancelled: boolean;
}

/** 2026-11-27T13:30:00.000Z -> 20261127T133000Z */
export const icsTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT as RFC 5545 3.3.11 writes it. */
export const icsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 3.1), between characters. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; each continuation starts with a space, so holds 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(event: CalendarEvent, productName: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${icsText(productName)}//Live classes//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
