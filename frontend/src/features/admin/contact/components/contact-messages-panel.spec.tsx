import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { contactAdminRoutes } from '@contract/contact.contract';
import { buildContactHistoryEntry, buildContactMessage, buildErasedContactMessage } from '../../../../testing/builders/contact';
import { contractAnswer, contractHandler, errorAnswer } from '../../../../testing/contract-handlers';
import { defaultContactMessages } from '../../../../testing/handlers/admin-contact';
import { renderWithProviders } from '../../../../testing/render';
import { serveContactInbox } from '../../../../testing/serve-contact-inbox';
import { server } from '../../../../testing/server';
import { findToast } from '../../../../testing/toasts';
import { ContactMessagesPanel } from './contact-messages-panel';

const renderPanel = () => renderWithProviders(<ContactMessagesPanel />);

/** The message titled `subject` as the inbox shows it. */
const messageOf = async (subject: string) => screen.findByRole('article', { name: subject });

describe('ContactMessagesPanel: the inbox', () => {
  it('shows every message with name, email, subject, text, status, priority, time and channel, newest first', async () => {
    renderPanel();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'URGENT: the newsletter link is broken',
      'Re: A problem with my preferences',
      'Partnership idea',
    ]);
    const ada = articles[0]!;
    for (const text of ['Ada Lovelace', '<ada@example.com>', 'Which of your tools would you pick for writing product descriptions?']) expect(within(ada).getByText(text)).toBeInTheDocument();
    expect(ada).toHaveTextContent('Status: Unread');
    expect(ada).toHaveTextContent('urgent priority');
    expect(ada).toHaveTextContent('Jun 3, 2025');
    expect(ada).toHaveTextContent('via the contact form');
    expect(articles[1]).toHaveTextContent('via email');
    expect(articles[1]).toHaveTextContent('Status: Read');
  });

  it('gives urgent, high and normal each their own badge colour', async () => {
    renderPanel();
    await screen.findAllByRole('article');
    const badge = (priority: string) => document.querySelector(`[data-priority="${priority}"]`);
    expect(badge('urgent')).toHaveClass('bg-red-600');
    expect(badge('high')).toHaveClass('bg-amber-500');
    expect(badge('normal')).toHaveClass('border');
    expect(badge('normal')).not.toHaveClass('bg-red-600');
  });

  it('counts the unread messages in the header, from the server’s counts', async () => {
    serveContactInbox([...defaultContactMessages(), buildContactMessage({ subject: 'Another one' })]);
    renderPanel();
    expect(await screen.findByText('2 unread, 4 messages in all, newest first.')).toBeInTheDocument();
  });

  it('shows the replies already sent under the message, with who sent them and when', async () => {
    renderPanel();
    const replies = within(await messageOf('Partnership idea')).getByRole('region', { name: 'Replies to Partnership idea' });
    expect(replies).toHaveTextContent('Thanks, we will be in touch.');
    expect(replies).toHaveTextContent('operator');
    expect(replies).toHaveTextContent('Jun 1, 2025');
  });

  it('shows an erased sender as such, with nothing to reply to', async () => {
    serveContactInbox([buildErasedContactMessage({ status: 'replied', replies: [{ content: null, sentAt: '2025-06-01T10:00:00.000Z', operator: 'operator' }] })]);
    renderPanel();
    const erased = await messageOf('Message from an erased sender');
    expect(erased).toHaveTextContent('Erased sender: their name, address and message were deleted at their request.');
    expect(erased).toHaveTextContent('The text of this reply was erased with the sender.');
    expect(within(erased).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(erased).queryByRole('button', { name: /^Compose/ })).not.toBeInTheDocument();
    expect(within(erased).getByRole('button', { name: 'Spam' })).toBeInTheDocument();
  });

  it('says so when the inbox is empty', async () => {
    serveContactInbox([]);
    renderPanel();
    expect(await screen.findByText('No message has arrived yet.')).toBeInTheDocument();
  });

  it("shows the server's message when the inbox cannot be loaded", async () => {
    server.use(contractHandler(contactAdminRoutes.list, () => errorAnswer(503, 'The read models are catching up')));
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the messages: The read models are catching up');
  });
});

describe('ContactMessagesPanel: the status filter', () => {
  it('asks the server for one status and names each with its count', async () => {
    const asked: (string | null)[] = [];
    server.use(
      contractHandler(contactAdminRoutes.list, ({ request, query }) => {
        asked.push(new URL(request.url).searchParams.get('status'));
        const messages = defaultContactMessages().filter((message) => !query.status || message.status === query.status);
        return contractAnswer(contactAdminRoutes.list, { items: messages, nextCursor: null, counts: { unread: 1, read: 1, replied: 1, spam: 0 } });
      }),
    );
    const { user } = renderPanel();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Show messages' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['All messages (3)', 'Unread (1)', 'Read (1)', 'Replied (1)', 'Spam (0)']);
    await user.click(screen.getByRole('option', { name: 'Replied (1)' }));
    await waitFor(() => expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 4 }).textContent)).toEqual(['Partnership idea']));
    expect(asked).toEqual([null, 'replied']);
  });

  it('says that a status holds no message', async () => {
    const { user } = renderPanel();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Show messages' }));
    await user.click(await screen.findByRole('option', { name: 'Spam (0)' }));
    expect(await screen.findByText('No spam message.')).toBeInTheDocument();
  });

  it('loads older messages page by page', async () => {
    serveContactInbox(Array.from({ length: 25 }, (_, index) => buildContactMessage({ subject: `Question ${index + 1}` })));
    const { user } = renderPanel();
    await messageOf('Question 20');
    expect(screen.queryByRole('article', { name: 'Question 21' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await messageOf('Question 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});

describe('ContactMessagesPanel: actions', () => {
  it("offers 'Mark Read' only on unread messages", async () => {
    renderPanel();
    const [unread, read, replied] = await screen.findAllByRole('article');
    expect(within(unread!).getByRole('button', { name: 'Mark Read' })).toBeInTheDocument();
    expect(within(read!).queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
    expect(within(replied!).queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
  });

  it('marks a message read: the status comes from the server, and focus moves to its Reply button', async () => {
    const messages = defaultContactMessages();
    const requests = serveContactInbox(messages);
    const { user } = renderPanel();
    const urgent = await messageOf('URGENT: the newsletter link is broken');
    await user.click(within(urgent).getByRole('button', { name: 'Mark Read' }));
    await waitFor(() => expect(urgent).toHaveTextContent('Status: Read'));
    expect(within(urgent).queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(urgent).getByRole('button', { name: 'Reply' })).toHaveFocus());
    expect(await screen.findByText('0 unread, 3 messages in all, newest first.')).toBeInTheDocument();
    expect(requests).toEqual([{ action: 'mark-read', id: messages[0]!.id }]);
  });

  it("marks a message as spam with 'Message marked as spam', and restores it", async () => {
    const requests = serveContactInbox(defaultContactMessages());
    const { user } = renderPanel();
    const read = await messageOf('Re: A problem with my preferences');
    await user.click(within(read).getByRole('button', { name: 'Spam' }));
    expect(await findToast('Message marked as spam')).toHaveTextContent('"Re: A problem with my preferences" is in Spam; Restore takes it back out.');
    await waitFor(() => expect(read).toHaveTextContent('Status: Spam'));
    await waitFor(() => expect(within(read).getByRole('button', { name: 'Restore' })).toHaveFocus());
    await user.click(within(read).getByRole('button', { name: 'Restore' }));
    expect(await findToast('Message restored')).toHaveTextContent('is back in the inbox as read.');
    await waitFor(() => expect(read).toHaveTextContent('Status: Read'));
    expect(requests.map((request) => request.action)).toEqual(['spam', 'restore']);
  });

  it('moves focus to the filter when an action takes the message out of the list shown', async () => {
    serveContactInbox(defaultContactMessages());
    const { user } = renderPanel();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Show messages' }));
    await user.click(await screen.findByRole('option', { name: 'Unread (1)' }));
    const urgent = await messageOf('URGENT: the newsletter link is broken');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await user.click(within(urgent).getByRole('button', { name: 'Spam' }));
    expect(await screen.findByText('No unread message.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Show messages' })).toHaveFocus());
  });

  it("says why an action failed, with the call's message", async () => {
    server.use(contractHandler(contactAdminRoutes.markRead, () => errorAnswer(409, 'Only an unread message can be marked read')));
    const { user } = renderPanel();
    await user.click(within(await messageOf('URGENT: the newsletter link is broken')).getByRole('button', { name: 'Mark Read' }));
    expect(await findToast('Failed to mark message read')).toHaveTextContent('409: Only an unread message can be marked read');
  });
});

describe('ContactMessagesPanel: history', () => {
  it('shows who did what to a message and when, newest first, and returns focus to its History button', async () => {
    server.use(
      contractHandler(contactAdminRoutes.history, () =>
        contractAnswer(contactAdminRoutes.history, [
          buildContactHistoryEntry(),
          buildContactHistoryEntry({ position: 2, action: 'read', actor: 'admin', operator: 'operator', occurredAt: '2025-06-02T10:00:00.000Z' }),
          buildContactHistoryEntry({ position: 3, action: 'replied', actor: 'admin', operator: 'operator', occurredAt: '2025-06-02T11:30:00.000Z' }),
        ]),
      ),
    );
    const { user } = renderPanel();
    const partnership = await messageOf('Partnership idea');
    await user.click(within(partnership).getByRole('button', { name: 'History of Partnership idea' }));
    const drawer = await screen.findByRole('dialog', { name: 'Partnership idea' });
    expect(drawer).toHaveTextContent('From Linus <linus@example.com>, through the contact form.');
    const entries = await within(drawer).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Repliedoperator.*11:30/),
      expect.stringMatching(/^Marked readoperator/),
      expect.stringMatching(/^Receivedvisitor/),
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(partnership).getByRole('button', { name: 'History of Partnership idea' })).toHaveFocus());
  });
});
