/**
 * A thin bar across the very top of the window while the next page is on its way (a lazy screen
 * loading after a tap on a slow network): fixed, so nothing on the page moves, and shown only after
 * 150 ms, so a quick page change shows nothing. Seen, not heard: `<main>` is marked busy meanwhile,
 * and the route announcer reads the new page's title once it is there.
 */
export const NavigationProgress = () => (
  <div aria-hidden="true" data-testid="navigation-progress" className="fixed inset-x-0 top-0 z-[60] h-[3px] origin-left animate-navigation-progress bg-indigo-500" />
);
