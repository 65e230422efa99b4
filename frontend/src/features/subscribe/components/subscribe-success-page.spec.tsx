import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { EMPTY_SITE_CONFIG, type SiteConfig } from '../../../lib/site-config';
import { initTracking, resetTrackingForTests } from '../../../lib/tracking';
import { SiteConfigProvider } from '../../../lib/use-site-config';
import { SubscribeSuccessPage } from './subscribe-success-page';

const successPage = (url: string, site: SiteConfig = EMPTY_SITE_CONFIG) => (
  <SiteConfigProvider site={site}>
    <MemoryRouter initialEntries={[url]}>
      <SubscribeSuccessPage />
    </MemoryRouter>
  </SiteConfigProvider>
);

const renderSuccessPage = (url: string, site?: SiteConfig) => render(successPage(url, site));

const WITH_DOUBLE_OPT_IN: SiteConfig = { ...EMPTY_SITE_CONFIG, doubleOptIn: true };
const WELCOME_EMAIL_PROMISE = /welcome email is on its way/i;

const enableTags = () => {
  const config = document.createElement('script');
  config.id = 'site-config';
  config.type = 'application/json';
  config.textContent = JSON.stringify({ analyticsId: 'G-TEST', pixelId: 'pixel-1' });
  document.body.appendChild(config);
  window.localStorage.setItem('cookie-consent', 'all');
  initTracking();
};

describe('SubscribeSuccessPage content', () => {
  it('welcomes the subscriber, says what happens next and links onwards', () => {
    renderSuccessPage('/subscribe/success?conversion=newsletter_signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to AI Navigator!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore AI Tools' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('link', { name: 'Read Our Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the conversion-tracked box with the campaign when present', () => {
    renderSuccessPage('/subscribe/success?utm_source=google&utm_campaign=launch&conversion=newsletter_signup');
    const box = screen.getByRole('region', { name: 'Conversion tracked' });
    expect(box).toHaveTextContent('Conversion: newsletter_signup');
    expect(box).toHaveTextContent('Campaign: google / launch');
  });

  it('shows no conversion box without a conversion parameter', () => {
    renderSuccessPage('/subscribe/success');
    expect(screen.queryByRole('region', { name: 'Conversion tracked' })).not.toBeInTheDocument();
  });

  it('promises the welcome email after a signup without double opt-in', () => {
    renderSuccessPage('/subscribe/success?conversion=newsletter_signup');
    expect(screen.getByText(/You're subscribed\./)).toBeInTheDocument();
    expect(screen.getByText(WELCOME_EMAIL_PROMISE)).toBeInTheDocument();
  });

  it('speaks of saved preferences after a preferences update, and promises no welcome email (none is sent)', () => {
    renderSuccessPage('/subscribe/success?conversion=newsletter_preferences');
    expect(screen.getByRole('heading', { level: 1, name: 'Your preferences are saved!' })).toBeInTheDocument();
    expect(screen.queryByText(WELCOME_EMAIL_PROMISE)).not.toBeInTheDocument();
    expect(screen.getByText('Your next AI Navigator update follows your new settings.')).toBeInTheDocument();
    expect(screen.queryByText(/Not confirmed your subscription yet/)).not.toBeInTheDocument();
  });

  it('with double opt-in, tells the new subscriber to confirm from their inbox instead of saying they are subscribed', () => {
    renderSuccessPage('/subscribe/success?conversion=newsletter_signup', WITH_DOUBLE_OPT_IN);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(screen.getByText(/Check your inbox to confirm your subscription/)).toBeInTheDocument();
    expect(screen.getByText(/Until you use it, we send you nothing else\./)).toBeInTheDocument();
    expect(screen.queryByText(/You're subscribed/)).not.toBeInTheDocument();
    expect(screen.queryByText(WELCOME_EMAIL_PROMISE)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to AI Navigator!' })).not.toBeInTheDocument();
  });

  it('with double opt-in, reminds whoever saves preferences that the confirmation link is in their inbox', () => {
    renderSuccessPage('/subscribe/success?conversion=newsletter_preferences', WITH_DOUBLE_OPT_IN);
    expect(screen.getByRole('heading', { level: 1, name: 'Your preferences are saved!' })).toBeInTheDocument();
    expect(screen.getByText(/Not confirmed your subscription yet\? The link is in the email/)).toBeInTheDocument();
    expect(screen.queryByText(WELCOME_EMAIL_PROMISE)).not.toBeInTheDocument();
  });
});

describe('SubscribeSuccessPage tracking', () => {
  beforeEach(enableTags);
  afterEach(() => resetTrackingForTests());

  it('fires Subscribe and CompleteRegistration worth 1 USD and the analytics event, once', () => {
    const { rerender } = renderSuccessPage('/subscribe/success?utm_source=google&conversion=newsletter_signup');
    rerender(successPage('/subscribe/success?utm_source=google&conversion=newsletter_signup'));
    const pixelCalls = window.fbq?.queue ?? [];
    expect(pixelCalls.filter((call) => call[1] === 'Subscribe')).toEqual([['track', 'Subscribe', { value: 1, currency: 'USD' }]]);
    expect(pixelCalls.filter((call) => call[1] === 'CompleteRegistration')).toEqual([
      ['track', 'CompleteRegistration', { value: 1, currency: 'USD', content_name: 'newsletter' }],
    ]);
    const analyticsEvents = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(analyticsEvents).toContainEqual([
      'event',
      'sign_up',
      { method: 'newsletter', value: 1, currency: 'USD', campaign_source: 'google', page_location: 'http://localhost/' },
    ]);
  });

  it('fires CompleteRegistration worth 1 USD and an analytics event after a preference update, but no Subscribe', () => {
    renderSuccessPage('/subscribe/success?utm_campaign=spring&conversion=newsletter_preferences');
    const pixelCalls = window.fbq?.queue ?? [];
    expect(pixelCalls.filter((call) => call[1] === 'Subscribe')).toEqual([]);
    expect(pixelCalls.filter((call) => call[1] === 'CompleteRegistration')).toEqual([
      ['track', 'CompleteRegistration', { value: 1, currency: 'USD', content_name: 'newsletter_preferences' }],
    ]);
    const analyticsEvents = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(analyticsEvents).toContainEqual(['event', 'update_preferences', { method: 'newsletter', value: 1, currency: 'USD', campaign_name: 'spring', page_location: 'http://localhost/' }]);
  });

  it('fires nothing without a known conversion', () => {
    renderSuccessPage('/subscribe/success?conversion=something_else');
    renderSuccessPage('/subscribe/success');
    const pixelCalls = (window.fbq?.queue ?? []).filter((call) => call[0] === 'track');
    expect(pixelCalls.filter((call) => call[1] !== 'PageView')).toEqual([]);
  });
});

describe('SubscribeSuccessPage without configured tags', () => {
  it('makes no third-party call', () => {
    renderSuccessPage('/subscribe/success?conversion=newsletter_signup');
    expect(window.fbq).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(document.head.querySelector('script[src]')).toBeNull();
  });
});
