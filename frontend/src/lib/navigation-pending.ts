import { createContext, useContext } from 'react';

/**
 * Whether a navigation is on its way: the address has changed, but the next page is not on screen
 * yet (its lazy chunk, or anything else it suspends on, is loading; the old page stays meanwhile).
 * Provided by the browser's router (app/browser-router.tsx); the server's render is never pending.
 */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = () => useContext(NavigationPendingContext);
