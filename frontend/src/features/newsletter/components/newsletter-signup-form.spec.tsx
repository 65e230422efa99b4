import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordSignups } from '../../../testing/record-signups';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { InlineNewsletterSignup } from './inline-newsletter-signup';


describe('InlineNewsletterSignup', () => {
  it('subscribes with source homepage_inline, toasts a welcome and clears the field without leaving the page', async () => {
    const sent = recordSignups();
    const { user, router } = renderWithProviders(<InlineNewsletterSignup />);
    const field = screen.getByLabelText('Email address');

    await user.type(field, 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Welcome to AI Navigator!')).toBeInTheDocument();
    expect(screen.getByText("You've successfully subscribed to our AI newsletter. Check your email for confirmation.")).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(sent).toEqual([{ email: 'grace@example.com', frequency: 'weekly', interests: ['business'], source: 'homepage_inline' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the typed email and shows "Subscription failed" on an error', async () => {
    server.use(http.post('/api/subscribers', () => HttpResponse.json({ error: 'Too many requests' }, { status: 429 })));
    const { user } = renderWithProviders(<InlineNewsletterSignup />);
    await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('grace@example.com');
  });

  it('sends an already subscribed visitor to the preferences page after 2 s', async () => {
    jest.useFakeTimers();
    server.use(http.post('/api/subscribers', () => HttpResponse.json({ error: 'Email already subscribed' }, { status: 409 })));
    const { user, router } = renderWithProviders(<InlineNewsletterSignup />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/subscribe/preferences');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toMatchObject({ link: { email: 'grace@example.com', token: null } });
  });

  it.each([
    ['mailed the link', 'preferences_link_sent', { outcome: 'sent' }],
    ['held it back over the hourly mail limits', 'preferences_link_limited', { outcome: 'limited', at: expect.any(Number) }],
  ])('tells the preferences screen that the 409 %s', async (_, reason, linkMail) => {
    jest.useFakeTimers();
    server.use(http.post('/api/subscribers', () => HttpResponse.json({ error: 'Email already subscribed', reason }, { status: 409 })));
    const { user, router } = renderWithProviders(<InlineNewsletterSignup />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(router.state.location.state).toEqual({ link: { email: 'grace@example.com', token: null }, linkMail });
  });
});
