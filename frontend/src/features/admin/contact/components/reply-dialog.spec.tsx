import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { contactAdminRoutes } from '@contract/contact.contract';
import { http, HttpResponse } from 'msw';
import { buildContactMessage } from '../../../../testing/builders/contact';
import { contractHandler, errorAnswer } from '../../../../testing/contract-handlers';
import { expectFieldError } from '../../../../testing/field-errors';
import { renderWithProviders } from '../../../../testing/render';
import { serveContactInbox } from '../../../../testing/serve-contact-inbox';
import { server } from '../../../../testing/server';
import { findToast } from '../../../../testing/toasts';
import { ContactMessagesPanel } from './contact-messages-panel';

const SUBJECT = 'Which tool for invoices?';

/** The panel with one unread message, its reply dialog open; answers the inbox's recorded requests. */
const openReply = async () => {
  const message = buildContactMessage({ name: 'Grace Hopper', email: 'grace@example.com', subject: SUBJECT, message: 'I send 200 invoices a month.' });
  const requests = serveContactInbox([message]);
  const rendered = renderWithProviders(<ContactMessagesPanel />);
  const item = await screen.findByRole('article', { name: SUBJECT });
  await rendered.user.click(within(item).getByRole('button', { name: 'Reply' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reply to Grace Hopper' });
  return { ...rendered, message, requests, item, dialog };
};

describe('ReplyDialog', () => {
  it('says where the reply goes and shows the message it answers', async () => {
    const { dialog } = await openReply();
    expect(dialog).toHaveTextContent(`Mailed to grace@example.com as “Re: ${SUBJECT}”, and kept under the message.`);
    expect(within(dialog).getByText('I send 200 invoices a month.')).toBeInTheDocument();
  });

  it('names the subject the server mails, without a second "Re:"', async () => {
    const { user } = renderWithProviders(<ContactMessagesPanel />);
    const item = await screen.findByRole('article', { name: 'Re: A problem with my preferences' });
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(await screen.findByRole('dialog', { name: 'Reply to Grace Hopper' })).toHaveTextContent('Mailed to grace@example.com as “Re: A problem with my preferences”');
  });

  it('refuses a blank reply, sending nothing', async () => {
    const { user, dialog, requests } = await openReply();
    await user.type(within(dialog).getByLabelText('Your reply'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await findToast('Missing Information')).toHaveTextContent('Please write a reply');
    await expectFieldError(within(dialog).getByLabelText('Your reply'), 'Please write a reply');
    expect(requests).toEqual([]);
  });

  it("sends the reply, says 'Reply sent successfully', closes, and shows the status replied from the server with the reply under the message", async () => {
    const { user, dialog, requests, item, message } = await openReply();
    await user.type(within(dialog).getByLabelText('Your reply'), '  Try the invoice tools in the finance category.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await findToast('Reply sent successfully')).toHaveTextContent(`Mailed to grace@example.com as "Re: ${SUBJECT}".`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([{ action: 'reply', id: message.id, body: { replyContent: 'Try the invoice tools in the finance category.' } }]);
    await waitFor(() => expect(item).toHaveTextContent('Status: Replied'));
    expect(within(item).getByRole('region', { name: `Replies to ${SUBJECT}` })).toHaveTextContent('Try the invoice tools in the finance category.');
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Reply' })).toHaveFocus());
    // Opened again, the dialog starts empty.
    await user.click(within(item).getByRole('button', { name: 'Reply' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Your reply')).toHaveValue('');
  });

  it.each([
    ["the server's reason", () => errorAnswer(502, 'The reply could not be sent: the mail transport could not be reached'), '502: The reply could not be sent: the mail transport could not be reached'],
    ['the status text when the body is empty', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }), '503: Service Unavailable'],
  ])("says 'Failed to send reply' with %s, and keeps the dialog and its text", async (_case, failure, description) => {
    const { user, dialog } = await openReply();
    server.use(http.post('/api/admin/contact-messages/:id/reply', failure));
    await user.type(within(dialog).getByLabelText('Your reply'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await findToast('Failed to send reply')).toHaveTextContent(description);
    expect(screen.getByRole('dialog', { name: 'Reply to Grace Hopper' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your reply')).toHaveValue('Hello');
  });

  it('cannot be closed while the reply is on its way', async () => {
    let answer: () => void = () => undefined;
    const { user, dialog } = await openReply();
    server.use(contractHandler(contactAdminRoutes.reply, () => new Promise<Response>((resolve) => (answer = () => resolve(errorAnswer(502, 'Transport down'))))));
    await user.type(within(dialog).getByLabelText('Your reply'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reply to Grace Hopper' })).toBeInTheDocument();
    answer();
    expect(await findToast('Failed to send reply')).toHaveTextContent('502: Transport down');
  });

  it('returns focus to the Reply button when cancelled', async () => {
    const { user, dialog, item } = await openReply();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Reply' })).toHaveFocus());
  });
});
