import { describe, expect, it } from 'vitest';
import { noteStamp } from './note-stamp.js';

const at = new Date('2026-11-22T08:35:00Z');
const asha = {
  uid: 'Xk3hQ9mLp2TzR7vWc1YbN8sDfGe',
  isAdmin: false,
  name: 'Asha Verma',
  email: 'asha@example.com',
  emailVerified: true,
  phone: '9876543210',
};

describe('noteStamp', () => {
  it("marks a student's download with their name and email, and dates it in India time", () => {
    expect(noteStamp(asha, 'download', at, 'Chemistry Classes')).toEqual({
      mark: ['Asha Verma', 'asha@example.com'],
      footer: 'Chemistry Classes · asha@example.com · ID Xk3hQ9mL · downloaded 22 Nov 2026, 14:05 IST',
    });
  });

  it('says previewed for a preview', () => {
    expect(noteStamp(asha, 'preview', at, 'Chemistry Classes').footer).toBe(
      'Chemistry Classes · asha@example.com · ID Xk3hQ9mL · previewed 22 Nov 2026, 14:05 IST',
    );
  });

  it('uses the phone number when the account has no email', () => {
    expect(noteStamp({ ...asha, email: '' }, 'download', at, 'Chemistry Classes')).toEqual({
      mark: ['Asha Verma', '9876543210'],
      footer: 'Chemistry Classes · 9876543210 · ID Xk3hQ9mL · downloaded 22 Nov 2026, 14:05 IST',
    });
  });

  it('marks an email Auth has not verified as unverified, on the mark and in the footer', () => {
    expect(noteStamp({ ...asha, emailVerified: false }, 'download', at, 'Chemistry Classes')).toEqual({
      mark: ['Asha Verma', 'asha@example.com (unverified)'],
      footer: 'Chemistry Classes · asha@example.com (unverified) · ID Xk3hQ9mL · downloaded 22 Nov 2026, 14:05 IST',
    });
  });

  it("marks the admin's copy as such", () => {
    expect(
      noteStamp(
        { uid: 'TeacherUid0001', isAdmin: true, name: 'Teacher', email: 'teacher@example.com', emailVerified: true, phone: '' },
        'download',
        at,
        'Chemistry Classes',
      ),
    ).toEqual({
      mark: ['Admin copy'],
      footer: 'Chemistry Classes · teacher@example.com · ID TeacherU · downloaded 22 Nov 2026, 14:05 IST',
    });
  });
});
