import { Unplug } from 'lucide-react';
import { SOCIAL_ACCOUNT_KINDS } from '@contract/social.vocabulary';
import { Badge } from '../../../../components/ui/badge';
import { ConfirmButton } from '../../shared/confirm-button';
import { formatDateTime } from '../../shared/format-date-time';
import type { SocialAccount } from '../api/get-social-accounts';

const muted = 'text-gray-600 dark:text-gray-400';
const DAY_MS = 86_400_000;

/** 'in 59 days', 'today', '3 days ago'. */
const fromNow = (iso: string, now: number) => {
  const days = Math.round((Date.parse(iso) - now) / DAY_MS);
  if (days === 0) return 'today';
  return days > 0 ? `in ${days} day${days === 1 ? '' : 's'}` : `${-days} day${days === -1 ? '' : 's'} ago`;
};

const lastPostLine = ({ lastPost }: SocialAccount) => {
  if (!lastPost) return 'None yet';
  const what = lastPost.target === 'blog' ? 'Blog post shared' : 'Test post';
  const outcome = lastPost.outcome === 'posted' ? 'published' : lastPost.outcome === 'pending' ? 'sent, no answer yet' : `failed: ${lastPost.reason ?? ''}`;
  return `${what}, ${outcome} (${formatDateTime(lastPost.at)})`;
};

type AccountStatusProps = { account: SocialAccount; disconnecting: boolean; onDisconnect: () => void };

/** One account's connection: configured or not (naming what to set), connected to what, until when, the last post, and Disconnect. */
export const AccountStatus = ({ account, disconnecting, onDisconnect }: AccountStatusProps) => {
  const kind = SOCIAL_ACCOUNT_KINDS[account.platform];
  const headingId = `${account.platform}-status-heading`;
  const badge = !account.connected ? (
    <Badge tone="neutral">Not connected</Badge>
  ) : account.expired ? (
    <Badge tone="red">Token expired</Badge>
  ) : (
    <Badge tone="emerald">Connected</Badge>
  );
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {kind}
        </h4>
        {badge}
      </div>
      {!account.configured ? (
        <p className="text-sm text-amber-800 dark:text-amber-300">Not configured: set {account.missingSettings.join(' and ')} on the server.</p>
      ) : null}
      {account.connected ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className={muted}>{account.platform === 'facebook' ? 'Page' : 'Account'}</dt>
          <dd className="break-words">
            {account.platform === 'threads' ? '@' : ''}
            {account.accountName} <span className={muted}>({account.accountId})</span>
          </dd>
          <dt className={muted}>Stored token</dt>
          <dd>
            <code>{account.tokenHint}</code>
          </dd>
          <dt className={muted}>Renew by</dt>
          <dd>{account.expiresAt ? `${formatDateTime(account.expiresAt)} (${fromNow(account.expiresAt, Date.now())})` : 'Unknown'}</dd>
          <dt className={muted}>Connected on</dt>
          <dd>{account.connectedAt ? `${formatDateTime(account.connectedAt)} by ${account.connectedBy ?? 'admin'}` : 'Unknown'}</dd>
          <dt className={muted}>Last post</dt>
          <dd>{lastPostLine(account)}</dd>
        </dl>
      ) : (
        <p className={`text-sm ${muted}`}>Nothing is posted to the {kind} until one is connected below.</p>
      )}
      {account.connected ? (
        <ConfirmButton
          trigger={{ variant: 'outline', size: 'sm', disabled: disconnecting }}
          title={`Disconnect the ${kind}?`}
          description="Its stored token is destroyed for good; nothing is posted there until it is connected again. The account itself is not changed."
          confirmLabel="Disconnect"
          onConfirm={onDisconnect}
        >
          <Unplug className="h-4 w-4" aria-hidden="true" />
          {disconnecting ? 'Disconnecting...' : `Disconnect ${kind}`}
        </ConfirmButton>
      ) : null}
    </section>
  );
};
