import { z } from 'zod';
import { type Frequency, FREQUENCIES, FREQUENCY_LABELS, SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';

/** The preferences page offers the three stored frequencies; the server answers only these (never an alias). */
export const preferenceFrequencies = FREQUENCIES;
export type PreferenceFrequency = Frequency;

export const preferenceFrequencyLabels: Record<PreferenceFrequency, string> = FREQUENCY_LABELS;

/**
 * Interests are free strings: a subscriber may hold values written by other pages (ids, 'business')
 * and saving must not drop them. At least one checkbox or a non-blank description is required.
 * The description's bound is the contract's.
 */
export const preferencesFormSchema = z
  .object({
    email: z.string().trim().min(1),
    frequency: z.enum(preferenceFrequencies),
    interests: z.array(z.string()),
    customInterests: z.string().max(SUBSCRIBER_LIMITS.customInterests),
  })
  .refine((values) => values.interests.length > 0 || values.customInterests.trim() !== '', {
    path: ['interests'],
  });

export type PreferencesFormValues = z.input<typeof preferencesFormSchema>;

export const preferencesFormInvalid = {
  title: 'Please complete all fields',
  description: 'Email and at least one interest (checkbox or description) are required.',
} as const;

/** The inline message beside the toast, on the interests and the description (either one will do). */
export const PREFERENCES_INTERESTS_MISSING = 'Please pick at least one interest or describe your interests.';
