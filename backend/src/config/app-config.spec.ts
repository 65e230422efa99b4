import { describe, expect, it } from '@jest/globals';
import { adminCookieIsSecure, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('applies the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.ADMIN_USERNAME).toBe('admin');
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.EVENTSTORE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('treats blank optional variables as unset', () => {
    expect(loadConfig({ OPENAI_API_KEY: '  ', MONGODB_URL: '' }).OPENAI_API_KEY).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['EVENTSTORE_URL', 'http://localhost:2113'],
    ['MONGODB_URL', 'localhost:27017'],
    ['ADMIN_PASSWORD', 'short'],
    ['APP_SECRET', 'too-short'],
    ['MAIL_FROM', 'not-an-email'],
    ['TRUST_PROXY', 'my-proxy'],
    ['TRUST_PROXY', '10.0.0.0/8,not-an-ip'],
  ])('stops with a message naming %s when it is %s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}:`));
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 172.16.0.0/12, ::1' }).TRUST_PROXY).toBe('loopback,172.16.0.0/12,::1');
  });
});

describe('adminCookieIsSecure', () => {
  it('is Secure in production on an https:// PUBLIC_URL only, and never outside production', () => {
    expect(adminCookieIsSecure(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ai.example.com' }))).toBe(true);
    expect(adminCookieIsSecure(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' }))).toBe(false);
    expect(adminCookieIsSecure(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://ai.example.com' }))).toBe(false);
  });

  it('follows the default PUBLIC_URL (http://localhost:PORT) when none is set, so sign-in works on the default address', () => {
    expect(adminCookieIsSecure(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
  });
});

describe('SIGNUP_RATE_LIMIT', () => {
  it('defaults to 30 signups per client per hour, blank included, and 0 turns it off', () => {
    expect(loadConfig({}).SIGNUP_RATE_LIMIT).toBe(30);
    expect(loadConfig({ SIGNUP_RATE_LIMIT: ' ' }).SIGNUP_RATE_LIMIT).toBe(30);
    expect(loadConfig({ SIGNUP_RATE_LIMIT: '0' }).SIGNUP_RATE_LIMIT).toBe(0);
    expect(loadConfig({ SIGNUP_RATE_LIMIT: '500' }).SIGNUP_RATE_LIMIT).toBe(500);
  });

  it.each(['-1', '2.5', 'many'])('stops with a message naming SIGNUP_RATE_LIMIT when it is %s', (value) => {
    expect(() => loadConfig({ SIGNUP_RATE_LIMIT: value })).toThrow(/SIGNUP_RATE_LIMIT: must be a whole number of 0 or more/);
  });
});
