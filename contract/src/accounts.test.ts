import { describe, expect, it } from 'vitest';
import { credentials, profileChanges, signupFields, userListQuery } from './accounts.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const validSignup = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  school: 'KV Bhopal',
  course: 'Class 10',
  password: 'secret1',
};

describe('signupFields', () => {
  it.each([
    ['name', 'Name is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone is required.'],
    ['school', 'School is required.'],
    ['course', 'Select course.'],
    ['password', 'Password is required.'],
  ])('a missing or blank %s gives the spec message', (field, message) => {
    expect(firstMessage(signupFields.safeParse({ ...validSignup, [field]: undefined }))).toBe(message);
    if (field !== 'password') expect(firstMessage(signupFields.safeParse({ ...validSignup, [field]: '   ' }))).toBe(message);
  });

  it('reports the first missing field in the order of the form', () => {
    expect(firstMessage(signupFields.safeParse({}))).toBe('Name is required.');
    expect(firstMessage(signupFields.safeParse({ name: 'A' }))).toBe('Email is required.');
  });

  it('checks the email format and the password length Firebase needs', () => {
    expect(firstMessage(signupFields.safeParse({ ...validSignup, email: 'not-an-email' }))).toBe('Enter a valid email address.');
    expect(firstMessage(signupFields.safeParse({ ...validSignup, password: '12345' }))).toBe('Password must be at least 6 characters.');
  });

  it('refuses a confirmation that differs, and accepts one that matches or is absent', () => {
    expect(firstMessage(signupFields.safeParse({ ...validSignup, confirmPassword: 'other1' }))).toBe('Passwords do not match.');
    expect(signupFields.parse({ ...validSignup, confirmPassword: 'secret1' })).not.toHaveProperty('confirmPassword');
  });

  it('trims text and lowercases the email', () => {
    expect(signupFields.parse({ ...validSignup, name: '  Asha ', email: ' Asha@Example.COM ' })).toMatchObject({
      name: 'Asha',
      email: 'asha@example.com',
    });
  });
});

describe('credentials', () => {
  it('asks for email then password', () => {
    expect(firstMessage(credentials.safeParse({}))).toBe('Email is required.');
    expect(firstMessage(credentials.safeParse({ email: 'a@b.co' }))).toBe('Password is required.');
  });
});

describe('profileChanges', () => {
  const valid = { name: 'Asha', email: 'asha@example.com' };

  it('strips everything that is not editable', () => {
    const parsed = profileChanges.parse({
      ...valid,
      role: 'admin',
      _id: 'x',
      id: 'x',
      image: 'users/x.png',
      school: 'Other',
      createdAt: 'now',
    });
    expect(Object.keys(parsed).sort()).toEqual(['email', 'name']);
  });

  it('requires a name and a valid email', () => {
    expect(firstMessage(profileChanges.safeParse({ ...valid, name: '' }))).toBe('Name is required.');
    expect(firstMessage(profileChanges.safeParse({ ...valid, email: '' }))).toBe('Email is required.');
    expect(firstMessage(profileChanges.safeParse({ ...valid, email: 'nope' }))).toBe('Enter a valid email address.');
  });

  it('accepts a past date of birth or an empty one, and treats null as empty', () => {
    expect(profileChanges.parse({ ...valid, dob: '2006-08-21' }).dob).toBe('2006-08-21');
    expect(profileChanges.parse({ ...valid, dob: '' }).dob).toBe('');
    expect(profileChanges.parse({ ...valid, dob: null, bio: null }).bio).toBe('');
  });

  it.each(['21-08-2006', '2006-02-30', '2999-01-01', 'yesterday'])('refuses the date of birth %s', (dob) => {
    expect(firstMessage(profileChanges.safeParse({ ...valid, dob }))).toBe('Date of birth must be a past date (YYYY-MM-DD).');
  });
});

describe('userListQuery', () => {
  it('accepts 1..500 and nothing', () => {
    expect(userListQuery.parse({}).limit).toBeUndefined();
    expect(userListQuery.parse({ limit: '1' }).limit).toBe(1);
    expect(userListQuery.parse({ limit: '500' }).limit).toBe(500);
  });

  it.each(['0', '501', '-1', '2.5', 'ten'])('refuses limit=%s', (limit) => {
    expect(firstMessage(userListQuery.safeParse({ limit }))).toBe('limit must be a whole number from 1 to 500.');
  });
});
