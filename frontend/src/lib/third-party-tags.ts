/**
 * Loads the Google tag and the Meta pixel. Nothing here runs unless tracking.ts decided that
 * an id is configured and the visitor accepted all cookies.
 */
type TagArguments = unknown[];
type TagFunction = (...args: TagArguments) => void;
type PixelFunction = TagFunction & { queue?: TagArguments[]; loaded?: boolean; version?: string; push?: TagFunction };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: TagFunction;
    fbq?: PixelFunction;
    _fbq?: PixelFunction;
  }
}

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

const appendScript = (source: string) => {
  const script = document.createElement('script');
  script.async = true;
  script.src = source;
  document.head.appendChild(script);
};

/** `pageLocation` is the page as tracking.ts cleaned it: the tag's default for every event, instead of the address bar. */
export const loadAnalyticsTag = (analyticsId: string, consentMode: Record<string, string>, pageLocation: string) => {
  window.dataLayer = window.dataLayer ?? [];
  // gtag expects the `arguments` object itself on the data layer, not an array copy.
  window.gtag = function gtag() {
    window.dataLayer?.push(arguments);
  };
  window.gtag('consent', 'default', consentMode);
  window.gtag('js', new Date());
  // Page views are reported by the router listener, so the automatic one is turned off.
  window.gtag('config', analyticsId, { send_page_view: false, page_location: pageLocation });
  appendScript(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(analyticsId)}`);
};

export const loadPixel = (pixelId: string) => {
  const queue: TagArguments[] = [];
  const pixel: PixelFunction = (...args: TagArguments) => {
    queue.push(args);
  };
  pixel.queue = queue;
  pixel.push = pixel;
  pixel.loaded = true;
  pixel.version = '2.0';
  window.fbq = pixel;
  window._fbq = pixel;
  appendScript(PIXEL_SCRIPT_URL);
  window.fbq('init', pixelId);
};

export const removeTagsForTests = () => {
  document.head.querySelectorAll(`script[src^="${GTAG_SCRIPT_URL}"], script[src="${PIXEL_SCRIPT_URL}"]`).forEach((script) => script.remove());
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  delete window.dataLayer;
};
