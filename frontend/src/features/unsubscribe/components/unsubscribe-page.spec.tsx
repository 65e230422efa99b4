import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { resetToasts } from '../../../components/ui/use-toast';
import {
  UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_LINK_MESSAGE,
  VALID_SUBSCRIBER_TOKEN,
  subscriberHandlers,
} from '../../../testing/handlers/subscribers';
import { server } from '../../../testing/server';
import { waitForToastClosed } from '../../../testing/toasts';
import { fieldRefusal } from '../../../testing/contract-handlers';
import { expectFieldError } from '../../../testing/field-errors';
import { UnsubscribePage } from './unsubscribe-page';
import { PreferencesPage } from '../../preferences';
import { renderWithProviders } from '../../../testing/render';

const renderUnsubscribePage = (url = '/unsubscribe') =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <UnsubscribePage />
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => server.use(...subscriberHandlers));
afterEach(() => resetToasts());

describe('UnsubscribePage', () => {
  it('prefills the email from the link and hands its credentials to the preferences page without putting them in a URL', async () => {
    const { user, router } = renderWithProviders(<UnsubscribePage />, {
      route: `/unsubscribe?email=reader%40example.com&token=${VALID_SUBSCRIBER_TOKEN}`,
      path: '/unsubscribe',
      routes: [{ path: '/subscribe/preferences', element: <PreferencesPage /> }],
    });
    expect(screen.getByLabelText('Email address')).toHaveValue('reader@example.com');
    const toPreferences = screen.getByRole('link', { name: 'Update preferences instead' });
    expect(toPreferences).toHaveAttribute('href', '/subscribe/preferences');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await user.click(toPreferences);
    expect(router.state.location.search).toBe('');
    // The preferences open with the link's token: the form shows the address, read-only.
    expect(await screen.findByLabelText('Email address')).toHaveValue('reader@example.com');
    expect(screen.getByRole('button', { name: 'Save Preferences' })).toBeInTheDocument();
  });

  it('requires an email', async () => {
    const requests: Request[] = [];
    server.use(http.delete('/api/unsubscribe/:email', ({ request }) => { requests.push(request); return HttpResponse.json({ message: 'x' }); }));
    renderUnsubscribePage();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it("takes down an earlier 'Email required' toast once the request succeeds", async () => {
    server.use(http.delete('/api/unsubscribe/:email', () => HttpResponse.json({ message: UNSUBSCRIBE_LINK_MESSAGE, unsubscribed: false }, { status: 202 })));
    const user = userEvent.setup();
    renderUnsubscribePage();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    await waitForToastClosed('Email required');
  });

  it('unsubscribes at once with a signed link and shows the server message', async () => {
    const tokens: (string | null)[] = [];
    server.use(
      http.delete('/api/unsubscribe/:email', ({ request }) => {
        tokens.push(request.headers.get('X-Subscriber-Token'));
        return HttpResponse.json({ message: UNSUBSCRIBED_MESSAGE, unsubscribed: true });
      }),
    );
    renderUnsubscribePage(`/unsubscribe?email=reader%40example.com&token=${VALID_SUBSCRIBER_TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(UNSUBSCRIBED_MESSAGE)).toBeInTheDocument();
    // A completed unsubscribe says so, not 'Request received'.
    expect(screen.getByText("You're unsubscribed")).toBeInTheDocument();
    expect(screen.queryByText('Request received')).toBeNull();
    expect(tokens).toEqual([VALID_SUBSCRIBER_TOKEN]);
  });

  it('after unsubscribing no longer offers to update preferences, which no longer exist, and still leads home', async () => {
    renderUnsubscribePage(`/unsubscribe?email=reader%40example.com&token=${VALID_SUBSCRIBER_TOKEN}`);
    expect(screen.getByRole('link', { name: 'Update preferences instead' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText("You're unsubscribed")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update preferences instead' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('without a token tells the visitor to check their inbox', async () => {
    const user = userEvent.setup();
    renderUnsubscribePage();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(UNSUBSCRIBE_LINK_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Check your email')).toBeInTheDocument();
    // Still subscribed until the emailed link is used: changing the preferences instead remains an option.
    expect(screen.getByRole('link', { name: 'Update preferences instead' })).toBeInTheDocument();
  });

  it("shows 'Unsubscribe failed' with the server error", async () => {
    server.use(http.delete('/api/unsubscribe/:email', () => HttpResponse.json({ error: 'Invalid email address' }, { status: 400 })));
    renderUnsubscribePage('/unsubscribe?email=nope');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribe failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it("marks the field with the reason of an address the server refuses, in the form's words, under the spec's title", async () => {
    server.use(http.delete('/api/unsubscribe/:email', () => fieldRefusal('email', 'must be a valid email address')));
    const user = userEvent.setup();
    renderUnsubscribePage();
    await user.type(screen.getByLabelText('Email address'), 'john.example.com');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribe failed')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('Email address'), 'Please enter a valid email address.');
    expect(screen.queryByText('email: must be a valid email address')).not.toBeInTheDocument();
  });

  it("falls back to 'Please try again later.'", async () => {
    server.use(http.delete('/api/unsubscribe/:email', () => new HttpResponse(null, { status: 503 })));
    renderUnsubscribePage('/unsubscribe?email=reader%40example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Unsubscribe failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
  });
});

describe('UnsubscribePage for keyboard and screen-reader users', () => {
  it('marks an empty address as required and invalid, ties the message to it and puts focus there', async () => {
    const user = userEvent.setup();
    renderUnsubscribePage();
    const field = screen.getByLabelText('Email address');
    expect(field).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter the email address you subscribed with.');
    expect(field).toHaveFocus();
  });

  it('announces the answer and moves focus to its heading, never leaving it on the page body', async () => {
    const user = userEvent.setup();
    renderUnsubscribePage();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(heading.closest('[role="status"]')).not.toBeNull();
  });
});
