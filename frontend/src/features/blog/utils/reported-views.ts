import { BLOG_VIEW_LIMITS } from '@contract/blog.vocabulary';

/**
 * The posts whose view this tab reported, and when: the server counts one view per client and post
 * in `BLOG_VIEW_LIMITS.windowMs` and answers 429 to another, so reloading a post or coming Back to it
 * within the window would only send a view that is not counted. Kept in sessionStorage (this tab,
 * across reloads and back/forward), only the post ids of the last window, never anything personal.
 */
const STORAGE_KEY = 'blog-views-reported';

type ReportedViews = Record<string, number>;

/** The reports still inside the window at `now`; anything unreadable counts as none. */
const readReported = (now: number): ReportedViews => {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    return Object.fromEntries(
      Object.entries(stored).filter(([, at]) => typeof at === 'number' && at <= now && now - at < BLOG_VIEW_LIMITS.windowMs),
    ) as ReportedViews;
  } catch {
    return {};
  }
};

export const viewReportedRecently = (postId: string, now: number): boolean => Object.hasOwn(readReported(now), postId);

/** Records a report at `now` (when the server's answer came, so never before the server counted it). */
export const rememberViewReported = (postId: string, now: number): void => {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readReported(now), [postId]: now }));
  } catch {
    // storage blocked: a repeat within the window is refused by the server, and only that
  }
};
