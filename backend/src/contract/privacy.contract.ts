import { z } from 'zod';
import { defineRoute, routeGroup } from './define-route.js';
import { emailSchema, messageAnswerSchema, optionalText, TEXT_FIELD } from './fields.js';
import { DELETION_LIMITS } from './privacy.vocabulary.js';

export const dataDeletionRequestSchema = z.strictObject({
  email: emailSchema,
  reason: optionalText(DELETION_LIMITS.reason, { multiline: true }),
});
export type DataDeletionPayload = z.input<typeof dataDeletionRequestSchema>;

export const dataDeletionConfirmationSchema = z.strictObject({
  token: z.string(TEXT_FIELD).min(1, 'is required').max(DELETION_LIMITS.token, 'is too long'),
});

export const privacyRoutes = routeGroup('Privacy', {
  requestDeletion: defineRoute({
    method: 'POST',
    path: '/api/data-deletion-request',
    auth: 'public',
    summary: 'Ask for the erasure of the data held for an address',
    description:
      'Records the request and mails a confirmation link, valid 7 days, to the address whether or not it is known; the answer is the same either way.',
    body: dataDeletionRequestSchema,
    responses: { 202: messageAnswerSchema },
    errors: [429],
  }),
  confirmDeletion: defineRoute({
    method: 'POST',
    path: '/api/data-deletion-request/confirm',
    auth: 'public',
    summary: 'Confirm a data deletion with the mailed token',
    description: 'Erases the person (crypto-shredding). 400 with `field: "token"` for an invalid or expired link.',
    body: dataDeletionConfirmationSchema,
    responses: { 200: messageAnswerSchema },
    errors: [410, 412],
  }),
});
