import { Mail } from 'lucide-react';
import { IconCard } from '../../shared/icon-card';
import { QueryState } from '../../shared/query-state';
import { useGmailStatus } from '../api/get-gmail-status';
import { GmailWizard } from './gmail-wizard';

/**
 * The Gmail forwarding wizard as a card of its own (operator-area.md section 2), for the Webhook
 * Setup tab: mail to the contact address, forwarded to a Gmail mailbox, read into Contact messages.
 * Without the Google OAuth client it says what to set; the steps still show what the setup takes.
 */
export const GmailForwardingCard = () => {
  const status = useGmailStatus();
  return (
    <IconCard icon={Mail} title="Gmail forwarding" description="Read mail sent to the contact address from a Gmail mailbox it is forwarded to, into Contact messages.">
      <QueryState query={status} loading="Loading the Gmail setup..." failure="Could not load the Gmail setup">
        {(data) => (
          <>
            {data.notConfigured ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
                {data.notConfigured}, then restart the app.
              </p>
            ) : null}
            <GmailWizard status={data} />
          </>
        )}
      </QueryState>
    </IconCard>
  );
};
