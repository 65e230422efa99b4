import { trackedUrl } from '@contract/privacy.vocabulary';
import { allowsTracking, consentModeFor, currentConsent, readConsent, resetConsentForTests, storeConsent, type ConsentChoice } from './consent';
import { readSiteConfig } from './site-config';
import { loadAnalyticsTag, loadPixel, removeTagsForTests } from './third-party-tags';

const CONVERSION_KINDS = ['newsletter_signup', 'tool_click', 'blog_engagement', 'newsletter_preferences'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];

export type ConversionDetails = { interests?: string[]; toolName?: string; readSeconds?: number; source?: string; postId?: string };
export type PixelEvent = 'PageView' | 'Lead' | 'InitiateCheckout' | 'ViewContent' | 'CompleteRegistration' | 'Subscribe';
export type PixelParameters = Record<string, string | number | string[]>;

const isConversionKind = (value: string | null): value is ConversionKind => CONVERSION_KINDS.some((kind) => kind === value);

/** Spec section 9: conversion values in USD. */
const CONVERSION_CURRENCY = 'USD';
const MAX_BLOG_ENGAGEMENT_VALUE = 10;
const SIGNUP_PIXEL_INTERESTS = 3;
const PREFERENCES_PIXEL_CONTENT_IDS = 5;

export const conversionValue = (kind: ConversionKind, details: ConversionDetails = {}): number => {
  switch (kind) {
    case 'newsletter_signup':
    case 'newsletter_preferences':
      return 2;
    case 'tool_click':
      return 5;
    case 'blog_engagement':
      return Math.min((details.readSeconds ?? 0) / 60, MAX_BLOG_ENGAGEMENT_VALUE);
  }
};

/**
 * The page as the tags may see it: `trackedUrl` (the one rule of every tracker, first party or not)
 * takes out addresses, tokens and fragments. Every analytics event names it explicitly, so the tag
 * never falls back on reading the address bar itself.
 */
const pageLocation = () => trackedUrl(window.location.href);

let analyticsLoaded = false;
let pixelLoaded = false;
/** When this page asked for the pixel script (Date.now()), by consent or for the admin's check; null while it has not. */
let pixelRequestedAt: number | null = null;

type Tags = { analytics: boolean; pixel: boolean };

/**
 * The loaded tags that may be told anything now: none once the visitor withdrew their consent on
 * this page (Cookie settings). A loaded script cannot be unloaded; it is no longer called.
 */
const tagsInUse = (): Tags => {
  const allowed = allowsTracking(currentConsent());
  return { analytics: allowed && analyticsLoaded, pixel: allowed && pixelLoaded };
};

/** Loads whichever tags are configured, once, and only with full consent; answers the tags it loaded now. */
const loadAllowedTags = (choice: ConsentChoice | null): Tags => {
  const loaded = { analytics: false, pixel: false };
  if (!allowsTracking(choice) || choice === null) return loaded;
  const { analyticsId, pixelId } = readSiteConfig();
  if (analyticsId && !analyticsLoaded) {
    loadAnalyticsTag(analyticsId, consentModeFor(choice), pageLocation());
    analyticsLoaded = loaded.analytics = true;
  }
  if (pixelId && !pixelLoaded) {
    loadPixel(pixelId);
    pixelLoaded = loaded.pixel = true;
    pixelRequestedAt = Date.now();
  }
  return loaded;
};

/**
 * The page on show, once its view was reported (see trackPageView); null while the next page is on
 * its way. Tags that arrive later, with a consent given on this page, are told about it.
 */
let pageOnShow: string | null = null;

const reportPageView = (path: string, tags: Tags) => {
  if (tags.analytics) window.gtag?.('event', 'page_view', { page_path: trackedUrl(path), page_location: pageLocation(), page_title: document.title });
  if (tags.pixel) window.fbq?.('track', 'PageView');
};

/** Called once at start-up: a visitor who accepted earlier gets the tags right away. */
export const initTracking = () => {
  loadAllowedTags(readConsent());
};

/**
 * Stores the banner choice, tells a loaded analytics tag, and loads tags if now allowed. The page
 * the visitor accepted on was shown before these tags existed: they get its page view now, once.
 */
export const updateConsent = (choice: ConsentChoice) => {
  storeConsent(choice);
  if (analyticsLoaded) window.gtag?.('consent', 'update', consentModeFor(choice));
  // The pixel's own switch: a revoked pixel sends nothing, not even its automatic events.
  if (pixelLoaded) window.fbq?.('consent', allowsTracking(choice) ? 'grant' : 'revoke');
  const arrived = loadAllowedTags(choice);
  if (pageOnShow !== null) reportPageView(pageOnShow, arrived);
};

export const isTrackingActive = () => {
  const tags = tagsInUse();
  return tags.analytics || tags.pixel;
};

/** A route change: the next page's view is reported once its title is set (trackPageView), not before. */
export const awaitPageView = () => {
  pageOnShow = null;
};

/** Reports the page on show to the loaded tags, with the title it has now (call it once its head is in place). */
export const trackPageView = (path: string) => {
  pageOnShow = path;
  reportPageView(path, tagsInUse());
};

/** When this page asked for the pixel script, or null: what the admin's pixel status reads. */
export const pixelRequestTime = (): number | null => pixelRequestedAt;

/**
 * The admin's check of the pixel in their own browser, on their click only: the script is loaded
 * with consent revoked unless this browser accepted all cookies, so it sends no events. Once loaded,
 * a later Accept All grants it like any loaded pixel. Answers whether it was asked for now.
 */
export const loadPixelForCheck = (pixelId: string): boolean => {
  if (pixelLoaded) return false;
  loadPixel(pixelId, { revoked: !allowsTracking(currentConsent()) });
  pixelLoaded = true;
  pixelRequestedAt = Date.now();
  return true;
};

export const trackPixel = (event: PixelEvent, parameters: PixelParameters = {}) => {
  if (tagsInUse().pixel) window.fbq?.('track', event, parameters);
};

/** The conversion parameters written into the page URL so URL-based conversion rules see them. */
const rewriteUrlWithConversion = (kind: ConversionKind, value: number, details: ConversionDetails) => {
  const url = new URL(window.location.href);
  url.searchParams.set('conversion', kind);
  url.searchParams.set('value', String(value));
  url.searchParams.set('currency', CONVERSION_CURRENCY);
  if (details.toolName) url.searchParams.set('tool', details.toolName);
  if (details.source) url.searchParams.set('source', details.source);
  window.history.replaceState(window.history.state, '', url.toString());
};

const pixelEventFor = (kind: ConversionKind, value: number, details: ConversionDetails): [PixelEvent, PixelParameters] => {
  const money = { value, currency: CONVERSION_CURRENCY };
  switch (kind) {
    case 'newsletter_signup':
      return ['Lead', { ...money, content_category: (details.interests ?? []).slice(0, SIGNUP_PIXEL_INTERESTS) }];
    case 'tool_click':
      return ['InitiateCheckout', { ...money, content_name: details.toolName ?? '' }];
    case 'blog_engagement':
      // The pixel takes the page from the address bar, which may already show the next page when the
      // reader leaves inside the app: the post's id names the article the time was spent on.
      return ['ViewContent', { ...money, content_type: 'article', ...(details.postId ? { content_ids: [details.postId] } : {}) }];
    case 'newsletter_preferences':
      return ['CompleteRegistration', { ...money, content_ids: (details.interests ?? []).slice(0, PREFERENCES_PIXEL_CONTENT_IDS) }];
  }
};

/**
 * First party: writes the conversion into the current page's URL (spec section 4). This needs
 * no consent and no tag ids; call it only while the page the conversion belongs to is showing.
 */
export const recordConversionInUrl = (kind: ConversionKind, details: ConversionDetails = {}) =>
  rewriteUrlWithConversion(kind, conversionValue(kind, details), details);

/**
 * Third party: reports a conversion to the loaded tags; nothing without configured ids and full
 * consent. `pageUrl` is the page the conversion belongs to when that is no longer the one on show
 * (a post's reading time, reported as the reader moves on); the current page by default.
 */
export const reportConversion = (kind: ConversionKind, details: ConversionDetails = {}, pageUrl: string = window.location.href) => {
  if (!isTrackingActive()) return;
  const value = conversionValue(kind, details);
  if (tagsInUse().analytics) window.gtag?.('event', 'conversion', { event_category: kind, value, currency: CONVERSION_CURRENCY, page_location: trackedUrl(pageUrl) });
  const [pixelEvent, parameters] = pixelEventFor(kind, value, details);
  trackPixel(pixelEvent, parameters);
};

/** A signup, tool click or preference update: the URL always, the tags when allowed. */
export const trackConversion = (kind: ConversionKind, details: ConversionDetails = {}) => {
  recordConversionInUrl(kind, details);
  reportConversion(kind, details);
};

/** The campaign a visitor came from (the utm parameters), as the success page read it. */
export type CampaignParameters = { source: string | null; medium: string | null; campaign: string | null };

/** Spec section 7: the subscribe-success events carry a value of 1 USD. */
const SUBSCRIBE_SUCCESS_VALUE = 1;

type SuccessEvents = { pixel: [PixelEvent, PixelParameters][]; analytics: string };

/**
 * What the success page reports per conversion: Subscribe after a signup (spec section 2), and
 * CompleteRegistration after a preference update, which completes the subscriber's profile.
 */
const subscribeSuccessEvents: Partial<Record<ConversionKind, SuccessEvents>> = {
  newsletter_signup: { pixel: [['Subscribe', {}], ['CompleteRegistration', { content_name: 'newsletter' }]], analytics: 'sign_up' },
  newsletter_preferences: { pixel: [['CompleteRegistration', { content_name: 'newsletter_preferences' }]], analytics: 'update_preferences' },
};

const campaignFields = ({ source, medium, campaign }: CampaignParameters) => ({
  ...(source ? { campaign_source: source } : {}),
  ...(medium ? { campaign_medium: medium } : {}),
  ...(campaign ? { campaign_name: campaign } : {}),
});

/** Reports the success page's events for `conversion` (from its query string); unknown values report nothing. */
export const trackSubscribeSuccess = (conversion: string | null, campaign: CampaignParameters) => {
  const events = isConversionKind(conversion) ? subscribeSuccessEvents[conversion] : undefined;
  if (!events) return;
  const money = { value: SUBSCRIBE_SUCCESS_VALUE, currency: CONVERSION_CURRENCY };
  events.pixel.forEach(([event, parameters]) => trackPixel(event, { ...money, ...parameters }));
  if (tagsInUse().analytics) window.gtag?.('event', events.analytics, { method: 'newsletter', ...money, ...campaignFields(campaign), page_location: pageLocation() });
};

export const resetTrackingForTests = () => {
  resetConsentForTests();
  analyticsLoaded = false;
  pixelLoaded = false;
  pixelRequestedAt = null;
  pageOnShow = null;
  removeTagsForTests();
  document.getElementById('site-config')?.remove();
};
