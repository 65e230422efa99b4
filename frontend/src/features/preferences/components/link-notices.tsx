import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Clock, MailCheck, UserMinus } from 'lucide-react';
import { MAIL_LIMIT_WINDOW_MS } from '@contract/subscribers.vocabulary';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { subscribeNavigation } from '../../../lib/link-credentials';
import { useRequestPreferencesLink } from '../api/request-preferences-link';
import { PreferencesNotice } from './preferences-notice';

/** Asks for a new link to the address, then says it went out (a refusal, e.g. a 429, is a toast). */
const ResendLink = ({ email, label }: { email: string; label: string }) => {
  const resend = useRequestPreferencesLink();
  const { toast } = useToast();
  const send = () =>
    resend.mutate(email, {
      onError: (error) => toast({ title: 'Could not send the link', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' }),
    });
  return resend.isSuccess ? (
    <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950 dark:text-green-100">
      We've sent you a new link.
    </p>
  ) : (
    <Button type="button" variant="outline" onClick={send} disabled={resend.isPending}>
      {resend.isPending ? 'Sending...' : label}
    </Button>
  );
};

/**
 * After 'Welcome back!': the address is on the list, and the server emailed it a secure link (the
 * visitor who typed the address gets no token, since it may not be theirs). Says so plainly, with a
 * resend and the spam-folder hint.
 */
export const LinkEmailedNotice = ({ email }: { email: string }) => (
  <PreferencesNotice
    id="link-emailed-heading"
    icon={MailCheck}
    iconClassName="text-indigo-600"
    title="We've emailed you a link to change your preferences"
    action={<ResendLink email={email} label="Resend the link" />}
  >
    <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
      <strong className="break-all">{email}</strong> is already subscribed. Open the link in the email we just sent to choose how often you hear
      from us and about which topics. For your privacy, preferences open only from that personal link.
    </p>
    <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">Nothing after a few minutes? Check your spam or promotions folder.</p>
  </PreferencesNotice>
);

/** True from `time` on; re-renders once when that moment passes while the screen is open. */
const useTimeReached = (time: number): boolean => {
  const [reached, setReached] = useState(() => Date.now() >= time);
  useEffect(() => {
    if (reached) return;
    const timer = setTimeout(() => setReached(true), Math.max(0, time - Date.now()));
    return () => clearTimeout(timer);
  }, [reached, time]);
  return reached;
};

const clockTime = (time: number) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(time);

/**
 * After 'Welcome back!' when the hourly mail limits held the link back (`at`: when). Says so plainly,
 * points at a link mailed earlier, and says from when a new one can be asked for: the limits' window
 * after the refusal at the latest. The button appears only then, since before it could only be refused.
 */
export const LinkLimitedNotice = ({ email, at }: { email: string; at: number }) => {
  const askAgainAt = at + MAIL_LIMIT_WINDOW_MS;
  const canAskAgain = useTimeReached(askAgainAt);
  return (
    <PreferencesNotice
      id="link-limited-heading"
      icon={Clock}
      iconClassName="text-amber-600"
      title="No new link went out just now"
      action={canAskAgain ? <ResendLink email={email} label="Email me a new link" /> : null}
    >
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        <strong className="break-all">{email}</strong> is already subscribed. To protect inboxes, we send only a few emails an hour to one address
        or from one connection, and that hourly limit has been reached, so we didn't email you a new link to your preferences.
      </p>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
        If we emailed you earlier, the link in that email still works: look for it in your inbox, and check your spam or promotions folder.
      </p>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">
        {canAskAgain ? 'You can ask for a new link now.' : `You can ask for a new link from ${clockTime(askAgainAt)}.`}
      </p>
    </PreferencesNotice>
  );
};

/** A genuine link of a subscription that was ended: tell the visitor, and offer to subscribe again with the link's address. */
export const UnsubscribedNotice = ({ email }: { email: string }) => {
  const toSubscribe = subscribeNavigation(email);
  return (
    <PreferencesNotice
      id="unsubscribed-heading"
      icon={UserMinus}
      iconClassName="text-gray-500"
      title="You've unsubscribed"
      action={
        <Link to={toSubscribe.to} state={toSubscribe.state} className={buttonClasses({})}>
          Subscribe again
        </Link>
      }
    >
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
        This address no longer receives our newsletter, so this link has no preferences to change. Changed your mind? You can subscribe again at
        any time.
      </p>
    </PreferencesNotice>
  );
};
