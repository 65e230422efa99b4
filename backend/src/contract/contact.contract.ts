import { z } from 'zod';
import { CONTACT_LIMITS } from './contact.vocabulary.js';
import { defineRoute, routeGroup } from './define-route.js';
import { emailSchema, requiredText } from './fields.js';

export const contactRequestSchema = z.strictObject({
  name: requiredText(CONTACT_LIMITS.nameMax),
  email: emailSchema,
  subject: requiredText(CONTACT_LIMITS.subjectMax),
  message: requiredText(CONTACT_LIMITS.messageMax, { min: CONTACT_LIMITS.messageMin, multiline: true }),
});
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactPayload = z.input<typeof contactRequestSchema>;

export const contactRoutes = routeGroup('Contact', {
  send: defineRoute({
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    summary: 'Send a message through the contact form',
    description: "Stored as one event, everything the sender wrote sealed with their person key.",
    body: contactRequestSchema,
    responses: { 201: z.object({ id: z.uuid() }) },
    errors: [429],
  }),
});
