import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { OperatorKeyList, OperatorKeyListError, type OperatorKeySource } from '../core/crypto/operator-key-list.js';
import { EVENTSTORE_URL_SCHEMES } from '../core/event-store/eventstoredb-connection.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalEmail = optionalText.pipe(z.email('must be an email address').optional());

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

/** A whole number of at least 0; blank counts as unset like every other variable. */
const countWithDefault = (fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number({ error: 'must be a whole number of 0 or more' }).int('must be a whole number of 0 or more').min(0, 'must be a whole number of 0 or more').default(fallback),
  );

/** `<version>:<base64 key>,...`; messages about a bad value name entries and versions, never a key. */
const operatorKeysSchema = optionalText.transform((value, context): OperatorKeyList | undefined => {
  if (value === undefined) return undefined;
  try {
    return OperatorKeyList.parse(value);
  } catch (error) {
    if (!(error instanceof OperatorKeyListError)) throw error;
    context.addIssue({ code: 'custom', message: error.message });
    return z.NEVER;
  }
});

/** 'true'/'false' (also 1/0, yes/no), any case; unset means the default. */
const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .default(fallback ? 'true' : 'false')
    .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' }))
    .transform((value) => (value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

/** A Meta app id: its digits, as the App Dashboard shows them. */
const metaAppId = optionalText.refine((value) => value === undefined || /^\d{1,32}$/.test(value), { message: 'must be the numeric app id' });

/** The base address of a Meta API, without a trailing slash; blank means the default. */
const graphUrl = (fallback: string) =>
  urlWithSchemes(['http', 'https']).transform((value) => (value ?? fallback).replace(/\/+$/, ''));

/** An IANA time zone name (Europe/Paris, America/New_York, UTC) as Intl knows it. */
const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** Every variable the operators rely on, parsed once at boot. */
export const appConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: urlWithSchemes(['http', 'https']),
  TRUST_PROXY: trustProxySchema,
  /** GET /api/health answers 503 once a projection's lag has grown this long without it moving. */
  HEALTH_STALL_SECONDS: countWithDefault(120),
  /** GET /api/health answers 503 once a job's occurrence has gone this long without a run starting. */
  HEALTH_JOB_GRACE_SECONDS: countWithDefault(300),
  /** Page views and tool clicks the beacon records per client address per minute; 0 turns the limit off. */
  BEACON_RATE_LIMIT: countWithDefault(60),
  /** Signups per client address per hour; 0 turns the limit off. */
  SIGNUP_RATE_LIMIT: countWithDefault(30),
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
  KEY_ENCRYPTION_KEYS: operatorKeysSchema,
  KEY_ENCRYPTION_KEYS_FILE: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_WRITER_MODEL: z.string().trim().min(1).default('gpt-3.5-turbo'),
  OPENAI_ANALYST_MODEL: z.string().trim().min(1).default('gpt-4o'),
  SENDGRID_API_KEY: optionalText,
  MAIL_FROM: z.string().trim().email().default('newsletter@ai-navigator.local'),
  /** The name mail readers show for MAIL_FROM ("AI Navigator <newsletter@…>"); set it empty for the bare address. */
  MAIL_FROM_NAME: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .regex(/^[^"<>\\\p{Cc}]*$/u, 'must be a plain name: no quotes, angle brackets, backslashes or line breaks')
    .default('AI Navigator'),
  /** New subscribers stay pending, and get no newsletter, until they confirm from the welcome email. */
  DOUBLE_OPT_IN: flag(false),
  /** Campaign messages handed to the mail transport per second, across campaigns; 0 means as fast as it takes them. */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(0).max(100_000).default(0),
  /**
   * After a lost SendGrid answer, how long to wait before a batch SendGrid's activity search does not
   * find is taken as not received and sent again (its activity feed lags by minutes).
   */
  SENDGRID_LOOKUP_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** SendGrid's event webhook verification key (the base64 ECDSA public key SendGrid shows); unset refuses every webhook call. */
  SENDGRID_WEBHOOK_PUBLIC_KEY: optionalText,
  /** The shared secret the mail provider sends in the inbound-email webhook's x-webhook-secret header; unset refuses every call. */
  INBOUND_EMAIL_WEBHOOK_SECRET: optionalText.refine((value) => value === undefined || value.length >= 16, {
    message: 'must be at least 16 characters',
  }),
  /** The Google OAuth client (a Web application) that reads the Gmail mailbox the contact address is forwarded to; unset, the Gmail wizard answers naming them. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** The address whose forwarded mail the Gmail check reads; CONTACT_EMAIL when unset. */
  GMAIL_CONTACT_ADDRESS: optionalEmail,
  /** The Gmail label the check reads: a system label (INBOX) or a user label's id. */
  GMAIL_LABEL: optionalText.transform((value) => value ?? 'INBOX').pipe(z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a Gmail label id such as INBOX or Label_12')),
  /** How long a lease (projections, each scheduled job) outlives its holder's last renewal; failover takes at most about this plus a quarter. */
  LEASE_TTL_MS: z.coerce.number().int().min(500).max(600_000).default(3000),
  /** The zone of the schedule (every job): drafts at 08:00, the daily send at 08:00, the weekly one on Monday 08:00. */
  SCHEDULE_TIMEZONE: z
    .string()
    .trim()
    .default('UTC')
    .refine(isTimeZone, { message: 'must be an IANA time zone name, for example UTC or Europe/Paris' }),
  GA_MEASUREMENT_ID: optionalText,
  META_PIXEL_ID: optionalText,
  /** The Meta app that connects the Facebook page (the Social Media tab); unset, every Facebook call answers 409 naming them. */
  FACEBOOK_APP_ID: metaAppId,
  FACEBOOK_APP_SECRET: optionalText,
  /** The Graph API version of every Facebook call; Meta retires a version about two years after its release. */
  FACEBOOK_GRAPH_VERSION: optionalText.transform((value) => value ?? 'v25.0').pipe(z.string().regex(/^v\d+\.\d+$/, 'must be a Graph API version such as v25.0')),
  /** Where Facebook's Graph API is reached: its own address unless an outbound gateway stands in front of it. */
  FACEBOOK_GRAPH_URL: graphUrl('https://graph.facebook.com'),
  /** The Threads app id and secret (the Threads use case of the Meta app); unset, every Threads call answers 409 naming them. */
  THREADS_APP_ID: metaAppId,
  THREADS_APP_SECRET: optionalText,
  /** Where the Threads API is reached, as FACEBOOK_GRAPH_URL. */
  THREADS_GRAPH_URL: graphUrl('https://graph.threads.net'),
  /** Where visitors write to (about, contact, footer); the privacy and legal addresses default to it. Unset = the contact form only. */
  CONTACT_EMAIL: optionalEmail,
  PRIVACY_EMAIL: optionalEmail,
  LEGAL_EMAIL: optionalEmail,
  /** The operator's company, shown in the footer and the legal pages; the address is its lines separated by `|`. */
  COMPANY_NAME: optionalText.pipe(z.string().max(200, 'must be at most 200 characters').optional()),
  COMPANY_ADDRESS: optionalText.pipe(z.string().max(500, 'must be at most 500 characters').optional()),
});

type ParsedVariables = z.infer<typeof appConfigSchema>;

export type AppConfig = Omit<ParsedVariables, 'KEY_ENCRYPTION_KEYS' | 'KEY_ENCRYPTION_KEYS_FILE'> & {
  publicUrl: string;
  /** The operator's key-encryption keys, from KEY_ENCRYPTION_KEYS or KEY_ENCRYPTION_KEYS_FILE; unset means the file ring in DATA_DIR. */
  keyEncryptionKeys: OperatorKeySource | undefined;
};

export class ConfigError extends Error {}

/**
 * The admin cookie is Secure in production when the site is served over HTTPS, as PUBLIC_URL says.
 * PUBLIC_URL defaults to http://localhost:PORT, and that default governs too: a Secure cookie would
 * never be sent back over plain HTTP, so sign-in could not work on the default address.
 */
export const adminCookieIsSecure = (config: Pick<AppConfig, 'NODE_ENV' | 'publicUrl'>): boolean =>
  config.NODE_ENV === 'production' && config.publicUrl.startsWith('https://');

/**
 * Reads the operator's keys from whichever of the two variables is set. A relative KEY_ENCRYPTION_KEYS_FILE
 * is taken from where the command was typed (INIT_CWD under npm), like DATA_DIR.
 */
const operatorKeySource = (
  variables: ParsedVariables,
  environment: Record<string, string | undefined>,
): { source: OperatorKeySource | undefined; problem?: string } => {
  const { KEY_ENCRYPTION_KEYS: keys, KEY_ENCRYPTION_KEYS_FILE: file } = variables;
  if (keys && file) return { source: undefined, problem: 'KEY_ENCRYPTION_KEYS_FILE: set KEY_ENCRYPTION_KEYS or KEY_ENCRYPTION_KEYS_FILE, not both' };
  if (keys) return { source: { variable: 'KEY_ENCRYPTION_KEYS', keys } };
  if (!file) return { source: undefined };
  const path = resolve(environment.INIT_CWD ?? process.cwd(), file);
  try {
    return { source: { variable: 'KEY_ENCRYPTION_KEYS_FILE', path, keys: OperatorKeyList.readFile(path) } };
  } catch (error) {
    if (!(error instanceof OperatorKeyListError)) throw error;
    return { source: undefined, problem: `KEY_ENCRYPTION_KEYS_FILE: ${error.message}` };
  }
};

/** Parses the environment; a bad value stops the boot with a message naming the variable. */
export const loadConfig = (environment: Record<string, string | undefined>): AppConfig => {
  const parsed = appConfigSchema.safeParse(environment);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const keySource = parsed.success ? operatorKeySource(parsed.data, environment) : undefined;
  if (keySource?.problem) problems.push(keySource.problem);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const { KEY_ENCRYPTION_KEYS: _keys, KEY_ENCRYPTION_KEYS_FILE: _file, ...config } = parsed.data;
  return {
    ...config,
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    keyEncryptionKeys: keySource?.source,
  };
};

export const APP_CONFIG = Symbol('APP_CONFIG');
