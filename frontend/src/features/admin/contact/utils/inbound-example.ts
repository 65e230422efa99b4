import { INBOUND_EMAIL } from '@contract/contact.vocabulary';

/** A mail as the provider posts it: a reply to a newsletter, with the quoted text the webhook strips. */
export const EXAMPLE_INBOUND_BODY = {
  type: INBOUND_EMAIL.eventType,
  data: {
    id: 'inbound-0001',
    from: 'Ada Lovelace <ada@example.com>',
    subject: 'Re: Your AI tools briefing',
    text: 'Thanks, the writing tools helped a lot!\n\nOn Mon, 2 Jun 2025 at 08:00, AI Navigator wrote:\n> Three tools worth a look this week',
  },
};

/** The body as the panel shows it, and a curl line that posts it (the secret read from the shell's environment, never shown). */
export const exampleRequest = (webhookUrl: string) => ({
  body: JSON.stringify(EXAMPLE_INBOUND_BODY, null, 2),
  curl: `curl -X POST '${webhookUrl}' -H 'Content-Type: application/json' -H "${INBOUND_EMAIL.secretHeader}: $INBOUND_EMAIL_WEBHOOK_SECRET" -d '${JSON.stringify(EXAMPLE_INBOUND_BODY)}'`,
});
