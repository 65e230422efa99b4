import { isIP } from 'node:net';
import { z } from 'zod';
import { EVENTSTORE_URL_SCHEMES } from '../core/event-store/eventstoredb-connection.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithSchemes = (schemes: readonly string[]) =>
  optionalText.refine((value) => value === undefined || schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
    message: `must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`,
  });

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyEntry = (entry: string): boolean => {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
};

/** Express' `trust proxy`: which hops may set X-Forwarded-For / -Proto (client address for rate limits, HTTPS for the cookie). */
const trustProxySchema = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, context): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyEntry)) return entries.join(',');
    context.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or CIDR ranges',
    });
    return z.NEVER;
  });

/** Every variable the operators rely on, parsed once at boot. */
export const appConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: urlWithSchemes(['http', 'https']),
  TRUST_PROXY: trustProxySchema,
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 12, {
    message: 'must be at least 12 characters',
  }),
  APP_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  EVENTSTORE_URL: urlWithSchemes(EVENTSTORE_URL_SCHEMES),
  MONGODB_URL: urlWithSchemes(['mongodb', 'mongodb+srv']),
  MONGODB_DATABASE: z.string().trim().min(1).default('ai_navigator'),
  OPENAI_API_KEY: optionalText,
  OPENAI_WRITER_MODEL: z.string().trim().min(1).default('gpt-3.5-turbo'),
  OPENAI_ANALYST_MODEL: z.string().trim().min(1).default('gpt-4o'),
  SENDGRID_API_KEY: optionalText,
  MAIL_FROM: z.string().trim().email().default('newsletter@ai-navigator.local'),
  GA_MEASUREMENT_ID: optionalText,
  META_PIXEL_ID: optionalText,
});

export type AppConfig = z.infer<typeof appConfigSchema> & { publicUrl: string };

export class ConfigError extends Error {}

/**
 * The admin cookie is Secure in production, unless the operator says the site is served over plain
 * HTTP (PUBLIC_URL=http://...), where a Secure cookie would never be sent back and sign-in could not work.
 */
export const adminCookieIsSecure = (config: Pick<AppConfig, 'NODE_ENV' | 'PUBLIC_URL'>): boolean =>
  config.NODE_ENV === 'production' && !config.PUBLIC_URL?.startsWith('http://');

/** Parses the environment; a bad value stops the boot with a message naming the variable. */
export const loadConfig = (environment: Record<string, string | undefined>): AppConfig => {
  const parsed = appConfigSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = parsed.data;
  return { ...config, publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '') };
};

export const APP_CONFIG = Symbol('APP_CONFIG');
