import { z } from 'zod';
import { emailSchema } from '@contract/fields';
import { INVALID_EMAIL_MESSAGE } from '../../../lib/field-refusal';
import { type AcceptedFrequency, FREQUENCY_LABELS, PUBLIC_INTEREST_IDS, SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';

/** The dedicated page offers these three; 'major-updates' is this page's spelling (spec section 3), an alias the server accepts. */
export const subscribeFrequencies = ['daily', 'weekly', 'major-updates'] as const satisfies readonly AcceptedFrequency[];
export type SubscribeFrequency = (typeof subscribeFrequencies)[number];

export const subscribeFrequencyLabels: Record<SubscribeFrequency, string> = FREQUENCY_LABELS;

/**
 * Email and at least one interest are required (spec section 5); both failures share one toast,
 * so the schema only has to say "valid or not". The address rule, the interest ids and the length
 * of the free text are the contract's, so the page cannot send what the server refuses.
 */
export const subscribeFormSchema = z.object({
  email: emailSchema,
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

/** An address given but not one (the spec's toast is for missing parts; this is data deletion's wording). */
export const subscribeEmailInvalid = { title: 'Invalid Email', description: INVALID_EMAIL_MESSAGE } as const;

export type SubscribeField = 'email' | 'interests' | 'customInterests';

/** The fields as the API names them, by their labels: a refusal of the server is shown on its field. */
export const SUBSCRIBE_FIELD_LABELS: Record<SubscribeField, string> = { email: 'Email address', interests: 'Interests', customInterests: 'Description' };

const emailProblem = (email: string) => {
  if (email.trim() === '') return 'Please enter your email address.';
  return emailSchema.safeParse(email).success ? undefined : INVALID_EMAIL_MESSAGE;
};

/** The inline messages beside the toast: which required part is missing, or an address that is none. */
export const subscribeFieldErrors = (values: SubscribeFormValues): Partial<Record<SubscribeField, string>> => {
  const email = emailProblem(values.email);
  return {
    ...(email ? { email } : {}),
    ...(values.interests.length === 0 ? { interests: 'Please select at least one interest.' } : {}),
  };
};

/** The toast of a refused form: 'Missing Information' when a required part is missing, else the address's. */
export const subscribeFormProblem = (values: SubscribeFormValues) =>
  values.email.trim() === '' || values.interests.length === 0 ? subscribeFormInvalid : subscribeEmailInvalid;
