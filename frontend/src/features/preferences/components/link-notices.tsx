import { Link } from 'react-router';
import { MailCheck, UserMinus } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPreferencesLink } from '../api/request-preferences-link';

/**
 * After 'Welcome back!': the address is on the list, and the server emailed it a secure link (the
 * visitor who typed the address gets no token, since it may not be theirs). Says so plainly, with a
 * resend and the spam-folder hint.
 */
export const LinkEmailedNotice = ({ email }: { email: string }) => {
  const resend = useRequestPreferencesLink();
  const { toast } = useToast();
  const send = () =>
    resend.mutate(email, {
      onError: (error) => toast({ title: 'Could not send the link', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' }),
    });
  return (
    <section aria-labelledby="link-emailed-heading" className="space-y-4">
      <div className="flex items-start gap-3">
        <MailCheck className="mt-1 h-6 w-6 shrink-0 text-indigo-600" aria-hidden="true" />
        <div>
          <h2 id="link-emailed-heading" className="text-lg font-semibold">
            We've emailed you a link to change your preferences
          </h2>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            <strong className="break-all">{email}</strong> is already subscribed. Open the link in the email we just sent to choose how often you
            hear from us and about which topics. For your privacy, preferences open only from that personal link.
          </p>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Nothing after a few minutes? Check your spam or promotions folder.</p>
        </div>
      </div>
      {resend.isSuccess ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
          We've sent you a new link.
        </p>
      ) : (
        <Button type="button" variant="outline" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend the link'}
        </Button>
      )}
    </section>
  );
};

/** A genuine link of a subscription that was ended: tell the visitor, and offer to subscribe again. */
export const UnsubscribedNotice = () => (
  <section aria-labelledby="unsubscribed-heading" className="space-y-4">
    <div className="flex items-start gap-3">
      <UserMinus className="mt-1 h-6 w-6 shrink-0 text-gray-500" aria-hidden="true" />
      <div>
        <h2 id="unsubscribed-heading" className="text-lg font-semibold">
          You've unsubscribed
        </h2>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          This address no longer receives our newsletter, so this link has no preferences to change. Changed your mind? You can subscribe again
          at any time.
        </p>
      </div>
    </div>
    <Link to="/subscribe" className={buttonClasses({})}>
      Subscribe again
    </Link>
  </section>
);
