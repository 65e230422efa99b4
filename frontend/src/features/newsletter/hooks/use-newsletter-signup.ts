import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isAlreadySubscribed, useCreateSubscriber, type SubscriberSource } from '../../../api/create-subscriber';
import { useToast } from '../../../components/ui/use-toast';
import { trackConversion } from '../../../lib/tracking';
import { preferencesUrl, PREFERENCES_REDIRECT_DELAY_MS, subscriptionFailureMessage } from '../utils/signup-outcome';

const NEWSLETTER_FREQUENCY = 'weekly';
const NEWSLETTER_INTERESTS = ['business'];

type Options = {
  source: SubscriberSource;
  /** The home section moves on to the preferences page; the compact forms just clear. */
  redirectOnSuccess: boolean;
  onSubscribed?: () => void;
};

/**
 * The newsletter signup of spec sections 4, 7 and 8, shared by the home section, the inline
 * form and the popup. Returns whether the submission succeeded so compact forms can clear.
 */
export const useNewsletterSignup = ({ source, redirectOnSuccess, onSubscribed }: Options) => {
  const navigate = useNavigate();
  const { toast } = useToast();
  const mutation = useCreateSubscriber();
  const [succeeded, setSucceeded] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const redirectLater = (email: string, token?: string) => {
    redirectTimer.current = setTimeout(() => navigate(preferencesUrl(email, token)), PREFERENCES_REDIRECT_DELAY_MS);
  };

  const subscribe = async (rawEmail: string): Promise<boolean> => {
    const email = rawEmail.trim();
    if (!email || mutation.isPending) return false;
    try {
      const answer = await mutation.mutateAsync({ email, frequency: NEWSLETTER_FREQUENCY, interests: NEWSLETTER_INTERESTS, source });
      trackConversion('newsletter_signup', { interests: NEWSLETTER_INTERESTS, source });
      onSubscribed?.();
      if (redirectOnSuccess) {
        setSucceeded(true);
        toast({ title: 'Almost there!', description: 'Redirecting to customize your preferences...' });
        redirectLater(email, answer.token);
      } else {
        toast({ title: 'Welcome to AI Navigator!', description: "You've successfully subscribed to our AI newsletter. Check your email for confirmation." });
      }
      return true;
    } catch (error) {
      if (isAlreadySubscribed(error)) {
        toast({ title: 'Welcome back!', description: "You're already subscribed. Redirecting to update preferences..." });
        redirectLater(email);
      } else {
        toast({ title: 'Subscription failed', description: subscriptionFailureMessage(error), variant: 'destructive' });
      }
      return false;
    }
  };

  return { subscribe, submitting: mutation.isPending, succeeded };
};
