import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithSchemes = (schemes: string[]) =>
  optionalText.refine((value) => value === undefined || schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
    message: `must start with ${schemes.map((scheme) => `${scheme}://`).join(' or ')}`,
  });

/** Every variable the operators rely on, parsed once at boot. */
export const appConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  PUBLIC_URL: urlWithSchemes(['http', 'https']),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: optionalText.refine((value) => value === undefined || value.length >= 12, {
    message: 'must be at least 12 characters',
  }),
  APP_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  EVENTSTORE_URL: urlWithSchemes(['esdb', 'esdb+discover', 'kurrentdb', 'kurrentdb+discover']),
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
