import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { contactAdminRoutes } from '@contract/contact.contract';
import { CONTACT_PRIORITY_KEYWORDS } from '@contract/contact.vocabulary';
import { buildInboundEmailStatus } from '../../../../testing/builders/contact';
import { contractAnswer, contractHandler } from '../../../../testing/contract-handlers';
import { renderWithProviders } from '../../../../testing/render';
import { server } from '../../../../testing/server';
import { EMPTY_SITE_CONFIG } from '../../../../lib/site-config';
import { WebhookSetupPanel } from './webhook-setup-panel';

const serveStatus = (...answers: ReturnType<typeof buildInboundEmailStatus>[]) => {
  let calls = 0;
  server.use(
    contractHandler(contactAdminRoutes.inboundStatus, () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      return contractAnswer(contactAdminRoutes.inboundStatus, answer);
    }),
  );
};

const card = (title: string) => screen.getByRole('heading', { name: title, level: 3 }).closest('.ui-card') as HTMLElement;

describe('WebhookSetupPanel', () => {
  it('is a column of cards: the webhook, its status, what it does and an example', async () => {
    renderWithProviders(<WebhookSetupPanel />);
    await screen.findByText('https://ai-navigator.example/api/webhooks/email');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Inbound email webhook', 'Webhook status', 'What it does', 'Example request']);
  });

  it('gives the URL for the mail provider from the server, the secret header, that the secret is set, and the contact address', async () => {
    renderWithProviders(<WebhookSetupPanel />, { site: { ...EMPTY_SITE_CONFIG, operator: { ...EMPTY_SITE_CONFIG.operator, contactEmail: 'hello@ai-navigator.example' } } });
    const webhook = await waitFor(() => card('Inbound email webhook'));
    await within(webhook).findByText('https://ai-navigator.example/api/webhooks/email');
    expect(webhook).toHaveTextContent('as an event of type email.received');
    expect(within(webhook).getByText('x-webhook-secret')).toBeInTheDocument();
    expect(within(webhook).getByText('Secret configured')).toHaveClass('bg-emerald-700');
    expect(within(webhook).getByText('hello@ai-navigator.example')).toBeInTheDocument();
  });

  it('says honestly when the secret is not set, and what to set', async () => {
    serveStatus(buildInboundEmailStatus({ secretConfigured: false, received: 0, lastReceivedAt: null }));
    renderWithProviders(<WebhookSetupPanel />);
    const webhook = card('Inbound email webhook');
    expect(await within(webhook).findByText('Secret not configured')).toHaveClass('bg-amber-500');
    expect(webhook).toHaveTextContent('Not configured: set INBOUND_EMAIL_WEBHOOK_SECRET');
    expect(webhook).toHaveTextContent('Not set (CONTACT_EMAIL)');
    expect(await within(card('Webhook status')).findByText('Never')).toBeInTheDocument();
  });

  it('shows the live status, checks again on request, and links to the Contact Messages tab', async () => {
    serveStatus(buildInboundEmailStatus({ received: 2, lastReceivedAt: '2025-06-02T08:15:00.000Z' }), buildInboundEmailStatus({ received: 3, lastReceivedAt: '2025-06-03T11:00:00.000Z' }));
    const { user, router } = renderWithProviders(<WebhookSetupPanel />);
    const status = card('Webhook status');
    const figure = (label: string) => within(status).getByText(label).nextElementSibling;
    await waitFor(() => expect(figure('Mails received')).toHaveTextContent('2'));
    expect(figure('Last received')).toHaveTextContent('Jun 2, 2025');
    await user.click(within(status).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(figure('Mails received')).toHaveTextContent('3'));
    expect(figure('Last received')).toHaveTextContent('Jun 3, 2025');
    expect(status).toHaveTextContent('Results appear in the Contact Messages tab.');
    await user.click(within(status).getByRole('link', { name: 'Contact Messages tab' }));
    expect(router.state.location.search).toBe('?tab=contact-messages');
  });

  it('says what it does: captures replies to the contact address, strips quoted text, and lists every priority keyword the server uses', async () => {
    renderWithProviders(<WebhookSetupPanel />);
    const behaviour = card('What it does');
    expect(behaviour).toHaveTextContent('Captures replies to the contact address');
    expect(behaviour).toHaveTextContent('Strips quoted text: everything from a line “On … wrote:” or “-----Original Message-----” on, and every line starting with “>”');
    expect(behaviour).toHaveTextContent('Detects priority from subject keywords');
    const keywords = within(behaviour)
      .getAllByRole('definition')
      .flatMap((definition) => [...definition.querySelectorAll('code')].map((code) => code.textContent));
    expect(keywords).toEqual([...CONTACT_PRIORITY_KEYWORDS.urgent, ...CONTACT_PRIORITY_KEYWORDS.high]);
  });

  it('shows an example body of type email.received and a curl line to the server’s URL with the secret header', async () => {
    renderWithProviders(<WebhookSetupPanel />);
    const example = card('Example request');
    const curl = within(example).getByRole('region', { name: 'Example curl command' });
    await waitFor(() => expect(curl).toHaveTextContent("curl -X POST 'https://ai-navigator.example/api/webhooks/email'"));
    expect(curl).toHaveTextContent('-H "x-webhook-secret: $INBOUND_EMAIL_WEBHOOK_SECRET"');
    const body = JSON.parse(within(example).getByRole('region', { name: 'Example body' }).querySelector('pre')!.textContent!) as { type: string; data: Record<string, string> };
    expect(body.type).toBe('email.received');
    expect(Object.keys(body.data)).toEqual(['id', 'from', 'subject', 'text']);
  });
});
