import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { resetToasts } from '../../../components/ui/use-toast';
import { NEWSLETTER_POPUP_SEEN_KEY } from '../../../lib/newsletter-popup-seen';
import { initTracking, resetTrackingForTests } from '../../../lib/tracking';
import { recordSignups } from '../../../testing/record-signups';
import { server } from '../../../testing/server';
import { waitForToastClosed } from '../../../testing/toasts';
import { fieldRefusal } from '../../../testing/contract-handlers';
import { expectFieldError } from '../../../testing/field-errors';
import { SubscribePage } from './subscribe-page';

const LocationProbe = () => {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname + location.search}</p>
      <p data-testid="location-state">{JSON.stringify(location.state)}</p>
    </>
  );
};

const renderSubscribePage = (url = '/subscribe') =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/subscribe" element={<SubscribePage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );


const fillEmailAndInterest = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
  await user.click(screen.getByLabelText('AI Code Assistants'));
};

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('SubscribePage form', () => {
  it('offers three frequencies with daily selected and the ten interest labels', () => {
    renderSubscribePage();
    expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Weekly' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Major updates only' })).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.getByLabelText('AI Writing Tools')).toBeInTheDocument();
    expect(screen.getByLabelText('AI Productivity')).toBeInTheDocument();
  });

  it('asks for the missing information when the email is empty', async () => {
    const payloads = recordSignups();
    const user = userEvent.setup();
    renderSubscribePage();
    await user.click(screen.getByLabelText('AI Code Assistants'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email and select at least one interest.')).toBeInTheDocument();
    expect(payloads).toHaveLength(0);
  });

  it('asks for the missing information when no interest is ticked, even with free text', async () => {
    const payloads = recordSignups();
    const user = userEvent.setup();
    renderSubscribePage();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.type(screen.getByLabelText('Anything else you want to hear about?'), 'robots');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(payloads).toHaveLength(0);
  });

  it.each(['bad-email', 'john@localhost'])("checks the address with the contract's rule before sending: %s is marked, not sent", async (address) => {
    const payloads = recordSignups();
    const user = userEvent.setup();
    renderSubscribePage();
    await user.type(screen.getByLabelText('Email address'), address);
    await user.click(screen.getByLabelText('AI Code Assistants'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('Email address'), 'Please enter a valid email address.');
    expect(screen.queryByText('Subscription Failed')).not.toBeInTheDocument();
    expect(payloads).toHaveLength(0);
  });

  it("marks both parts when the address is no address and no interest is ticked, under 'Missing Information'", async () => {
    const user = userEvent.setup();
    renderSubscribePage();
    await user.type(screen.getByLabelText('Email address'), 'bad-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('Email address'), 'Please enter a valid email address.');
    expect(screen.getByRole('group', { name: 'Interests (pick at least one)' })).toHaveAccessibleDescription('Please select at least one interest.');
  });

  it('shows no referral block without utm parameters and one with them', () => {
    const { unmount } = renderSubscribePage();
    expect(screen.queryByRole('region', { name: 'Referral tracking' })).not.toBeInTheDocument();
    unmount();
    renderSubscribePage('/subscribe?utm_source=facebook&utm_campaign=spring');
    const block = screen.getByRole('region', { name: 'Referral tracking' });
    expect(block).toHaveTextContent('Sourcefacebook');
    expect(block).toHaveTextContent('Campaignspring');
    expect(block).not.toHaveTextContent('Medium');
  });
});

describe('SubscribePage submission', () => {
  it("takes down an earlier 'Missing Information' toast once the signup succeeds", async () => {
    recordSignups();
    const user = userEvent.setup();
    renderSubscribePage();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText("You're subscribed!")).toBeInTheDocument();
    await waitForToastClosed('Missing Information');
  });

  it('sends the dedicated_page payload with utm values, confirms, then redirects after 2 s', async () => {
    const payloads = recordSignups();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSubscribePage('/subscribe?utm_source=google&utm_medium=cpc&utm_campaign=launch');
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.click(screen.getByLabelText('AI Writing Tools'));
    await user.type(screen.getByLabelText('Anything else you want to hear about?'), 'podcasting');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText("You're subscribed!")).toBeInTheDocument();
    expect(payloads).toEqual([
      {
        email: 'reader@example.com',
        frequency: 'weekly',
        interests: ['ai-code', 'ai-writing'],
        customInterests: 'podcasting',
        source: 'dedicated_page',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'launch',
      },
    ]);

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/subscribe/success?utm_source=google&utm_medium=cpc&utm_campaign=launch&conversion=newsletter_signup',
    );
  });

  it('carries only the utm values that were present', async () => {
    const payloads = recordSignups();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSubscribePage('/subscribe?utm_medium=email');
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await screen.findByText("You're subscribed!");
    expect(payloads[0]).toEqual({
      email: 'reader@example.com',
      frequency: 'daily',
      interests: ['ai-code'],
      customInterests: '',
      source: 'dedicated_page',
      utmMedium: 'email',
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe/success?utm_medium=email&conversion=newsletter_signup');
  });

  it("disables the button with 'Subscribing...' while the request runs, keeping focus on it, and sends once", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    server.use(
      http.post('/api/subscribers', async () => {
        posts += 1;
        await held;
        return HttpResponse.json({ subscriber: {}, token: 't' }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderSubscribePage();
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const subscribing = await screen.findByRole('button', { name: 'Subscribing...' });
    // Marked, not disabled: a disabled button would drop keyboard focus to the page body.
    expect(subscribing).toHaveAttribute('aria-disabled', 'true');
    expect(subscribing).toHaveFocus();
    await user.click(subscribing);
    await user.keyboard('{Enter}');
    release();
    expect(await screen.findByText("You're subscribed!")).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it("shows 'Subscription Failed' when the server refuses", async () => {
    recordSignups(() => HttpResponse.json({ error: 'Invalid email' }, { status: 400 }));
    const user = userEvent.setup();
    renderSubscribePage();
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each([
    ['email', 'must be a valid email address', 'Email address', 'Please enter a valid email address.'],
    ['customInterests', 'must not contain control characters', 'Anything else you want to hear about?', 'Description must not contain control characters.'],
  ])("keeps the spec's toast and marks the field the server's 400 names (%s) with its reason, without the API's prefix", async (field, reason, label, shown) => {
    recordSignups(() => fieldRefusal(field, reason));
    const user = userEvent.setup();
    renderSubscribePage();
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText(label), shown);
    expect(screen.queryByText(`${field}: ${reason}`)).not.toBeInTheDocument();
  });

  it("welcomes back an address already on the list and takes it to the preferences screen, which says a link was emailed", async () => {
    recordSignups(() => HttpResponse.json({ error: 'Email already subscribed', reason: 'preferences_link_sent' }, { status: 409 }));
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSubscribePage();
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.queryByText('Subscription Failed')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscribe\/preferences$/);
    expect(screen.getByTestId('location-state')).toHaveTextContent(JSON.stringify({ link: { email: 'reader@example.com', token: null }, linkMail: { outcome: 'sent' } }));
  });

  it('welcomes back an address whose hourly mail limit is spent and tells the preferences screen that no link went out', async () => {
    recordSignups(() => HttpResponse.json({ error: 'Email already subscribed', reason: 'preferences_link_limited' }, { status: 409 }));
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSubscribePage();
    await fillEmailAndInterest(user);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    const answeredBy = Date.now();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscribe\/preferences$/);
    const state = JSON.parse(screen.getByTestId('location-state').textContent ?? '') as { link: unknown; linkMail: { outcome: string; at: number } };
    expect(state).toEqual({ link: { email: 'reader@example.com', token: null }, linkMail: { outcome: 'limited', at: expect.any(Number) } });
    expect(state.linkMail.at).toBeGreaterThanOrEqual(before);
    expect(state.linkMail.at).toBeLessThanOrEqual(answeredBy);
  });

  it.each([
    ['a new subscription', true, "You're subscribed!", () => HttpResponse.json({ subscriber: {}, token: 'signed-token' }, { status: 201 })],
    ["'Welcome back!'", true, 'Welcome back!', () => HttpResponse.json({ error: 'Email already subscribed', reason: 'preferences_link_sent' }, { status: 409 })],
    ['a refusal', false, 'Subscription Failed', () => HttpResponse.json({ error: 'Invalid email' }, { status: 400 })],
  ] as const)('after %s, records the newsletter popup as seen: %p', async (_outcome, recorded, shown, answer) => {
    recordSignups(answer);
    const user = userEvent.setup();
    renderSubscribePage();
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY) !== null).toBe(recorded);
  });
});

describe('SubscribePage tracking', () => {
  beforeEach(() => {
    const config = document.createElement('script');
    config.id = 'site-config';
    config.type = 'application/json';
    config.textContent = JSON.stringify({ analyticsId: null, pixelId: 'pixel-1' });
    document.body.appendChild(config);
    window.localStorage.setItem('cookie-consent', 'all');
    initTracking();
  });
  afterEach(() => resetTrackingForTests());

  it('reports the signup conversion worth 2 USD with at most three interests', async () => {
    recordSignups();
    const user = userEvent.setup();
    renderSubscribePage();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    for (const label of ['AI Writing Tools', 'AI Image Generation', 'AI Video Creation', 'AI Analytics']) {
      await user.click(screen.getByLabelText(label));
    }
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(window.fbq?.queue).toContainEqual([
        'track',
        'Lead',
        { value: 2, currency: 'USD', content_category: ['ai-writing', 'ai-image', 'ai-video'] },
      ]),
    );
  });
});

describe('SubscribePage for keyboard and screen-reader users', () => {
  it('marks a missing email (required) and puts focus on it, with the toast the spec asks for', async () => {
    const user = userEvent.setup();
    renderSubscribePage();
    const email = screen.getByLabelText('Email address');
    expect(email).toBeRequired();
    await user.click(screen.getByLabelText('AI Code Assistants'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveFocus();
  });

  it('describes the interests group by its message and puts focus on its first box when none is picked', async () => {
    const user = userEvent.setup();
    renderSubscribePage();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Interests (pick at least one)' })).toHaveAccessibleDescription('Please select at least one interest.');
    expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid');
  });

  it('titles the form card one level below the page heading, and focuses the confirmation', async () => {
    const user = userEvent.setup();
    renderSubscribePage();
    expect(screen.getByRole('heading', { name: 'Subscribe to AI Navigator' }).tagName).toBe('H2');
    await fillEmailAndInterest(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const confirmation = await screen.findByRole('heading', { name: "You're subscribed!" });
    expect(confirmation.tagName).toBe('H2');
    expect(confirmation).toHaveFocus();
  });
});
