import type session from 'express-session';

/** express-session's store, plus the close every adapter needs on shutdown. */
export type AdminSessionStore = session.Store & Required<Pick<session.Store, 'touch'>> & { close(): Promise<void> };

/** When a session row stops counting: its cookie's expiry, or the default lifetime from now. */
export const sessionExpiry = (data: session.SessionData, defaultTtlMs: number, now: number): number =>
  data.cookie?.expires ? new Date(data.cookie.expires).getTime() : now + defaultTtlMs;
