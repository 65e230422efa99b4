import { useEffect } from 'react';
import { Link2 } from 'lucide-react';
import { FACEBOOK_TEXTS, SOCIAL_PLATFORMS } from '@contract/social.vocabulary';
import { toast } from '../../../../components/ui/use-toast';
import { IconCard } from '../../shared/icon-card';
import { QueryState } from '../../shared/query-state';
import { toastFailure } from '../../shared/toast-failure';
import { useDisconnectAccount } from '../api/disconnect-account';
import { useSocialAccounts } from '../api/get-social-accounts';
import { AccountStatus } from './account-status';

/** The connection status of each account (read from the server; the tokens themselves never come back). */
export const AccountsCard = () => {
  const accounts = useSocialAccounts();
  const disconnect = useDisconnectAccount();
  const { error } = accounts;
  // Section 8: a failed status check is a toast too, once per failure.
  useEffect(() => {
    if (error) toastFailure(FACEBOOK_TEXTS.statusFailed, error);
  }, [error]);
  return (
    <IconCard icon={Link2} title="Connected accounts" description="Where the site posts: the Facebook page and the Threads account, with the stored token's last characters and when to renew it.">
      <QueryState query={accounts} loading="Checking the connections..." failure={FACEBOOK_TEXTS.statusFailed}>
        {(current) => (
          <div className="space-y-6">
            {SOCIAL_PLATFORMS.map((platform) => (
              <AccountStatus
                key={platform}
                account={current[platform]}
                disconnecting={disconnect.isPending && disconnect.variables === platform}
                onDisconnect={() =>
                  disconnect.mutate(platform, {
                    onSuccess: ({ message }) => toast({ title: 'Disconnected', description: message }),
                    onError: (error) => toastFailure('Disconnect Failed', error, 'The account could not be disconnected'),
                  })
                }
              />
            ))}
          </div>
        )}
      </QueryState>
    </IconCard>
  );
};
