/**
 * What each admin module forgets when the session ends (sign-out or an expired session): module
 * stores register here when they load, and the shell calls `endAdminSession` without having to
 * import them (each panel stays in its own chunk).
 */
const forgetters = new Set<() => void>();

/**
 * The start of every sessionStorage key a dashboard store writes (session-state.ts). Ending the
 * session removes them by this prefix, so a panel whose chunk was never loaded since a reload
 * leaves nothing behind either.
 */
export const STORED_KEY_PREFIX = 'ai-navigator.admin.';

export const forgetOnSessionEnd = (forget: () => void) => {
  forgetters.add(forget);
};

const forgetStored = () => {
  if (typeof window === 'undefined') return;
  try {
    const storage = window.sessionStorage;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key?.startsWith(STORED_KEY_PREFIX) === true);
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage turned off by the browser: nothing was kept there.
  }
};

export const endAdminSession = () => {
  forgetters.forEach((forget) => forget());
  forgetStored();
};
