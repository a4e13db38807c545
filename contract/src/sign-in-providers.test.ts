import { describe, expect, it } from 'vitest';
import { indianMobileNumber, profileCompletion } from './sign-in-providers.js';

describe('indianMobileNumber', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['6000000000', '+916000000000'],
  ])('reads %s as %s', (input, expected) => {
    expect(indianMobileNumber(input)).toBe(expected);
  });

  it.each(['', 'abcdefghij', '12345', '5876543210', '98765432101', '+1 9876543210', '+9876543210', '98765x43210', '٩٨٧٦٥٤٣٢١٠'])(
    'refuses %j',
    (input) => {
      expect(indianMobileNumber(input)).toBeNull();
    },
  );
});

describe('profileCompletion', () => {
  const base = { name: 'Ravi', school: 'KV', course: 'B.Sc' };

  it('treats an empty optional contact as skipped and normalises the phone', () => {
    expect(profileCompletion.parse({ ...base, email: '', phone: '98765 43210' })).toEqual({ ...base, phone: '+919876543210' });
  });

  it('refuses a non-Indian phone number with the form message', () => {
    const result = profileCompletion.safeParse({ ...base, phone: '+44 7700 900123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a valid 10-digit Indian mobile number.');
  });
});
