import { z } from '../../../lib/zod';
import { interestIds } from './interest-options';

/** The dedicated page offers these three; 'major-updates' is this page's spelling (spec section 3). */
export const subscribeFrequencies = ['daily', 'weekly', 'major-updates'] as const;
export type SubscribeFrequency = (typeof subscribeFrequencies)[number];

export const subscribeFrequencyLabels: Record<SubscribeFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  'major-updates': 'Major updates only',
};

/**
 * Email and at least one interest are required (spec section 5); both failures share one toast,
 * so the schema only has to say "valid or not".
 */
export const subscribeFormSchema = z.object({
  email: z.string().trim().min(1),
  frequency: z.enum(subscribeFrequencies),
  interests: z.array(z.enum(interestIds)).min(1),
  customInterests: z.string().trim(),
});

export type SubscribeFormValues = z.input<typeof subscribeFormSchema>;

export const emptySubscribeForm: SubscribeFormValues = {
  email: '',
  frequency: 'daily',
  interests: [],
  customInterests: '',
};

export const subscribeFormInvalid = {
  title: 'Missing Information',
  description: 'Please enter your email and select at least one interest.',
} as const;
