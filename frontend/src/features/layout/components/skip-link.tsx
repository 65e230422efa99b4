import type { MouseEvent } from 'react';
import { MAIN_CONTENT_ID } from '../../../lib/main-content';

/**
 * "Skip to content": the first stop of the tab order on every page, out of sight until it has focus.
 * The plain link works before the script runs; once it does, focus moves to `<main>` without adding
 * `#main-content` to the address and the history.
 */
export const SkipLink = () => {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-indigo-700 focus:shadow-lg focus:ring-2 focus:ring-indigo-500 dark:focus:bg-gray-900 dark:focus:text-indigo-300"
    >
      Skip to content
    </a>
  );
};
