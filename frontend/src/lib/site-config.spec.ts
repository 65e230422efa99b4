import { afterEach, describe, expect, it } from '@jest/globals';
import { readSiteConfig } from './site-config';

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
    expect(readSiteConfig()).toEqual({ analyticsId: 'G-1', pixelId: '42', siteUrl: 'https://ai-navigator.example' });
  });

  it('treats a missing, empty or malformed config as no ids', () => {
    expect(readSiteConfig()).toEqual({ analyticsId: null, pixelId: null, siteUrl: null });
    inject('{"analyticsId":"","pixelId":7}');
    expect(readSiteConfig()).toEqual({ analyticsId: null, pixelId: null, siteUrl: null });
    document.getElementById('site-config')?.remove();
    inject('<!--site-config-->');
    expect(readSiteConfig()).toEqual({ analyticsId: null, pixelId: null, siteUrl: null });
  });
});
