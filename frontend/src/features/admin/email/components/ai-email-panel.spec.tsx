import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildEmailText } from '../../../../testing/builders/email';
import { errorAnswer } from '../../../../testing/contract-handlers';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { selectRecipients } from '../../shared/recipient-selection';
import { AI_EMAIL_DEFAULTS } from '../schemas/ai-email-form';
import { AiEmailPanel } from './ai-email-panel';

const renderPanel = () => renderWithProviders(<AiEmailPanel />);
const ADA = { id: '00000000-0000-4000-8000-00000000000a', email: 'ada@example.com' };
const GRACE = { id: '00000000-0000-4000-8000-00000000000b', email: 'grace@example.com' };

const interest = (name: string) => within(screen.getByRole('group', { name: 'Interests' })).getByRole('checkbox', { name: name });

describe('AiEmailPanel: the form', () => {
  it("starts with the spec's defaults: weekly, finance and the stock-market description", () => {
    renderPanel();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Weekly');
    expect(interest('finance')).toBeChecked();
    for (const other of ['business', 'personal', 'content']) expect(interest(other)).not.toBeChecked();
    expect(screen.getByLabelText('Description')).toHaveValue(AI_EMAIL_DEFAULTS.description);
    expect(AI_EMAIL_DEFAULTS.description).toMatch(/AI tools for the stock market/);
  });

  it('previews with frequency, interests and description, and shows subject and content', async () => {
    const previews = recordRequests('post', '/api/admin/preview-email', () => HttpResponse.json(buildEmailText()));
    const { user } = renderPanel();
    await user.click(screen.getByRole('combobox', { name: 'Frequency' }));
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    await user.click(interest('business'));
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Tools for accountants');
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    const preview = await screen.findByRole('region', { name: 'Email preview' });
    expect(previews.map((request) => request.body)).toEqual([{ frequency: 'daily', interests: ['business', 'finance'], customInterests: 'Tools for accountants' }]);
    expect(within(preview).getByRole('heading', { name: 'AI tools for the stock market this week' })).toBeInTheDocument();
    expect(within(preview).getByText(/Three tools worth a look/)).toBeInTheDocument();
  });

  it("asks for an interest ('Select Interests') without calling the server", async () => {
    const previews = recordRequests('post', '/api/admin/preview-email');
    const { user } = renderPanel();
    await user.click(interest('finance'));
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    expect(await screen.findByText('Select Interests')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one interest')).toBeInTheDocument();
    expect(previews).toHaveLength(0);
  });

  it.each([
    ['the spec text', () => new HttpResponse(null, { status: 502 }), 'Could not generate email preview'],
    ['the server reason', () => errorAnswer(429, 'The AI service is busy, try again in a minute'), 'The AI service is busy, try again in a minute'],
  ])("shows 'Preview Failed' with %s", async (_case, failure, description) => {
    server.use(http.post('/api/admin/preview-email', failure));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    expect(await screen.findByText('Preview Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});

describe('AiEmailPanel: sending', () => {
  it("refuses to send before a preview ('No Content')", async () => {
    selectRecipients([ADA]);
    const sends = recordRequests('post', '/api/admin/send-email');
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send to 1 recipient' }));
    expect(await screen.findByText('No Content')).toBeInTheDocument();
    expect(screen.getByText('Generate a preview before sending')).toBeInTheDocument();
    expect(sends).toHaveLength(0);
  });

  it("refuses to send without recipients ('No Recipients')", async () => {
    const sends = recordRequests('post', '/api/admin/send-email');
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    await screen.findByRole('region', { name: 'Email preview' });
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('No Recipients')).toBeInTheDocument();
    expect(sends).toHaveLength(0);
  });

  it('sends the previewed subject and content to the chosen recipients', async () => {
    selectRecipients([ADA, GRACE]);
    const sends = recordRequests('post', '/api/admin/send-email', () => HttpResponse.json({ sentCount: 2, campaignId: 'manual-3', skippedCount: 0, status: 'completed' }));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    await screen.findByRole('region', { name: 'Email preview' });
    await user.click(screen.getByRole('button', { name: 'Send to 2 recipients' }));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(screen.getByText('Sent to 2 recipients.')).toBeInTheDocument();
    const { subject, content } = buildEmailText();
    expect(sends.map((request) => request.body)).toEqual([{ subject, content, subscriberIds: [ADA.id, GRACE.id] }]);
  });

  it('says when the campaign goes on after the call stopped waiting', async () => {
    selectRecipients([ADA]);
    server.use(http.post('/api/admin/send-email', () => HttpResponse.json({ sentCount: 500, campaignId: 'manual-3', skippedCount: 0, status: 'sending' }, { status: 202 })));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    await screen.findByRole('region', { name: 'Email preview' });
    await user.click(screen.getByRole('button', { name: 'Send to 1 recipient' }));
    expect(await screen.findByText('Campaign Sending')).toBeInTheDocument();
    expect(screen.getByText('500 emails sent so far; the campaign goes on and its progress shows in Email Campaigns.')).toBeInTheDocument();
  });

  it.each([
    ['the spec text', () => new HttpResponse(null, { status: 500 }), 'There was an error sending the emails'],
    ['the server reason', () => errorAnswer(400, 'Unknown Recipients'), 'Unknown Recipients'],
  ])("shows 'Send Failed' with %s", async (_case, failure, description) => {
    selectRecipients([ADA]);
    server.use(http.post('/api/admin/send-email', failure));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    await screen.findByRole('region', { name: 'Email preview' });
    await user.click(screen.getByRole('button', { name: 'Send to 1 recipient' }));
    expect(await screen.findByText('Send Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});
