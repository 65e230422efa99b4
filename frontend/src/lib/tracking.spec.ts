import { describe, expect, it, jest } from '@jest/globals';
import { CONSENT_STORAGE_KEY } from './consent';
import { GTAG_SCRIPT_URL, isPixelAnswering, PIXEL_SCRIPT_URL } from './third-party-tags';
import {
  awaitPageView,
  conversionValue,
  initTracking,
  loadPixelForCheck,
  pixelRequestTime,
  reportConversion,
  trackConversion,
  trackPageView,
  trackPixel,
  updateConsent,
} from './tracking';

const configure = (config: { analyticsId: string | null; pixelId: string | null }) => {
  const element = document.createElement('script');
  element.id = 'site-config';
  element.type = 'application/json';
  element.textContent = JSON.stringify(config);
  document.head.appendChild(element);
};

const thirdPartyScripts = () => Array.from(document.querySelectorAll('script[src]')).map((script) => script.getAttribute('src'));
const dataLayerEntries = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const pixelCalls = () => window.fbq?.queue ?? [];

describe('tracking', () => {
  it('loads no third-party script without configured ids, even with full consent', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'all');
    initTracking();
    updateConsent('all');
    trackConversion('tool_click', { toolName: 'Writely' });
    expect(thirdPartyScripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('loads nothing with ids but without consent or with essential/rejected consent', () => {
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    initTracking();
    updateConsent('essential');
    updateConsent('rejected');
    expect(thirdPartyScripts()).toEqual([]);
  });

  it('loads both tags once consent is all, with consent granted', () => {
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    updateConsent('all');
    expect(thirdPartyScripts()).toEqual([`${GTAG_SCRIPT_URL}?id=G-TEST`, PIXEL_SCRIPT_URL]);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('all');
    expect(dataLayerEntries()[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', security_storage: 'granted' })]);
    expect(pixelCalls()).toContainEqual(['init', '123']);
  });

  it('loads only the configured tag and starts at boot for an earlier acceptance', () => {
    configure({ analyticsId: null, pixelId: '123' });
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'all');
    initTracking();
    expect(thirdPartyScripts()).toEqual([PIXEL_SCRIPT_URL]);
  });

  it('sends a consent update that keeps security granted and denies the rest', () => {
    configure({ analyticsId: 'G-TEST', pixelId: null });
    updateConsent('all');
    updateConsent('essential');
    expect(dataLayerEntries()).toContainEqual([
      'consent',
      'update',
      {
        security_storage: 'granted',
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        functionality_storage: 'denied',
        personalization_storage: 'denied',
      },
    ]);
  });

  it('reports page views and pixel events only when loaded', () => {
    trackPageView('/tools');
    trackPixel('Subscribe', { value: 1 });
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    updateConsent('all');
    trackPageView('/tools');
    trackPixel('Subscribe', { value: 1, currency: 'USD' });
    expect(dataLayerEntries()).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/tools' })]);
    expect(pixelCalls()).toContainEqual(['track', 'PageView']);
    expect(pixelCalls()).toContainEqual(['track', 'Subscribe', { value: 1, currency: 'USD' }]);
  });

  it('never hands an address or a token in the URL to the analytics tag or its defaults', () => {
    window.history.replaceState(null, '', '/subscribe/preferences?email=ada%40example.com&token=v1.secret&utm_source=mail');
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    updateConsent('all');
    trackPageView('/subscribe/preferences?email=ada%40example.com&token=v1.secret&utm_source=mail');
    const sent = JSON.stringify(dataLayerEntries());
    expect(sent).not.toMatch(/ada|example\.com|secret|token/);
    expect(dataLayerEntries()).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/subscribe/preferences?utm_source=mail', page_location: 'http://localhost/subscribe/preferences?utm_source=mail' }),
    ]);
    window.history.replaceState(null, '', '/');
  });

  it('rewrites the URL with the conversion and reports its value', () => {
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    updateConsent('all');
    window.history.replaceState(null, '', '/tools?q=write');
    trackConversion('tool_click', { toolName: 'Writely' });
    const query = new URLSearchParams(window.location.search);
    expect(query.get('q')).toBe('write');
    expect(query.get('conversion')).toBe('tool_click');
    expect(query.get('value')).toBe('5');
    expect(query.get('currency')).toBe('USD');
    expect(dataLayerEntries()).toContainEqual([
      'event',
      'conversion',
      { event_category: 'tool_click', value: 5, currency: 'USD', page_location: 'http://localhost/tools?q=write&conversion=tool_click&value=5&currency=USD&tool=Writely' },
    ]);
    expect(pixelCalls()).toContainEqual(['track', 'InitiateCheckout', { value: 5, currency: 'USD', content_name: 'Writely' }]);

    trackConversion('newsletter_signup', { interests: ['a', 'b', 'c', 'd'] });
    expect(pixelCalls()).toContainEqual(['track', 'Lead', { value: 2, currency: 'USD', content_category: ['a', 'b', 'c'] }]);
    trackConversion('newsletter_preferences', { interests: ['1', '2', '3', '4', '5', '6'] });
    expect(pixelCalls()).toContainEqual(['track', 'CompleteRegistration', { value: 2, currency: 'USD', content_ids: ['1', '2', '3', '4', '5'] }]);
    window.history.replaceState(null, '', '/');
  });

  it('rewrites the URL without consent or configured ids, since that is first party, and calls no tag', () => {
    window.history.replaceState({ usr: null, key: 'k1', idx: 0 }, '', '/tools');
    trackConversion('tool_click', { toolName: 'Writely' });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ conversion: 'tool_click', value: '5', currency: 'USD', tool: 'Writely' });
    expect(window.history.state).toEqual({ usr: null, key: 'k1', idx: 0 });
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();

    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
    initTracking();
    window.history.replaceState(null, '', '/subscribe');
    trackConversion('newsletter_signup', { interests: ['ai-code'], source: 'dedicated_page' });
    expect(new URLSearchParams(window.location.search).get('conversion')).toBe('newsletter_signup');
    expect(thirdPartyScripts()).toEqual([]);
    window.history.replaceState(null, '', '/');
  });

  it('reports to the tags without touching the URL when asked for the report only', () => {
    configure({ analyticsId: null, pixelId: '123' });
    updateConsent('all');
    window.history.replaceState(null, '', '/tools');
    reportConversion('blog_engagement', { readSeconds: 120 });
    expect(window.location.search).toBe('');
    expect(pixelCalls()).toContainEqual(['track', 'ViewContent', { value: 2, currency: 'USD', content_type: 'article' }]);
    window.history.replaceState(null, '', '/');
  });

  it('tells the tags that a consent loads about the page on show, once', () => {
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    document.title = 'AI Tools Blog | AI Navigator';
    trackPageView('/blog');
    expect(window.dataLayer).toBeUndefined();
    updateConsent('all');
    const pageViews = () => dataLayerEntries().filter((entry) => entry[1] === 'page_view');
    expect(pageViews()).toEqual([['event', 'page_view', expect.objectContaining({ page_path: '/blog', page_title: 'AI Tools Blog | AI Navigator' })]]);
    expect(pixelCalls().filter((call) => call[1] === 'PageView')).toHaveLength(1);
    // The tags are there now: a later choice loads nothing and reports nothing again.
    updateConsent('all');
    expect(pageViews()).toHaveLength(1);
    expect(pixelCalls().filter((call) => call[1] === 'PageView')).toHaveLength(1);
  });

  it('reports nothing on consent while the next page is on its way: its own page view will reach the tags', () => {
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    trackPageView('/blog');
    awaitPageView();
    updateConsent('all');
    expect(dataLayerEntries().filter((entry) => entry[1] === 'page_view')).toEqual([]);
    trackPageView('/about');
    expect(dataLayerEntries().filter((entry) => entry[1] === 'page_view')).toEqual([['event', 'page_view', expect.objectContaining({ page_path: '/about' })]]);
  });

  it('reports nothing for the page on show when the visitor declines', () => {
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    trackPageView('/blog');
    updateConsent('essential');
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('tells the tags nothing more once the visitor withdraws on the page (Cookie settings), and revokes the pixel', () => {
    configure({ analyticsId: 'G-TEST', pixelId: '123' });
    updateConsent('all');
    trackPageView('/tools');
    const analyticsEvents = () => dataLayerEntries().filter((entry) => entry[0] === 'event').length;
    const pixelTracks = () => pixelCalls().filter((call) => call[0] === 'track').length;
    const [eventsBefore, tracksBefore] = [analyticsEvents(), pixelTracks()];

    updateConsent('essential');
    expect(pixelCalls().at(-1)).toEqual(['consent', 'revoke']);
    trackPageView('/blog');
    trackConversion('tool_click', { toolName: 'Writely' });
    trackPixel('Subscribe', { value: 1 });
    expect(analyticsEvents()).toBe(eventsBefore);
    expect(pixelTracks()).toBe(tracksBefore);
    // The conversion in the URL is first party and stays.
    expect(new URLSearchParams(window.location.search).get('conversion')).toBe('tool_click');

    // Given again on the same page: the tags hear from the page again.
    updateConsent('all');
    expect(pixelCalls()).toContainEqual(['consent', 'grant']);
    trackPageView('/about');
    expect(dataLayerEntries()).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/about' })]);
    window.history.replaceState(null, '', '/');
  });

  it("hands the pixel's calls to Meta's script once it has loaded, as Meta's snippet does", () => {
    configure({ analyticsId: null, pixelId: '123' });
    updateConsent('all');
    expect(isPixelAnswering()).toBe(false);
    const callMethod = jest.fn();
    Object.assign(window.fbq ?? {}, { callMethod });
    expect(isPixelAnswering()).toBe(true);
    trackPixel('Subscribe', { value: 1 });
    expect(callMethod).toHaveBeenCalledWith('track', 'Subscribe', { value: 1 });
    expect(pixelCalls()).not.toContainEqual(['track', 'Subscribe', { value: 1 }]);
  });

  it("loads the pixel for the admin's check only when asked, revoked so it sends nothing, and once", () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
    initTracking();
    expect([thirdPartyScripts(), pixelRequestTime()]).toEqual([[], null]);
    expect(loadPixelForCheck('123')).toBe(true);
    expect(thirdPartyScripts()).toEqual([PIXEL_SCRIPT_URL]);
    expect(pixelCalls().slice(0, 2)).toEqual([
      ['consent', 'revoke'],
      ['init', '123'],
    ]);
    expect(pixelRequestTime()).toEqual(expect.any(Number));
    trackPixel('Subscribe', { value: 1 });
    expect(pixelCalls()).toHaveLength(2);
    expect(loadPixelForCheck('123')).toBe(false);
    expect(thirdPartyScripts()).toEqual([PIXEL_SCRIPT_URL]);
  });

  it('values conversions as the spec says', () => {
    expect(conversionValue('newsletter_signup')).toBe(2);
    expect(conversionValue('tool_click')).toBe(5);
    expect(conversionValue('newsletter_preferences')).toBe(2);
    expect(conversionValue('blog_engagement', { readSeconds: 90 })).toBe(1.5);
    expect(conversionValue('blog_engagement', { readSeconds: 3600 })).toBe(10);
  });
});
