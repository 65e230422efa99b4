import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPersonalizedPreview } from '../../../../testing/builders/email';
import { errorAnswer } from '../../../../testing/contract-handlers';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { selectRecipients } from '../../shared/recipient-selection';
import { PersonalizedEmailsPanel } from './personalized-emails-panel';
import { expectFieldError } from '../../../../testing/field-errors';

const renderPanel = () => renderWithProviders(<PersonalizedEmailsPanel />);
const ADA = { id: '00000000-0000-4000-8000-00000000000a', email: 'ada@example.com' };
const GRACE = { id: '00000000-0000-4000-8000-00000000000b', email: 'grace@example.com' };

const previewOf = (subscriberId: string, to: string) =>
  recordRequests('post', '/api/admin/personalized-email/preview', () => HttpResponse.json(buildPersonalizedPreview({ subscriberId, to, subject: `For ${to}` })));

describe('PersonalizedEmailsPanel', () => {
  it('asks to pick a subscriber in the Subscribers tab when none is chosen', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Pick recipients in the Subscribers tab' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Their Email' })).toBeDisabled();
  });

  it('previews exactly what the chosen subscriber would receive, rendered by the server', async () => {
    selectRecipients([ADA, GRACE]);
    const previews = previewOf(GRACE.id, GRACE.email);
    const { user } = renderPanel();
    await user.click(screen.getByRole('combobox', { name: 'Subscriber' }));
    await user.click(await screen.findByRole('option', { name: 'grace@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Preview Their Email' }));
    const frame = await screen.findByTitle('Personalized email for grace@example.com');
    expect(previews.map((request) => request.body)).toEqual([{ subscriberId: GRACE.id }]);
    expect(frame.getAttribute('srcdoc')).toContain('width="600"');
    expect(screen.getByRole('heading', { name: 'For grace@example.com' })).toBeInTheDocument();
    expect(screen.getByText('As grace@example.com would receive it: their interests, their manage and unsubscribe links.')).toBeInTheDocument();
  });

  it("sends that subscriber's version to the test address and says 'Email sent successfully'", async () => {
    selectRecipients([ADA]);
    previewOf(ADA.id, ADA.email);
    const sends = recordRequests('post', '/api/admin/personalized-email/send-test', () => HttpResponse.json({ message: 'Email sent successfully' }));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Their Email' }));
    await screen.findByTitle('Personalized email for ada@example.com');
    await user.type(screen.getByLabelText('Test address'), ' Tester@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    const { content } = buildPersonalizedPreview();
    expect(sends.map((request) => request.body)).toEqual([{ subscriberId: ADA.id, to: 'tester@example.com', subject: 'For ada@example.com', content }]);
  });

  it.each([
    ['no preview yet', false, 'tester@example.com', 'No Content', null],
    ['no test address', true, '', 'Missing Information', 'Please enter the address to send the test to'],
    ['an address that is not one', true, 'not-an-address', 'Invalid Email', 'Please enter a valid email address'],
  ])('refuses to send with %s', async (_case, previewFirst, address, title, fieldMessage) => {
    selectRecipients([ADA]);
    const sends = recordRequests('post', '/api/admin/personalized-email/send-test');
    const { user } = renderPanel();
    if (previewFirst) {
      await user.click(screen.getByRole('button', { name: 'Preview Their Email' }));
      await screen.findByTitle(/^Personalized email for/);
    }
    if (address) await user.type(screen.getByLabelText('Test address'), address);
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    if (fieldMessage) await expectFieldError(screen.getByLabelText('Test address'), fieldMessage);
    else expect(screen.getByLabelText('Test address')).not.toHaveAttribute('aria-invalid');
    expect(sends).toHaveLength(0);
  });

  it('drops the preview when another subscriber is picked', async () => {
    selectRecipients([ADA, GRACE]);
    previewOf(ADA.id, ADA.email);
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Their Email' }));
    await screen.findByTitle('Personalized email for ada@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Subscriber' }));
    await user.click(await screen.findByRole('option', { name: 'grace@example.com' }));
    expect(screen.queryByTitle('Personalized email for ada@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('Preview a subscriber to see the email here.')).toBeInTheDocument();
  });

  it("shows 'Preview Failed' when the preview fails", async () => {
    selectRecipients([ADA]);
    server.use(http.post('/api/admin/personalized-email/preview', () => new HttpResponse(null, { status: 502 })));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Their Email' }));
    expect(await screen.findByText('Preview Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not generate email preview')).toBeInTheDocument();
  });

  it.each([
    ['nothing more when the server gives no reason', () => new HttpResponse(null, { status: 502 }), 'There was an error sending the email'],
    ["the server's reason under it", () => errorAnswer(409, 'This address is suppressed (bounce): no mail is sent to it'), 'This address is suppressed (bounce): no mail is sent to it'],
  ])("shows 'Send Failed' / 'There was an error sending the email' with %s", async (_case, failure, description) => {
    selectRecipients([ADA]);
    server.use(http.post('/api/admin/personalized-email/send-test', failure));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Their Email' }));
    await screen.findByTitle(/^Personalized email for/);
    await user.type(screen.getByLabelText('Test address'), 'tester@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Send Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error sending the email')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});

describe('PersonalizedEmailsPanel: the test carries live links', () => {
  it('says beside Send Test Email that the links act for that subscriber', async () => {
    renderWithProviders(<PersonalizedEmailsPanel />);
    expect(await screen.findByRole('button', { name: 'Send Test Email' })).toHaveAccessibleDescription(/whoever clicks them in the test inbox changes their preferences or unsubscribes them/);
  });
});
