import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordSignups } from '../../../testing/record-signups';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { NEWSLETTER_POPUP_SEEN_KEY } from '../../../lib/newsletter-popup-seen';
import { InlineNewsletterSignup } from './inline-newsletter-signup';
import { LeadMagnetCard } from './lead-magnet-card';
import { NewsletterPopup } from './newsletter-popup';
import { CONSENT_STORAGE_KEY, closeConsentBanner, requestConsentBanner } from '../../../lib/consent';
import { updateConsent } from '../../../lib/tracking';

/** A visitor who answered the cookie banner earlier: nothing for the popup to wait for but its delay. */
const renderPopup = () => {
  window.localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
  jest.useFakeTimers();
  return renderWithProviders(<NewsletterPopup />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
};

describe('NewsletterPopup', () => {
  it('opens 12,000 ms after load', async () => {
    renderPopup();
    act(() => jest.advanceTimersByTime(11_999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('waits for an unanswered cookie banner, then opens once it is answered', async () => {
    jest.useFakeTimers();
    renderWithProviders(<NewsletterPopup />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => updateConsent('rejected'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('opens after the banner is closed without a choice, once the delay has passed', async () => {
    jest.useFakeTimers();
    renderWithProviders(<NewsletterPopup />);
    act(() => closeConsentBanner());
    act(() => jest.advanceTimersByTime(11_999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not cover the cookie banner brought back by Cookie settings; opens once it is answered', async () => {
    renderPopup();
    act(() => jest.advanceTimersByTime(5_000));
    act(() => requestConsentBanner());
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => updateConsent('essential'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('never opens when the visitor has already seen it', () => {
    window.localStorage.setItem(NEWSLETTER_POPUP_SEEN_KEY, 'true');
    renderPopup();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('records that it was seen when closed', async () => {
    const { user } = renderPopup();
    act(() => jest.advanceTimersByTime(12_000));
    await user.click(await screen.findByRole('button', { name: 'Close newsletter popup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY)).not.toBeNull();
  });

  it('closes on Back instead of leaving the page, and records it as seen', async () => {
    renderPopup();
    act(() => jest.advanceTimersByTime(12_000));
    await screen.findByRole('dialog');
    act(() => window.history.back());
    // jsdom moves through the history on tasks of the page's clock, here the fake one.
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY)).not.toBeNull();
  });

  it('subscribes from the website, closes and records it after a successful signup', async () => {
    const sent = recordSignups();
    const { user } = renderPopup();
    act(() => jest.advanceTimersByTime(12_000));
    await user.type(await screen.findByLabelText('Email address'), 'linus@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Free' }));

    expect(await screen.findByText('Welcome to AI Navigator!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY)).not.toBeNull();
    expect(sent).toEqual([{ email: 'linus@example.com', frequency: 'weekly', interests: ['business'], source: 'website' }]);
  });

  it('closes and records it for an address already subscribed, which it welcomes back', async () => {
    recordSignups(() => HttpResponse.json({ error: 'Email already subscribed', reason: 'preferences_link_sent' }, { status: 409 }));
    const { user } = renderPopup();
    act(() => jest.advanceTimersByTime(12_000));
    await user.type(await screen.findByLabelText('Email address'), 'linus@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Free' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY)).not.toBeNull();
  });

  it('promises only what the newsletter sends: a weekly round-up of tools from the directory, no deals or tutorials', async () => {
    renderPopup();
    act(() => jest.advanceTimersByTime(12_000));
    const dialog = await screen.findByRole('dialog', { name: "Don't Miss the Next Big AI Tool" });
    expect(dialog).toHaveAccessibleDescription(
      'Join 10,000+ readers who get a weekly round-up of the AI tools worth trying, picked from our directory. Free forever, unsubscribe anytime.',
    );
    expect(dialog.textContent).not.toMatch(/deal|discount|bonus|tutorial/i);
  });

  /** The popup on a page with another signup form, as on the home page. */
  const renderPopupBeside = (form: 'inline' | 'lead magnet') => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
    jest.useFakeTimers();
    return renderWithProviders(
      <>
        {form === 'inline' ? <InlineNewsletterSignup /> : <LeadMagnetCard />}
        <NewsletterPopup />
      </>,
      { userOptions: { advanceTimers: jest.advanceTimersByTime } },
    );
  };

  it.each([
    ['inline', 'a new subscription', 'Email address', 'Subscribe', 'Welcome to AI Navigator!', () => HttpResponse.json({ subscriber: {}, token: 'signed-token' }, { status: 201 })],
    ['inline', "'Welcome back!'", 'Email address', 'Subscribe', 'Welcome back!', () => HttpResponse.json({ error: 'Email already subscribed', reason: 'preferences_link_sent' }, { status: 409 })],
    ['lead magnet', 'a new subscription', 'Email for the guide', 'Get Free Guide', 'Guide Sent Successfully!', () => HttpResponse.json({ subscriber: {}, token: 'signed-token' }, { status: 201 })],
    ['lead magnet', 'the guide sent again to a subscriber', 'Email for the guide', 'Get Free Guide', 'Guide Sent Successfully!', () => HttpResponse.json({ alreadySubscribed: true, message: 'We have sent you the guide again.' }, { status: 200 })],
  ] as const)('does not open after the %s form answers %s on the same page', async (form, _outcome, field, button, shown, answer) => {
    recordSignups(answer);
    const { user } = renderPopupBeside(form);
    act(() => jest.advanceTimersByTime(5_000));
    await user.type(screen.getByLabelText(field), 'linus@example.com');
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY)).not.toBeNull();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still opens when the form beside it was refused', async () => {
    recordSignups(() => HttpResponse.json({ error: 'Nope' }, { status: 400 }));
    const { user } = renderPopupBeside('inline');
    await user.type(screen.getByLabelText('Email address'), 'linus@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(12_000));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('stays open and unrecorded when the signup fails', async () => {
    server.use(http.post('/api/subscribers', () => HttpResponse.json({ error: 'Nope' }, { status: 400 })));
    const { user } = renderPopup();
    act(() => jest.advanceTimersByTime(12_000));
    await user.type(await screen.findByLabelText('Email address'), 'linus@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Free' }));

    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY)).toBeNull();
  });
});
