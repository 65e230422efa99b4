import { Link } from 'react-router';
import { Activity, FileCode2, ListChecks, RefreshCw, Webhook } from 'lucide-react';
import { inboundEmailRoutes } from '@contract/contact.contract';
import { CONTACT_LIMITS, CONTACT_PRIORITY_KEYWORDS, INBOUND_EMAIL } from '@contract/contact.vocabulary';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useOperatorDetails } from '../../../../lib/use-site-config';
import { formatNumber } from '../../shared/count-of';
import { formatDateTime } from '../../shared/format-date-time';
import { IconCard } from '../../shared/icon-card';
import { QueryState } from '../../shared/query-state';
import { useInboundEmailStatus } from '../api/get-inbound-email-status';
import { exampleRequest } from '../utils/inbound-example';
import { PriorityBadge } from './message-badges';

const term = 'text-gray-600 dark:text-gray-400';
const codeBlock = 'overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-gray-100 p-3 font-mono text-xs dark:bg-gray-800';

/** Where the mail provider posts, the header its secret goes in, and whether the server has that secret. */
export const InboundWebhookCard = () => {
  const status = useInboundEmailStatus();
  const { contactEmail } = useOperatorDetails();
  return (
    <IconCard icon={Webhook} title="Inbound email webhook" description={`Your mail provider posts every mail received at the contact address to this URL, as an event of type ${INBOUND_EMAIL.eventType}.`}>
      <QueryState query={status} loading="Loading the webhook's settings..." failure="Could not load the webhook's settings">
        {({ webhookUrl, secretHeader, secretConfigured }) => (
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className={term}>Webhook URL</dt>
            <dd>
              <code className="break-all">{webhookUrl}</code>
            </dd>
            <dt className={term}>Secret header</dt>
            <dd className="space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <code>{secretHeader}</code>
                <Badge tone={secretConfigured ? 'emerald' : 'amber'}>{secretConfigured ? 'Secret configured' : 'Secret not configured'}</Badge>
              </p>
              <p>
                {secretConfigured
                  ? 'Give the provider the value of INBOUND_EMAIL_WEBHOOK_SECRET for this header; a call without it, or with another value, is refused (403).'
                  : 'Not configured: set INBOUND_EMAIL_WEBHOOK_SECRET (at least 16 characters, for example from openssl rand -hex 32) and restart. Until then the webhook refuses every call (403) and stores nothing.'}
              </p>
            </dd>
            <dt className={term}>Contact address</dt>
            <dd>{contactEmail ? <span className="break-all">{contactEmail}</span> : 'Not set (CONTACT_EMAIL): the mails of whichever address you route to the webhook'}</dd>
          </dl>
        )}
      </QueryState>
    </IconCard>
  );
};

/** What the webhook received so far, read from the inbox's read model, and where those mails show. */
export const WebhookStatusCard = () => {
  const status = useInboundEmailStatus();
  return (
    <IconCard icon={Activity} title="Webhook status" description="Mails the webhook has stored, counted as they arrive.">
      <QueryState query={status} failure="Could not load the webhook's status">
        {({ received, lastReceivedAt }) => (
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            <div className="rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-800">
              <dt className="text-xs text-gray-600 dark:text-gray-400">Mails received</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatNumber(received)}</dd>
            </div>
            <div className="rounded-lg border border-gray-200 px-3 py-2 dark:border-gray-800">
              <dt className="text-xs text-gray-600 dark:text-gray-400">Last received</dt>
              <dd className="text-sm font-semibold">{lastReceivedAt ? <time dateTime={lastReceivedAt}>{formatDateTime(lastReceivedAt)}</time> : 'Never'}</dd>
            </div>
          </dl>
        )}
      </QueryState>
      <div className="flex flex-wrap items-center gap-4">
        <Button variant="outline" size="sm" disabled={status.isFetching} onClick={() => status.refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {status.isFetching ? 'Checking...' : 'Check again'}
        </Button>
        <p className="text-sm">
          Results appear in the{' '}
          <Link to="?tab=contact-messages" className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
            Contact Messages tab
          </Link>
          .
        </p>
      </div>
    </IconCard>
  );
};

/** Spec section 2: what the webhook does with a mail; the keywords are the server's own (CONTACT_PRIORITY_KEYWORDS). */
export const WebhookBehaviourCard = () => (
  <IconCard icon={ListChecks} title="What it does" description="Each mail becomes a message of the inbox, like one sent through the contact form.">
    <ul className="list-disc space-y-3 pl-5 text-sm">
      <li>
        <strong>Captures replies to the contact address</strong>: every mail received there (a reply to a newsletter or to your own reply included) is stored as an
        unread message on the email channel. A mail the provider delivers again with the same id is stored once.
      </li>
      <li>
        <strong>Strips quoted text</strong>: everything from a line &ldquo;On &hellip; wrote:&rdquo; or &ldquo;-----Original Message-----&rdquo; on, and every line
        starting with &ldquo;&gt;&rdquo;, so only the new words are kept.
      </li>
      <li className="space-y-2">
        <p>
          <strong>Detects priority from subject keywords</strong> (whole words, in any case):
        </p>
        <dl className="grid gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr]">
          {(['urgent', 'high'] as const).map((priority) => (
            <div key={priority} className="contents">
              <dt>
                <PriorityBadge priority={priority} />
              </dt>
              <dd className="flex flex-wrap gap-1.5">
                {CONTACT_PRIORITY_KEYWORDS[priority].map((keyword) => (
                  <code key={keyword} className="rounded bg-gray-100 px-1.5 py-0.5 text-xs dark:bg-gray-800">
                    {keyword}
                  </code>
                ))}
              </dd>
            </div>
          ))}
          <dt>
            <PriorityBadge priority="normal" />
          </dt>
          <dd>any other subject (an urgent keyword wins over a high one)</dd>
        </dl>
      </li>
      <li>
        <strong>Keeps the form&apos;s bounds</strong>: the name, subject and text are cut to {formatNumber(CONTACT_LIMITS.nameMax)}, {formatNumber(CONTACT_LIMITS.subjectMax)} and{' '}
        {formatNumber(CONTACT_LIMITS.messageMax)} characters.
      </li>
    </ul>
  </IconCard>
);

/** The body a provider posts, and a curl line to try the webhook with. */
export const WebhookExampleCard = () => {
  const status = useInboundEmailStatus();
  const { body, curl } = exampleRequest(status.data?.webhookUrl ?? inboundEmailRoutes.inbound.path);
  return (
    <IconCard icon={FileCode2} title="Example request" description="A POST with a JSON body; data.from is an address or Name <address>, data.id the provider's id of the mail.">
      <section aria-label="Example body" className="space-y-2">
        <h4 className="text-sm font-medium">Body</h4>
        <pre className={codeBlock}>{body}</pre>
      </section>
      <section aria-label="Example curl command" className="space-y-2">
        <h4 className="text-sm font-medium">Try it with curl</h4>
        <pre className={codeBlock}>{curl}</pre>
      </section>
    </IconCard>
  );
};
