import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initTracking, resetTrackingForTests } from '../../../lib/tracking';
import { SubscribeSuccessPage } from './subscribe-success-page';

const renderSuccessPage = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <SubscribeSuccessPage />
    </MemoryRouter>,
  );

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

  it('speaks of saved preferences after a preferences update', () => {
    renderSuccessPage('/subscribe/success?conversion=newsletter_preferences');
    expect(screen.getByRole('heading', { level: 1, name: 'Your preferences are saved!' })).toBeInTheDocument();
  });
});

describe('SubscribeSuccessPage tracking', () => {
  beforeEach(enableTags);
  afterEach(() => resetTrackingForTests());

  it('fires Subscribe and CompleteRegistration worth 1 USD and the analytics event, once', () => {
    const { rerender } = renderSuccessPage('/subscribe/success?utm_source=google&conversion=newsletter_signup');
    rerender(
      <MemoryRouter initialEntries={['/subscribe/success?utm_source=google&conversion=newsletter_signup']}>
        <SubscribeSuccessPage />
      </MemoryRouter>,
    );
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
