import { describe, expect, it } from '@jest/globals';
import { loginRedirectState, returnPathAfterLogin } from './return-path';

describe('returnPathAfterLogin', () => {
  it('returns to the dashboard page that was asked for, with its tab', () => {
    expect(returnPathAfterLogin(loginRedirectState('/admin', '?tab=users'))).toBe('/admin?tab=users');
  });

  it.each([undefined, null, 'text', {}, { from: 42 }, { from: '/blog' }, { from: 'https://elsewhere.example/admin' }, { from: '/admin/login' }, { from: '/administrator' }])(
    'falls back to /admin for %j',
    (state) => {
      expect(returnPathAfterLogin(state)).toBe('/admin');
    },
  );
});
