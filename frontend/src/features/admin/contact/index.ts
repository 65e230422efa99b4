/** The contact panels: the inbox (Contact Messages) and the inbound-email webhook (Webhook Setup); one chunk, they share keys and calls. */
export { ContactMessagesPanel } from './components/contact-messages-panel';
export { WebhookSetupPanel } from './components/webhook-setup-panel';
