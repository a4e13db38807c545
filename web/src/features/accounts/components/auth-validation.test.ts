import { describe, expect, it } from 'vitest';
import { signupFields } from '../../../../../functions/src/services/account-schemas';
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

  it('says what the API says about a short password or a malformed email', () => {
    const server = (values: Record<string, string>) => signupFields.safeParse(values).error?.issues[0]?.message;
    const { photo: _photo, ...fields } = complete;
    for (const change of [{ password: 'abc', confirmPassword: 'abc' }, { email: 'not-an-email' }]) {
      const client = Object.values(validateSignup({ ...complete, ...change }))[0];
      expect(client).toBe(server({ ...fields, ...change }));
    }
  });
});
