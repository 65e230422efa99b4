/**
 * The closed lists and constants of the operator's analytics (operator-area.md sections 2, 3 and 9)
 * and of the first-party beacon. Plain data, no zod: the public entry bundle imports the beacon's rules.
 */

/** The five series of the forecasting charts, in the order the spec lists them. */
export const FORECAST_SERIES = ['emailsSent', 'blogPostsCreated', 'siteVisits', 'blogReads', 'linkClicks'] as const;
export type ForecastSeries = (typeof FORECAST_SERIES)[number];

/** Spec section 9: charts show the last 30 days and 7 forecast days; the forecast noise is about plus or minus 5. */
export const ANALYTICS_WINDOWS = {
  historyDays: 30,
  forecastDays: 7,
  forecastNoise: 5,
  /** Stats card: signups of the last 7 days (today included). */
  recentSignupDays: 7,
  /** Email analytics: the weekly trends cover the last 7 days (today included). */
  weeklyTrendDays: 7,
} as const;

/** The breakdowns of the subscriber analytics (active subscribers, demo apart). */
export const BREAKDOWN_DIMENSIONS = ['source', 'frequency', 'interest', 'utmSource', 'utmMedium', 'utmCampaign'] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];

/** What the public site reports to POST /api/track. */
export const TRACK_TYPES = ['page_view', 'tool_click'] as const;
export type TrackType = (typeof TRACK_TYPES)[number];

export const TRACK_LIMITS = { path: 200, tool: 100 } as const;

/**
 * A path the beacon may report: a site path without query or fragment, made of URL-safe characters
 * only, so no address or other free text can ride along (no '@', no '%', no spaces).
 */
export const TRACK_PATH_PATTERN = /^\/[A-Za-z0-9/._~-]*$/;
/** A tool's name as the directory shows it: letters and digits of any script, spaces and a little punctuation, never '@', '/' or markup. */
export const TRACK_TOOL_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .,&+'’()·:!-]*$/u;

/** The site path of a URL or path as the beacon reports it: query string and fragment dropped. */
export const trackedPath = (path: string): string => path.split(/[?#]/, 1)[0];
