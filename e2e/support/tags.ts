import type { Page } from 'playwright-core';

/** The third-party scripts cannot load here: the stubs they replace (dataLayer, fbq's queue) are what the tags would send. */
export const blockThirdParties = (page: Page, baseUrl: string) => page.route((url) => url.origin !== new URL(baseUrl).origin, (route) => route.abort());

export type TaggedData = { dataLayer: unknown[][]; pixel: unknown[][] };

/** Everything handed to the analytics tag and the pixel so far. */
export const taggedData = (page: Page): Promise<TaggedData> =>
  page.evaluate(() => {
    const tagWindow = window as unknown as { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue?: unknown[][] } };
    return { dataLayer: (tagWindow.dataLayer ?? []).map((entry) => Array.from(entry)), pixel: tagWindow.fbq?.queue ?? [] };
  });

export type AnalyticsEvent = { name: string; parameters: Record<string, unknown> };

/** The analytics events (`gtag('event', name, parameters)`) in the order they were sent. */
export const analyticsEvents = async (page: Page): Promise<AnalyticsEvent[]> =>
  (await taggedData(page)).dataLayer
    .filter((entry) => entry[0] === 'event')
    .map((entry) => ({ name: String(entry[1]), parameters: (entry[2] ?? {}) as Record<string, unknown> }));

/** The page views the analytics tag received, as path and title. */
export const pageViews = async (page: Page) =>
  (await analyticsEvents(page)).filter((event) => event.name === 'page_view').map(({ parameters }) => ({ path: parameters.page_path, title: parameters.page_title }));

/** The PageView events the pixel received. */
export const pixelPageViews = async (page: Page) => (await taggedData(page)).pixel.filter((call) => call[0] === 'track' && call[1] === 'PageView').length;
