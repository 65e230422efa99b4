import { describe, expect, it } from '@jest/globals';
import { loginFormSchema } from './login-form.schema';

describe('loginFormSchema', () => {
  it('accepts a username and a password', () => {
    expect(loginFormSchema.safeParse({ username: 'admin', password: 'secret' }).success).toBe(true);
  });

  it('requires the username', () => {
    expect(loginFormSchema.safeParse({ username: '  ', password: 'secret' }).success).toBe(false);
  });

  it('requires the password', () => {
    expect(loginFormSchema.safeParse({ username: 'admin', password: '' }).success).toBe(false);
  });
});
