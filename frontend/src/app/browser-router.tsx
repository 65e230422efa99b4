import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router';
import { NavigationPendingContext } from '../lib/navigation-pending';

type RouterState = { action: NavigationType; location: Location };

/**
 * react-router's BrowserRouter, with the transition it already runs every navigation in made
 * observable: the same browser history and `<Router>`, but the location update goes through a
 * `useTransition` of our own, whose `isPending` holds from the click (or Back) until the next page has
 * committed. The layout shows it (a progress bar, `aria-busy`) while a lazy screen loads.
 */
export const AppBrowserRouter = ({ children }: { children: ReactNode }) => {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
};
