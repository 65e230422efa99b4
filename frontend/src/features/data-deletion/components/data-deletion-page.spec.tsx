import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { resetToasts } from '../../../components/ui/use-toast';
import {
  DELETION_CONFIRMED_MESSAGE,
  DELETION_REQUEST_MESSAGE,
  VALID_DELETION_TOKEN,
  subscriberHandlers,
} from '../../../testing/handlers/subscribers';
import { server } from '../../../testing/server';
import { waitForToastClosed } from '../../../testing/toasts';
import { expectFieldError } from '../../../testing/field-errors';
import { DataDeletionPage } from './data-deletion-page';

const renderDataDeletionPage = (url = '/data-deletion') =>
  render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <DataDeletionPage />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );

const recordRequests = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/data-deletion-request', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: DELETION_REQUEST_MESSAGE }, { status: 202 });
    }),
  );
  return bodies;
};

beforeEach(() => server.use(...subscriberHandlers));
afterEach(() => resetToasts());

describe('DataDeletionPage request', () => {
  it('states the 30-day promise', () => {
    renderDataDeletionPage();
    expect(screen.getByText(/within 30 days; most are completed in 7-14 business days/)).toBeInTheDocument();
  });

  it("rejects an empty email with 'Invalid Email'", async () => {
    const bodies = recordRequests();
    renderDataDeletionPage();
    await userEvent.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("rejects an email without an @ with 'Invalid Email'", async () => {
    const bodies = recordRequests();
    const user = userEvent.setup();
    renderDataDeletionPage();
    await user.type(screen.getByLabelText('Email address'), 'reader.example.com');
    await user.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends email and reason and shows the server message', async () => {
    const bodies = recordRequests();
    const user = userEvent.setup();
    renderDataDeletionPage();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.type(screen.getByLabelText('Reason (optional)'), 'No longer needed');
    await user.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    expect(await screen.findByText(DELETION_REQUEST_MESSAGE)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'reader@example.com', reason: 'No longer needed' }]);
    expect(screen.queryByRole('button', { name: 'Request Data Deletion' })).not.toBeInTheDocument();
  });

  it("takes down an earlier 'Invalid Email' toast once the request is submitted", async () => {
    recordRequests();
    const user = userEvent.setup();
    renderDataDeletionPage();
    await user.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    expect(await screen.findByText('Request submitted')).toBeInTheDocument();
    await waitForToastClosed('Invalid Email');
  });

  it.each(['john@localhost', 'a@b'])("sends %s (the spec's check is only an @) and marks the field with the server's refusal, in the form's words", async (address) => {
    const user = userEvent.setup();
    renderDataDeletionPage();
    await user.type(screen.getByLabelText('Email address'), address);
    await user.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('Email address'), 'Please enter a valid email address.');
    expect(screen.getAllByText('Please enter a valid email address.')).toHaveLength(2);
    expect(screen.queryByText(/^email:/)).not.toBeInTheDocument();
  });

  it("shows 'Submission Failed' when the request fails", async () => {
    server.use(http.post('/api/data-deletion-request', () => new HttpResponse('down', { status: 500 })));
    const user = userEvent.setup();
    renderDataDeletionPage();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Data Deletion' })).toBeEnabled();
  });
});

describe('DataDeletionPage confirmation link', () => {
  it('erases nothing on opening (mail scanners open links), then confirms the token once on the button', async () => {
    const tokens: unknown[] = [];
    server.use(
      http.post('/api/data-deletion-request/confirm', async ({ request }) => {
        tokens.push(await request.json());
        return HttpResponse.json({ message: DELETION_CONFIRMED_MESSAGE });
      }),
    );
    renderDataDeletionPage(`/data-deletion?token=${VALID_DELETION_TOKEN}`);
    const confirm = await screen.findByRole('button', { name: 'Yes, erase my data' });
    expect(tokens).toEqual([]);
    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Your data has been erased' })).toBeInTheDocument();
    expect(screen.getByText(DELETION_CONFIRMED_MESSAGE)).toBeInTheDocument();
    expect(tokens).toEqual([{ token: VALID_DELETION_TOKEN }]);
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('tells someone reusing the link that the deletion is already done', async () => {
    server.use(http.post('/api/data-deletion-request/confirm', () => HttpResponse.json({ error: 'This deletion request was already completed' }, { status: 410 })));
    renderDataDeletionPage(`/data-deletion?token=${VALID_DELETION_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, erase my data' }));
    expect(await screen.findByRole('heading', { name: 'Your data has been erased' })).toBeInTheDocument();
    expect(screen.getByText('This deletion was already confirmed, so there is nothing left to erase.')).toBeInTheDocument();
    expect(screen.queryByText('We could not confirm the deletion')).toBeNull();
  });

  it('shows the server error for an expired link', async () => {
    renderDataDeletionPage('/data-deletion?token=expired');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, erase my data' }));
    expect(await screen.findByRole('heading', { name: 'We could not confirm the deletion' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make a new request' })).toHaveAttribute('href', '/data-deletion');
  });
});

describe('DataDeletionPage for keyboard and screen-reader users', () => {
  it('marks an invalid address, ties the message to it and puts focus there', async () => {
    const user = userEvent.setup();
    renderDataDeletionPage();
    const field = screen.getByLabelText('Email address');
    expect(field).toBeRequired();
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field).toHaveFocus();
  });

  it('keeps focus on the button while sending, then moves it to the announced confirmation', async () => {
    recordRequests();
    const user = userEvent.setup();
    renderDataDeletionPage();
    await user.type(screen.getByLabelText('Email address'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Data Deletion' }));
    const heading = await screen.findByRole('heading', { name: 'Request submitted' });
    expect(heading).toHaveFocus();
    expect(heading.closest('[role="status"]')).not.toBeNull();
  });

  it('moves focus from the erase button to the outcome', async () => {
    server.use(http.post('/api/data-deletion-request/confirm', () => HttpResponse.json({ message: DELETION_CONFIRMED_MESSAGE })));
    renderDataDeletionPage(`/data-deletion?token=${VALID_DELETION_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, erase my data' }));
    expect(await screen.findByRole('heading', { name: 'Your data has been erased' })).toHaveFocus();
  });
});
