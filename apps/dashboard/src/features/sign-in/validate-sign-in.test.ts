import { describe, expect, it } from 'vitest';
import { validateSignIn } from './validate-sign-in';

describe('validateSignIn', () => {
  it('asks for both fields when they are empty', () => {
    expect(validateSignIn({ email: '  ', password: '' })).toEqual({
      email: 'Email wajib diisi.',
      password: 'Kata sandi wajib diisi.',
    });
  });

  it('refuses an address without a domain', () => {
    expect(validateSignIn({ email: 'seller@demo', password: 'x' })).toEqual({
      email: 'Format email tidak valid.',
    });
  });

  it('accepts a complete form, spaces around the email included', () => {
    expect(validateSignIn({ email: ' seller@demo.id ', password: 'demo12345' })).toEqual({});
  });
});
