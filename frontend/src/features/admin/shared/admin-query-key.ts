/**
 * Every query made under the admin session has a key starting with this, so signing out (or a
 * session that expired) drops all of it in one call: nothing fetched as the admin outlives the session.
 */
export const ADMIN_QUERY_KEY = ['admin'] as const;
