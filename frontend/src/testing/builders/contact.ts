import type { ContactHistory, ContactMessage, InboundEmailStatus } from '@contract/contact.contract';

let sequence = 0;

/** A message as the inbox lists it: an unread, normal-priority form message by default; override only what a test is about. */
export const buildContactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'A question about the directory',
    message: 'Which of your tools would you pick for writing product descriptions?',
    status: 'unread',
    priority: 'normal',
    channel: 'contact-form',
    createdAt: '2025-06-02T09:00:00.000Z',
    erased: false,
    replies: [],
    ...overrides,
  };
};

/** A message whose sender asked to be forgotten: their fields and the replies' texts are null. */
export const buildErasedContactMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage =>
  buildContactMessage({ name: null, email: null, subject: null, message: null, erased: true, ...overrides });

type HistoryEntry = ContactHistory[number];

/** One entry of a message's history: the visitor sending it through the form by default. */
export const buildContactHistoryEntry = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => ({
  position: 1,
  action: 'received',
  actor: 'visitor',
  operator: null,
  occurredAt: '2025-06-02T09:00:00.000Z',
  ...overrides,
});

/** GET /api/admin/inbound-email: the secret set, two mails received by default. */
export const buildInboundEmailStatus = (overrides: Partial<InboundEmailStatus> = {}): InboundEmailStatus => ({
  webhookUrl: 'https://ai-navigator.example/api/webhooks/email',
  secretHeader: 'x-webhook-secret',
  secretConfigured: true,
  received: 2,
  lastReceivedAt: '2025-06-02T08:15:00.000Z',
  ...overrides,
});
