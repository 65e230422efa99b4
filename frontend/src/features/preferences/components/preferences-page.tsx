import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { UNSUBSCRIBED_REASON } from '@contract/subscribers.vocabulary';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { type LinkMail, useLinkCredentials } from '../../../lib/link-credentials';
import { PREFERENCES_REDIRECT_DELAY_MS } from '../../../lib/use-welcome-back';
import { useSubscriberPreferences } from '../api/get-subscriber-preferences';
import { LinkEmailedNotice, LinkLimitedNotice, UnsubscribedNotice } from './link-notices';
import { PreferencesForm } from './preferences-form';
import { SecureLinkRequest } from './secure-link-request';
import { simplePageHead } from '../../../lib/page-head/page-head';
import { usePageHead } from '../../../lib/page-head/use-page-head';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

export { PREFERENCES_REDIRECT_DELAY_MS };
export const PREFERENCES_SUCCESS_PATH = '/subscribe/success?conversion=newsletter_preferences';

const isUnsubscribed = (error: unknown) => error instanceof ApiError && error.status === 410 && error.serverReason === UNSUBSCRIBED_REASON;

type BodyProps = { email: string; token: string | null; linkMail?: LinkMail; onSaved: () => void };

/**
 * What the link opens: the form for a valid link; after 'Welcome back!' the note that a link was
 * emailed, or that the hourly mail limits held it back; for the link of an ended subscription, that it ended; for a refused link (missing,
 * forged, expired, or of an earlier subscription), the offer of a fresh one.
 */
const PreferencesBody = ({ email, token, linkMail, onSaved }: BodyProps) => {
  const preferences = useSubscriberPreferences(email, token);
  const [linkRefused, setLinkRefused] = useState(false);
  if (email !== '' && !token && linkMail?.outcome === 'sent') return <LinkEmailedNotice email={email} />;
  if (email !== '' && !token && linkMail?.outcome === 'limited') return <LinkLimitedNotice email={email} at={linkMail.at} />;
  if (email === '' || !token || linkRefused) return <SecureLinkRequest initialEmail={email} linkRefused={linkRefused} />;
  if (preferences.isPending) return <p role="status">Loading your preferences...</p>;
  if (preferences.isError) {
    if (isUnsubscribed(preferences.error)) return <UnsubscribedNotice email={email} />;
    if (preferences.error instanceof ApiError && (preferences.error.status === 403 || preferences.error.status === 404)) {
      return <SecureLinkRequest initialEmail={email} linkRefused />;
    }
    return <p role="alert">We could not load your preferences. Please try again later.</p>;
  }
  const { frequency, interests, customInterests } = preferences.data;
  return (
    <PreferencesForm
      token={token}
      onSaved={onSaved}
      onLinkRefused={() => setLinkRefused(true)}
      initialValues={{ email, frequency, interests, customInterests }}
    />
  );
};

/** Replaces the whole page, h1 included: it is the page's heading now, and takes the focus the form's button had. */
const SavedHeading = () => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <CardTitle as="h1" ref={heading} tabIndex={-1} className="outline-none">
      Preferences saved!
    </CardTitle>
  );
};

const PREFERENCES_HEAD = simplePageHead('/subscribe/preferences', 'Newsletter Preferences', 'Choose how often you hear from AI Navigator and about which topics.', { noindex: true });

export const PreferencesPage = () => {
  usePageHead(PREFERENCES_HEAD);
  const { email, token, linkMail } = useLinkCredentials();
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(PREFERENCES_SUCCESS_PATH), PREFERENCES_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card>
        {saved ? (
          <CardHeader className="items-center text-center" role="status">
            <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
            <SavedHeading />
            <CardDescription>Taking you to the next step...</CardDescription>
          </CardHeader>
        ) : (
          <>
            <CardHeader>
              <h1 className="text-2xl font-semibold">Newsletter Preferences</h1>
              <CardDescription>Choose how often you hear from us and which AI topics you care about.</CardDescription>
            </CardHeader>
            <CardContent>
              <PreferencesBody email={email ?? ''} token={token} linkMail={linkMail} onSaved={() => setSaved(true)} />
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
};
