import { useState } from 'react';
import { isAlreadySubscribed, signupToken, useCreateSubscriber, type SubscriberSource } from '../../../api/create-subscriber';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { refusedField } from '../../../lib/field-refusal';
import { trackConversion } from '../../../lib/tracking';
import { usePreferencesRedirect } from '../../../lib/use-welcome-back';
import { subscriptionFailureMessage } from '../utils/signup-outcome';

const NEWSLETTER_FREQUENCY = 'weekly';
const NEWSLETTER_INTERESTS = ['business'];

type Options = {
  source: SubscriberSource;
  /** The home section moves on to the preferences page; the compact forms just clear. */
  redirectOnSuccess: boolean;
  /** The address is on the list, subscribed now or already (the popup closes and is not offered again). */
  onSubscribed?: () => void;
  /** The server refused the address itself (400): the form marks its field with this message, besides the toast. */
  onAddressRefused?: (message: string) => void;
};

/**
 * The newsletter signup of spec sections 4, 7 and 8, shared by the home section, the inline
 * form and the popup. Returns whether the submission succeeded so compact forms can clear.
 */
export const useNewsletterSignup = ({ source, redirectOnSuccess, onSubscribed, onAddressRefused }: Options) => {
  const { toast } = useToast();
  const mutation = useCreateSubscriber();
  const [succeeded, setSucceeded] = useState(false);
  const { redirectLater, welcomeBack } = usePreferencesRedirect();

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
        redirectLater(email, signupToken(answer));
      } else {
        toast({ title: 'Welcome to AI Navigator!', description: "You've successfully subscribed to our AI newsletter. Check your email for confirmation." });
      }
      return true;
    } catch (error) {
      if (isAlreadySubscribed(error)) {
        onSubscribed?.();
        welcomeBack(email, error);
      } else {
        toast({ title: 'Subscription failed', description: subscriptionFailureMessage(error), variant: 'destructive' });
        // The field reads the reason in the forms' words ('Please enter a valid email address.'), not the API's "email: ...".
        if (error instanceof ApiError && error.status === 400) onAddressRefused?.(refusedField(error, { email: 'Email address' })?.message ?? subscriptionFailureMessage(error));
      }
      return false;
    }
  };

  return { subscribe, submitting: mutation.isPending, succeeded };
};
