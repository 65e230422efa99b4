import type { ComponentType } from 'react';
import { InboundWebhookCard, WebhookBehaviourCard, WebhookExampleCard, WebhookStatusCard } from './webhook-cards';

/** The panel's cards, top to bottom (the dashboard puts the Gmail forwarding card after them: shell/panels/webhook-setup-tab.tsx). */
const WEBHOOK_SETUP_CARDS: readonly ComponentType[] = [InboundWebhookCard, WebhookStatusCard, WebhookBehaviourCard, WebhookExampleCard];

/**
 * The webhook-setup tab (spec section 2): documents the inbound-email webhook (an event of type
 * email.received) with its live settings and status; what it receives appears in Contact Messages.
 */
export const WebhookSetupPanel = () => (
  <div className="space-y-6">
    {WEBHOOK_SETUP_CARDS.map((Card, index) => (
      // A fixed list: its order is its identity.
      <Card key={index} />
    ))}
  </div>
);
