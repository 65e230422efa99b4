import type { TrackPayload } from '@contract/analytics.contract';
import { TRACK_LIMITS, TRACK_PATH_PATTERN, TRACK_TOOL_PATTERN, trackedPath } from '@contract/analytics.vocabulary';

/**
 * The first-party beacon (POST /api/track): page views and tool link clicks for the dashboard's
 * siteVisits and linkClicks charts. Cookie-less and without personal data, so it needs no consent,
 * unlike the third-party tags of tracking.ts: no cookie or credentials are sent, no visitor id is
 * kept, and only the path goes out, never the query string (which may hold an address or a token).
 */

const TRACK_URL = '/api/track';

/** The path the beacon reports for a page, or null: the operator area is not the site, and a path an address could hide in is not sent. */
export const reportablePath = (location: string): string | null => {
  const path = trackedPath(location);
  if (path === '/admin' || path.startsWith('/admin/')) return null;
  return path.length <= TRACK_LIMITS.path && TRACK_PATH_PATTERN.test(path) ? path : null;
};

/** Fire and forget: `keepalive` lets a click that leaves the page still arrive, and a failure never reaches the visitor. */
const send = (payload: TrackPayload) => {
  fetch(TRACK_URL, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  }).catch(() => undefined);
};

/** A page was shown (the layout calls it on every route change). */
export const sendPageView = (pathname: string) => {
  const path = reportablePath(pathname);
  if (path) send({ type: 'page_view', path });
};

/** A tool's link was followed, from the page now shown. */
export const sendToolClick = (tool: string, pathname = window.location.pathname) => {
  const path = reportablePath(pathname);
  const name = tool.trim();
  if (path && name.length <= TRACK_LIMITS.tool && TRACK_TOOL_PATTERN.test(name)) send({ type: 'tool_click', path, tool: name });
};
