import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { resetToasts } from '../../../components/ui/use-toast';
import { CONTACT_MESSAGE_ID, contactHandlers } from '../../../testing/handlers/contact';
import { server } from '../../../testing/server';
import { waitForToastClosed } from '../../../testing/toasts';
import { ContactPage } from './contact-page';

const renderContactPage = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactPage />
      </MemoryRouter>
    </AppProviders>,
  );

const recordMessages = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/contact', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ id: 'm1' }, { status: 201 });
    }),
  );
  return bodies;
};

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Partnership');
  await user.type(screen.getByLabelText('Message'), 'We would like to list our tool.');
};

beforeEach(() => server.use(...contactHandlers));
afterEach(() => resetToasts());

describe('ContactPage', () => {
  it('flags every empty field and sends nothing', async () => {
    const bodies = recordMessages();
    renderContactPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toBeRequired();
    // Focus goes to the first field to correct.
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('checks the email format and the message minimum', async () => {
    const user = userEvent.setup();
    renderContactPage();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada-at-example');
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });

  it('shows the length counter and rejects a message over 5000 characters', async () => {
    renderContactPage();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('5001 / 5000 characters (at least 10)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Message must be at most 5000 characters.')).toBeInTheDocument();
  });

  it('sends the trimmed message and shows the success state', async () => {
    const bodies = recordMessages();
    const user = userEvent.setup();
    renderContactPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent!' })).toHaveFocus();
    expect(bodies).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Partnership', message: 'We would like to list our tool.' },
    ]);
  });

  it("takes down an earlier 'Message not sent' toast once a second try is sent", async () => {
    let failures = 1;
    server.use(http.post('/api/contact', () => (failures-- > 0 ? new HttpResponse('busy', { status: 503 }) : HttpResponse.json({ id: CONTACT_MESSAGE_ID }, { status: 201 }))));
    const user = userEvent.setup();
    renderContactPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message sent!' })).toBeInTheDocument();
    await waitForToastClosed('Message not sent');
  });

  it('shows an error toast with the server message and keeps the form', async () => {
    server.use(http.post('/api/contact', () => HttpResponse.json({ error: 'Too many messages' }, { status: 429 })));
    const user = userEvent.setup();
    renderContactPage();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message not sent')).toBeInTheDocument();
    expect(screen.getByText('Too many messages')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Partnership');
  });
});
