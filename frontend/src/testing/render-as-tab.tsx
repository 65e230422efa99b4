import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { renderWithProviders } from './render';

/** What stands in for the Subscribers panel while `?tab=users` is open. */
export const SUBSCRIBERS_TAB_MARKER = 'The Subscribers tab is open';

/**
 * `panel` as the dashboard holds it: mounted while its tab is open and unmounted while `?tab=users`
 * (the Subscribers tab the send panels link to) is, so a test can leave by the panel's own link or
 * by `openSubscribersTab()` (the tab itself), and come back with `back()`, the browser's Back.
 */
export const renderAsTab = (panel: ReactElement) => {
  const Tabs = () => {
    const [parameters] = useSearchParams();
    return parameters.get('tab') === 'users' ? <p>{SUBSCRIBERS_TAB_MARKER}</p> : panel;
  };
  const rendered = renderWithProviders(<Tabs />);
  const back = () => act(() => rendered.router.navigate(-1));
  const openSubscribersTab = () => act(() => rendered.router.navigate('/?tab=users'));
  return { ...rendered, back, openSubscribersTab };
};
