import { afterEach, describe, expect, it } from '@jest/globals';
import { EMPTY_SITE_CONFIG, readSiteConfig } from './site-config';

const inject = (text: string) => {
  const element = document.createElement('script');
  element.id = 'site-config';
  element.type = 'application/json';
  element.textContent = text;
  document.head.appendChild(element);
};

describe('readSiteConfig', () => {
  afterEach(() => document.getElementById('site-config')?.remove());

  it('reads the ids the server injected', () => {
    inject('{"analyticsId":"G-1","pixelId":"42","siteUrl":"https://ai-navigator.example"}');
    expect(readSiteConfig()).toEqual({ ...EMPTY_SITE_CONFIG, analyticsId: 'G-1', pixelId: '42', siteUrl: 'https://ai-navigator.example' });
  });

  it("reads the operator's addresses and company, dropping blank address lines", () => {
    inject(
      JSON.stringify({
        operator: { contactEmail: 'hello@shop.example', privacyEmail: 'privacy@shop.example', legalEmail: 'hello@shop.example', companyName: 'Shop Ltd', companyAddress: ['1 Main St', '', 7] },
      }),
    );
    expect(readSiteConfig().operator).toEqual({
      contactEmail: 'hello@shop.example',
      privacyEmail: 'privacy@shop.example',
      legalEmail: 'hello@shop.example',
      companyName: 'Shop Ltd',
      companyAddress: ['1 Main St'],
    });
  });

  it('reads double opt-in only when the server says true', () => {
    inject('{"doubleOptIn":true}');
    expect(readSiteConfig().doubleOptIn).toBe(true);
    document.getElementById('site-config')?.remove();
    inject('{"doubleOptIn":"true"}');
    expect(readSiteConfig().doubleOptIn).toBe(false);
  });

  it('treats a missing, empty or malformed config as no ids', () => {
    expect(readSiteConfig()).toEqual(EMPTY_SITE_CONFIG);
    inject('{"analyticsId":"","pixelId":7}');
    expect(readSiteConfig()).toEqual(EMPTY_SITE_CONFIG);
    document.getElementById('site-config')?.remove();
    inject('<!--site-config-->');
    expect(readSiteConfig()).toEqual(EMPTY_SITE_CONFIG);
  });
});
