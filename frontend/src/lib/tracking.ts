import { allowsTracking, consentModeFor, readConsent, storeConsent, type ConsentChoice } from './consent';
import { readSiteConfig } from './site-config';
import { loadAnalyticsTag, loadPixel, removeTagsForTests } from './third-party-tags';

export type ConversionKind = 'newsletter_signup' | 'tool_click' | 'blog_engagement' | 'newsletter_preferences';
export type ConversionDetails = { interests?: string[]; toolName?: string; readSeconds?: number; source?: string };
export type PixelEvent = 'PageView' | 'Lead' | 'InitiateCheckout' | 'ViewContent' | 'CompleteRegistration' | 'Subscribe';
export type PixelParameters = Record<string, string | number | string[]>;

/** Spec section 9: conversion values in USD. */
export const CONVERSION_CURRENCY = 'USD';
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

let analyticsLoaded = false;
let pixelLoaded = false;

/** Loads whichever tags are configured, once, and only with full consent. */
const loadAllowedTags = (choice: ConsentChoice | null) => {
  if (!allowsTracking(choice) || choice === null) return;
  const { analyticsId, pixelId } = readSiteConfig();
  if (analyticsId && !analyticsLoaded) {
    loadAnalyticsTag(analyticsId, consentModeFor(choice));
    analyticsLoaded = true;
  }
  if (pixelId && !pixelLoaded) {
    loadPixel(pixelId);
    pixelLoaded = true;
  }
};

/** Called once at start-up: a visitor who accepted earlier gets the tags right away. */
export const initTracking = () => loadAllowedTags(readConsent());

/** Stores the banner choice, tells a loaded analytics tag, and loads tags if now allowed. */
export const updateConsent = (choice: ConsentChoice) => {
  storeConsent(choice);
  if (analyticsLoaded) window.gtag?.('consent', 'update', consentModeFor(choice));
  loadAllowedTags(choice);
};

export const isTrackingActive = () => analyticsLoaded || pixelLoaded;

export const trackPageView = (path: string) => {
  if (analyticsLoaded) window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
  if (pixelLoaded) window.fbq?.('track', 'PageView');
};

export const trackPixel = (event: PixelEvent, parameters: PixelParameters = {}) => {
  if (pixelLoaded) window.fbq?.('track', event, parameters);
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
      return ['ViewContent', { ...money, content_type: 'article' }];
    case 'newsletter_preferences':
      return ['CompleteRegistration', { ...money, content_ids: (details.interests ?? []).slice(0, PREFERENCES_PIXEL_CONTENT_IDS) }];
  }
};

/** Reports a conversion to the loaded tags; does nothing without configured ids and full consent. */
export const trackConversion = (kind: ConversionKind, details: ConversionDetails = {}) => {
  if (!isTrackingActive()) return;
  const value = conversionValue(kind, details);
  rewriteUrlWithConversion(kind, value, details);
  if (analyticsLoaded) window.gtag?.('event', 'conversion', { event_category: kind, value, currency: CONVERSION_CURRENCY });
  const [pixelEvent, parameters] = pixelEventFor(kind, value, details);
  trackPixel(pixelEvent, parameters);
};

export const resetTrackingForTests = () => {
  analyticsLoaded = false;
  pixelLoaded = false;
  removeTagsForTests();
  document.getElementById('site-config')?.remove();
};
