import { describe, expect, it } from 'vitest';
import { shareMessage, siteUrl, whatsAppShareUrl } from './share-links';

/** What WhatsApp reads back out of the link's `text` parameter. */
const messageIn = (link: string) => new URL(link).searchParams.get('text');

describe('whatsAppShareUrl', () => {
  it('opens wa.me with the title and the link, each on its own line', () => {
    const link = whatsAppShareUrl({ title: 'Engineering Chemistry', url: 'https://example.in/engineering-chemistry' });
    expect(link).toBe('https://wa.me/?text=Engineering%20Chemistry%0Ahttps%3A%2F%2Fexample.in%2Fengineering-chemistry');
    expect(messageIn(link)).toBe('Engineering Chemistry\nhttps://example.in/engineering-chemistry');
  });

  it('keeps a title with &, #, + and spaces whole instead of ending the parameter there', () => {
    const link = whatsAppShareUrl({ title: 'Acids & Bases #1 + pH', url: 'https://example.in/notes?search=Acids%20%26%20Bases' });
    expect(link).not.toMatch(/[&#+ ]/);
    expect(link).toContain('Acids%20%26%20Bases%20%231%20%2B%20pH');
    expect(messageIn(link)).toBe('Acids & Bases #1 + pH\nhttps://example.in/notes?search=Acids%20%26%20Bases');
  });

  it('sends Hindi as UTF-8 percent-escapes that decode to the title as typed', () => {
    const link = whatsAppShareUrl({ title: 'रसायन विज्ञान नोट्स', url: 'https://example.in/notes' });
    expect(link).toMatch(/^https:\/\/wa\.me\/\?text=%E0%A4%B0/);
    expect(link).not.toMatch(/[\u0900-\u097f]/);
    expect(messageIn(link)).toBe('रसायन विज्ञान नोट्स\nhttps://example.in/notes');
  });
});

describe('shareMessage', () => {
  it('is only the link when there is no title to show', () => {
    expect(shareMessage({ title: '  ', url: 'https://example.in/x' })).toBe('https://example.in/x');
  });
});

describe('siteUrl', () => {
  it('escapes a course id so it stays one path segment', () => {
    expect(siteUrl('https://example.in', 'organic-chemistry')).toBe('https://example.in/organic-chemistry');
    expect(siteUrl('https://example.in', 'a b/c?d&e')).toBe('https://example.in/a%20b%2Fc%3Fd%26e');
  });
});
