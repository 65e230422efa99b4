export const ADMIN_HOME_PATH = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';

/** What the guard hands the login page: the admin page that was asked for, with its query (`?tab=`). */
export type LoginRedirectState = { from: string };

export const loginRedirectState = (pathname: string, search: string): LoginRedirectState => ({ from: `${pathname}${search}` });

/** Only a path inside the dashboard counts: router state is ours, but a stale or odd one must not send the admin elsewhere. */
const isDashboardPath = (path: string) =>
  path === ADMIN_HOME_PATH || path.startsWith(`${ADMIN_HOME_PATH}?`) || (path.startsWith(`${ADMIN_HOME_PATH}/`) && !path.startsWith(ADMIN_LOGIN_PATH));

/** Where to go after signing in: the page the guard turned away, else the dashboard. */
export const returnPathAfterLogin = (state: unknown): string => {
  if (typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string' && isDashboardPath(state.from)) return state.from;
  return ADMIN_HOME_PATH;
};
