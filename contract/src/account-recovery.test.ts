import { describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, passwordChange, passwordReset, resetCodeCheck } from './account-recovery.js';
import { fieldMessages } from './validation.js';

describe('account recovery requests', () => {
  it("checks the new password with signup's rules and wants it twice", () => {
    expect(fieldMessages(passwordReset, { oobCode: 'abc', password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: 'Password must be at least 6 characters.',
      confirmPassword: 'Passwords do not match.',
    });
    expect(fieldMessages(passwordReset, { oobCode: 'abc', password: 'secret1', confirmPassword: '' })).toEqual({
      confirmPassword: 'Confirm password.',
    });
    expect(passwordReset.parse({ oobCode: 'abc', password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      oobCode: 'abc',
      password: 'secret1',
    });
  });

  it('says a code that cannot be one is an unusable link', () => {
    for (const oobCode of ['', 'has space', 'a/b', undefined]) {
      expect(fieldMessages(resetCodeCheck, { oobCode }).oobCode).toBe(RESET_LINK_INVALID);
    }
  });

  it('needs the current password to change it', () => {
    expect(fieldMessages(passwordChange, { password: 'secret1', confirmPassword: 'secret1' })).toEqual({
      currentPassword: 'Current password is required.',
    });
  });
});
