import type { z } from 'zod';
import { type ContactPayload, type ContactRequest, contactRequestSchema } from '@contract/contact.contract';

/**
 * The form checks a message with the server's own schema (the contract's), so the two can never
 * disagree on a limit; only the wording shown next to each field is the form's.
 */
export const contactFormSchema = contactRequestSchema;

export type ContactFormValues = ContactPayload;
export type ContactMessage = ContactRequest;
export type ContactField = keyof ContactFormValues;

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
const MISSING: Record<ContactField, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  subject: 'Please enter a subject.',
  message: 'Please enter a message.',
};

const wording = (field: ContactField, value: string, issue: z.core.$ZodIssue): string => {
  if (value.trim() === '') return MISSING[field];
  if (field === 'email') return 'Please enter a valid email address.';
  if (issue.code === 'too_small') return `${LABELS[field]} must be at least ${issue.minimum} characters.`;
  if (issue.code === 'too_big') return `${LABELS[field]} must be at most ${issue.maximum} characters.`;
  return `${LABELS[field]} ${issue.message}.`;
};

/** The first problem of each field, for inline messages. */
export const contactFieldErrors = (values: ContactFormValues): Partial<Record<ContactField, string>> => {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= wording(field, values[field], issue);
  }
  return errors;
};
