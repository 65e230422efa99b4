import { WebhookSetupPanel } from '../../contact';
import { GmailForwardingCard } from '../../gmail';

/**
 * The webhook-setup tab: the two ways mail to the contact address reaches the inbox, the provider's
 * inbound webhook (contact) and Gmail forwarding (gmail). Composed here, where the dashboard puts its
 * panels together, so neither feature imports the other; loaded with the tab, like every panel.
 */
export const WebhookSetupTab = () => (
  <div className="space-y-6">
    <WebhookSetupPanel />
    <GmailForwardingCard />
  </div>
);
