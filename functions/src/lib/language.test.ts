import { describe, expect, it } from 'vitest';
import { acceptedLanguage, localized, requestLanguage } from './language.js';

const requestWith = (headers: Record<string, string>) => ({
  get: (name: string) => headers[name.toLowerCase()],
});

describe('acceptedLanguage', () => {
  it.each([
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['HI', 'hi'],
    ['fr-FR,hi;q=0.5,en;q=0.4', 'hi'],
    ['en;q=0.3,hi;q=0.7', 'hi'],
    ['hi;q=0,en;q=0.1', 'en'],
    ['en,hi', 'en'],
  ] as const)('%s -> %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it.each(['', 'fr-FR,de;q=0.8', '*', 'hi;q=0', 'hi;q=abc'])('%j names neither language', (header) => {
    expect(acceptedLanguage(header)).toBeUndefined();
  });
});

describe('requestLanguage', () => {
  it('takes X-Language over Accept-Language', () => {
    expect(requestLanguage(requestWith({ 'x-language': 'en', 'accept-language': 'hi' }))).toBe('en');
    expect(requestLanguage(requestWith({ 'x-language': ' HI ', 'accept-language': 'en' }))).toBe('hi');
  });

  it('ignores an X-Language it does not know, and answers English by default', () => {
    expect(requestLanguage(requestWith({ 'x-language': 'fr', 'accept-language': 'hi-IN' }))).toBe('hi');
    expect(requestLanguage(requestWith({ 'x-language': 'fr' }))).toBe('en');
    expect(requestLanguage(requestWith({}))).toBe('en');
  });

  it('localizes a message for the request', () => {
    expect(localized(requestWith({ 'x-language': 'hi' }), 'Course not found.')).toBe('कोर्स नहीं मिला।');
    expect(localized(requestWith({}), 'Course not found.')).toBe('Course not found.');
  });
});
