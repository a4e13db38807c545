import { fieldMessages, signupFields } from '@chem/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/locale';
import { contractMessage, loadContractMessages, localizeMessages } from './contract-messages';

afterEach(() => setLocale('en'));

describe("the contract's messages in a form", () => {
  it('are the schema’s own words in English, and Hindi once the contract’s catalogue has arrived', async () => {
    const messages = fieldMessages<'name' | 'password'>(signupFields, { name: '', password: '12345' });
    expect(localizeMessages(messages)).toMatchObject({ name: 'Name is required.' });

    setLocale('hi');
    await loadContractMessages();
    expect(localizeMessages(messages)).toMatchObject({
      name: 'नाम ज़रूरी है।',
      password: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
    });
    // A message of the form's own catalogue, already in Hindi, stays as it is.
    expect(contractMessage('पासवर्ड दोबारा लिखें।')).toBe('पासवर्ड दोबारा लिखें।');
  });
});
