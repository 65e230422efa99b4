import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { resetToasts } from '../../../components/ui/use-toast';
import { buildSubscriberPreferences } from '../../../testing/builders/subscriber';
import {
  INVALID_LINK_ERROR,
  PREFERENCES_LINK_MESSAGE,
  VALID_SUBSCRIBER_TOKEN,
  subscriberHandlers,
} from '../../../testing/handlers/subscribers';
import { server } from '../../../testing/server';
import { waitForToastClosed } from '../../../testing/toasts';
import { renderWithProviders } from '../../../testing/render';
import { SubscribePage } from '../../subscribe';
import { PreferencesPage } from './preferences-page';

const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
};

const renderPreferencesPage = (url: string | { pathname: string; state: unknown }) =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/subscribe/preferences" element={<PreferencesPage />} />
          <Route path="/subscribe-preferences" element={<PreferencesPage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

const signedUrl = (path = '/subscribe/preferences') =>
  `${path}?email=reader%40example.com&token=${VALID_SUBSCRIBER_TOKEN}`;

const withStored = (stored: ReturnType<typeof buildSubscriberPreferences>) => {
  const requests: Request[] = [];
  server.use(
    http.get('/api/subscribers/email/:email', ({ request }) => {
      requests.push(request);
      return HttpResponse.json(stored);
    }),
  );
  return requests;
};

/** Answers the request for a new link as the server does, and records each body sent to it. */
const recordLinkRequests = () => {
  const linkRequests: unknown[] = [];
  server.use(
    http.post('/api/subscribers/preferences-link', async ({ request }) => {
      linkRequests.push(await request.json());
      return HttpResponse.json({ message: PREFERENCES_LINK_MESSAGE }, { status: 202 });
    }),
  );
  return linkRequests;
};

beforeEach(() => server.use(...subscriberHandlers));
afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('PreferencesPage loading', () => {
  it('loads the subscriber with the link token on both paths', async () => {
    for (const path of ['/subscribe/preferences', '/subscribe-preferences']) {
      const requests = withStored(buildSubscriberPreferences({ frequency: 'daily', interests: ['AI Marketing'], customInterests: 'voice' }));
      const { unmount } = renderPreferencesPage(signedUrl(path));
      expect(screen.getByText('Loading your preferences...')).toBeInTheDocument();
      expect(await screen.findByRole('radio', { name: 'Daily' })).toBeChecked();
      expect(new URL(requests[0]!.url).pathname).toBe('/api/subscribers/email/reader%40example.com');
      expect(requests[0]!.headers.get('X-Subscriber-Token')).toBe(VALID_SUBSCRIBER_TOKEN);
      expect(screen.getByLabelText('AI Marketing')).toBeChecked();
      expect(screen.getByLabelText('AI Writing Tools')).not.toBeChecked();
      expect(screen.getByLabelText('Describe your interests')).toHaveValue('voice');
      expect(screen.getByLabelText('Email address')).toHaveValue('reader@example.com');
      unmount();
    }
  });

  it('shows every interest by its display name, whatever spelling was stored, and keeps the home signup interest', async () => {
    withStored(buildSubscriberPreferences({ frequency: 'major_updates', interests: ['ai-code', 'business'] }));
    renderPreferencesPage(signedUrl());
    expect(await screen.findByRole('radio', { name: 'Major updates only' })).toBeChecked();
    // The ten names and the home signup's interest; 'ai-code' is the same checkbox as its name.
    expect(screen.getAllByRole('checkbox')).toHaveLength(11);
    expect(screen.getByLabelText('AI Productivity')).not.toBeChecked();
    expect(screen.getByLabelText('AI Code Assistants')).toBeChecked();
    expect(screen.getByLabelText('Business')).toBeChecked();
    expect(screen.queryByText('ai-code')).toBeNull();
    expect(screen.queryByText('business')).toBeNull();
  });

  it('reads the link from the history state, as a signup or an emailed link leaves it', async () => {
    const requests = withStored(buildSubscriberPreferences({ interests: ['AI Marketing'] }));
    renderPreferencesPage({ pathname: '/subscribe/preferences', state: { link: { email: 'reader@example.com', token: VALID_SUBSCRIBER_TOKEN } } });
    expect(await screen.findByLabelText('AI Marketing')).toBeChecked();
    expect(requests[0]!.headers.get('X-Subscriber-Token')).toBe(VALID_SUBSCRIBER_TOKEN);
  });
});

describe('PreferencesPage after Welcome back!', () => {
  it('says plainly that a link was emailed, offers a resend and the spam hint, and asks the server nothing', async () => {
    const requests = withStored(buildSubscriberPreferences());
    const linkRequests = recordLinkRequests();
    renderPreferencesPage({ pathname: '/subscribe/preferences', state: { link: { email: 'reader@example.com', token: null }, linkMail: { outcome: 'sent' } } });
    expect(screen.getByRole('heading', { name: "We've emailed you a link to change your preferences" })).toBeInTheDocument();
    expect(screen.getByText(/Check your spam/)).toBeInTheDocument();
    expect(screen.queryByText(/missing, expired or incomplete/)).toBeNull();
    expect(screen.queryByText(/If this address is subscribed/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText("We've sent you a new link.")).toBeInTheDocument();
    expect(screen.queryByText(/If this address is subscribed/)).toBeNull();
    expect(linkRequests).toEqual([{ email: 'reader@example.com' }]);
    expect(requests).toHaveLength(0);
  });
});

describe('PreferencesPage after Welcome back! over the hourly mail limits', () => {
  const limitedAt = new Date('2026-03-02T10:00:00Z').getTime();
  const askAgainAt = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(limitedAt + 60 * 60 * 1000);
  const openLimited = () =>
    renderPreferencesPage({
      pathname: '/subscribe/preferences',
      state: { link: { email: 'reader@example.com', token: null }, linkMail: { outcome: 'limited', at: limitedAt } },
    });

  it('says no new link went out because of the hourly limits, points at an earlier email and the spam folder, says from when to ask again, and offers no button', () => {
    jest.useFakeTimers({ now: limitedAt + 2000 });
    const requests = withStored(buildSubscriberPreferences());
    const linkRequests = recordLinkRequests();
    openLimited();
    expect(screen.getByRole('heading', { name: 'No new link went out just now' })).toBeInTheDocument();
    expect(screen.getByText(/hourly limit has been reached, so we didn't email you a new link/)).toBeInTheDocument();
    expect(screen.getByText(/If we emailed you earlier, the link in that email still works: look for it in your inbox, and check your spam/)).toBeInTheDocument();
    expect(screen.getByText(`You can ask for a new link from ${askAgainAt}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText("We've emailed you a link to change your preferences")).toBeNull();
    expect(screen.queryByText('A secure link is needed')).toBeNull();
    expect(requests).toHaveLength(0);
    expect(linkRequests).toHaveLength(0);
  });

  it('offers a new link once the hour has passed, on the open screen, and sends it', async () => {
    jest.useFakeTimers({ now: limitedAt + 60 * 60 * 1000 - 5000 });
    const linkRequests = recordLinkRequests();
    openLimited();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('You can ask for a new link now.')).toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText("We've sent you a new link.")).toBeInTheDocument();
    expect(linkRequests).toEqual([{ email: 'reader@example.com' }]);
  });

  it("reads an older entry's linkEmailed: true as a link that was sent", () => {
    renderPreferencesPage({ pathname: '/subscribe/preferences', state: { link: { email: 'reader@example.com', token: null }, linkEmailed: true } });
    expect(screen.getByRole('heading', { name: "We've emailed you a link to change your preferences" })).toBeInTheDocument();
  });
});

describe('PreferencesPage for an ended subscription', () => {
  it('tells someone who unsubscribed that the link has nothing to change, and offers to subscribe again', async () => {
    server.use(http.get('/api/subscribers/email/:email', () => HttpResponse.json({ error: 'unsubscribed', reason: 'unsubscribed' }, { status: 410 })));
    renderPreferencesPage(signedUrl());
    expect(await screen.findByRole('heading', { name: "You've unsubscribed" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/subscribe');
  });

  it("'Subscribe again' opens the subscribe page with the link's address filled in, which stays out of the URL", async () => {
    server.use(http.get('/api/subscribers/email/:email', () => HttpResponse.json({ error: 'unsubscribed', reason: 'unsubscribed' }, { status: 410 })));
    const { user, router } = renderWithProviders(<PreferencesPage />, {
      route: signedUrl(),
      path: '/subscribe/preferences',
      routes: [{ path: '/subscribe', element: <SubscribePage /> }],
    });
    await user.click(await screen.findByRole('link', { name: 'Subscribe again' }));
    const form = await screen.findByRole('form', { name: 'Subscribe to the newsletter' });
    expect(within(form).getByLabelText('Email address')).toHaveValue('reader@example.com');
    expect(router.state.location.pathname).toBe('/subscribe');
    expect(router.state.location.search).toBe('');
    // The visitor can still change it.
    await user.clear(within(form).getByLabelText('Email address'));
    await user.type(within(form).getByLabelText('Email address'), 'other@example.com');
    expect(within(form).getByLabelText('Email address')).toHaveValue('other@example.com');
  });
});

describe('PreferencesPage privacy', () => {
  it('shows the privacy notice and emails a secure link when the token is refused', async () => {
    renderPreferencesPage('/subscribe/preferences?email=reader%40example.com&token=forged');
    const linkRequests = recordLinkRequests();
    expect(await screen.findByRole('heading', { name: 'A secure link is needed' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a secure link' }));
    expect(await screen.findByText(PREFERENCES_LINK_MESSAGE)).toBeInTheDocument();
    expect(linkRequests).toEqual([{ email: 'reader@example.com' }]);
  });

  it('asks for a secure link without calling the server when the URL has no token', async () => {
    const requests = withStored(buildSubscriberPreferences());
    renderPreferencesPage('/subscribe/preferences?email=reader%40example.com');
    expect(screen.getByRole('heading', { name: 'A secure link is needed' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('reader@example.com');
    expect(requests).toHaveLength(0);
  });

  it('requires an email before sending a secure link', async () => {
    renderPreferencesPage('/subscribe/preferences');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a secure link' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
  });
});

describe('PreferencesPage validation', () => {
  /** Unticks the only interest of a subscriber without a description and saves: the toast is up. */
  const saveWithoutAnyInterest = async () => {
    withStored(buildSubscriberPreferences({ interests: ['AI Marketing'], customInterests: '' }));
    const user = userEvent.setup();
    renderPreferencesPage(signedUrl());
    await user.click(await screen.findByLabelText('AI Marketing'));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Please complete all fields')).toBeInTheDocument();
  };

  it('refuses to save without an interest or a description', async () => {
    await saveWithoutAnyInterest();
    expect(screen.getByText('Email and at least one interest (checkbox or description) are required.')).toBeInTheDocument();
  });

  it('ties the missing-interest message to the boxes and the description, and puts focus on the first box', async () => {
    await saveWithoutAnyInterest();
    const message = 'Please pick at least one interest or describe your interests.';
    expect(screen.getByRole('group', { name: 'Interests' })).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Describe your interests')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Describe your interests')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
  });

  it('shows the address read-only: the link opens this address, which cannot be changed here', async () => {
    withStored(buildSubscriberPreferences({ interests: ['AI Marketing'] }));
    const user = userEvent.setup();
    renderPreferencesPage(signedUrl());
    const field = await screen.findByLabelText('Email address');
    expect(field).toHaveAttribute('readonly');
    await user.type(field, 'x');
    expect(field).toHaveValue('reader@example.com');
  });
});

describe('PreferencesPage saving', () => {
  it('saves with a description only, shows saved, then redirects after 2 s', async () => {
    withStored(buildSubscriberPreferences({ frequency: 'weekly', interests: ['AI Marketing'], customInterests: '' }));
    const saves: { body: unknown; token: string | null; path: string }[] = [];
    renderPreferencesPage(signedUrl());
    server.use(
      http.put('/api/subscribers/:email', async ({ request }) => {
        saves.push({ body: await request.json(), token: request.headers.get('X-Subscriber-Token'), path: new URL(request.url).pathname });
        return HttpResponse.json({ ok: true });
      }),
    );
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByLabelText('AI Marketing'));
    await user.click(screen.getByRole('radio', { name: 'Major updates only' }));
    await user.type(screen.getByLabelText('Describe your interests'), 'AI for podcasts');
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText('Preferences saved!')).toBeInTheDocument();
    expect(saves).toEqual([
      {
        body: { frequency: 'major_updates', interests: [], customInterests: 'AI for podcasts' },
        token: VALID_SUBSCRIBER_TOKEN,
        path: '/api/subscribers/reader%40example.com',
      },
    ]);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscribe/success?conversion=newsletter_preferences');
  });

  it("shows 'Saving...' while the update runs", async () => {
    withStored(buildSubscriberPreferences({ interests: ['AI Marketing'] }));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderPreferencesPage(signedUrl());
    server.use(
      http.put('/api/subscribers/:email', async () => {
        await held;
        return HttpResponse.json({ ok: true });
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    // Marked, not disabled: a disabled button would drop keyboard focus to the page body.
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(saving).toHaveFocus();
    release();
    // It replaces the page's heading, and takes the focus the button had.
    expect(await screen.findByRole('heading', { level: 1, name: 'Preferences saved!' })).toHaveFocus();
  });

  it("shows 'Update failed' with the server message", async () => {
    withStored(buildSubscriberPreferences({ interests: ['AI Marketing'] }));
    renderPreferencesPage(signedUrl());
    server.use(http.put('/api/subscribers/:email', () => HttpResponse.json({ error: INVALID_LINK_ERROR }, { status: 403 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText(INVALID_LINK_ERROR)).toBeInTheDocument();
  });

  it('offers to email a new link in one click when the link expires while the form is open', async () => {
    withStored(buildSubscriberPreferences({ interests: ['AI Marketing'] }));
    renderPreferencesPage(signedUrl());
    server.use(http.put('/api/subscribers/:email', () => HttpResponse.json({ error: INVALID_LINK_ERROR, reason: 'link_expired' }, { status: 403 })));
    const linkRequests = recordLinkRequests();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByRole('heading', { name: 'A secure link is needed' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Email me a secure link' }));
    expect(await screen.findByText(PREFERENCES_LINK_MESSAGE)).toBeInTheDocument();
    expect(linkRequests).toEqual([{ email: 'reader@example.com' }]);
  });

  it('takes down an earlier error toast once the save succeeds', async () => {
    withStored(buildSubscriberPreferences({ interests: ['AI Marketing'] }));
    let failures = 1;
    renderPreferencesPage(signedUrl());
    server.use(
      http.put('/api/subscribers/:email', () => (failures-- > 0 ? new HttpResponse('busy', { status: 503 }) : HttpResponse.json({ ok: true }))),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences saved!')).toBeInTheDocument();
    await waitForToastClosed('Update failed');
  });

  it("falls back to 'Please try again later.' when the server gives no message", async () => {
    withStored(buildSubscriberPreferences({ interests: ['AI Marketing'] }));
    renderPreferencesPage(signedUrl());
    server.use(http.put('/api/subscribers/:email', () => new HttpResponse('boom', { status: 500 })));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Please try again later.')).toBeInTheDocument());
  });
});
