import { describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildEmailText } from '../../../../testing/builders/email';
import { errorAnswer } from '../../../../testing/contract-handlers';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { renderAsTab, SUBSCRIBERS_TAB_MARKER } from '../../../../testing/render-as-tab';
import { server } from '../../../../testing/server';
import { clickConfirmed } from '../../../../testing/confirm-dialog';
import { selectRecipients } from '../../shared/recipient-selection';
import { endAdminSession } from '../../shared/session-end';
import { AI_EMAIL_DEFAULTS } from '../schemas/ai-email-form';
import { AiEmailPanel } from './ai-email-panel';

const renderPanel = () => renderWithProviders(<AiEmailPanel />);
const ADA = { id: '00000000-0000-4000-8000-00000000000a', email: 'ada@example.com' };
const GRACE = { id: '00000000-0000-4000-8000-00000000000b', email: 'grace@example.com' };

const interest = (name: string) => within(screen.getByRole('group', { name: 'Interests' })).getByRole('checkbox', { name: name });

/** Daily, business added to finance, a description of its own, then Preview Email: answers the preview shown. */
const previewCustomEmail = async (user: ReturnType<typeof renderPanel>['user'], description = 'My custom description') => {
  await user.click(screen.getByRole('combobox', { name: 'Frequency' }));
  await user.click(await screen.findByRole('option', { name: 'Daily' }));
  await user.click(interest('business'));
  await user.clear(screen.getByLabelText('Description'));
  await user.type(screen.getByLabelText('Description'), description);
  await user.click(screen.getByRole('button', { name: 'Preview Email' }));
  return screen.findByRole('region', { name: 'Email preview' });
};

describe('AiEmailPanel: the form', () => {
  it("starts with the spec's defaults: weekly, finance and the stock-market description", () => {
    renderPanel();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Weekly');
    expect(interest('finance')).toBeChecked();
    for (const other of ['business', 'personal', 'content']) expect(interest(other)).not.toBeChecked();
    expect(screen.getByLabelText('Description')).toHaveValue(AI_EMAIL_DEFAULTS.description);
    expect(AI_EMAIL_DEFAULTS.description).toMatch(/AI tools for the stock market/);
  });

  it('previews with frequency, interests and description, and shows the subject and the email as subscribers will see it', async () => {
    const written = buildEmailText({ subject: 'Tools for accountants this week' });
    const previews = recordRequests('post', '/api/admin/preview-email', () => HttpResponse.json(written));
    const { user } = renderPanel();
    const preview = await previewCustomEmail(user, 'Tools for accountants');
    expect(previews.map((request) => request.body)).toEqual([{ frequency: 'daily', interests: ['business', 'finance'], customInterests: 'Tools for accountants' }]);
    expect(within(preview).getByRole('heading', { name: 'Tools for accountants this week' })).toBeInTheDocument();
    // The server's rendering in the sandboxed frame the drafts use, not the raw markup.
    const frame = within(preview).getByTitle('Email preview: Tools for accountants this week');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<table role="presentation" width="600"><tr><td><h1>Tools for accountants this week</h1>');
    expect(within(preview).queryByText(/\*\*/)).not.toBeInTheDocument();
    // Who wrote it is said: here the offline writer, never passed off as the AI service.
    expect(screen.getByText('Written by the offline writer (no OpenAI key set); shown as subscribers will see it.')).toBeInTheDocument();
  });

  it('names the OpenAI model when the AI service wrote the preview', async () => {
    recordRequests('post', '/api/admin/preview-email', () => HttpResponse.json({ ...buildEmailText(), writer: 'openai', model: 'gpt-3.5-turbo' }));
    const { user } = renderPanel();
    await previewCustomEmail(user, 'Tools for accountants');
    expect(await screen.findByText('Written by OpenAI gpt-3.5-turbo; shown as subscribers will see it.')).toBeInTheDocument();
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
    ['nothing more when the server gives no reason', () => new HttpResponse(null, { status: 502 }), 'Could not generate email preview'],
    ["the server's reason under it", () => errorAnswer(429, 'The AI service is busy, try again in a minute'), 'The AI service is busy, try again in a minute'],
  ])("shows 'Preview Failed' / 'Could not generate email preview' with %s", async (_case, failure, description) => {
    server.use(http.post('/api/admin/preview-email', failure));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    expect(await screen.findByText('Preview Failed')).toBeInTheDocument();
    expect(screen.getByText('Could not generate email preview')).toBeInTheDocument();
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
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Generate a preview before sending')).toBeInTheDocument();
    expect(sends).toHaveLength(0);
  });

  it('asks before sending; Cancel sends nothing', async () => {
    selectRecipients([ADA]);
    const sends = recordRequests('post', '/api/admin/send-email');
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    await screen.findByRole('region', { name: 'Email preview' });
    await user.click(screen.getByRole('button', { name: 'Send to 1 recipient' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send to 1 recipient?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
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
    const question = await clickConfirmed(user, 'Send to 2 recipients', 'Send Now');
    expect(question).toContain(`"${buildEmailText().subject}" goes to these 2 recipients now`);
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
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    expect(await screen.findByText('Campaign Sending')).toBeInTheDocument();
    expect(screen.getByText('500 emails sent so far; the campaign goes on and its progress shows in Email Campaigns.')).toBeInTheDocument();
  });

  it.each([
    ['nothing more when the server gives no reason', () => new HttpResponse(null, { status: 500 }), 'There was an error sending the emails'],
    ["the server's reason under it", () => errorAnswer(400, 'Unknown Recipients'), 'Unknown Recipients'],
  ])("shows 'Send Failed' / 'There was an error sending the emails' with %s", async (_case, failure, description) => {
    selectRecipients([ADA]);
    server.use(http.post('/api/admin/send-email', failure));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    await screen.findByRole('region', { name: 'Email preview' });
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    expect(await screen.findByText('Send Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error sending the emails')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});

describe('AiEmailPanel: the work survives picking recipients in the Subscribers tab', () => {
  const SENT = { sentCount: 1, campaignId: 'manual-4', skippedCount: 0, status: 'completed' } as const;

  const expectCustomWork = () => {
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Daily');
    expect(interest('business')).toBeChecked();
    expect(interest('finance')).toBeChecked();
    expect(screen.getByLabelText('Description')).toHaveValue('My custom description');
    expect(within(screen.getByRole('region', { name: 'Email preview' })).getByRole('heading', { name: buildEmailText().subject })).toBeInTheDocument();
  };

  it('keeps frequency, interests, description and the preview, so preview, pick recipients, back, send works', async () => {
    const sends = recordRequests('post', '/api/admin/send-email', () => HttpResponse.json(SENT));
    const { user, back } = renderAsTab(<AiEmailPanel />);
    await previewCustomEmail(user);
    await user.click(screen.getByRole('link', { name: 'Pick recipients in the Subscribers tab' }));
    expect(await screen.findByText(SUBSCRIBERS_TAB_MARKER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview Email' })).not.toBeInTheDocument();
    act(() => selectRecipients([ADA]));
    await back();

    await screen.findByRole('button', { name: 'Preview Email' });
    expectCustomWork();
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    const { subject, content } = buildEmailText();
    expect(sends.map((request) => request.body)).toEqual([{ subject, content, subscriberIds: [ADA.id] }]);
  });

  it('starts afresh after a successful send: the defaults and no preview', async () => {
    selectRecipients([ADA]);
    recordRequests('post', '/api/admin/send-email', () => HttpResponse.json(SENT));
    const { user } = renderAsTab(<AiEmailPanel />);
    await previewCustomEmail(user);
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    await screen.findByText('Email sent successfully');
    expect(await screen.findByText('The AI-written email appears here after a preview.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Frequency' })).toHaveTextContent('Weekly');
    expect(screen.getByLabelText('Description')).toHaveValue(AI_EMAIL_DEFAULTS.description);
  });

  it('keeps the work when the send fails', async () => {
    selectRecipients([ADA]);
    server.use(http.post('/api/admin/send-email', () => errorAnswer(400, 'Unknown Recipients')));
    const { user } = renderAsTab(<AiEmailPanel />);
    await previewCustomEmail(user);
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    await screen.findByText('Send Failed');
    expectCustomWork();
  });

  it('finishes a send the admin walked away from: the toast shows, and the panel opened again says Sending..., then starts afresh', async () => {
    selectRecipients([ADA]);
    let answer: () => void = () => undefined;
    server.use(http.post('/api/admin/send-email', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(SENT))))));
    const { user, back } = renderAsTab(<AiEmailPanel />);
    await previewCustomEmail(user);
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Change in the Subscribers tab' }));
    await screen.findByText(SUBSCRIBERS_TAB_MARKER);
    await back();
    // Opened again while the call waits: the send is still shown running, not offered a second time.
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Change in the Subscribers tab' }));
    await screen.findByText(SUBSCRIBERS_TAB_MARKER);
    act(() => answer());
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    await back();
    expect(await screen.findByText('The AI-written email appears here after a preview.')).toBeInTheDocument();
    // Those sent to are no longer picked.
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled();
  });

  it('keeps the next preview, written while the send ran, when that send ends', async () => {
    selectRecipients([ADA]);
    let answer: () => void = () => undefined;
    server.use(http.post('/api/admin/send-email', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(SENT))))));
    const { user } = renderAsTab(<AiEmailPanel />);
    await previewCustomEmail(user);
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    await screen.findByRole('button', { name: 'Sending...' });
    server.use(http.post('/api/admin/preview-email', () => HttpResponse.json(buildEmailText({ subject: 'The next one' }))));
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    await screen.findByRole('heading', { name: 'The next one' });
    act(() => answer());
    await screen.findByText('Email sent successfully');
    expect(screen.getByRole('heading', { name: 'The next one' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('My custom description');
  });

  it('shows a preview the AI finished while the admin was in the Subscribers tab', async () => {
    let answer: () => void = () => undefined;
    server.use(http.post('/api/admin/preview-email', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(buildEmailText()))))));
    const { user, back } = renderAsTab(<AiEmailPanel />);
    await user.click(screen.getByRole('button', { name: 'Preview Email' }));
    expect(await screen.findByRole('button', { name: 'Writing...' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Pick recipients in the Subscribers tab' }));
    await screen.findByText(SUBSCRIBERS_TAB_MARKER);
    act(() => answer());
    await back();
    expect(await screen.findByRole('region', { name: 'Email preview' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Email' })).toBeEnabled();
  });

  it("keeps the work in the browser tab's storage, for a reload, and forgets it when the session ends", async () => {
    const { user } = renderAsTab(<AiEmailPanel />);
    await previewCustomEmail(user);
    const stored = Object.entries({ ...window.sessionStorage }).find(([key]) => key.endsWith('ai-email'));
    expect(JSON.parse(stored?.[1] ?? 'null')).toEqual({ values: { frequency: 'daily', interests: ['business', 'finance'], description: 'My custom description' }, preview: buildEmailText() });
    act(() => endAdminSession());
    expect(window.sessionStorage).toHaveLength(0);
    expect(await screen.findByText('The AI-written email appears here after a preview.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(AI_EMAIL_DEFAULTS.description);
  });
});
