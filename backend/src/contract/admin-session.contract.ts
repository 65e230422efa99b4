import { z } from 'zod';
import { defineRoute, routeGroup } from './define-route.js';

const LOGIN_MESSAGE = 'Please enter both username and password';

/** The password is not trimmed: spaces may be part of it. */
export const loginRequestSchema = z.object(
  {
    username: z.string({ error: LOGIN_MESSAGE }).trim().min(1, LOGIN_MESSAGE).max(256, 'must be at most 256 characters'),
    password: z.string({ error: LOGIN_MESSAGE }).min(1, LOGIN_MESSAGE).max(1024, 'must be at most 1024 characters'),
  },
  { error: LOGIN_MESSAGE },
);
export type LoginPayload = z.input<typeof loginRequestSchema>;

export const currentAdminSchema = z.object({ username: z.string() });
export type CurrentAdmin = z.infer<typeof currentAdminSchema>;

export const adminSessionRoutes = routeGroup('Admin session', {
  login: defineRoute({
    method: 'POST',
    path: '/api/admin/login',
    auth: 'public',
    summary: 'Sign in as the admin',
    description:
      'Sets a fresh session cookie (HttpOnly, SameSite=Strict, 8 h, renewed on use; Secure in production on an https:// PUBLIC_URL). 400 "Please enter both username and password"; 401 "Invalid username or password"; 403 from another site, or over plain HTTP when the cookie is Secure (never a success without a usable session); 10 attempts per client per 15 minutes.',
    body: loginRequestSchema,
    responses: { 200: currentAdminSchema },
    errors: [401, 403, 429],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/admin/me',
    auth: 'public',
    summary: 'The signed-in admin',
    description: '401 "Not signed in" without a session.',
    responses: { 200: currentAdminSchema },
    errors: [401],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/admin/logout',
    auth: 'public',
    summary: 'Sign out',
    description: 'Destroys the session and clears the cookie.',
    responses: { 200: z.object({ ok: z.literal(true) }) },
  }),
});
