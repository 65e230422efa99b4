import { describe, expect, it } from '@jest/globals';
import { linkStateOf, preferencesNavigation, takeLinkCredentials } from './link-credentials';

describe('takeLinkCredentials', () => {
  it('moves the address and token of an emailed link into the history state, keeping the rest of the URL', () => {
    window.history.replaceState(null, '', '/subscribe/preferences?email=ada%40example.com&token=v1.secret&utm_source=mail#form');
    takeLinkCredentials();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/subscribe/preferences?utm_source=mail#form');
    const state = window.history.state as { usr: unknown; key: string };
    expect(linkStateOf(state.usr).link).toEqual({ email: 'ada@example.com', token: 'v1.secret' });
    expect(state.key).toMatch(/^[a-z0-9]+$/);
  });

  it('leaves a URL without personal data alone, giving the first entry a key for its scroll position', () => {
    window.history.replaceState(null, '', '/blog?category=Review');
    takeLinkCredentials();
    expect(window.location.search).toBe('?category=Review');
    expect((window.history.state as { key: string; idx: number }).idx).toBe(0);
  });
});

describe('preferencesNavigation', () => {
  it('points at the preferences path and carries the credentials and what became of the link mail as state', () => {
    expect(preferencesNavigation('ada@example.com', null, { outcome: 'limited', at: 1_700_000_000_000 })).toEqual({
      to: '/subscribe/preferences',
      state: { link: { email: 'ada@example.com', token: null }, linkMail: { outcome: 'limited', at: 1_700_000_000_000 } },
    });
    expect(preferencesNavigation('ada@example.com', 'tok').state).toEqual({ link: { email: 'ada@example.com', token: 'tok' } });
  });
});

describe('linkStateOf', () => {
  const link = { email: 'ada@example.com', token: null };

  it('reads whether the link was mailed or held back by the mail limits, and when', () => {
    expect(linkStateOf({ link, linkMail: { outcome: 'sent' } }).linkMail).toEqual({ outcome: 'sent' });
    expect(linkStateOf({ link, linkMail: { outcome: 'limited', at: 1_700_000_000_000 } }).linkMail).toEqual({ outcome: 'limited', at: 1_700_000_000_000 });
  });

  it("reads an entry written before the link mail had two outcomes (linkEmailed: true) as 'sent'", () => {
    expect(linkStateOf({ link, linkEmailed: true })).toEqual({ link, linkMail: { outcome: 'sent' } });
    expect(linkStateOf({ link, linkEmailed: false }).linkMail).toBeUndefined();
  });

  it('ignores a link mail it cannot read, rather than guessing an outcome', () => {
    expect(linkStateOf({ link, linkMail: { outcome: 'limited' } }).linkMail).toBeUndefined();
    expect(linkStateOf({ link, linkMail: { outcome: 'limited', at: 'soon' } }).linkMail).toBeUndefined();
    expect(linkStateOf({ link, linkMail: 'sent' }).linkMail).toBeUndefined();
  });
});
