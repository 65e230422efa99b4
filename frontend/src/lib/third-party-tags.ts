/**
 * Loads the Google tag and the Meta pixel. Nothing here runs unless tracking.ts decided that
 * an id is configured and the visitor accepted all cookies.
 */
type TagArguments = unknown[];
type TagFunction = (...args: TagArguments) => void;
/** `callMethod` is set by Meta's script once it has loaded: from then on the stub hands every call to it. */
type PixelFunction = TagFunction & { queue?: TagArguments[]; loaded?: boolean; version?: string; push?: TagFunction; callMethod?: TagFunction };

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

/**
 * The pixel's stub queues calls until Meta's script has loaded, then hands them to the script
 * (`callMethod`), as Meta's own snippet does. `revoked`: consent is revoked before `init`, so the
 * script loads without sending anything (the admin's check of the pixel).
 */
export const loadPixel = (pixelId: string, { revoked = false }: { revoked?: boolean } = {}) => {
  const queue: TagArguments[] = [];
  const pixel: PixelFunction = (...args: TagArguments) => {
    if (pixel.callMethod) pixel.callMethod(...args);
    else queue.push(args);
  };
  pixel.queue = queue;
  pixel.push = pixel;
  pixel.loaded = true;
  pixel.version = '2.0';
  window.fbq = pixel;
  window._fbq = pixel;
  appendScript(PIXEL_SCRIPT_URL);
  if (revoked) window.fbq('consent', 'revoke');
  window.fbq('init', pixelId);
};

/** Whether Meta's script has loaded in this page and answers calls (it installs `callMethod` on the stub). */
export const isPixelAnswering = (): boolean => typeof window.fbq?.callMethod === 'function';

export const removeTagsForTests = () => {
  document.head.querySelectorAll(`script[src^="${GTAG_SCRIPT_URL}"], script[src="${PIXEL_SCRIPT_URL}"]`).forEach((script) => script.remove());
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  delete window.dataLayer;
};
