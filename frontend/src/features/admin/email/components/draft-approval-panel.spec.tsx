import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { emailDraftRoutes } from '@contract/email-drafts.contract';
import { buildDraft, buildDraftHistory, buildDraftHistoryEntry } from '../../../../testing/builders/email';
import { contractAnswer, contractHandler, errorAnswer } from '../../../../testing/contract-handlers';
import { renderWithProviders } from '../../../../testing/render';
import { serveDraftReview } from '../../../../testing/serve-draft-review';
import { server } from '../../../../testing/server';
import { renderAsTab, SUBSCRIBERS_TAB_MARKER } from '../../../../testing/render-as-tab';
import { STORED_KEY_PREFIX } from '../../shared/session-end';
import { rejectDraft } from '../api/reject-draft';
import { DraftApprovalPanel } from './draft-approval-panel';
import { findToast } from '../../../../testing/toasts';
import { expectFieldError } from '../../../../testing/field-errors';

const renderPanel = () => renderWithProviders(<DraftApprovalPanel />);

/** Clicks a decision button; Reject asks first, and is confirmed. */
const decide = async (user: ReturnType<typeof renderPanel>['user'], card: HTMLElement, button: string) => {
  await user.click(within(card).getByRole('button', { name: button }));
  if (button === 'Reject') await user.click(within(await screen.findByRole('alertdialog', { name: 'Reject this draft?' })).getByRole('button', { name: 'Reject Draft' }));
};

/** The card of one pending draft, found by its subject. */
const draftCard = async (subject: string) => (await screen.findByRole('heading', { name: subject })).closest<HTMLElement>('[aria-labelledby]')!;

describe('DraftApprovalPanel: what a draft shows', () => {
  it('shows frequency, estimated recipients, target date, subject and interests of each pending draft', async () => {
    serveDraftReview([buildDraft(), buildDraft({ frequency: 'weekly', targetDate: '2025-06-09', subject: 'Your week in AI', estimatedRecipients: 1, interests: [] })]);
    renderPanel();
    const daily = await draftCard('Your AI tools briefing');
    for (const text of ['daily', 'pending', 'Tue, Jun 3, 2025', '1,234 subscribers', 'finance', 'business', 'AI Writing Tools', 'version 1']) {
      expect(within(daily).getByText(text, { exact: false })).toBeInTheDocument();
    }
    const weekly = await draftCard('Your week in AI');
    for (const text of ['weekly', 'Mon, Jun 9, 2025', '1 subscriber', 'none named']) expect(within(weekly).getByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('2 drafts waiting for review.', { exact: false })).toBeInTheDocument();
  });

  it('says when a pending draft missed its send time', async () => {
    serveDraftReview([buildDraft({ targetDate: '2020-01-06', subject: 'Missed' }), buildDraft({ targetDate: '2999-01-06', subject: 'Ahead' })]);
    renderPanel();
    const notice = /Its send time has passed/;
    expect(within(await draftCard('Missed')).getByText(notice)).toBeInTheDocument();
    expect(within(await draftCard('Ahead')).queryByText(notice)).not.toBeInTheDocument();
  });

  it("renders the content as the email will look, with the server's own layout in a sandboxed frame", async () => {
    renderPanel();
    const frame = await screen.findByTitle('Email preview: Your AI tools briefing');
    expect(frame.tagName).toBe('IFRAME');
    // No allow-scripts: nothing in the email runs.
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(frame.getAttribute('srcdoc')).toContain('<table role="presentation" width="600">');
  });

  it("opens the email's links in a new tab, so following one does not replace the preview", async () => {
    renderPanel();
    const frame = await screen.findByTitle('Email preview: Your AI tools briefing');
    const document = new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html');
    expect(document.querySelectorAll('base')).toHaveLength(1);
    expect(document.head.querySelector('base')?.getAttribute('target')).toBe('_blank');
    expect(document.compatMode).toBe('CSS1Compat');
  });

  it('says so when no draft is waiting', async () => {
    serveDraftReview([]);
    renderPanel();
    expect(await screen.findByText('No draft is waiting for review.')).toBeInTheDocument();
    expect(await screen.findByText('No draft has been decided yet.')).toBeInTheDocument();
  });
});

describe('DraftApprovalPanel: approve and reject', () => {
  it('approves with the notes; the draft leaves the review list and shows as approved with its history', async () => {
    const requests = serveDraftReview([buildDraft()]);
    const { user } = renderPanel();
    const card = await draftCard('Your AI tools briefing');
    await user.type(within(card).getByLabelText('Notes (optional)'), 'Good to go');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Draft Approved')).toBeInTheDocument();
    expect(requests).toEqual([{ action: 'approve', id: 'daily-2025-06-03', body: { adminNotes: 'Good to go' } }]);
    expect(await screen.findByText('No draft is waiting for review.')).toBeInTheDocument();

    const row = (await screen.findByRole('rowheader', { name: /Your AI tools briefing/ })).closest('tr')!;
    expect(within(row).getByText('approved')).toBeInTheDocument();
    expect(within(row).getByText(/^Sends /)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'History of daily-2025-06-03' }));
    const history = await screen.findByRole('list', { name: 'History of daily-2025-06-03' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('.font-medium')?.textContent)).toEqual(['Written', 'Approved']);
    expect(within(entries[1]!).getByText('operator')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Good to go')).toBeInTheDocument();
  });

  it('approves without notes: the server records none', async () => {
    const requests = serveDraftReview([buildDraft()]);
    const { user } = renderPanel();
    await user.click(within(await draftCard('Your AI tools briefing')).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Draft Approved');
    expect(requests.map((request) => request.body)).toEqual([{ adminNotes: null }]);
  });

  it('rejects with the notes', async () => {
    const requests = serveDraftReview([buildDraft()]);
    const { user } = renderPanel();
    const card = await draftCard('Your AI tools briefing');
    await user.type(within(card).getByLabelText('Notes (optional)'), 'Too long');
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this draft?' });
    expect(within(dialog).getByText(/No daily newsletter will go out on Tue, Jun 3, 2025/)).toBeInTheDocument();
    expect(requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject Draft' }));
    expect(await screen.findByText('Draft Rejected')).toBeInTheDocument();
    expect(requests).toEqual([{ action: 'reject', id: 'daily-2025-06-03', body: { adminNotes: 'Too long' } }]);
    const row = (await screen.findByRole('rowheader', { name: /Your AI tools briefing/ })).closest('tr')!;
    expect(within(row).getByText('rejected')).toBeInTheDocument();
    expect(within(row).getByText('Too long')).toBeInTheDocument();
  });

  it('does nothing when the rejection is cancelled: the draft stays for review with its notes', async () => {
    const requests = serveDraftReview([buildDraft()]);
    const { user } = renderPanel();
    const card = await draftCard('Your AI tools briefing');
    await user.type(within(card).getByLabelText('Notes (optional)'), 'Too long');
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    expect(within(card).getByLabelText('Notes (optional)')).toHaveValue('Too long');
  });

  it.each([
    ['Approve', 'Failed to approve draft', 409, 'This draft was rejected and cannot be approved'],
    ['Reject', 'Failed to reject draft', 409, 'This draft was sent'],
  ])("shows the spec's toast when %s fails, with the server's reason", async (button, title, status, reason) => {
    server.use(contractHandler(emailDraftRoutes.approve, () => errorAnswer(status, reason)), contractHandler(emailDraftRoutes.reject, () => errorAnswer(status, reason)));
    const { user } = renderPanel();
    await decide(user, await draftCard('Your AI tools briefing'), button);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(await draftCard('Your AI tools briefing')).toBeInTheDocument();
  });
});

describe('DraftApprovalPanel: withdrawing an approved draft', () => {
  const approved = buildDraft({ status: 'approved', subject: 'Approved briefing', reviewedBy: 'operator', reviewedAt: '2025-06-02T09:00:00.000Z' });
  const decidedRow = async (subject: string) => (await screen.findByRole('rowheader', { name: new RegExp(subject) })).closest('tr')!;

  it('offers Withdraw only on approved rows; it asks first, naming the newsletter, then rejects the draft', async () => {
    const requests = serveDraftReview([approved, buildDraft({ id: 'weekly-2025-06-09', frequency: 'weekly', targetDate: '2025-06-09', status: 'rejected', subject: 'Rejected weekly' })]);
    const { user } = renderPanel();
    const row = await decidedRow('Approved briefing');
    expect(within(await decidedRow('Rejected weekly')).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Withdraw daily-2025-06-03' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this approved draft?' });
    expect(within(dialog).getByText(/No daily newsletter will go out on Tue, Jun 3, 2025/)).toBeInTheDocument();
    expect(requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Draft' }));
    expect(await screen.findByText('Draft Rejected')).toBeInTheDocument();
    expect(requests).toEqual([{ action: 'reject', id: 'daily-2025-06-03', body: { adminNotes: null } }]);
    expect(await within(row).findByText('rejected')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('sends nothing when the withdrawal is cancelled', async () => {
    const requests = serveDraftReview([approved]);
    const { user } = renderPanel();
    await user.click(within(await decidedRow('Approved briefing')).getByRole('button', { name: 'Withdraw daily-2025-06-03' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
    expect(within(await decidedRow('Approved briefing')).getByText('approved')).toBeInTheDocument();
  });

  it("shows 'Failed to reject draft' with the server's reason when the draft was sent meanwhile", async () => {
    serveDraftReview([approved]);
    server.use(contractHandler(emailDraftRoutes.reject, () => errorAnswer(409, 'This draft was sent')));
    const { user } = renderPanel();
    await user.click(within(await decidedRow('Approved briefing')).getByRole('button', { name: 'Withdraw daily-2025-06-03' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw Draft' }));
    expect(await screen.findByText('Failed to reject draft')).toBeInTheDocument();
    expect(screen.getByText('This draft was sent')).toBeInTheDocument();
  });
});

describe('DraftApprovalPanel: typed notes and revision request survive leaving the tab', () => {
  it('keeps each draft its own notes and request across a visit to another tab and a reload of the store', async () => {
    serveDraftReview([buildDraft(), buildDraft({ id: 'weekly-2025-06-09', frequency: 'weekly', targetDate: '2025-06-09', subject: 'Your week in AI' })]);
    const { user, back, openSubscribersTab } = renderAsTab(<DraftApprovalPanel />);
    const daily = await draftCard('Your AI tools briefing');
    await user.type(within(daily).getByLabelText('Notes (optional)'), 'Check pricing first');
    await user.type(within(daily).getByLabelText('Revision request'), 'Lead with the pricing of each tool.');
    await openSubscribersTab();
    await screen.findByText(SUBSCRIBERS_TAB_MARKER);
    await back();

    const again = await draftCard('Your AI tools briefing');
    expect(within(again).getByLabelText('Notes (optional)')).toHaveValue('Check pricing first');
    expect(within(again).getByLabelText('Revision request')).toHaveValue('Lead with the pricing of each tool.');
    const weekly = await draftCard('Your week in AI');
    expect(within(weekly).getByLabelText('Notes (optional)')).toHaveValue('');
    expect(within(weekly).getByLabelText('Revision request')).toHaveValue('');
    expect(window.sessionStorage.getItem(`${STORED_KEY_PREFIX}draft-review`)).toContain('Check pricing first');
  });

  it('forgets what was typed on a draft once it is decided', async () => {
    serveDraftReview([buildDraft()]);
    const { user } = renderPanel();
    const card = await draftCard('Your AI tools briefing');
    await user.type(within(card).getByLabelText('Notes (optional)'), 'Good to go');
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await screen.findByText('Draft Approved');
    expect(window.sessionStorage.getItem(`${STORED_KEY_PREFIX}draft-review`)).toBeNull();
  });
});

describe('DraftApprovalPanel: a draft decided elsewhere', () => {
  it.each([
    ['Approve', 'Failed to approve draft'],
    ['Reject', 'Failed to reject draft'],
    ['Request Revision', 'Failed to revise draft'],
  ])('after %s is refused (409), reloads the drafts: the card moves to the decided drafts with its real status', async (button, title) => {
    serveDraftReview([buildDraft(), buildDraft({ frequency: 'weekly', targetDate: '2025-06-09', subject: 'Your week in AI' })]);
    const { user } = renderPanel();
    const card = await draftCard('Your AI tools briefing');
    expect(screen.getByText('2 drafts waiting for review.', { exact: false })).toBeInTheDocument();
    // Another browser tab rejects it while this one still shows it pending.
    await rejectDraft({ id: 'daily-2025-06-03', adminNotes: 'Rejected in another tab' });
    await user.type(within(card).getByLabelText('Revision request'), 'Shorter');
    await decide(user, card, button);

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText('This draft is rejected')).toBeInTheDocument();
    expect(card).not.toBeInTheDocument();
    expect(await draftCard('Your week in AI')).toBeInTheDocument();
    expect(screen.getByText('1 draft waiting for review.', { exact: false })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: /Your AI tools briefing/ })).closest('tr')!;
    expect(within(row).getByText('rejected')).toBeInTheDocument();
    expect(within(row).getByText('Rejected in another tab')).toBeInTheDocument();
  });
});

describe('DraftApprovalPanel: revise', () => {
  it.each([[''], ['   \n ']])('refuses a blank revision request (%j) without calling the server', async (typed) => {
    const requests = serveDraftReview([buildDraft()]);
    const { user } = renderPanel();
    const card = await draftCard('Your AI tools briefing');
    if (typed) await user.type(within(card).getByLabelText('Revision request'), typed);
    await user.click(within(card).getByRole('button', { name: 'Request Revision' }));
    expect(within(await findToast('Revision Request Required')).getByText('Say what the AI should change: the request must not be blank')).toBeInTheDocument();
    await expectFieldError(within(card).getByLabelText('Revision request'), 'Say what the AI should change: the request must not be blank');
    expect(requests).toEqual([]);
  });

  it('sends the request; the new version shows for review and in the history with what was asked', async () => {
    const requests = serveDraftReview([buildDraft()]);
    const { user } = renderPanel();
    const card = await draftCard('Your AI tools briefing');
    await user.type(within(card).getByLabelText('Revision request'), '  Shorter, please ');
    await user.click(within(card).getByRole('button', { name: 'Request Revision' }));
    expect(await screen.findByText('Draft Revised')).toBeInTheDocument();
    expect(screen.getByText('Version 2 is ready for review.')).toBeInTheDocument();
    expect(requests).toEqual([{ action: 'revise', id: 'daily-2025-06-03', body: { revisionRequest: 'Shorter, please' } }]);

    const revised = await draftCard('Your AI tools briefing (version 2)');
    expect(within(revised).getByText('version 2')).toBeInTheDocument();
    expect(within(revised).getByLabelText('Revision request')).toHaveValue('');
    expect(await within(revised).findByTitle('Email preview: Your AI tools briefing (version 2)')).toBeInTheDocument();
    const history = await within(revised).findByRole('list', { name: 'History of daily-2025-06-03' });
    await within(history).findByText('Revised');
    expect(within(history).getByText('Shorter, please')).toBeInTheDocument();
    // Every version of the content is kept: version 1 and the revision.
    expect(within(history).getByText('Version 1: Your AI tools briefing')).toBeInTheDocument();
    expect(within(history).getByText('Version 2: Your AI tools briefing (version 2)')).toBeInTheDocument();
    expect(within(history).getByText(/Revised: Shorter, please/)).toBeInTheDocument();
  });

  it("shows 'Failed to revise draft' when the AI fails", async () => {
    server.use(contractHandler(emailDraftRoutes.revise, () => errorAnswer(502, 'The AI service did not answer')));
    const { user } = renderPanel();
    const card = await draftCard('Your AI tools briefing');
    await user.type(within(card).getByLabelText('Revision request'), 'Add a tip');
    await user.click(within(card).getByRole('button', { name: 'Request Revision' }));
    expect(await screen.findByText('Failed to revise draft')).toBeInTheDocument();
    expect(screen.getByText('The AI service did not answer')).toBeInTheDocument();
    expect(within(card).getByLabelText('Revision request')).toHaveValue('Add a tip');
  });
});

describe('DraftApprovalPanel: history and expired drafts', () => {
  it("shows who did what and when, with the notes and an expiry's reason", async () => {
    const draft = buildDraft();
    server.use(
      contractHandler(emailDraftRoutes.history, () =>
        contractAnswer(
          emailDraftRoutes.history,
          buildDraftHistory(draft, {
            entries: [
              buildDraftHistoryEntry(),
              buildDraftHistoryEntry({ position: 2, action: 'rejected', actor: 'admin', operator: 'maria', notes: 'Off topic' }),
              buildDraftHistoryEntry({ position: 3, action: 'expired', actor: 'scheduler', version: null, reason: 'Still pending at its send time (08:00)' }),
            ],
          }),
        ),
      ),
    );
    renderPanel();
    const history = await screen.findByRole('list', { name: 'History of daily-2025-06-03' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByText('scheduler')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('maria')).toBeInTheDocument();
    expect(within(entries[1]!).getByText('Off topic')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('Expired')).toBeInTheDocument();
    expect(within(entries[2]!).getByText('Still pending at its send time (08:00)')).toBeInTheDocument();
    expect(within(entries[0]!).getByRole('time')).toHaveAttribute('datetime', '2025-06-02T08:00:00.000Z');
  });

  it("lists decided drafts with an expired draft's reason", async () => {
    serveDraftReview([
      buildDraft({ targetDate: '2025-06-01', status: 'expired', subject: 'Missed the morning', expiredReason: 'Not approved before its send time (08:00)' }),
      buildDraft({ targetDate: '2025-05-31', status: 'sent', subject: 'Went out', campaignId: 'newsletter-daily-2025-05-31' }),
    ]);
    renderPanel();
    const expired = (await screen.findByRole('rowheader', { name: /Missed the morning/ })).closest('tr')!;
    expect(within(expired).getByText('expired')).toBeInTheDocument();
    expect(within(expired).getByText('Not approved before its send time (08:00)')).toBeInTheDocument();
    const sent = (await screen.findByRole('rowheader', { name: /Went out/ })).closest('tr')!;
    expect(within(sent).getByText('Campaign newsletter-daily-2025-05-31')).toBeInTheDocument();
  });
});
