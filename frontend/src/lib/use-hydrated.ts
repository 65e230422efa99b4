import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while rendering on the server and while the browser hydrates that render; true from the
 * commit that follows hydration on, and at once in anything rendered afresh in the browser (the
 * operator area, a screen reached by a client-side navigation), which never showed server HTML.
 *
 * The server's HTML is on screen seconds before its script runs on a slow phone; a control that
 * needs the script (a form's fields and submit, a button that opens or chooses something) reads this
 * to stay disabled until then, rather than look ready and reload the page or lose what was typed.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
