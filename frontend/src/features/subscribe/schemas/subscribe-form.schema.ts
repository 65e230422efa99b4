import { z } from 'zod';
import { type AcceptedFrequency, FREQUENCY_LABELS, PUBLIC_INTEREST_IDS, SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';

/** The dedicated page offers these three; 'major-updates' is this page's spelling (spec section 3), an alias the server accepts. */
export const subscribeFrequencies = ['daily', 'weekly', 'major-updates'] as const satisfies readonly AcceptedFrequency[];
export type SubscribeFrequency = (typeof subscribeFrequencies)[number];

export const subscribeFrequencyLabels: Record<SubscribeFrequency, string> = FREQUENCY_LABELS;

/**
 * Email and at least one interest are required (spec section 5); both failures share one toast,
 * so the schema only has to say "valid or not". The interest ids and the length of the free text
 * are the contract's, so the page cannot send what the server refuses.
 */
export const subscribeFormSchema = z.object({
  email: z.string().trim().min(1),
  frequency: z.enum(subscribeFrequencies),
  interests: z.array(z.enum(PUBLIC_INTEREST_IDS)).min(1),
  customInterests: z.string().trim().max(SUBSCRIBER_LIMITS.customInterests),
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

export type SubscribeField = 'email' | 'interests';

/** The inline messages beside the shared toast: which of the two required parts is missing. */
export const subscribeFieldErrors = (values: SubscribeFormValues): Partial<Record<SubscribeField, string>> => ({
  ...(values.email.trim() === '' ? { email: 'Please enter your email address.' } : {}),
  ...(values.interests.length === 0 ? { interests: 'Please select at least one interest.' } : {}),
});
