import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emailCampaignRoutes } from '@contract/email-campaigns.contract';
import { buildCampaign } from '../../../../testing/builders/email';
import { contractAnswer, contractHandler, errorAnswer } from '../../../../testing/contract-handlers';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { renderAsTab, SUBSCRIBERS_TAB_MARKER } from '../../../../testing/render-as-tab';
import { serveSnapshots } from '../../../../testing/serve-snapshots';
import { server } from '../../../../testing/server';
import { clickConfirmed } from '../../../../testing/confirm-dialog';
import { selectRecipients } from '../../shared/recipient-selection';
import { emailQueryKeys } from '../api/email-query-keys';
import { CAMPAIGNS_POLL_MS } from '../api/get-campaigns';
import { EmailCampaignsPanel } from './email-campaigns-panel';
import { expectFieldError } from '../../../../testing/field-errors';
import { findToast } from '../../../../testing/toasts';

const renderPanel = (options?: Parameters<typeof renderWithProviders>[1]) => renderWithProviders(<EmailCampaignsPanel />, options);
const ADA = { id: '00000000-0000-4000-8000-00000000000a', email: 'ada@example.com' };
const GRACE = { id: '00000000-0000-4000-8000-00000000000b', email: 'grace@example.com' };

const campaignRow = async (subject: string) => (await screen.findByRole('rowheader', { name: new RegExp(subject) })).closest('tr')!;

const fillCampaign = async (user: ReturnType<typeof renderPanel>['user'] | ReturnType<typeof renderAsTab>['user'], subject: string, content: string) => {
  if (subject) await user.type(screen.getByLabelText('Subject'), subject);
  if (content) await user.type(screen.getByLabelText('Content'), content);
};

describe('EmailCampaignsPanel: the campaigns list', () => {
  it('shows each campaign with status, total, sent, failed, started, finished and its progress', async () => {
    serveSnapshots('/api/admin/campaigns', [
      [
        buildCampaign({ subject: 'Spring offers', total: 1500, sent: 1490, failed: 4, skipped: 6 }),
        buildCampaign({ id: 'newsletter-daily-2025-06-03', kind: 'newsletter', frequency: 'daily', subject: 'Daily briefing', draftId: 'daily-2025-06-03', total: 12, sent: 12 }),
      ],
    ]);
    renderPanel();
    const spring = await campaignRow('Spring offers');
    for (const text of ['completed', '1,500', '1,490', '4', '1,500 / 1,500 · 6 skipped', 'manual campaign']) expect(within(spring).getByText(text)).toBeInTheDocument();
    expect(within(spring).getAllByText(/Jun 1, 2025/)).toHaveLength(2);
    const bar = within(spring).getByRole('progressbar', { name: 'Progress of Spring offers' });
    expect(bar).toHaveAttribute('aria-valuenow', '1500');
    expect(bar).toHaveAttribute('aria-valuemax', '1500');
    expect(within(await campaignRow('Daily briefing')).getByText('daily newsletter')).toBeInTheDocument();
  });

  it('says why recipients failed, beside the failed count', async () => {
    const reason = 'The mail could not be written: Mail header Subject must be a single line';
    serveSnapshots('/api/admin/campaigns', [[buildCampaign({ subject: 'Broken subject', total: 2, sent: 0, failed: 2, failureReason: reason }), buildCampaign({ id: 'fine', subject: 'Fine one' })]]);
    renderPanel();
    const broken = await campaignRow('Broken subject');
    expect(within(broken).getByText(reason)).toBeInTheDocument();
    expect(within(await campaignRow('Fine one')).queryByText(/could not/)).not.toBeInTheDocument();
  });

  it('follows a running send every second and stops polling when it completes', async () => {
    const running = { status: 'sending' as const, total: 1200, finishedAt: null };
    const calls = serveSnapshots('/api/admin/campaigns', [
      [buildCampaign({ ...running, sent: 0, status: 'listing', total: null })],
      [buildCampaign({ ...running, sent: 500 })],
      [buildCampaign({ ...running, sent: 1000 })],
      [buildCampaign({ total: 1200, sent: 1200 })],
    ]);
    jest.useFakeTimers();
    renderPanel({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    expect(await screen.findByText('Listing recipients...')).toBeInTheDocument();
    const bar = () => screen.getByRole('progressbar', { name: 'Progress of Spring offers' });
    for (const expected of ['500', '1000', '1200']) {
      await act(async () => jest.advanceTimersByTime(CAMPAIGNS_POLL_MS));
      expect(await screen.findByText(`${Number(expected).toLocaleString('en-US')} / 1,200`)).toBeInTheDocument();
      expect(bar()).toHaveAttribute('aria-valuenow', expected);
    }
    expect(within(await campaignRow('Spring offers')).getByText('completed')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(10 * CAMPAIGNS_POLL_MS));
    expect(calls()).toBe(4);
  });

  it('makes no requests while nothing runs', async () => {
    const calls = serveSnapshots('/api/admin/campaigns', [[buildCampaign()]]);
    jest.useFakeTimers();
    renderPanel({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await campaignRow('Spring offers');
    await act(async () => jest.advanceTimersByTime(10 * CAMPAIGNS_POLL_MS));
    expect(calls()).toBe(1);
  });

  it('says so when nothing was sent yet', async () => {
    serveSnapshots('/api/admin/campaigns', [[]]);
    renderPanel();
    expect(await screen.findByText('No campaign has been sent yet.')).toBeInTheDocument();
  });
});

describe('EmailCampaignsPanel: manual campaign', () => {
  it.each([
    ['no subject', '', 'Hello readers'],
    ['no content', 'Spring offers', ''],
    ['a blank subject', '   ', 'Hello readers'],
  ])("refuses %s with 'Missing Information' without calling the server", async (_case, subject, content) => {
    selectRecipients([ADA]);
    const sends = recordRequests('post', '/api/admin/send-email');
    const { user } = renderPanel();
    await fillCampaign(user, subject, content);
    await user.click(screen.getByRole('button', { name: 'Send to 1 recipient' }));
    expect(within(await findToast('Missing Information')).getByText('Please enter both a subject and content')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const [subjectField, contentField] = [screen.getByLabelText('Subject'), screen.getByLabelText('Content')];
    if (subject.trim() === '') await expectFieldError(subjectField, 'Please enter a subject');
    else expect(subjectField).not.toHaveAttribute('aria-invalid');
    if (content.trim() === '') await expectFieldError(contentField, 'Please enter the content');
    expect(sends).toHaveLength(0);
  });

  it("refuses to send without recipients ('No Recipients') and says where to pick them", async () => {
    const sends = recordRequests('post', '/api/admin/send-email');
    const { user } = renderPanel();
    expect(screen.getByRole('link', { name: 'Pick recipients in the Subscribers tab' })).toHaveAttribute('href', '/?tab=users');
    await fillCampaign(user, 'Spring offers', 'Hello readers');
    await user.click(screen.getByRole('button', { name: 'Send Campaign' }));
    expect(await screen.findByText('No Recipients')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Select at least one recipient in the Subscribers tab')).toBeInTheDocument();
    expect(sends).toHaveLength(0);
  });

  it("sends subject, content and the chosen subscribers, says 'Email sent successfully' and refreshes the list", async () => {
    selectRecipients([ADA, GRACE]);
    const sends = recordRequests('post', '/api/admin/send-email', () =>
      HttpResponse.json({ sentCount: 1, campaignId: 'manual-2', skippedCount: 1, status: 'completed' }),
    );
    const { user, queryClient } = renderPanel();
    await campaignRow('Spring offers');
    expect(within(screen.getByRole('list', { name: 'Recipients' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ada@example.com', 'grace@example.com']);
    await fillCampaign(user, 'Spring offers', '# Hello\nThree new tools.');
    const question = await clickConfirmed(user, 'Send to 2 recipients', 'Send Now');
    expect(question).toContain('Send to 2 recipients?');
    expect(question).toContain('"Spring offers" goes to these 2 recipients now');
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(screen.getByText('Sent to 1 recipient. 1 recipient no longer subscribed or reachable was skipped.')).toBeInTheDocument();
    expect(sends.map((request) => request.body)).toEqual([{ subject: 'Spring offers', content: '# Hello\nThree new tools.', subscriberIds: [ADA.id, GRACE.id] }]);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Content')).toHaveValue('');
    expect(queryClient.getQueryState(emailQueryKeys.campaigns)?.dataUpdateCount).toBe(2);
    // The recipients sent to are no longer picked: the next campaign is not one click from them.
    expect(screen.queryByRole('list', { name: 'Recipients' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Campaign' })).toBeInTheDocument();
  });

  it('asks before sending; Cancel sends nothing and keeps the text and the recipients', async () => {
    selectRecipients([ADA]);
    const sends = recordRequests('post', '/api/admin/send-email');
    const { user } = renderPanel();
    await fillCampaign(user, 'Spring offers', 'Hello readers');
    await user.click(screen.getByRole('button', { name: 'Send to 1 recipient' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send to 1 recipient?' });
    expect(within(dialog).getByText('"Spring offers" goes to this recipient now, each once. A sent email cannot be called back.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sends).toHaveLength(0);
    expect(screen.getByLabelText('Subject')).toHaveValue('Spring offers');
    expect(screen.getByRole('button', { name: 'Send to 1 recipient' })).toBeInTheDocument();
  });

  it('asks on Enter in the subject too, rather than sending', async () => {
    selectRecipients([ADA]);
    const sends = recordRequests('post', '/api/admin/send-email');
    const { user } = renderPanel();
    await fillCampaign(user, 'Spring offers', 'Hello readers');
    await user.type(screen.getByLabelText('Subject'), '{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Send to 1 recipient?' })).toBeInTheDocument();
    expect(sends).toHaveLength(0);
  });

  it('polls the campaigns while its send call waits, so the new campaign moves live', async () => {
    selectRecipients([ADA]);
    let answer: () => void = () => undefined;
    server.use(
      contractHandler(
        emailCampaignRoutes.sendEmail,
        () => new Promise<Response>((resolve) => (answer = () => resolve(contractAnswer(emailCampaignRoutes.sendEmail, { sentCount: 1, campaignId: 'manual-2', skippedCount: 0, status: 'completed' })))),
      ),
    );
    const calls = serveSnapshots('/api/admin/campaigns', [[buildCampaign()], [buildCampaign(), buildCampaign({ id: 'manual-2', subject: 'Flash sale', status: 'sending', total: 1, sent: 0, finishedAt: null })]]);
    jest.useFakeTimers();
    const { user } = renderPanel({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await campaignRow('Spring offers');
    await fillCampaign(user, 'Flash sale', 'Today only');
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(CAMPAIGNS_POLL_MS));
    expect(await screen.findByRole('progressbar', { name: 'Progress of Flash sale' })).toHaveAttribute('aria-valuenow', '0');
    expect(calls()).toBeGreaterThanOrEqual(2);
    act(() => answer());
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
  });

  it.each([
    ["the server's reason under it", () => errorAnswer(400, 'Unknown Recipients'), 'Unknown Recipients'],
    ['nothing more when the server gives no reason', () => new HttpResponse(null, { status: 500 }), 'There was an error sending the emails'],
  ])("shows 'Send Failed' / 'There was an error sending the emails' with %s and keeps the form", async (_case, failure, description) => {
    selectRecipients([ADA]);
    server.use(http.post('/api/admin/send-email', failure));
    const { user } = renderPanel();
    await fillCampaign(user, 'Spring offers', 'Hello readers');
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    expect(await screen.findByText('Send Failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error sending the emails')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Spring offers');
    // A failed send keeps the recipients picked too, for the retry.
    expect(screen.getByRole('button', { name: 'Send to 1 recipient' })).toBeInTheDocument();
  });
});

describe('EmailCampaignsPanel: test daily and weekly sends', () => {
  it.each([
    ['Daily', '/api/admin/send-daily-emails', 'Queued the daily newsletter "Your AI tools briefing" (for 2025-06-03) for 1,234 recipients.'],
    ['Weekly', '/api/admin/send-weekly-emails', 'No approved weekly draft is waiting to be sent, so nothing was sent.'],
  ])('asks first, then sends the %s newsletter and shows its message', async (label, path, message) => {
    const sends = recordRequests('post', path, () => HttpResponse.json({ message }));
    const { user, queryClient } = renderPanel();
    await campaignRow('Spring offers');
    queryClient.setQueryData(emailQueryKeys.pendingDrafts(), []);
    await user.click(screen.getByRole('button', { name: `Test ${label} Send` }));
    expect(sends).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText(`${label} Email Test`)).toBeInTheDocument();
    expect(within(screen.getByRole('status', { name: 'Test send result' })).getByText(message)).toBeInTheDocument();
    expect(sends).toHaveLength(1);
    // The send changes the drafts (sent, expired) and starts a campaign.
    expect(queryClient.getQueryState(emailQueryKeys.pendingDrafts())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(emailQueryKeys.campaigns)?.dataUpdateCount).toBe(2);
  });

  it("shows 'Daily or Weekly Email Test Failed' when the send fails", async () => {
    server.use(http.post('/api/admin/send-weekly-emails', () => errorAnswer(503, 'The event store is not available')));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Test Weekly Send' }));
    await user.click(await screen.findByRole('button', { name: 'Send Now' }));
    expect(await screen.findByText('Daily or Weekly Email Test Failed')).toBeInTheDocument();
    expect(screen.getByText('The event store is not available')).toBeInTheDocument();
  });
});

describe('EmailCampaignsPanel: news analysis', () => {
  it('shows each news item with headline, summary and category', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Analyze News' }));
    const items = within(await screen.findByRole('list', { name: 'News items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    for (const text of ['Jasper adds brand voice memory', 'Drafts now keep the tone of earlier posts.', 'Writing']) expect(within(items[0]!).getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['its message', () => errorAnswer(502, 'The AI service failed'), '502: The AI service failed'],
    ['its status text when the body is empty', () => new HttpResponse(null, { status: 429, statusText: 'Too Many Requests' }), '429: Too Many Requests'],
  ])("shows 'Analysis Failed' with the HTTP error and %s", async (_case, failure, description) => {
    server.use(http.post('/api/admin/analyze-news', failure));
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Analyze News' }));
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});

describe('EmailCampaignsPanel: the typed campaign survives picking recipients in the Subscribers tab', () => {
  const SENT = { sentCount: 1, campaignId: 'manual-2', skippedCount: 0, status: 'completed' } as const;

  it('keeps subject and content, so type, pick recipients, back, send works', async () => {
    const sends = recordRequests('post', '/api/admin/send-email', () => HttpResponse.json(SENT));
    const { user, back } = renderAsTab(<EmailCampaignsPanel />);
    await fillCampaign(user, 'Typed subject', 'Typed content');
    await user.click(screen.getByRole('link', { name: 'Pick recipients in the Subscribers tab' }));
    expect(await screen.findByText(SUBSCRIBERS_TAB_MARKER)).toBeInTheDocument();
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    act(() => selectRecipients([ADA]));
    await back();

    expect(await screen.findByLabelText('Subject')).toHaveValue('Typed subject');
    expect(screen.getByLabelText('Content')).toHaveValue('Typed content');
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    expect(sends.map((request) => request.body)).toEqual([{ subject: 'Typed subject', content: 'Typed content', subscriberIds: [ADA.id] }]);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Content')).toHaveValue('');
  });

  it('finishes a send the admin walked away from: the toast shows, the panel opened again says Sending..., then is empty', async () => {
    selectRecipients([ADA]);
    let answer: () => void = () => undefined;
    server.use(http.post('/api/admin/send-email', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(SENT))))));
    const { user, back, openSubscribersTab } = renderAsTab(<EmailCampaignsPanel />);
    await fillCampaign(user, 'Flash sale', 'Today only');
    await clickConfirmed(user, 'Send to 1 recipient', 'Send Now');
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    // By the tab: user-event counts the link inside the disabled fieldset as disabled, a browser does not.
    await openSubscribersTab();
    await screen.findByText(SUBSCRIBERS_TAB_MARKER);
    await back();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(screen.getByLabelText('Subject')).toBeDisabled();
    await openSubscribersTab();
    await screen.findByText(SUBSCRIBERS_TAB_MARKER);
    act(() => answer());
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    await back();
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Content')).toHaveValue('');
  });
});
