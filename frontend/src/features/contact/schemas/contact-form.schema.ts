import { z } from '../../../lib/zod';

/** Limits shown next to the fields; the spec leaves them open, these keep messages readable. */
export const contactLimits = {
  nameMax: 100,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(contactLimits.nameMax, `Name must be at most ${contactLimits.nameMax} characters.`),
  email: z.string().trim().min(1, 'Please enter your email address.').pipe(z.email('Please enter a valid email address.')),
  subject: z
    .string()
    .trim()
    .min(1, 'Please enter a subject.')
    .max(contactLimits.subjectMax, `Subject must be at most ${contactLimits.subjectMax} characters.`),
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message.')
    .min(contactLimits.messageMin, `Message must be at least ${contactLimits.messageMin} characters.`)
    .max(contactLimits.messageMax, `Message must be at most ${contactLimits.messageMax} characters.`),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactMessage = z.output<typeof contactFormSchema>;
export type ContactField = keyof ContactFormValues;

/** The first problem of each field, for inline messages. */
export const contactFieldErrors = (values: ContactFormValues): Partial<Record<ContactField, string>> => {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return errors;
};
