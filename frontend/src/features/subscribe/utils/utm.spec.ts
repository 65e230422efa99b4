import { describe, expect, it } from '@jest/globals';
import { hasUtm, readUtm, subscribeSuccessPath } from './utm';

describe('readUtm', () => {
  it('reads the three utm parameters', () => {
    const utm = readUtm(new URLSearchParams('utm_source=facebook&utm_medium=cpc&utm_campaign=spring'));
    expect(utm).toEqual({ source: 'facebook', medium: 'cpc', campaign: 'spring' });
    expect(hasUtm(utm)).toBe(true);
  });

  it('treats missing or blank parameters as absent', () => {
    const utm = readUtm(new URLSearchParams('utm_source=&utm_campaign=%20'));
    expect(utm).toEqual({ source: null, medium: null, campaign: null });
    expect(hasUtm(utm)).toBe(false);
  });
});

describe('subscribeSuccessPath', () => {
  it('carries every present utm value and the newsletter_signup conversion', () => {
    expect(subscribeSuccessPath({ source: 'google', medium: 'cpc', campaign: 'launch' })).toBe(
      '/subscribe/success?utm_source=google&utm_medium=cpc&utm_campaign=launch&conversion=newsletter_signup',
    );
  });

  it('leaves out absent utm values', () => {
    expect(subscribeSuccessPath({ source: null, medium: 'email', campaign: null })).toBe(
      '/subscribe/success?utm_medium=email&conversion=newsletter_signup',
    );
    expect(subscribeSuccessPath({ source: null, medium: null, campaign: null })).toBe(
      '/subscribe/success?conversion=newsletter_signup',
    );
  });

  it('encodes values safely', () => {
    expect(subscribeSuccessPath({ source: 'a&b', medium: null, campaign: null })).toBe(
      '/subscribe/success?utm_source=a%26b&conversion=newsletter_signup',
    );
  });
});
