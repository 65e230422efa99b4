import { describe, expect, it } from '@jest/globals';
import { hasPersonalQuery, trackedUrl } from './privacy.vocabulary.js';

describe('hasPersonalQuery', () => {
  it.each(['?email=a%40b.example', '?token=abc', '?EMAIL=x', '?utm_source=someone%40example.com', '?a=1&token='])('finds personal data in %s', (search) => {
    expect(hasPersonalQuery(search)).toBe(true);
  });

  it.each(['', '?', '?utm_source=newsletter&conversion=newsletter_signup', '?category=Review', '?emails_sent=3'])('finds none in "%s"', (search) => {
    expect(hasPersonalQuery(search)).toBe(false);
  });
});

describe('trackedUrl', () => {
  it('removes the address and the token of an emailed link and keeps the rest', () => {
    expect(trackedUrl('https://site.example/subscribe/preferences?email=reader%40example.com&token=v1.abc&utm_source=mail#top')).toBe(
      'https://site.example/subscribe/preferences?utm_source=mail',
    );
  });

  it('removes an address under any parameter name, encoded or not', () => {
    expect(trackedUrl('/unsubscribe?who=reader@example.com&ref=footer')).toBe('/unsubscribe?ref=footer');
    expect(trackedUrl('/unsubscribe?who=reader%40example.com')).toBe('/unsubscribe');
  });

  it('keeps the conversion parameters and ad click ids the tags rely on', () => {
    expect(trackedUrl('/subscribe/success?conversion=newsletter_signup&value=2&currency=USD&gclid=Cj0')).toBe(
      '/subscribe/success?conversion=newsletter_signup&value=2&currency=USD&gclid=Cj0',
    );
  });

  it('replaces a path segment that holds an address', () => {
    expect(trackedUrl('https://site.example/people/reader%40example.com/x')).toBe('https://site.example/people/redacted/x');
  });

  it('answers a path for a path and an absolute URL for an absolute URL', () => {
    expect(trackedUrl('/blog/a-post')).toBe('/blog/a-post');
    expect(trackedUrl('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000/');
  });
});
