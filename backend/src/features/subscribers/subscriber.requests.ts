import { z } from 'zod';
import { FREQUENCIES, type Frequency } from './subscriber.events.js';
import { canonicalInterest, INTERESTS, LEAD_MAGNETS } from './subscriber-interests.js';

/** 'major-updates' and 'major' (used by one public page and the import) mean major_updates. */
const FREQUENCY_ALIASES: Record<string, Frequency> = { 'major-updates': 'major_updates', major: 'major_updates' };

export const frequencySchema = z
  .string({ error: 'must be one of daily, weekly, major_updates' })
  .trim()
  .toLowerCase()
  .transform((value) => FREQUENCY_ALIASES[value] ?? value)
  .pipe(z.enum(FREQUENCIES, { error: 'must be one of daily, weekly, major_updates' }));

export const emailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, 'is too long')
  .pipe(z.email({ error: 'must be a valid email address' }));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const interestSchema = z
  .string({ error: 'must be a list of strings' })
  .max(100, 'is too long')
  .transform((value, context) => {
    const interest = canonicalInterest(value);
    if (interest === null) {
      context.addIssue({ code: 'custom', message: `has an unknown interest; use one of: ${INTERESTS.join(', ')}` });
      return z.NEVER;
    }
    return interest;
  });

export const interestsSchema = z
  .array(interestSchema, { error: 'must be a list of strings' })
  .max(30, 'has too many entries')
  .transform((values) => [...new Set(values)]);

/** Where a signup came from: a plain label, never free text (it is stored in clear and survives erasure). */
const sourceSchema = (fallback: string) =>
  z
    .string()
    .trim()
    .max(64, 'is too long')
    .regex(/^[A-Za-z0-9_.-]*$/, 'may contain letters, digits, dot, dash and underscore only')
    .nullish()
    .transform((value) => value || fallback);

/**
 * One signup row, the rules of every way onto the list: the public forms and the admin's bulk import.
 * Strict, so an unknown key is refused rather than dropped. Only the defaults differ by channel.
 */
const signupRowSchema = (defaults: { interests: string[]; source: string }) =>
  z.strictObject({
    email: emailSchema,
    frequency: frequencySchema.default('weekly'),
    interests: interestsSchema.default(defaults.interests),
    customInterests: optionalText(2000),
    source: sourceSchema(defaults.source),
    leadMagnet: z
      .enum(LEAD_MAGNETS, { error: `must be ${LEAD_MAGNETS.join(' or ')}` })
      .nullish()
      .transform((value) => value ?? null),
    utmSource: optionalText(200),
    utmMedium: optionalText(200),
    utmCampaign: optionalText(200),
  });

export const subscribeRequestSchema = signupRowSchema({ interests: [], source: 'website' });

export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const preferencesRequestSchema = z.strictObject({
  frequency: frequencySchema,
  interests: interestsSchema.default([]),
  customInterests: optionalText(2000),
});

export const emailOnlyRequestSchema = z.strictObject({ email: emailSchema });

/** An imported row is a signup without the lead magnet: an import sends no mail. */
export const importRowSchema = signupRowSchema({ interests: ['business'], source: 'manual-import' }).omit({ leadMagnet: true });

export type ImportRow = z.infer<typeof importRowSchema>;

export const bulkImportRequestSchema = z.strictObject({
  subscribers: z
    .array(importRowSchema, { error: 'must be a list' })
    .min(1, 'must contain at least one subscriber')
    .max(20000, 'may contain at most 20000 subscribers per call'),
});
