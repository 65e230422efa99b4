import { z } from 'zod';

/** Only the email is required (spec section 5); format is left to the server. */
export const unsubscribeFormSchema = z.object({ email: z.string().trim().min(1) });

export type UnsubscribeFormValues = z.input<typeof unsubscribeFormSchema>;

export const unsubscribeFormInvalid = {
  title: 'Email required',
  description: 'Please enter your email address.',
} as const;
