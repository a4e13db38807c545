import { describe, expect, it } from 'vitest';
import { validateLogin, validateSignup, type SignupValues } from './auth-validation';

const photo = (type = 'image/png', size = 1000) => new File([new Uint8Array(size)], 'me.png', { type });

const complete: SignupValues = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  school: 'DPS Bhopal',
  course: 'Class 10',
  password: 'secret1',
  confirmPassword: 'secret1',
  photo: photo(),
};

describe('validateLogin', () => {
  it('gives the spec messages for missing fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    expect(validateLogin({ email: 'a@b.c', password: 'x' })).toEqual({});
  });
});

describe('validateSignup', () => {
  it('gives every spec message for an empty form', () => {
    expect(
      validateSignup({
        ...complete,
        name: '',
        email: '',
        phone: '',
        school: '',
        course: '',
        password: '',
        confirmPassword: '',
        photo: null,
      }),
    ).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      school: 'School is required.',
      course: 'Select course.',
      password: 'Password is required.',
      confirmPassword: 'Confirm password.',
      photo: 'Upload an image.',
    });
  });

  it('accepts a complete form and refuses a mismatched confirmation', () => {
    expect(validateSignup(complete)).toEqual({});
    expect(validateSignup({ ...complete, confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('refuses photos the API would refuse: other types and more than 2 MB', () => {
    expect(validateSignup({ ...complete, photo: photo('image/svg+xml') }).photo).toBe('The photo must be a PNG, JPEG, WebP or GIF image.');
    expect(validateSignup({ ...complete, photo: photo('image/jpeg', 2 * 1024 * 1024 + 1) }).photo).toBe('Photo must be 2 MB or smaller.');
  });

  it("shows the API's own messages under the fields it checks", () => {
    expect(validateSignup({ ...complete, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 6 characters.',
    });
    expect(validateSignup({ ...complete, email: 'not-an-email' })).toEqual({ email: 'Enter a valid email address.' });
    expect(validateSignup({ ...complete, phone: 'call me' })).toEqual({ phone: 'Enter a valid phone number.' });
    expect(validateSignup({ ...complete, name: 'x'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters.' });
  });

  it('reports a mismatched confirmation alongside the other problems', () => {
    expect(validateSignup({ ...complete, school: '', confirmPassword: 'secret2' })).toEqual({
      school: 'School is required.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});
