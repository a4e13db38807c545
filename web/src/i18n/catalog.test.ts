import { afterEach, describe, expect, it } from 'vitest';
import { shellCatalog } from '../app/i18n';
import { defineCatalog, translate } from './catalog';
import { fixtureCatalog } from './fixtures/i18n';
import { getLocale, initialLocale, setLocale } from './locale';

afterEach(() => setLocale('en'));

describe('translate', () => {
  it('gives English at once, and Hindi once its catalogue has arrived', async () => {
    expect(translate(shellCatalog, 'shell.nav.notes')).toBe('Notes');
    setLocale('hi');
    await shellCatalog.ready('hi');
    expect(translate(shellCatalog, 'shell.nav.notes')).toBe('नोट्स');
    expect(translate(shellCatalog, 'shell.account.menu', { name: 'Asha' })).toBe('Asha का अकाउंट मेन्यू');
  });

  it('falls back to English while the Hindi catalogue is still on its way', () => {
    const slow = defineCatalog('slow', { 'slow.hello': 'Hello' }, { hi: () => new Promise(() => {}) });
    setLocale('hi');
    expect(slow.ready('hi')).toBeInstanceOf(Promise);
    expect(translate(fixtureCatalog, 'fixture.greeting', { name: 'Ravi' })).toBe('Hello, Ravi!');
  });

  it('chooses plural forms by the language and groups digits the Indian way', async () => {
    expect(translate(fixtureCatalog, 'fixture.notes', { count: 1 })).toBe('1 note');
    expect(translate(fixtureCatalog, 'fixture.notes', { count: 123456 })).toBe('1,23,456 notes');
    setLocale('hi');
    await fixtureCatalog.ready('hi');
    expect(translate(fixtureCatalog, 'fixture.notes', { count: 1 })).toBe('1 नोट');
    expect(translate(fixtureCatalog, 'fixture.notes', { count: 3 })).toBe('3 नोट्स');
    expect(translate(fixtureCatalog, 'fixture.greeting', { name: 'Ravi' })).toBe('नमस्ते, Ravi!');
  });
});

describe('the first language', () => {
  it('follows the browser when the device has not chosen: Hindi for hi-IN, English otherwise', () => {
    expect(initialLocale(['hi-IN', 'en-IN'])).toBe('hi');
    expect(initialLocale(['en-GB', 'hi'])).toBe('en');
    expect(initialLocale(['ta-IN'])).toBe('en');
    expect(initialLocale([])).toBe('en');
  });

  it('is English until switched', () => {
    expect(getLocale()).toBe('en');
  });
});
