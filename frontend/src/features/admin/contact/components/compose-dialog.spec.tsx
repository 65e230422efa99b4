import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { emailCampaignRoutes } from '@contract/email-campaigns.contract';
import { HttpResponse } from 'msw';
import { contractAnswer, errorAnswer } from '../../../../testing/contract-handlers';
import { expectFieldError } from '../../../../testing/field-errors';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { findToast } from '../../../../testing/toasts';
import { COMPOSE_TEMPLATE_NAMES } from '../schemas/compose-templates';
import { ContactMessagesPanel } from './contact-messages-panel';

const SEND_PATH = '/api/admin/send-single-email';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sent = () => recordRequests('post', SEND_PATH, () => contractAnswer(emailCampaignRoutes.sendSingle, { message: 'Email sent successfully' }));

/** The panel with the compose dialog opened from its header. */
const openCompose = async () => {
  const rendered = renderWithProviders(<ContactMessagesPanel />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Compose' }));
  const dialog = await screen.findByRole('dialog', { name: 'Compose email' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { ...rendered, dialog, field };
};

describe('ComposeDialog', () => {
  it('offers exactly the four templates', async () => {
    const { dialog } = await openCompose();
    const templates = within(dialog).getByRole('group', { name: 'Templates' });
    expect(within(templates).getAllByRole('button').map((button) => button.textContent)).toEqual(['AI Tool Recommendation', 'Technical Support', 'Partnership', 'Follow-up']);
  });

  it.each(COMPOSE_TEMPLATE_NAMES.map((name) => [name]))('fills in the %s template, wrapped in the greeting and the sign-off', async (name) => {
    const { user, dialog, field } = await openCompose();
    await user.click(within(dialog).getByRole('button', { name }));
    expect(field('Subject')).not.toHaveValue('');
    const content = (field('Content') as HTMLTextAreaElement).value;
    expect(content.startsWith('Hello,\n\n')).toBe(true);
    expect(content.endsWith('\n\nBest regards,\nThe AI Navigator team')).toBe(true);
    // Something of its own between them.
    expect(content.length).toBeGreaterThan('Hello,\n\n\n\nBest regards,\nThe AI Navigator team'.length + 40);
  });

  it('gives each template its own subject and text', async () => {
    const { user, dialog, field } = await openCompose();
    const filled = new Set<string>();
    for (const name of COMPOSE_TEMPLATE_NAMES) {
      await user.click(within(dialog).getByRole('button', { name }));
      filled.add(`${(field('Subject') as HTMLInputElement).value}|${(field('Content') as HTMLTextAreaElement).value}`);
    }
    expect(filled.size).toBe(4);
  });

  it.each([
    ['to', 'To', "Please enter the recipient's address"],
    ['subject', 'Subject', 'Please enter a subject'],
    ['content', 'Content', 'Please enter the content'],
  ] as const)('refuses to send without %s, saying so beside it', async (_field, label, message) => {
    const requests = sent();
    const { user, field, dialog } = await openCompose();
    const values: Record<string, string> = { To: 'reader@example.com', Subject: 'Hello', Content: 'A short note.' };
    for (const [name, value] of Object.entries(values)) if (name !== label) await user.type(field(name), value);
    await user.type(field(label), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await findToast('Missing Information')).toHaveTextContent('Please fill in the address, the subject and the content');
    await expectFieldError(field(label), message);
    for (const other of Object.keys(values).filter((name) => name !== label)) expect(field(other)).not.toHaveAttribute('aria-invalid');
    expect(requests).toHaveLength(0);
  });

  it('refuses an address that is not one', async () => {
    const requests = sent();
    const { user, field, dialog } = await openCompose();
    await user.type(field('To'), 'not-an-address');
    await user.type(field('Subject'), 'Hello');
    await user.type(field('Content'), 'A short note.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await findToast('Invalid Email')).toBeInTheDocument();
    await expectFieldError(field('To'), 'Please enter a valid email address');
    expect(requests).toHaveLength(0);
  });

  it("sends with a template through send-single-email, says 'Email sent successfully', and clears and closes", async () => {
    const requests = sent();
    const { user, field, dialog } = await openCompose();
    await user.type(field('To'), ' Reader@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Follow-up' }));
    const content = (field('Content') as HTMLTextAreaElement).value;
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await findToast('Email sent successfully')).toHaveTextContent('"Following up on your message" went to reader@example.com.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.map((request) => request.body)).toEqual([{ to: 'reader@example.com', subject: 'Following up on your message', content, requestKey: expect.stringMatching(UUID) }]);
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText('Subject')).toHaveValue('');
  });

  it('sends a retry with the same request key, and a new email with a new one', async () => {
    let failures = 1;
    const requests = recordRequests('post', SEND_PATH, () =>
      failures-- > 0 ? new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }) : contractAnswer(emailCampaignRoutes.sendSingle, { message: 'Email sent successfully' }),
    );
    const { user, field, dialog } = await openCompose();
    await user.type(field('To'), 'reader@example.com');
    await user.type(field('Subject'), 'Hello');
    await user.type(field('Content'), 'A short note.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await findToast('Failed to send email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await findToast('Email sent successfully');
    await user.click(await screen.findByRole('button', { name: 'Compose' }));
    const next = await screen.findByRole('dialog', { name: 'Compose email' });
    await user.type(within(next).getByLabelText('To'), 'reader@example.com');
    await user.type(within(next).getByLabelText('Subject'), 'Hello');
    await user.type(within(next).getByLabelText('Content'), 'A short note.');
    await user.click(within(next).getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    const [failed, retried, again] = requests.map((request) => (request.body as { requestKey: string }).requestKey);
    expect(failed).toMatch(UUID);
    expect(retried).toBe(failed);
    expect(again).toMatch(UUID);
    expect(again).not.toBe(failed);
  });

  it.each([
    ["the server's reason", () => errorAnswer(409, 'This address is suppressed (bounce): no mail is sent to it'), '409: This address is suppressed (bounce): no mail is sent to it'],
    ['the status text when the body is empty', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' }), '502: Bad Gateway'],
  ])("says 'Failed to send email' with %s, keeping what was written", async (_case, failure, description) => {
    recordRequests('post', SEND_PATH, failure);
    const { user, field, dialog } = await openCompose();
    await user.type(field('To'), 'reader@example.com');
    await user.type(field('Subject'), 'Hello');
    await user.type(field('Content'), 'A short note.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await findToast('Failed to send email')).toHaveTextContent(description);
    expect(field('Subject')).toHaveValue('Hello');
  });

  it("starts from a message with the sender's address, and its templates greet them by name", async () => {
    const requests = sent();
    const { user } = renderWithProviders(<ContactMessagesPanel />);
    const message = await screen.findByRole('article', { name: 'Partnership idea' });
    await user.click(within(message).getByRole('button', { name: 'Compose an email to linus@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compose email' });
    expect(within(dialog).getByLabelText('To')).toHaveValue('linus@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Partnership' }));
    expect((within(dialog).getByLabelText('Content') as HTMLTextAreaElement).value.startsWith('Hello Linus,\n\n')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    await findToast('Email sent successfully');
    expect(requests.map((request) => (request.body as { to: string }).to)).toEqual(['linus@example.com']);
  });
});
