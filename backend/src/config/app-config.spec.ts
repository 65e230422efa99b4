import { afterAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { adminCookieIsSecure, loadConfig } from './app-config.js';

const directory = mkdtempSync(join(tmpdir(), 'app-config-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const operatorKey = (bytes = 32) => randomBytes(bytes).toString('base64');

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
    ['MAIL_FROM_NAME', 'AI <Navigator>'],
    ['MAIL_FROM_NAME', 'Say "hi"'],
    ['TRUST_PROXY', 'my-proxy'],
    ['TRUST_PROXY', '10.0.0.0/8,not-an-ip'],
    ['KEY_ENCRYPTION_KEYS', 'not-a-list'],
    ['KEY_ENCRYPTION_KEYS', `1:${'A'.repeat(22)}==`],
    ['KEY_ENCRYPTION_KEYS', `2:${'A'.repeat(43)}=,2:${'B'.repeat(43)}=`],
    ['KEY_ENCRYPTION_KEYS_FILE', '/nonexistent/key-encryption-keys'],
    ['DOUBLE_OPT_IN', 'sometimes'],
    ['MAIL_RATE_PER_SECOND', '-1'],
    ['MAIL_RATE_PER_SECOND', 'fast'],
    ['SCHEDULE_TIMEZONE', 'Mars/Olympus_Mons'],
    ['LEASE_TTL_MS', '100'],
    ['FACEBOOK_APP_ID', 'my-app'],
    ['THREADS_APP_ID', '12 34'],
    ['FACEBOOK_GRAPH_VERSION', '25'],
    ['FACEBOOK_GRAPH_URL', 'graph.facebook.com'],
  ])('stops with a message naming %s when it is %s', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`${variable}:`));
  });

  it("names the sender 'AI Navigator' unless MAIL_FROM_NAME says otherwise (empty: the bare address)", () => {
    expect(loadConfig({}).MAIL_FROM_NAME).toBe('AI Navigator');
    expect(loadConfig({ MAIL_FROM_NAME: ' Zoë at AI Navigator ' }).MAIL_FROM_NAME).toBe('Zoë at AI Navigator');
    expect(loadConfig({ MAIL_FROM_NAME: '' }).MAIL_FROM_NAME).toBe('');
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 172.16.0.0/12, ::1' }).TRUST_PROXY).toBe('loopback,172.16.0.0/12,::1');
  });
});

describe('loadConfig: the Meta apps of the Social Media tab', () => {
  it('leaves them unset, and reaches Meta at its own addresses under the default Graph version', () => {
    const config = loadConfig({ FACEBOOK_GRAPH_VERSION: ' ' });
    expect([config.FACEBOOK_APP_ID, config.FACEBOOK_APP_SECRET, config.THREADS_APP_ID, config.THREADS_APP_SECRET]).toEqual([undefined, undefined, undefined, undefined]);
    expect(config.FACEBOOK_GRAPH_VERSION).toBe('v25.0');
    expect([config.FACEBOOK_GRAPH_URL, config.THREADS_GRAPH_URL]).toEqual(['https://graph.facebook.com', 'https://graph.threads.net']);
  });

  it('takes the numeric app ids, a version and a gateway address without its trailing slash', () => {
    const config = loadConfig({ FACEBOOK_APP_ID: '1234567890', THREADS_APP_ID: '987', FACEBOOK_GRAPH_VERSION: 'v24.0', FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9000/' });
    expect([config.FACEBOOK_APP_ID, config.THREADS_APP_ID, config.FACEBOOK_GRAPH_VERSION, config.FACEBOOK_GRAPH_URL]).toEqual(['1234567890', '987', 'v24.0', 'http://127.0.0.1:9000']);
  });
});

describe('loadConfig: the operator key-encryption keys', () => {
  it('leaves them unset by default: the file ring in DATA_DIR', () => {
    expect(loadConfig({}).keyEncryptionKeys).toBeUndefined();
  });

  it('reads KEY_ENCRYPTION_KEYS, newest version first', () => {
    const source = loadConfig({ KEY_ENCRYPTION_KEYS: `2:${operatorKey()},3:${operatorKey()}` }).keyEncryptionKeys;
    expect(source?.variable).toBe('KEY_ENCRYPTION_KEYS');
    expect(source?.keys.versions).toEqual([3, 2]);
  });

  it('reads KEY_ENCRYPTION_KEYS_FILE, a relative path from where the command was typed', () => {
    writeFileSync(join(directory, 'keys'), `1:${operatorKey()}\n`);
    const source = loadConfig({ KEY_ENCRYPTION_KEYS_FILE: 'keys', INIT_CWD: directory }).keyEncryptionKeys;
    expect(source).toMatchObject({ variable: 'KEY_ENCRYPTION_KEYS_FILE', path: join(directory, 'keys') });
    expect(source?.keys.versions).toEqual([1]);
  });

  it('names the variable and the entry of a bad value, never the key', () => {
    const shortKey = operatorKey(31);
    writeFileSync(join(directory, 'bad-keys'), `4:${operatorKey()}\n3:${shortKey}\n`);
    const messageOf = (environment: Record<string, string>) => {
      try {
        loadConfig(environment);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };

    const inline = messageOf({ KEY_ENCRYPTION_KEYS: `3:${shortKey}` });
    const fromFile = messageOf({ KEY_ENCRYPTION_KEYS_FILE: join(directory, 'bad-keys') });

    expect(inline).toContain('KEY_ENCRYPTION_KEYS: entry 1 (version 3): the key must be 32 random bytes in base64 (44 characters), got 31 bytes');
    expect(fromFile).toContain('KEY_ENCRYPTION_KEYS_FILE: entry 2 (version 3): the key must be 32 random bytes');
    expect(`${inline}${fromFile}`).not.toContain(shortKey.slice(0, 12));
  });

  it('refuses both variables at once', () => {
    writeFileSync(join(directory, 'keys-too'), `1:${operatorKey()}`);
    expect(() => loadConfig({ KEY_ENCRYPTION_KEYS: `1:${operatorKey()}`, KEY_ENCRYPTION_KEYS_FILE: join(directory, 'keys-too') })).toThrow(
      'KEY_ENCRYPTION_KEYS_FILE: set KEY_ENCRYPTION_KEYS or KEY_ENCRYPTION_KEYS_FILE, not both',
    );
  });

  it('never prints a key when the configuration is logged', () => {
    const key = operatorKey();
    const config = loadConfig({ KEY_ENCRYPTION_KEYS: `1:${key}` });
    const bytes = Buffer.from(key, 'base64');
    for (const printed of [JSON.stringify(config), inspect(config, { depth: 10 })]) {
      expect(printed).toContain('KEY_ENCRYPTION_KEYS');
      expect(printed).not.toContain(key.slice(0, 12));
      expect(printed).not.toContain(bytes.toString('hex').slice(0, 12));
      expect(printed).not.toContain(`${bytes[0]},${bytes[1]},${bytes[2]},${bytes[3]}`);
    }
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

  it('reads the email settings with their defaults', () => {
    const defaults = loadConfig({});
    expect([defaults.DOUBLE_OPT_IN, defaults.MAIL_RATE_PER_SECOND, defaults.SENDGRID_WEBHOOK_PUBLIC_KEY]).toEqual([false, 0, undefined]);
    const set = loadConfig({ DOUBLE_OPT_IN: 'TRUE', MAIL_RATE_PER_SECOND: '250' });
    expect([set.DOUBLE_OPT_IN, set.MAIL_RATE_PER_SECOND]).toEqual([true, 250]);
  });

  it('leaves the inbound-email webhook without a secret by default, and refuses a secret shorter than 16 characters', () => {
    expect(loadConfig({}).INBOUND_EMAIL_WEBHOOK_SECRET).toBeUndefined();
    expect(loadConfig({ INBOUND_EMAIL_WEBHOOK_SECRET: 'a-secret-of-20-chars' }).INBOUND_EMAIL_WEBHOOK_SECRET).toBe('a-secret-of-20-chars');
    expect(() => loadConfig({ INBOUND_EMAIL_WEBHOOK_SECRET: 'short' })).toThrow(/INBOUND_EMAIL_WEBHOOK_SECRET: must be at least 16 characters/);
  });

  it('leaves Gmail unconfigured by default, reads INBOX unless GMAIL_LABEL names a label id, and refuses an address or label that is not one', () => {
    const defaults = loadConfig({ GMAIL_LABEL: ' ' });
    expect([defaults.GOOGLE_CLIENT_ID, defaults.GOOGLE_CLIENT_SECRET, defaults.GMAIL_CONTACT_ADDRESS, defaults.GMAIL_LABEL]).toEqual([undefined, undefined, undefined, 'INBOX']);
    const set = loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret', GMAIL_CONTACT_ADDRESS: 'hello@example.com', GMAIL_LABEL: 'Label_12' });
    expect([set.GOOGLE_CLIENT_ID, set.GMAIL_CONTACT_ADDRESS, set.GMAIL_LABEL]).toEqual(['id.apps.googleusercontent.com', 'hello@example.com', 'Label_12']);
    expect(() => loadConfig({ GMAIL_CONTACT_ADDRESS: 'not an address' })).toThrow(/GMAIL_CONTACT_ADDRESS: must be an email address/);
    expect(() => loadConfig({ GMAIL_LABEL: 'in:inbox' })).toThrow(/GMAIL_LABEL: must be a Gmail label id/);
  });

  it('schedules in UTC unless SCHEDULE_TIMEZONE names another IANA zone, and keeps leases 3 s by default', () => {
    expect(loadConfig({}).SCHEDULE_TIMEZONE).toBe('UTC');
    expect(loadConfig({ SCHEDULE_TIMEZONE: 'Europe/Paris' }).SCHEDULE_TIMEZONE).toBe('Europe/Paris');
    expect(loadConfig({}).LEASE_TTL_MS).toBe(3000);
  });
});
