import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { publicProfile } from './accounts.js';

describe('publicProfile', () => {
  it('returns exactly the User entity fields, never a password or other stored fields', () => {
    const created = new Date('2025-03-01T10:00:00Z');
    const profile = publicProfile('uid-1', {
      name: 'Asha',
      email: 'asha@example.com',
      password: 'secret1',
      passwordHash: 'x',
      image: 'users/uid-1-a.png',
      role: 'user',
      createdAt: Timestamp.fromDate(created),
      updatedAt: created,
    });
    expect(profile).toEqual({
      _id: 'uid-1',
      id: 'uid-1',
      name: 'Asha',
      email: 'asha@example.com',
      phone: '',
      school: '',
      course: '',
      image: 'users/uid-1-a.png',
      role: 'user',
      location: '',
      gender: '',
      dob: '',
      bio: '',
      createdAt: '2025-03-01T10:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
  });

  it('says a student keeps their name off leaderboards only when they do', () => {
    expect(publicProfile('u', { leaderboardHidden: true }).leaderboardHidden).toBe(true);
    expect(publicProfile('u', { leaderboardHidden: false })).not.toHaveProperty('leaderboardHidden');
    expect(publicProfile('u', { leaderboardHidden: 'yes' })).not.toHaveProperty('leaderboardHidden');
  });

  it('only ever reports the roles user and admin', () => {
    expect(publicProfile('u', { role: 'superuser' }).role).toBe('user');
    expect(publicProfile('u', { role: 'admin' }).role).toBe('admin');
  });
});
