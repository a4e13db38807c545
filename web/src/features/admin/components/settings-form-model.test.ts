import { SAMPLE_SITE_SETTINGS, siteSettingsSchema } from '@chem/contract';
import { describe, expect, it } from 'vitest';
import { bodyFrom, formFrom, messagesFor } from './settings-form-model';

describe('the settings form: doubts', () => {
  const settings = { ...SAMPLE_SITE_SETTINGS, doubtsFromSubscribers: true, doubtsFromFreeCourses: false, doubtsPerDay: 7 };

  it('shows the switches as switches and the daily limit as typed text, and sends them back as the server stores them', () => {
    const form = formFrom(settings);
    expect(form.switches).toEqual({ doubtsFromSubscribers: true, doubtsFromFreeCourses: false });
    expect(form.fields.doubtsPerDay).toBe('7');
    expect(siteSettingsSchema.parse(bodyFrom(form))).toMatchObject({
      doubtsFromSubscribers: true,
      doubtsFromFreeCourses: false,
      doubtsPerDay: 7,
    });
  });

  it('names the daily limit when it is out of range, and nothing else', () => {
    const form = formFrom(settings);
    const messages = messagesFor(bodyFrom({ ...form, fields: { ...form.fields, doubtsPerDay: '51' } }));
    expect(Object.keys(messages)).toEqual(['doubtsPerDay']);
    expect(messages.doubtsPerDay).toMatch(/1 to 50/);
  });
});
