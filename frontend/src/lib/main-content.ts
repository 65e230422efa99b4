/**
 * The id of the page's `<main>` (focusable from script only): where focus goes when nothing on the
 * page opened a dialog. Its own module so the layout does not pull the dialog code into the entry bundle.
 */
export const MAIN_CONTENT_ID = 'main-content';
