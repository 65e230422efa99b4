import type { Request } from 'express';
import type { Session } from 'express-session';

export type AdminSession = Session & { admin?: { username: string; signedInAt: string } };

/** The admin session cookie: its name and lifetime (renewed on every use). */
export const ADMIN_COOKIE = 'ai_navigator_admin';
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

export const adminOf = (request: Request) => (request.session as AdminSession | undefined)?.admin ?? null;

/** Who acts in an admin call: the signed-in admin's name (the guard has checked there is one), recorded as the operator. */
export const operatorOf = (request: Request): string => adminOf(request)?.username ?? 'admin';
