import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

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
  ])('stops with a message naming %s when it is %s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}:`));
  });
});
