import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { preferencesLinkMail } from '../api/create-subscriber';
import { useToast } from '../components/ui/use-toast';
import { type LinkMail, preferencesNavigation } from './link-credentials';

/** Spec section 9: delay before leaving a signup (new or 'welcome back') for the preferences screen. */
export const PREFERENCES_REDIRECT_DELAY_MS = 2000;

/**
 * The way to the preferences screen after a signup, shared by every signup form: 2 s after a new
 * subscription (with its token), or after 'Welcome back!' for an address already on the list, where
 * the screen explains what became of the secure link mailed to the address: sent, or held back by the
 * hourly mail limits (the visitor gets no token for an address that may not be theirs).
 */
export const usePreferencesRedirect = () => {
  const navigate = useNavigate();
  const { toast } = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const redirectLater = (email: string, token: string | null, linkMail?: LinkMail) => {
    const { to, state } = preferencesNavigation(email, token, linkMail);
    timer.current = setTimeout(() => navigate(to, { state }), PREFERENCES_REDIRECT_DELAY_MS);
  };

  const welcomeBack = (email: string, error: unknown) => {
    toast({ title: 'Welcome back!', description: "You're already subscribed. Redirecting to update preferences..." });
    redirectLater(email, null, preferencesLinkMail(error, Date.now()));
  };

  return { redirectLater, welcomeBack };
};
