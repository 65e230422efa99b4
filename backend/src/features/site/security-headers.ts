import type { AppConfig } from '../../config/app-config.js';

type TagHosts = { script: string[]; connect: string[]; image: string[] };

/** The hosts each third-party tag loads from and reports to; allowed only when its id is configured. */
const GOOGLE_TAG: TagHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  image: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
const META_PIXEL: TagHosts = {
  script: ['https://connect.facebook.net'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  image: ['https://www.facebook.com'],
};

type SecurityConfig = Pick<AppConfig, 'NODE_ENV' | 'publicUrl' | 'GA_MEASUREMENT_ID' | 'META_PIXEL_ID'>;

/** HTTPS in production: HSTS and upgrading any stray http:// subresource. */
export const servesHttps = (config: Pick<AppConfig, 'NODE_ENV' | 'publicUrl'>): boolean =>
  config.NODE_ENV === 'production' && config.publicUrl.startsWith('https://');

/**
 * The Content-Security-Policy of every answer. Scripts: the app's own files and the inline scripts
 * named by their hashes (the theme script), never 'unsafe-inline'. Styles keep 'unsafe-inline':
 * React style props and the dialogs' scroll lock write inline styles. Tool and post images may be
 * any https URL, so img-src allows https:.
 */
export const contentSecurityPolicy = (config: SecurityConfig, inlineScriptHashes: string[]): string => {
  const tags = [config.GA_MEASUREMENT_ID ? GOOGLE_TAG : null, config.META_PIXEL_ID ? META_PIXEL : null].filter((tag) => tag !== null);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScriptHashes, ...tags.flatMap((tag) => tag.script)]],
    ['connect-src', ["'self'", ...tags.flatMap((tag) => tag.connect)]],
    ['img-src', ["'self'", 'data:', 'https:', ...tags.flatMap((tag) => tag.image)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`);
  if (servesHttps(config)) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
};

/** HSTS for a year, only where the site is served over HTTPS (browsers ignore it over plain HTTP anyway). */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries, pages, files and API alike. */
export const securityHeaders = (config: SecurityConfig, inlineScriptHashes: string[]): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(config, inlineScriptHashes),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  ...(servesHttps(config) ? { 'Strict-Transport-Security': HSTS } : {}),
});
