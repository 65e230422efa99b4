import type { Request } from 'express';
import type { Session } from 'express-session';

export type AdminSession = Session & { admin?: { username: string; signedInAt: string } };

export const adminOf = (request: Request) => (request.session as AdminSession | undefined)?.admin ?? null;
