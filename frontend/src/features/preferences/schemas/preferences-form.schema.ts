import { z } from '../../../lib/zod';

export const preferenceFrequencies = ['daily', 'weekly', 'major_updates'] as const;
export type PreferenceFrequency = (typeof preferenceFrequencies)[number];

export const preferenceFrequencyLabels: Record<PreferenceFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  major_updates: 'Major updates only',
};

/**
 * Interests are free strings: a subscriber may hold values written by other pages (ids, 'business')
 * and saving must not drop them. At least one checkbox or a non-blank description is required.
 */
export const preferencesFormSchema = z
  .object({
    email: z.string().trim().min(1),
    frequency: z.enum(preferenceFrequencies),
    interests: z.array(z.string()),
    customInterests: z.string(),
  })
  .refine((values) => values.interests.length > 0 || values.customInterests.trim() !== '', {
    path: ['interests'],
  });

export type PreferencesFormValues = z.input<typeof preferencesFormSchema>;

export const preferencesFormInvalid = {
  title: 'Please complete all fields',
  description: 'Email and at least one interest (checkbox or description) are required.',
} as const;

/** Old records may carry the subscribe page's spellings; the form only knows major_updates. */
export const toPreferenceFrequency = (value: string): PreferenceFrequency => {
  if (value === 'daily' || value === 'weekly') return value;
  if (value === 'major_updates' || value === 'major-updates' || value === 'major') return 'major_updates';
  return 'weekly';
};
