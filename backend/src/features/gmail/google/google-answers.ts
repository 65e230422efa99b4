import { z } from 'zod';

/**
 * What Google answers, checked at the boundary: only the fields the app reads, the rest ignored.
 * Anything else is an answer the app cannot use, reported as Google's failure, never a 500.
 */

/** The token endpoint: an authorization code exchanged (with a refresh token) or a refresh (without one). */
export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().default(''),
});

/** The OAuth endpoints' error (`invalid_grant`, `invalid_client`, ...). */
export const oauthErrorSchema = z.object({ error: z.string().max(100), error_description: z.string().optional() });

/** The Gmail API's error: `{ error: { code, message, status } }`. */
export const apiErrorSchema = z.object({ error: z.object({ message: z.string().optional(), status: z.string().max(100).optional() }) });

export const profileSchema = z.object({ emailAddress: z.string().min(1) });

export const messageListSchema = z.object({
  messages: z.array(z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) })).default([]),
  nextPageToken: z.string().optional(),
});

/** A MIME part as Gmail's `format=full` gives it: headers, the body (base64url) or its parts. */
export type GmailPart = {
  mimeType?: string | undefined;
  headers?: { name: string; value: string }[] | undefined;
  body?: { data?: string | undefined } | undefined;
  parts?: GmailPart[] | undefined;
};

const partSchema: z.ZodType<GmailPart> = z.lazy(() =>
  z.object({
    mimeType: z.string().optional(),
    headers: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
    body: z.object({ data: z.string().optional() }).optional(),
    parts: z.array(partSchema).optional(),
  }),
);

/** One message: its id, when Gmail received it (milliseconds since the epoch, as text) and its MIME tree. */
export const messageSchema = z.object({
  id: z.string().min(1),
  internalDate: z.string().regex(/^\d{1,16}$/),
  payload: partSchema,
});
export type GmailMessage = z.infer<typeof messageSchema>;
