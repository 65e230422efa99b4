import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, securityHeaders } from './security-headers.js';

const base = { NODE_ENV: 'production' as const, publicUrl: 'https://ai-navigator.example', GA_MEASUREMENT_ID: undefined, META_PIXEL_ID: undefined };
const THEME_HASH = "'sha256-abc='";

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  it("allows the app's own scripts and the hashed inline script, never 'unsafe-inline' scripts", () => {
    const scripts = directive(contentSecurityPolicy(base, [THEME_HASH]), 'script-src');
    expect(scripts).toEqual(["'self'", THEME_HASH]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it('names no analytics or pixel host while their ids are not configured', () => {
    const policy = contentSecurityPolicy(base, [THEME_HASH]);
    expect(policy).not.toMatch(/google|facebook/);
  });

  it('allows the Google tag hosts only with GA_MEASUREMENT_ID, and the pixel hosts only with META_PIXEL_ID', () => {
    const analytics = contentSecurityPolicy({ ...base, GA_MEASUREMENT_ID: 'G-TEST' }, [THEME_HASH]);
    expect(directive(analytics, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(analytics, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(analytics).not.toContain('facebook');

    const pixel = contentSecurityPolicy({ ...base, META_PIXEL_ID: '123' }, [THEME_HASH]);
    expect(directive(pixel, 'script-src')).toContain('https://connect.facebook.net');
    expect(directive(pixel, 'img-src')).toContain('https://www.facebook.com');
    expect(pixel).not.toContain('google');
  });

  it('forbids framing, plugins and foreign form targets', () => {
    const policy = contentSecurityPolicy(base, []);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sends HSTS and upgrades insecure requests in production behind HTTPS', () => {
    const headers = securityHeaders(base, []);
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['Content-Security-Policy']).toContain('upgrade-insecure-requests');
  });

  it('sends no HSTS over plain HTTP or outside production', () => {
    for (const config of [{ ...base, publicUrl: 'http://localhost:3000' }, { ...base, NODE_ENV: 'development' as const }]) {
      const headers = securityHeaders(config, []);
      expect(headers['Strict-Transport-Security']).toBeUndefined();
      expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
    }
  });
});
