import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { recordSignups } from '../../../testing/record-signups';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { NewsletterSection } from './newsletter-section';


const renderSection = () => {
  jest.useFakeTimers();
  return renderWithProviders(<NewsletterSection />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
};

describe('NewsletterSection', () => {
  it('subscribes weekly to business from the website, shows "You\'re In!" and goes to preferences with the token after 2 s', async () => {
    const sent = recordSignups(() =>
      HttpResponse.json({ subscriber: { id: 's1', email: 'ada@example.com', frequency: 'weekly', interests: ['business'], customInterests: '', source: 'website' }, token: 'tok-123' }, { status: 201 }),
    );
    const { user, router } = renderSection();

    await user.type(screen.getByLabelText('Email address'), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe Free' }));

    expect(await screen.findByRole('heading', { name: "You're In!" })).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ada@example.com', frequency: 'weekly', interests: ['business'], source: 'website' }]);
    expect(screen.getByText('Almost there!')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to customize your preferences...')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1999));
    expect(router.state.location.pathname).toBe('/');
    act(() => jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/subscribe/preferences');
    // The address and the token travel in the history state, never in a URL the tags could see.
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ link: { email: 'ada@example.com', token: 'tok-123' } });
  });

  it('shows "Subscribing..." on a disabled button while the request runs', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/subscribers', async () => {
        await pending;
        return HttpResponse.json({ subscriber: {}, token: 't' }, { status: 201 });
      }),
    );
    const { user } = renderSection();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Free' }));

    const subscribing = await screen.findByRole('button', { name: 'Subscribing...' });
    // Marked, not disabled: a disabled button would drop keyboard focus to the page body.
    expect(subscribing).toHaveAttribute('aria-disabled', 'true');
    expect(subscribing).toHaveFocus();
    release();
    expect(await screen.findByRole('heading', { name: "You're In!" })).toHaveFocus();
  });

  it('welcomes back an existing subscriber and redirects without a token after 2 s, to a screen that knows a link was emailed', async () => {
    recordSignups(() => HttpResponse.json({ error: 'Email already subscribed', reason: 'preferences_link_sent' }, { status: 409 }));
    const { user, router } = renderSection();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Free' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You're already subscribed. Redirecting to update preferences...")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "You're In!" })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/subscribe/preferences');
    expect(router.state.location.search).toBe('');
    expect(router.state.location.state).toEqual({ link: { email: 'ada@example.com', token: null }, linkMail: { outcome: 'sent' } });
  });

  it("welcomes back an address whose hourly mail limit is spent and tells the preferences screen that no link went out, and when", async () => {
    recordSignups(() => HttpResponse.json({ error: 'Email already subscribed', reason: 'preferences_link_limited' }, { status: 409 }));
    const { user, router } = renderSection();
    const before = Date.now();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Free' }));

    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    const answeredBy = Date.now();
    act(() => jest.advanceTimersByTime(2000));
    expect(router.state.location.pathname).toBe('/subscribe/preferences');
    expect(router.state.location.state).toEqual({ link: { email: 'ada@example.com', token: null }, linkMail: { outcome: 'limited', at: expect.any(Number) } });
    const { at } = (router.state.location.state as { linkMail: { at: number } }).linkMail;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(answeredBy);
  });

  it('shows the server message in a destructive "Subscription failed" toast and stays on the form', async () => {
    recordSignups(() => HttpResponse.json({ error: 'Invalid email address' }, { status: 400 }));
    const { user, router } = renderSection();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Free' }));

    const toast = (await screen.findByText('Subscription failed')).closest('li')!;
    expect(toast).toHaveTextContent('Invalid email address');
    // The refused address is marked too, with the same message, and takes focus.
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Invalid email address');
    expect(field).toHaveFocus();
    act(() => jest.advanceTimersByTime(3000));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Subscribe Free' })).toBeEnabled();
  });

  it('falls back to "Failed to subscribe" (spec section 7) when the answer has no error field', async () => {
    recordSignups(() => new HttpResponse('boom', { status: 500 }));
    const { user } = renderSection();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe Free' }));
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to subscribe')).toBeInTheDocument();
  });

  it('asks for an email address: the field is of email type and required', () => {
    renderSection();
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
  });

  it('ignores a submission whose email is blank even when the browser does not validate the form', async () => {
    const sent = recordSignups(() => HttpResponse.json({}, { status: 201 }));
    const { user } = renderSection();
    const field = screen.getByLabelText('Email address');
    await user.type(field, '   ');
    // Submitting the form directly skips the `required` check, as a browser with validation off would.
    fireEvent.submit(field.closest('form')!);
    act(() => jest.advanceTimersByTime(3000));
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Subscribe Free' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: "You're In!" })).not.toBeInTheDocument();
  });

  it('sends nothing when the email is empty', async () => {
    const sent = recordSignups(() => HttpResponse.json({}, { status: 201 }));
    const { user } = renderSection();
    await user.click(screen.getByRole('button', { name: 'Subscribe Free' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe Free' })).toBeEnabled());
    expect(sent).toEqual([]);
  });
});
